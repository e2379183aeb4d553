/**
 * A content problem in words a marketer can act on: the file, the field (a path of keys) and what to do. Used by the
 * content check (check.server.ts) and by the modules that parse the content for the site (parse.ts).
 */
import type { z } from "zod";

export interface ContentProblem {
  file: string;
  /** The field, as a path of keys ("lpGovernance › description"); empty for the whole file. */
  field: string;
  problem: string;
  /** What the field is for (its schema description), when known. */
  hint?: string;
  /**
   * The field as the workspace's editor names it ("Plans, prices and cohorts › Governance plans › Level 2
   * Professional › Monthly price"), when the command that prints it has read it (server/content-edit/places.ts).
   */
  place?: string;
}

/** A content file the site cannot be built from; its message is the list of problems, with no stack trace. */
export class ContentError extends Error {
  constructor(problems: ContentProblem[]) {
    const message = formatProblems(problems);
    super(message);
    // Printed as it is: a marketer reads what to fix, not where in the code the check ran.
    this.stack = message;
  }
}

const article = (key: PropertyKey) => (typeof key === "number" ? `item ${key + 1}` : String(key));
export const where = (keys: readonly PropertyKey[]) => keys.map(article).join(" › ");

export function describeIssue(file: string, schema: z.ZodType, issue: z.core.$ZodIssue): ContentProblem {
  // A field that takes one of two forms (a plain text, or { "whileOpen", "whenClosed" }): when the value has the
  // kind one form takes, that form's first problem says what is wrong, not "a value of the wrong kind".
  if (issue.code === "invalid_union") {
    const fitting = issue.errors.filter(
      (issues) => !issues.some((sub) => sub.code === "invalid_type" && sub.path.length === 0),
    );
    const first = fitting.length === 1 ? fitting[0]![0] : undefined;
    if (first) return describeIssue(file, schema, { ...first, path: [...issue.path, ...first.path] });
  }
  const hint = descriptionAt(schema, issue.path);
  const shown = (value: unknown) => JSON.stringify(value);
  const input = "input" in issue ? issue.input : undefined;
  let problem: string;
  switch (issue.code) {
    case "invalid_type":
      problem =
        input === undefined
          ? `is missing: add it (${issue.expected === "string" ? "a text" : issue.expected})`
          : (issue.expected === "number" || issue.expected === "int") && typeof input === "string"
            ? `must be a number, written with digits only: no quotes, "$" or commas (e.g. 1049, not "$1,049"; it is ${shown(input)})`
            : `must be ${issue.expected === "string" ? "a text in quotes" : `a ${issue.expected}`} (it is ${shown(input)})`;
      break;
    case "unrecognized_keys":
      problem = `has ${issue.keys.map((key) => `"${key}"`).join(", ")}, which ${issue.keys.length > 1 ? "are" : "is"} not a known field: check the spelling, or remove it`;
      break;
    case "invalid_value":
      // A rule that says its own words (a declaration to tick) keeps them; a choice of values lists them.
      problem = /^Invalid (input|option)/.test(issue.message)
        ? `must be one of ${issue.values.map(shown).join(", ")} (it is ${shown(input)})`
        : issue.message;
      break;
    case "too_small":
    case "too_big":
      problem =
        input !== undefined && typeof input !== "object" ? `${issue.message} (it is ${shown(input)})` : issue.message;
      break;
    case "invalid_union":
      problem = `has a value of the wrong kind (it is ${shown(input)})`;
      break;
    default:
      problem = typeof input === "number" ? `${issue.message} (it is ${input})` : issue.message;
  }
  return { file, field: where(issue.path), problem, ...(hint ? { hint } : {}) };
}

/** The description of the schema at a path, to tell the reader what the field is for. */
function descriptionAt(schema: z.ZodType, keys: readonly PropertyKey[]): string | undefined {
  let current: z.ZodType | undefined = schema;
  let description = current.description;
  for (const key of keys) {
    current = child(current, key);
    if (!current) return description;
    description = current.description ?? description;
  }
  return current?.description;
}

function child(schema: z.ZodType, key: PropertyKey): z.ZodType | undefined {
  let inner = schema as unknown as { def: Record<string, unknown>; unwrap?: () => z.ZodType };
  for (;;) {
    if (inner.def.type === "optional" || inner.def.type === "nullable") inner = inner.unwrap!() as never;
    // A field whose value the schema works out further (dates, add-ons) is a pipe: its fields are those it reads.
    else if (inner.def.type === "pipe") inner = inner.def.in as never;
    else break;
  }
  const def = inner.def;
  if (def.type === "object") return (def.shape as Record<string, z.ZodType>)[String(key)];
  if (def.type === "array") return def.element as z.ZodType;
  if (def.type === "record") return def.valueType as z.ZodType;
  if (def.type === "tuple") return (def.items as z.ZodType[])[Number(key)];
  return undefined;
}

/** Where a problem is: in the editor's words when known, then the file and its keys (for whoever edits the file). */
function located(file: string, field: string, place: string | undefined): string {
  const inFile = `content/${file}${field ? ` › ${field}` : ""}`;
  return place ? `  ${place}\n    (in ${inFile})` : `  ${inFile}`;
}

/**
 * The problems as the build prints them. `advice` is what to do, said of one problem ("it") or several ("them").
 */
export function formatProblems(
  problems: ContentProblem[],
  advice = (them: string) => `nothing was built. Fix ${them} and run the command again`,
): string {
  const lines = problems.map(
    ({ file, field, problem, hint, place }) =>
      `${located(file, field, place)}\n    ${problem}${hint ? `\n    (${hint})` : ""}`,
  );
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return `The site's content has ${count}; ${advice(problems.length === 1 ? "it" : "them")}:\n\n${lines.join("\n\n")}\n\nThe figures copy can quote are listed in docs/content-and-prices.md.\n`;
}

ContentError.prototype.name = "ContentError";

/** Warnings as the build and the check print them: worth a look, but the site is built. */
export function formatWarnings(warnings: ContentProblem[]): string {
  const lines = warnings.map(({ file, field, problem, place }) => `${located(file, field, place)}\n    ${problem}`);
  return `Worth a look in the site's content (the site is still built):\n\n${lines.join("\n\n")}\n\n`;
}

/**
 * What `npm run check:content` and the build print when they themselves broke (a bug, not the content): who can fix
 * it, and the one line an engineer needs. The details (a stack trace) only with DEBUG=1.
 */
export function engineerNeeded(command: string, error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).split("\n")[0];
  const details = process.env.DEBUG && error instanceof Error && error.stack ? `\n${error.stack}\n` : "";
  return `${command} stopped: not because of your content, but because the ${command === "the build" ? "build" : "check"} itself broke. This needs an engineer; tell them: "${message}" (DEBUG=1 shows them the details). Undo your last change meanwhile if you need to publish.\n${details}`;
}
