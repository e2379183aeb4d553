import data from "../../content/industries.json" with { type: "json" };
import { contentOf } from "./figures.ts";
import type { IndustriesContent, IndustryContent } from "./schemas/page-copy.ts";

export type { IndustryContent };

const content = contentOf<IndustriesContent>(data);

/** The sections every industry page shares (content/industries.json). */
export const industrySectionIntros = content.sectionIntros;

/** Each industry page's copy, under its key in content/pages.json. */
export const industries: Record<string, IndustryContent> = content.industries;
