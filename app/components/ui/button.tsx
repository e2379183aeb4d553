import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "outline-dark" | "link";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors " +
  "disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent-400 text-navy-950 hover:bg-accent-300 shadow-sm",
  secondary: "bg-navy-900 text-white hover:bg-navy-700",
  ghost: "text-ink hover:bg-slate-100",
  "outline-dark": "border border-white/30 text-white hover:bg-white/10",
  link: "text-accent-800 underline underline-offset-4 hover:text-accent-700 px-0 py-0",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-5 text-sm",
  lg: "min-h-12 px-6 text-base",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return cn(base, variant !== "link" && sizes[size], variants[variant], className);
}

type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a Link or anchor) with button styles. */
  asChild?: boolean;
};

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot className={buttonClasses(variant, size, className)} {...props} />;
  return <button type={type ?? "button"} className={buttonClasses(variant, size, className)} {...props} />;
}
