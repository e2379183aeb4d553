import * as SwitchPrimitive from "@radix-ui/react-switch";
import { useId, type ReactNode } from "react";
import { cn } from "~/lib/utils";

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Shown beside the label, outside the accessible name (e.g. a savings badge). */
  badge?: ReactNode;
  className?: string;
}

/** APG switch with a stable visible label. */
export function SwitchField({ label, checked, onCheckedChange, badge, className }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className={cn("inline-flex items-center gap-3", className)}>
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-400 transition-colors data-[state=checked]:bg-accent-700"
      >
        <SwitchPrimitive.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </SwitchPrimitive.Root>
      <label htmlFor={id} className="cursor-pointer font-medium">
        {label}
      </label>
      {badge}
    </div>
  );
}
