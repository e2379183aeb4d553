import data from "#content/industries.json" with { type: "json" };
import type { IndustryContent } from "#app/content/schemas/page-copy.ts";
import { parseCopy } from "./site-figures.ts";

export type { IndustryContent };

const content = parseCopy("industries.json", data);

/** The sections every industry page shares (content/industries.json). */
export const industrySectionIntros = content.sectionIntros;

/** Each industry page's copy, under its key in content/pages.json. */
export const industries: Record<string, IndustryContent> = content.industries;
