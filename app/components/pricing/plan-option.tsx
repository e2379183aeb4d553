import { CheckList } from "#app/components/ui/check-list.tsx";
import type { ReactNode } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import { cn } from "#app/lib/utils.ts";

interface PlanOptionProps {
  group: string;
  value: string;
  name: string;
  checked: boolean;
  onSelect: () => void;
  badge?: string | null;
  price: ReactNode;
  details?: ReactNode;
  features: readonly string[];
  cta: { label: string; href: string };
}

/**
 * A plan card. The plan name labels a real radio button, so choosing a plan is announced as "selected"
 * and works with arrow keys. The label's box is stretched over the card, so a click anywhere on it chooses the
 * plan (the plan's link sits above it); the highlight follows the checked radio in CSS, so it changes at once
 * before hydration and without JavaScript too.
 */
export function PlanOption({
  group,
  value,
  name,
  checked,
  onSelect,
  badge,
  price,
  details,
  features,
  cta,
}: PlanOptionProps) {
  const id = `${group}-${value}`;
  return (
    <li
      className={cn(
        "relative flex flex-col rounded-card border bg-white p-6 shadow-card transition-shadow print:shadow-none",
        "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus",
        "border-line has-checked:border-accent-600 has-checked:ring-2 has-checked:ring-accent-600",
        // On paper a ring (a shadow outside the card) is painted on the sheet before when the card moves on: a border.
        "print:has-checked:border-3 print:has-checked:ring-0",
        // Forced colours drop the ring (a shadow) and repaint the border: the chosen card keeps a system outline.
        "forced-colors:has-checked:outline-3 forced-colors:has-checked:outline-offset-2 forced-colors:has-checked:outline-[Highlight]",
      )}
    >
      {badge && (
        // On paper the badge is the card's first line: above its edge, a card moved to the next sheet left it behind.
        <span className="absolute -top-3 left-6 rounded-full bg-navy-900 px-3 py-1 text-xs font-semibold text-white print:static print:mb-3 print:self-start">
          {badge}
        </span>
      )}
      <div className="flex items-start gap-3">
        <input
          type="radio"
          id={id}
          name={group}
          value={value}
          checked={checked}
          onChange={onSelect}
          className="relative z-10 mt-1.5 size-5 shrink-0 cursor-pointer accent-accent-700 focus-visible:outline-none"
        />
        <label
          htmlFor={id}
          className="cursor-pointer text-xl font-bold after:absolute after:inset-0 after:rounded-card after:content-['']"
        >
          {name}
        </label>
      </div>
      <div className="mt-4">{price}</div>
      {details && <div className="mt-3 text-sm text-muted">{details}</div>}
      <CheckList items={features} className="mt-5 flex-1 space-y-2.5 text-sm" />
      <SmartLink
        to={cta.href}
        className={buttonClasses(checked ? "primary" : "secondary", "md", "relative z-10 mt-6 w-full")}
      >
        {cta.label}
        <span className="sr-only">: {name}</span>
      </SmartLink>
    </li>
  );
}
