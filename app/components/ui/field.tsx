import { useId, type ReactNode } from "react";
import { cn } from "~/lib/utils";

export interface ControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
}

interface FieldProps {
  label: string;
  /** The control's id; generated when not given. */
  id?: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the input, wired to the label, the hint and the error. */
  children: (control: ControlProps) => ReactNode;
}

export const inputClasses =
  "block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-slate-500 " +
  "aria-[invalid=true]:border-danger aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger";

/** One accessible form field: label, control, hint and error under it (aria-describedby, aria-invalid). */
export function Field({ label, id: givenId, required, error, hint, className, children }: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
