import { CheckList } from "#app/components/ui/check-list.tsx";
import { Island } from "#app/islands/island.tsx";
import { CardGrid } from "#app/components/sections/card-grid.tsx";
import { FlowDiagram } from "#app/components/sections/flow-diagram.tsx";
import { ActionRow, PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { StatGrid } from "#app/components/sections/stat-grid.tsx";
import { governance } from "#app/content/governance.ts";
import { heroes } from "#app/content/heroes.ts";
import { lpGovernance as content } from "#app/content/lp-governance.ts";
import { pages } from "#app/content/pages.ts";
import { buildMeta } from "#app/lib/seo/meta.ts";
import type { RouteHandle } from "#app/root.tsx";
import { textFor, useCohortStatus } from "#app/lib/cohorts/status.ts";

export const meta = () => buildMeta(pages.lpGovernance);
export const handle: RouteHandle = { campaignNav: "lpGovernance" };

export default function LpGovernance() {
  const { features, capabilities, pricing, cmmc, contact } = content;
  const status = useCohortStatus();
  return (
    <>
      <PageHero content={heroes.lpGovernance}>
        <FlowDiagram diagram={governance.diagram} tone="dark" className="hidden lg:block" />
      </PageHero>
      <Section intro={features.intro}>
        <CardGrid cards={features.cards} />
      </Section>
      <Section intro={capabilities.intro} tone="muted">
        <CardGrid cards={capabilities.cards} columns={4} />
        <h3 className="mt-14 text-2xl font-bold">{capabilities.gainsTitle}</h3>
        <div className="mt-6">
          <StatGrid stats={capabilities.gains} />
        </div>
      </Section>
      <Section intro={pricing.intro}>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="rounded-card border border-line bg-white p-6 elevate-card">
            <h3 className="text-lg font-semibold">{pricing.includedTitle}</h3>
            <CheckList
              items={pricing.included}
              className="mt-4 space-y-3"
              itemClassName="flex gap-2.5"
              iconClassName="mt-1 size-4 shrink-0 text-accent-700"
            />
            <ActionRow actions={pricing.actions} className="mt-6" />
          </div>
          <CardGrid cards={pricing.deployment} columns={2} />
        </div>
      </Section>
      <Section intro={{ ...cmmc.intro, lead: textFor(cmmc.intro.lead, status) }} tone="dark">
        <CheckList
          items={cmmc.points}
          className="grid gap-4 sm:grid-cols-2"
          itemClassName="flex gap-3 rounded-xl border border-white/10 bg-white/5 p-4"
          iconClassName="mt-0.5 size-5 shrink-0 text-accent-300"
        />
        <ActionRow actions={cmmc.actions} dark className="mt-8" />
      </Section>
      <Section intro={contact.intro} tone="muted">
        <div className="max-w-3xl rounded-card border border-line bg-white p-6 elevate-card sm:p-8">
          <Island name="governance-inquiry-form" />
        </div>
      </Section>
    </>
  );
}
