import { HeroVisual } from "~/components/sections/hero-visual";
import { PageHero } from "~/components/sections/page-hero";
import { HomeSections } from "~/components/sections/home-sections";
import { heroes } from "~/content/heroes";
import { pages } from "~/content/pages";
import { buildMeta } from "~/lib/seo/meta";

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
