/**
 * parse.ts as the browser gets it. The build's content plugin (scripts/build/content-plugin.ts) serves every
 * content/*.json to the browser as its schema's output, worked out on the build machine by the same parse, so here
 * the data is already what parseContent returns: the pages' scripts carry no schemas and no zod.
 */
import type { FigureValues } from "./figures.ts";
import type { ContentFile, ParsedContent } from "#app/content/schemas/index.ts";

export function parseContent<File extends ContentFile>(
  _file: File,
  parsed: unknown,
  _figures?: FigureValues,
): ParsedContent[File] {
  return parsed as ParsedContent[File];
}
