import { CardGrid } from "~/components/sections/card-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { HeroVisual } from "~/components/sections/hero-visual";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { governance } from "~/content/governance";
import { heroes } from "~/content/heroes";
import { pages } from "~/content/pages";
import { productShared } from "~/content/site";
import { buildMeta } from "~/lib/seo/meta";

export const meta = () => buildMeta(pages.governance);

export default function Governance() {
  return (
    <>
      <PageHero content={heroes.governance}>
        <HeroVisual />
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
