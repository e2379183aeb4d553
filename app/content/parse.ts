/**
 * How the site reads a content file: the data goes through its schema, and the site uses what the schema returns
 * (texts with their figures filled in, dates with their shown form, worked-out rates), never the raw JSON. The
 * build's check (check.server.ts) has already refused any file that would fail here; if one fails anyway (a dev
 * server started on a broken file), the error is the check's list of problems, not a stack trace.
 *
 * The browser never runs this: the build hands it each file already parsed (parse.client.ts and
 * scripts/build/content-plugin.ts), so the schemas and zod stay out of the pages' scripts.
 */
import { type FigureValues, withFigures } from "./figures.ts";
import { ContentError, describeIssue } from "./problems.ts";
import { type ContentFile, type ParsedContent, contentSchemas } from "#app/content/schemas/index.ts";

/** The file's data as its schema returns it, the figures given filled into its texts. */
export function parseContent<File extends ContentFile>(
  file: File,
  data: unknown,
  figures: FigureValues = {},
): ParsedContent[File] {
  const schema = contentSchemas[file];
  const result = withFigures(figures, () => schema.safeParse(data, { reportInput: true }));
  if (!result.success) throw new ContentError(result.error.issues.map((issue) => describeIssue(file, schema, issue)));
  return result.data as ParsedContent[File];
}
