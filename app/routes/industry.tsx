import { useLocation } from "react-router";
import type { Route } from "./+types/industry";
import { PageHero } from "~/components/sections/page-hero";
import { heroes } from "~/content/heroes";
import { pageByPath, pages } from "~/content/pages";
import { buildMeta } from "~/lib/seo/meta";

/** One module serves the five industry routes; the path picks the content. */
function industryPage(pathname: string) {
  return pageByPath(pathname) ?? pages.federalSled;
}

export const meta = ({ location }: Route.MetaArgs) => buildMeta(industryPage(location.pathname));

export default function Industry() {
  const { pathname } = useLocation();
  const page = industryPage(pathname);
  return <PageHero content={heroes[page.id]} />;
}
