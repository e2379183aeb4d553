import { useId, type ReactNode } from "react";

interface CheckboxFieldProps {
  /** The form field's name and this box's value, so it also works in a plain form. */
  name: string;
  value: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
}

/** A native checkbox with its label and description. */
export function CheckboxField({ name, value, checked, onCheckedChange, label, description }: CheckboxFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex gap-3">
      <input
        type="checkbox"
        id={id}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-describedby={description ? descriptionId : undefined}
        className="mt-0.5 size-6 shrink-0 cursor-pointer accent-accent-700"
      />
      <div>
        <label htmlFor={id} className="cursor-pointer font-semibold">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-muted">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
