import { CheckList } from "~/components/ui/check-list";
import { GovernanceInquiryForm } from "~/components/forms/governance-inquiry-form";
import { CardGrid } from "~/components/sections/card-grid";
import { HeroVisual } from "~/components/sections/hero-visual";
import { ActionRow, PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { heroes } from "~/content/heroes";
import { lpGovernance as content } from "~/content/lp-governance";
import { pages } from "~/content/pages";
import { buildMeta } from "~/lib/seo/meta";
import type { RouteHandle } from "~/root";

export const meta = () => buildMeta(pages.lpGovernance);
export const handle: RouteHandle = { hydrate: true, campaignNav: "lpGovernance" };

export default function LpGovernance() {
  const { features, capabilities, pricing, cmmc, contact } = content;
  return (
    <>
      <PageHero content={heroes.lpGovernance}>
        <HeroVisual />
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
          <div className="rounded-card border border-line bg-white p-6 shadow-card">
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
      <Section intro={cmmc.intro} tone="dark">
        <CheckList
          items={cmmc.points}
          className="grid gap-4 sm:grid-cols-2"
          itemClassName="flex gap-3 rounded-xl border border-white/10 bg-white/5 p-4"
          iconClassName="mt-0.5 size-5 shrink-0 text-accent-300"
        />
        <ActionRow actions={cmmc.actions} dark className="mt-8" />
      </Section>
      <Section intro={contact.intro} tone="muted">
        <div className="max-w-3xl rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <GovernanceInquiryForm />
        </div>
      </Section>
    </>
  );
}
