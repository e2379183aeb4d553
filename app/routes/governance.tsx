import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { heroes } from "~/content/heroes";
import { pages } from "~/content/pages";
import { buildMeta } from "~/lib/seo/meta";

export const meta = () => buildMeta(pages.governance);

export default function Governance() {
  return (
    <>
      <PageHero content={heroes.governance} />
      <Section intro={{ id: "features", title: "features" }} />
      <Section intro={{ id: "capabilities", title: "capabilities" }} />
    </>
  );
}
