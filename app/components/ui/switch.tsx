import { useId, type ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

interface SwitchFieldProps {
  label: string;
  /** The form field's name and the values it sends when off and on. */
  name: string;
  values: { off: string; on: string };
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Shown beside the label, outside the accessible name (e.g. a savings badge). */
  badge?: ReactNode;
  className?: string;
}

/**
 * APG switch as a native checkbox with role="switch": it works and submits in a plain form before hydration
 * and without JavaScript. A hidden field sends the "off" value first, so the form always says which one.
 */
export function SwitchField({ label, name, values, checked, onCheckedChange, badge, className }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className={cn("inline-flex flex-wrap items-center gap-3", className)}>
      <input type="hidden" name={name} value={values.off} />
      <span className="relative inline-flex h-7 w-12 shrink-0">
        <input
          type="checkbox"
          role="switch"
          id={id}
          name={name}
          value={values.on}
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          className="peer absolute inset-0 z-10 m-0 cursor-pointer opacity-0"
        />
        <span
          aria-hidden="true"
          className={cn(
            "pointer-events-none inline-flex h-7 w-12 items-center rounded-full bg-slate-500 transition-colors motion-reduce:transition-none",
            "peer-checked:bg-accent-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2",
            "peer-focus-visible:outline-focus peer-checked:[&>span]:translate-x-6",
            // Forced colours (Windows High Contrast) repaint backgrounds as Canvas: the track, the knob and the
            // on state would vanish. System colours keep them: a CanvasText border and knob, Highlight when on.
            "forced-colors:border-2 forced-colors:border-[CanvasText] forced-colors:bg-[Canvas] forced-colors:forced-color-adjust-none",
            "forced-colors:peer-checked:border-[Highlight] forced-colors:peer-checked:bg-[Highlight]",
            "forced-colors:peer-checked:[&>span]:bg-[HighlightText]",
          )}
        >
          <span className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform motion-reduce:transition-none forced-colors:bg-[CanvasText]" />
        </span>
      </span>
      <label htmlFor={id} className="min-w-0 cursor-pointer font-medium wrap-anywhere">
        {label}
      </label>
      {badge}
    </div>
  );
}
