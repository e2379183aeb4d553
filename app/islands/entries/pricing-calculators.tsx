import { PricingCalculators } from "#app/routes/pricing/calculators.tsx";
import { hydrateIsland } from "#app/islands/hydrate.tsx";

hydrateIsland("pricing-calculators", PricingCalculators);
