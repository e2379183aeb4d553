import { useId, type ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

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
  /** Where the hint stands: above the control (default), or under it (a character count's limit). */
  hintPlacement?: "before" | "after";
  /** Classes for the hint (e.g. sr-only once a live count shows the same thing). */
  hintClassName?: string;
  /** Shown under the control, above the error (a live character count). */
  after?: ReactNode;
  className?: string;
  /** Renders the input, wired to the label, the hint and the error. */
  children: (control: ControlProps) => ReactNode;
}

export const inputClasses =
  "block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-slate-500 " +
  "aria-[invalid=true]:border-danger aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger";

/** One accessible form field: label, control, hint and error under it (aria-describedby, aria-invalid). */
export function Field({
  label,
  id: givenId,
  required,
  error,
  hint,
  hintPlacement = "before",
  hintClassName,
  after,
  className,
  children,
}: FieldProps) {
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
      {hint && hintPlacement === "before" && (
        <p id={hintId} className={cn("text-sm text-muted", hintClassName)}>
          {hint}
        </p>
      )}
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })}
      {hint && hintPlacement === "after" && (
        <p id={hintId} className={cn("text-sm text-muted", hintClassName)}>
          {hint}
        </p>
      )}
      {after}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
