import { CardGrid } from "#app/components/sections/card-grid.tsx";
import { ChipList } from "#app/components/sections/chip-list.tsx";
import { ComparisonTable } from "#app/components/sections/comparison-table.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FlowDiagram } from "#app/components/sections/flow-diagram.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { PointsSection } from "#app/components/sections/points-section.tsx";
import { StatGrid } from "#app/components/sections/stat-grid.tsx";
import { StepList } from "#app/components/sections/step-list.tsx";
import { heroes } from "#app/content/heroes.ts";
import { pages } from "#app/content/pages.ts";
import { secops } from "#app/content/secops.ts";
import { productShared } from "#app/content/site.ts";
import { buildMeta } from "#app/lib/seo/meta.ts";

export const meta = () => buildMeta(pages.secops);

export default function SecOps() {
  const { challenge, howItWorks, features, agenticAi, roles, outcomes, integrations, comparison } = secops;
  return (
    <>
      <PageHero content={heroes.secops}>
        <FlowDiagram diagram={secops.diagram} tone="dark" />
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
