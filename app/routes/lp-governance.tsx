import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { heroes } from "~/content/heroes";
import { pages } from "~/content/pages";
import { buildMeta } from "~/lib/seo/meta";
import type { RouteHandle } from "~/root";

export const meta = () => buildMeta(pages.lpGovernance);
export const handle: RouteHandle = { campaignNav: "lpGovernance" };

export default function LpGovernance() {
  return (
    <>
      <PageHero content={heroes.lpGovernance} />
      <Section intro={{ id: "features", title: "features" }} />
      <Section intro={{ id: "capabilities", title: "capabilities" }} />
      <Section intro={{ id: "pricing", title: "pricing" }} />
      <Section intro={{ id: "cmmc", title: "cmmc" }} />
      <Section intro={{ id: "contact", title: "contact" }} />
    </>
  );
}
