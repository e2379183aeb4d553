/**
 * The texts the documents print, said once beside the content: the quote (server/site/quote-pdf.ts, through
 * app/lib/pricing/quote-document.ts and line-items.ts), the checklist (scripts/build/checklist-pdf.ts) and each
 * page's link preview image (scripts/build/social-preview.ts). All set the team's words in one face
 * (pdf/tagged-pdf.ts), so the content check refuses a character the face has no glyph for in any of these texts
 * (issue 53: an emoji in a plan's name printed every quote as "Governance ???").
 * A path is a list of keys, "*" standing for any item or key.
 */
import type { ContentFile } from "./schemas/index.ts";

export interface PrintedTexts {
  /** The document as the team knows it. */
  document: string;
  /** What the document prints in place of a character its face lacks. */
  shownAs: string;
  file: ContentFile;
  path: string[];
}

const quote = { document: "the quote PDF", shownAs: 'as "?"' };
export const printedTexts: PrintedTexts[] = [
  { ...quote, file: "plans.json", path: ["governancePlans", "*", "name"] },
  { ...quote, file: "plans.json", path: ["secopsPlans", "*", "name"] },
  { ...quote, file: "plans.json", path: ["secopsPlans", "*", "customPricing"] },
  { ...quote, file: "plans.json", path: ["secopsPlans", "*", "features"] },
  { ...quote, file: "plans.json", path: ["cmmcAccelerator", "name"] },
  { ...quote, file: "plans.json", path: ["cmmcAccelerator", "installments", "interval"] },
  { ...quote, file: "plans.json", path: ["cmmcAccelerator", "paymentMethods"] },
  { ...quote, file: "plans.json", path: ["cmmcAccelerator", "platformAccessAfterCohort"] },
  { ...quote, file: "plans.json", path: ["cmmcAccelerator", "addOns", "*", "name"] },
  { ...quote, file: "plans.json", path: ["cmmcAccelerator", "addOns", "*", "cadence"] },
  { ...quote, file: "pricing-page.json", path: ["tabs"] },
  { ...quote, file: "pricing-page.json", path: ["summary"] },
  { ...quote, file: "pricing-page.json", path: ["quote"] },
  { ...quote, file: "navigation.json", path: ["footerNav", "legal"] },
  { document: "the checklist PDF", shownAs: "as an empty box", file: "checklist.json", path: [] },
  // Each page's link preview image (scripts/build/social-preview.ts) draws its name and description in the same face.
  { document: "the link preview image", shownAs: "as nothing", file: "pages.json", path: ["*", "name"] },
  { document: "the link preview image", shownAs: "as nothing", file: "pages.json", path: ["*", "description"] },
];

/** Every text under `path` of `value` (all its texts below the path's end), with its keys from the file's root. */
export function* textsAt(
  value: unknown,
  path: readonly string[],
  keys: (string | number)[] = [],
): Generator<{ keys: (string | number)[]; text: string }> {
  if (path.length === 0) {
    if (typeof value === "string") yield { keys, text: value };
    else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* textsAt(item, [], [...keys, i]);
    else if (value !== null && typeof value === "object")
      for (const [key, item] of Object.entries(value)) yield* textsAt(item, [], [...keys, key]);
    return;
  }
  const [head, ...rest] = path as [string, ...string[]];
  if (value === null || typeof value !== "object") return;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? [...value.entries()]
    : Object.entries(value as Record<string, unknown>);
  for (const [key, item] of entries)
    if (head === "*" || String(key) === head) yield* textsAt(item, rest, [...keys, key]);
}
