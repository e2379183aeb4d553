/**
 * What the layout has room for, as data the schemas enforce and the components follow. No zod here: the pages'
 * scripts import it, and the schemas (which the browser never loads) import it too.
 */

/**
 * Lengths and counts the layout has room for, chosen from the pages at 390 px (a phone) and 1440 px: past them a
 * headline takes a third line on a phone, a chip row wraps into a second band, a card title pushes its card taller
 * than its neighbours. Each is a little above the longest shipped text. docs/content-and-prices.md lists them.
 */
export const limits = {
  headline: 64,
  heroEyebrow: 72,
  chip: 32,
  chips: 4,
  fact: 40,
  eyebrow: 32,
  sectionTitle: 72,
  cardTitle: 56,
  statValue: 16,
  statLabel: 48,
  badge: 32,
  badges: 4,
  planFeature: 64,
  governanceFeatures: 6,
  secopsCardLines: 5,
  diagramTitle: 40,
  diagramLabel: 26,
  diagramDetail: 64,
  diagramStages: 5,
} as const;

/** The allowances a SecOps card lists before the plan's features, in order; plans priced case by case have none. */
export type SecopsAllowance = "users" | "storage" | "agents" | "integrations";
export function secopsAllowances(plan: { customPricing: string | null; logIntegrations: unknown }): SecopsAllowance[] {
  if (plan.customPricing !== null) return [];
  return plan.logIntegrations === null
    ? ["users", "storage", "agents"]
    : ["users", "storage", "agents", "integrations"];
}
