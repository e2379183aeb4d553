import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

/** APG tabs (Radix): arrow keys and Home/End move between tabs, roving tabindex. */
export const Tabs = TabsPrimitive.Root;

/** The look of a tab list, shared with the links that stand in for the tabs before hydration. */
export const tabListClasses = "grid w-full max-w-xl grid-cols-3 gap-1 rounded-xl bg-slate-200/70 p-1";

/** The look of a tab; `data-state="active"` marks the selected one. */
export const tabClasses = cn(
  "grid min-h-11 place-items-center rounded-lg px-2 text-center text-sm leading-tight font-semibold text-slate-700 transition-colors hover:text-ink sm:px-4",
  "data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm",
  // Forced colours repaint the white of the selected tab as Canvas, like the others: mark it with Highlight.
  "forced-colors:data-[state=active]:bg-[Highlight] forced-colors:data-[state=active]:text-[HighlightText]",
  "forced-colors:data-[state=active]:forced-color-adjust-none",
);

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn(tabListClasses, className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger className={cn(tabClasses, className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-10 outline-none", className)} {...props} />;
}
