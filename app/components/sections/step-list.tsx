import { fillText } from "#app/content/figures.ts";
import { uiLabels } from "#app/content/site.ts";
import { CheckList } from "#app/components/ui/check-list.tsx";
import type { Step } from "#app/content/types.ts";
import { cn } from "#app/lib/utils.ts";

/** Numbered steps (how it works, the 12-week program). */
export function StepList({ steps, columns = 4 }: { steps: Step[]; columns?: 2 | 3 | 4 }) {
  return (
    <ol
      className={cn("grid gap-5 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3", columns === 4 && "lg:grid-cols-4")}
    >
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-card border border-line bg-white p-6 elevate-card">
          <p className="text-sm font-semibold text-accent-700">
            {step.label ?? fillText(uiLabels.step, { n: index + 1 })}
          </p>
          <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 leading-7 text-muted">{step.body}</p>
          {step.items && <CheckList items={step.items} className="mt-3 space-y-1.5 text-sm" />}
        </li>
      ))}
    </ol>
  );
}
