import { CardGrid } from "~/components/sections/card-grid";
import { ChipList } from "~/components/sections/chip-list";
import { ComparisonTable } from "~/components/sections/comparison-table";
import { CtaBand } from "~/components/sections/cta-band";
import { HeroVisual } from "~/components/sections/hero-visual";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { PointsSection } from "~/components/sections/points-section";
import { StatGrid } from "~/components/sections/stat-grid";
import { StepList } from "~/components/sections/step-list";
import { heroes } from "~/content/heroes";
import { pages } from "~/content/pages";
import { secops } from "~/content/secops";
import { productShared } from "~/content/site";
import { buildMeta } from "~/lib/seo/meta";

export const meta = () => buildMeta(pages.secops);

export default function SecOps() {
  const { challenge, howItWorks, features, agenticAi, roles, outcomes, integrations, comparison } = secops;
  return (
    <>
      <PageHero content={heroes.secops}>
        <HeroVisual />
      </PageHero>
      <PointsSection content={challenge} alert />
      <Section intro={howItWorks.intro} tone="muted">
        <StepList steps={howItWorks.steps} />
      </Section>
      <Section intro={features.intro}>
        <CardGrid cards={features.cards} />
      </Section>
      <PointsSection content={agenticAi} tone="muted" />
      <Section intro={roles.intro}>
        <CardGrid cards={roles.cards} columns={4} />
      </Section>
      <Section intro={outcomes.intro} tone="dark">
        <StatGrid stats={outcomes.stats} dark />
      </Section>
      <Section intro={integrations.intro}>
        <ChipList items={integrations.items} label={integrations.label} />
      </Section>
      <Section intro={comparison.intro} tone="muted">
        <ComparisonTable caption={comparison.caption} columns={comparison.columns} rows={comparison.rows} />
      </Section>
      <CtaBand content={productShared} id="platform-shared" />
    </>
  );
}
