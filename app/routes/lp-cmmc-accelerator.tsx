import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { heroes } from "~/content/heroes";
import { pages } from "~/content/pages";
import { buildMeta } from "~/lib/seo/meta";
import type { RouteHandle } from "~/root";

export const meta = () => buildMeta(pages.lpCmmcAccelerator);
export const handle: RouteHandle = { campaignNav: "lpCmmcAccelerator" };

export default function LpCmmcAccelerator() {
  return (
    <>
      <PageHero content={heroes.lpCmmcAccelerator} />
      <Section intro={{ id: "deliverables", title: "deliverables" }} />
      <Section intro={{ id: "structure", title: "structure" }} />
      <Section intro={{ id: "pricing", title: "pricing" }} />
      <Section intro={{ id: "contact", title: "contact" }} />
    </>
  );
}
