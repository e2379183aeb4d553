import { CardGrid } from "#app/components/sections/card-grid.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FlowDiagram } from "#app/components/sections/flow-diagram.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { governance } from "#app/content/governance.ts";
import { heroes } from "#app/content/heroes.ts";
import { pages } from "#app/content/pages.ts";
import { productShared } from "#app/content/site.ts";
import { buildMeta } from "#app/lib/seo/meta.ts";

export const meta = () => buildMeta(pages.governance);

export default function Governance() {
  return (
    <>
      <PageHero content={heroes.governance}>
        <FlowDiagram diagram={governance.diagram} tone="dark" />
      </PageHero>
      <Section intro={governance.features.intro}>
        <CardGrid cards={governance.features.cards} />
      </Section>
      <Section intro={governance.capabilities.intro} tone="muted">
        <CardGrid cards={governance.capabilities.cards} columns={4} />
      </Section>
      <CtaBand content={productShared} id="platform-shared" />
    </>
  );
}
