import { useId } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";

interface SliderFieldProps {
  label: string;
  /** The form field's name, so the slider also works in a plain form (before hydration, without JavaScript). */
  name: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onValueChange: (value: number) => void;
  /** Spoken and shown value, e.g. "30 GB" (aria-valuetext). */
  valueText: (value: number) => string;
}

/**
 * A native range input: the APG slider's keys (arrows, Page Up/Down, Home/End) and semantics come with it, and
 * it submits with its form. The spoken value with its unit is added once React keeps it current.
 */
export function SliderField({ label, name, value, min, max, step, onValueChange, valueText }: SliderFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <output htmlFor={id} className="tabular text-lg font-semibold" aria-hidden="true">
          {valueText(value)}
        </output>
      </div>
      <input
        type="range"
        id={id}
        name={name}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={hydrated ? valueText(value) : undefined}
        onChange={(event) => onValueChange(Number(event.target.value))}
        className="mt-3 block h-6 w-full cursor-pointer accent-accent-700"
      />
      <div className="mt-1 flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{valueText(min)}</span>
        <span>{valueText(max)}</span>
      </div>
    </div>
  );
}
