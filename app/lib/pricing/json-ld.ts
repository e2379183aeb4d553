import type { CohortStatus } from "#app/lib/cohorts/calendar.ts";
import { cmmcAccelerator, governancePlans, secopsPlans } from "./plans.ts";

/**
 * schema.org Product/Offer data for the pricing page, built from the price model. The program's offer is available
 * only while a cohort is open for registration (until its last day); otherwise it says so, never "InStock".
 */
export function pricingJsonLd(brand: string, pageUrl: string, cohort: CohortStatus): object[] {
  const offer = (name: string, price: number, unit?: string) => ({
    "@type": "Offer",
    name,
    price: price.toFixed(2),
    priceCurrency: "USD",
    url: pageUrl,
    availability: "https://schema.org/InStock",
    ...(unit && {
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: price.toFixed(2),
        priceCurrency: "USD",
        unitText: unit,
      },
    }),
  });
  return [
    {
      "@context": "https://schema.org",
      "@type": "Product",
      name: `${brand} Governance`,
      brand: { "@type": "Brand", name: brand },
      offers: governancePlans.flatMap((plan) => [
        offer(`${plan.name} (monthly)`, plan.monthlyPrice, "MONTH"),
        offer(`${plan.name} (annual)`, plan.annualTotal, "ANN"),
      ]),
    },
    {
      "@context": "https://schema.org",
      "@type": "Product",
      name: `${brand} SecOps`,
      brand: { "@type": "Brand", name: brand },
      offers: secopsPlans.flatMap((plan) =>
        plan.monthlyPrice === null || plan.annualPrice === null
          ? []
          : [
              offer(`${plan.name} (monthly)`, plan.monthlyPrice, "MONTH"),
              offer(`${plan.name} (annual)`, plan.annualPrice, "ANN"),
            ],
      ),
    },
    {
      "@context": "https://schema.org",
      "@type": "Product",
      name: `${brand} ${cmmcAccelerator.name}`,
      brand: { "@type": "Brand", name: brand },
      offers: [
        {
          ...offer(cmmcAccelerator.name, cmmcAccelerator.basePrice),
          ...(cohort.open
            ? { availabilityEnds: cohort.cohort.registrationClosesOn }
            : { availability: "https://schema.org/OutOfStock" }),
        },
      ],
    },
  ];
}
