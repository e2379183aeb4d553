import { Gift } from "lucide-react";
import { Island } from "#app/islands/island.tsx";
import { CardGrid } from "#app/components/sections/card-grid.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { ActionLink, ActionRow, PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { StepList } from "#app/components/sections/step-list.tsx";
import { cmmcLanding as content } from "#app/content/cmmc-accelerator.ts";
import { heroes } from "#app/content/heroes.ts";
import { pages } from "#app/content/pages.ts";
import { buildMeta } from "#app/lib/seo/meta.ts";
import type { RouteHandle } from "#app/root.tsx";
import { textFor, useCohortStatus } from "#app/lib/cohorts/status.ts";

export const meta = () => buildMeta(pages.lpCmmcAccelerator);
export const handle: RouteHandle = { campaignNav: "lpCmmcAccelerator" };

export default function LpCmmcAccelerator() {
  const { benefits, deliverables, structure, different, pricing, contact, cta } = content;
  const status = useCohortStatus();
  const shown = (text: Parameters<typeof textFor>[0]) => textFor(text, status);
  return (
    <>
      <PageHero
        content={{ ...heroes.lpCmmcAccelerator, highlights: content.heroFacts.map(shown) }}
        extraAction={<Island name="checklist-dialog" props={{ label: content.checklistLabel }} className="flex" />}
      />
      <Section intro={benefits.intro}>
        <CardGrid cards={benefits.cards} />
      </Section>
      <Section intro={deliverables.intro} tone="muted">
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {deliverables.items.map((item) => (
            <li key={item.title} className="rounded-card border border-line bg-white p-6 elevate-card">
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 leading-7 text-muted">{item.description}</p>
              <p className="mt-3 text-sm font-semibold text-accent-800">{item.outcome}</p>
            </li>
          ))}
          <li className="on-dark rounded-card bg-navy-900 p-6 text-white">
            <Gift aria-hidden="true" className="size-7 text-accent-300" />
            <h3 className="mt-3 text-lg font-semibold">{deliverables.bonus.title}</h3>
            <p className="mt-2 leading-7 text-slate-300">{deliverables.bonus.body}</p>
          </li>
        </ul>
      </Section>
      <Section intro={structure.intro}>
        <StepList steps={structure.steps} columns={3} />
      </Section>
      <Section intro={different.intro} tone="muted">
        <CardGrid cards={different.cards} />
      </Section>
      <Section intro={pricing.intro} tone="dark">
        <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="tabular text-6xl font-bold text-white">{pricing.price}</p>
            <p className="mt-2 text-lg text-slate-300">{pricing.installments}</p>
          </div>
          <ul className="space-y-3 text-slate-200">
            {pricing.facts.map(shown).map((fact) => (
              <li key={fact} className="rounded-xl border border-white/10 bg-white/5 p-4">
                {fact}
              </li>
            ))}
          </ul>
        </div>
        <ActionRow actions={pricing.actions} dark className="mt-8" />
      </Section>
      <Section intro={{ ...contact.intro, eyebrow: shown(contact.intro.eyebrow), lead: shown(contact.intro.lead) }}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="rounded-card border border-line bg-white p-6 elevate-card sm:p-8">
            <Island name="accelerator-lead-form" props={{ interest: status.open ? "seat" : "next-cohort" }} />
          </div>
          <div className="rounded-card bg-surface p-6 sm:p-8">
            <h3 className="text-lg font-semibold">{contact.demoTitle}</h3>
            <p className="mt-2 mb-6 text-muted">{contact.demoBody}</p>
            <ActionLink action={contact.demo} />
          </div>
        </div>
      </Section>
      <CtaBand content={{ ...cta, lead: shown(cta.lead) }} />
    </>
  );
}
