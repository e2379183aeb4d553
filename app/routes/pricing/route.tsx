import { useSearchParams } from "react-router";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { heroes } from "#app/content/heroes.ts";
import { pages } from "#app/content/pages.ts";
import { Island } from "#app/islands/island.tsx";
import { pricingJsonLd } from "#app/lib/pricing/json-ld.ts";
import { absoluteUrl, buildMeta } from "#app/lib/seo/meta.ts";
import { siteConfig } from "#app/site.config.ts";

export const meta = () =>
  buildMeta(pages.pricing, { jsonLd: pricingJsonLd(siteConfig.brandName, absoluteUrl(pages.pricing.path)) });

/** The pricing page: the hero, then the calculators for the URL's query (an island). */
export default function Pricing() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHero content={heroes.pricing} compact />
      <div className="bg-surface py-12 sm:py-16">
        <Island name="pricing-calculators" props={{ query: searchParams.toString() }} />
      </div>
    </>
  );
}
