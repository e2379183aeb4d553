import { FlowDiagram } from "#app/components/sections/flow-diagram.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { HomeSections } from "#app/components/sections/home-sections.tsx";
import { governance } from "#app/content/governance.ts";
import { heroes } from "#app/content/heroes.ts";
import { pages } from "#app/content/pages.ts";
import { secops } from "#app/content/secops.ts";
import { buildMeta } from "#app/lib/seo/meta.ts";

export const meta = () => buildMeta(pages.home);

export default function Home() {
  return (
    <>
      <PageHero content={heroes.home}>
        {/* Both modules, side by side; each product page draws its own in full, with every stage's detail. */}
        <div className="hidden gap-6 lg:flex">
          <FlowDiagram diagram={secops.diagram} tone="dark" form="compact" />
          <FlowDiagram diagram={governance.diagram} tone="dark" form="compact" />
        </div>
      </PageHero>
      <HomeSections />
    </>
  );
}
