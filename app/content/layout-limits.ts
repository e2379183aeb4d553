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
  /**
   * The longest word (letters between spaces or hyphens) of any text: 20 fits the narrowest phone (320 px) in every
   * place copy shows, a button and a chip included (tests/e2e/content.spec.ts and firefox-accessibility.spec.ts); headings, paragraphs and lists
   * also break a longer one without cutting it. Web and e-mail addresses are not words.
   */
  word: 20,
  /** Any text without a limit of its own: past it, a paragraph is an article. */
  text: 600,
  heroLead: 320,
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
  /** A page's name in the browser tab ("{name} - {brand}") and its social preview's headline. */
  pageName: 60,
  /** A search result's and link preview's description (the social preview holds this much, all capitals). */
  pageDescription: 160,
} as const;

/** The allowances a SecOps card lists before the plan's features, in order; plans priced case by case have none. */
export type SecopsAllowance = "users" | "storage" | "agents" | "integrations";
export function secopsAllowances(plan: { customPricing: string | null; logIntegrations: unknown }): SecopsAllowance[] {
  if (plan.customPricing !== null) return [];
  return plan.logIntegrations === null
    ? ["users", "storage", "agents"]
    : ["users", "storage", "agents", "integrations"];
}
