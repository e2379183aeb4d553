import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

export type ButtonVariant = "primary" | "secondary" | "outline-dark";
export type ButtonSize = "sm" | "md" | "lg";

// A label wraps rather than push its column past a narrow screen (WCAG 1.4.10 reflow at 320 px, and text at 200%).
const base =
  "inline-flex max-w-full items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors " +
  "disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent-400 text-navy-950 hover:bg-accent-300 elevate-sm",
  secondary: "bg-navy-900 text-white hover:bg-navy-700",
  "outline-dark": "border border-white/30 text-white hover:bg-white/10",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-5 text-sm",
  lg: "min-h-12 px-6 text-base",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return cn(base, sizes[size], variants[variant], className);
}

type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return <button type={type ?? "button"} className={buttonClasses(variant, size, className)} {...props} />;
}
