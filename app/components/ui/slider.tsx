import * as SliderPrimitive from "@radix-ui/react-slider";
import { useId } from "react";

interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onValueChange: (value: number) => void;
  /** Spoken value, e.g. "30 GB" (aria-valuetext). */
  valueText: (value: number) => string;
}

/** APG slider (Radix): arrows, Page Up/Down, Home/End; the value is shown and spoken with its unit. */
export function SliderField({ label, value, min, max, step, onValueChange, valueText }: SliderFieldProps) {
  const labelId = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <output className="tabular text-lg font-semibold" aria-hidden="true">
          {valueText(value)}
        </output>
      </div>
      <SliderPrimitive.Root
        className="relative mt-3 flex h-6 touch-none items-center select-none"
        value={[value]}
        min={min}
        max={max}
        step={step}
        onValueChange={([next]) => next !== undefined && onValueChange(next)}
      >
        <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-slate-200">
          <SliderPrimitive.Range className="absolute h-full bg-accent-600" />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          aria-labelledby={labelId}
          aria-valuetext={valueText(value)}
          className="block size-6 rounded-full border-2 border-accent-700 bg-white shadow"
        />
      </SliderPrimitive.Root>
      <div className="mt-1 flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{valueText(min)}</span>
        <span>{valueText(max)}</span>
      </div>
    </div>
  );
}
