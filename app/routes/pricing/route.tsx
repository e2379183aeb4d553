import { useSearchParams } from "react-router";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { heroes } from "#app/content/heroes.ts";
import { pages } from "#app/content/pages.ts";
import { Island } from "#app/islands/island.tsx";
import { pricingJsonLd } from "#app/lib/pricing/json-ld.ts";
import { pricingParams } from "#app/lib/pricing/url-state.ts";
import { absoluteUrl, buildMeta } from "#app/lib/seo/meta.ts";
import { siteConfig } from "#app/site.config.ts";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { useCohortStatus } from "#app/lib/cohorts/status.ts";

export const meta = () => buildMeta(pages.pricing);

/** The pricing page: the hero, then the calculators for the URL's query (an island). */
export default function Pricing() {
  const [searchParams] = useSearchParams();
  const cohort = useCohortStatus();
  const asksForTab = searchParams.has(pricingParams.tab);
  return (
    <>
      {/* In the page, not in meta: the offers' availability is the day's (meta cannot read the render's day). */}
      <JsonLd data={pricingJsonLd(siteConfig.brandName, absoluteUrl(pages.pricing.path), cohort)} />
      {/* A link that asks for a tab (Register Now: ?tab=cmmc-accelerator) lands on that tab's price and status on
          a phone's first screen: the hero shrinks to its headline (issue 36). */}
      <PageHero content={heroes.pricing} compact slim={asksForTab} />
      <div className={asksForTab ? "bg-surface pt-6 pb-12 sm:pt-8 sm:pb-16" : "bg-surface py-12 sm:py-16"}>
        <Island name="pricing-calculators" props={{ query: searchParams.toString(), cohort }} />
      </div>
    </>
  );
}
