import { PricingCalculators } from "#app/components/pricing/calculators.tsx";
import { hydrateIsland } from "#app/islands/hydrate.tsx";

hydrateIsland("pricing-calculators", PricingCalculators);
