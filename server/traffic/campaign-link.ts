/**
 * A campaign's link, made in the workspace: a page of the site with its campaign tags, each tag checked by the rules
 * the guide gives the team (letters, digits, "-" and "_"; within the length the lead attribution keeps), so every
 * visit and lead from it is counted under the campaign as typed. A tag that differs only in capitals from one the
 * site has already counted is noted: the two would be counted apart.
 */
import { pageList, pages } from "#app/content/pages.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { attributionLimits } from "#app/lib/forms/attribution.ts";
import { defaultPricingState, serializePricingState } from "#app/lib/pricing/url-state.ts";

/** The tags a link carries, in the order they are written, and what the team calls each. */
export const LINK_TAGS = [
  {
    field: "utm_source",
    label: "Source",
    hint: "Who sends the visitor: linkedin, newsletter, a partner's name.",
    missing: "Give the source: who sends the visitor, such as linkedin.",
  },
  {
    field: "utm_medium",
    label: "Medium",
    hint: "How the link reaches them: social, email, cpc (a paid ad).",
    missing: "Give the medium: how the link reaches them, such as social, email or cpc.",
  },
  {
    field: "utm_campaign",
    label: "Campaign",
    hint: "Your campaign's name, as the Traffic and Leads sections will show it: cmmc-q1.",
    missing: "Give the campaign's name, such as cmmc-q1.",
  },
  {
    field: "utm_term",
    label: "Term (optional)",
    hint: "For a paid search ad: its keyword.",
  },
  {
    field: "utm_content",
    label: "Content (optional)",
    hint: "Which ad or link of the campaign this is, to tell two apart: banner-a.",
  },
] as const;
export type LinkTag = (typeof LINK_TAGS)[number]["field"];
/** The tags the Traffic section and the leads count by: a note on capitals compares these with what was counted. */
export const COUNTED_TAGS = ["utm_source", "utm_medium", "utm_campaign"] as const satisfies readonly LinkTag[];

const TAG_CHARACTERS = /^[A-Za-z0-9_-]+$/;

/**
 * Where a campaign's link may open: each page of the site, and the pricing page at each of its other tabs (its
 * address as the page itself writes it once a tab is chosen), right after the pricing page.
 */
export function linkDestinations(): { path: string; name: string }[] {
  return pageList.flatMap((page) =>
    page.id !== "pricing"
      ? [{ path: page.path, name: page.name }]
      : [
          { path: page.path, name: `${page.name}, ${pricingCopy.tabs[defaultPricingState.tab]} tab` },
          ...(Object.keys(pricingCopy.tabs) as (keyof typeof pricingCopy.tabs)[])
            .filter((tab) => tab !== defaultPricingState.tab)
            .map((tab) => ({
              path: `${pages.pricing.path}?${serializePricingState({ ...defaultPricingState, tab })}`,
              name: `${page.name}, ${pricingCopy.tabs[tab]} tab`,
            })),
        ],
  );
}

export interface CampaignLinkForm {
  /** What was asked, as typed (trimmed), to show in the form again. */
  values: Partial<Record<LinkTag | "page", string>>;
  /** Each field's problem, in words, by its name. */
  errors: Partial<Record<LinkTag | "page", string>>;
  /** The link, when everything asked for is right. */
  link?: string;
}

/**
 * The link a query asks for (`page`, then the tags), or what is wrong with it. An empty query (the page opened) is
 * no mistake: the form, without a link.
 */
export function campaignLinkOf(
  query: Record<string, string | undefined>,
  pagePaths: readonly string[],
  origin: string,
): CampaignLinkForm {
  const asked = ["page", ...LINK_TAGS.map((tag) => tag.field)].some((name) => (query[name] ?? "").trim() !== "");
  const values: CampaignLinkForm["values"] = { page: (query.page ?? "").trim() || pagePaths[0] };
  const errors: CampaignLinkForm["errors"] = {};
  if (!pagePaths.includes(values.page!)) errors.page = "Choose one of the site's pages.";
  for (const tag of LINK_TAGS) {
    const value = (query[tag.field] ?? "").trim();
    if (value) values[tag.field] = value;
    const problem = value ? tagProblem(tag.field, value) : asked && "missing" in tag ? tag.missing : undefined;
    if (problem) errors[tag.field] = problem;
  }
  if (!asked || Object.keys(errors).length > 0) return { values, errors: asked ? errors : {} };
  const tags = new URLSearchParams();
  for (const tag of LINK_TAGS) if (values[tag.field]) tags.set(tag.field, values[tag.field]!);
  return { values, errors, link: `${origin}${values.page}${values.page!.includes("?") ? "&" : "?"}${tags}` };
}

/** What is wrong with a tag as typed, if anything: too long to be kept, or characters the guide does not allow. */
function tagProblem(field: LinkTag, value: string): string | undefined {
  if (value.length > attributionLimits[field])
    return `Use at most ${attributionLimits[field]} characters (this has ${value.length}): longer tags are not kept.`;
  if (TAG_CHARACTERS.test(value)) return undefined;
  // The same words, cleaned, as an example of what would do.
  const cleaned = value
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `Use only letters, digits, “-” and “_”, without spaces: for example ${cleaned || "cmmc-q1"}.`;
}

/**
 * Notes on tags the site has counted before in other capitals ("LinkedIn" where "linkedin" brought visits): the two
 * are counted apart. `seen` holds each counted tag's values, as the Traffic section and the leads show them.
 */
export function capitalNotes(
  values: CampaignLinkForm["values"],
  seen: Partial<Record<(typeof COUNTED_TAGS)[number], Iterable<string>>>,
): Partial<Record<LinkTag, string>> {
  const notes: Partial<Record<LinkTag, string>> = {};
  for (const field of COUNTED_TAGS) {
    const value = values[field];
    if (!value) continue;
    const others = [...new Set(seen[field] ?? [])].filter(
      (known) => known !== value && known.toLowerCase() === value.toLowerCase(),
    );
    if (others.length === 0 || [...(seen[field] ?? [])].includes(value)) continue;
    notes[field] =
      `The site has counted “${others[0]}” before; this link's visits and leads would be counted apart from it. Use “${others[0]}” to count them together.`;
  }
  return notes;
}
