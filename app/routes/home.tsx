import { HeroVisual } from "#app/components/sections/hero-visual.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { HomeSections } from "#app/components/sections/home-sections.tsx";
import { heroes } from "#app/content/heroes.ts";
import { pages } from "#app/content/pages.ts";
import { buildMeta } from "#app/lib/seo/meta.ts";

export const meta = () => buildMeta(pages.home);

export default function Home() {
  return (
    <>
      <PageHero content={heroes.home}>
        <HeroVisual />
      </PageHero>
      <HomeSections />
    </>
  );
}
