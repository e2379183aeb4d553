/**
 * The figures every copy file quotes, from the parsed price data and the site configuration, and the one way the
 * site parses a copy file with them filled in.
 */
import { siteConfig } from "#app/site.config.ts";
import { figureValuesFrom } from "./figures.ts";
import { parseContent } from "./parse.ts";
import { plans } from "./plans.ts";
import type { ContentFile, ParsedContent } from "#app/content/schemas/index.ts";

export const siteFigures = figureValuesFrom(plans, siteConfig);

/** A copy file's data as its schema returns it, every {figure} filled in. */
export function parseCopy<File extends Exclude<ContentFile, "plans.json">>(
  file: File,
  data: unknown,
): ParsedContent[File] {
  return parseContent(file, data, siteFigures);
}
