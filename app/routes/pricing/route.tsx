import { PageHero } from "~/components/sections/page-hero";
import { heroes } from "~/content/heroes";
import { pages } from "~/content/pages";
import { buildMeta } from "~/lib/seo/meta";

export const meta = () => buildMeta(pages.pricing);

export default function Pricing() {
  return <PageHero content={heroes.pricing} />;
}
