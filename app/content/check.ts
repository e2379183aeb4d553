/**
 * The content check: every file in content/ against its schema, then the rules that span files (every page has a
 * hero, every industry page its copy, every link a page). Run by every build (scripts/build.ts and the Vite plugin,
 * which also re-checks a file when it is saved during `npm run dev`), by `npm run check:content`, and by the tests.
 * Its messages name the file, the field and the rule, in words a non-engineer can act on.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { pageRouteFiles } from "../page-routes.ts";
import { figureNames, withFigures } from "./figures.ts";
import {
  checklistSchema,
  cmmcLandingSchema,
  governanceSchema,
  heroesSchema,
  homeSchema,
  industriesSchema,
  lpGovernanceSchema,
  secopsSchema,
} from "./schemas/page-copy.ts";
import { plansSchema } from "./schemas/plans.ts";
import { formsSchema, navigationSchema, pagesSchema, pricingPageSchema, siteSchema } from "./schemas/site-copy.ts";

export const contentDir = path.resolve(import.meta.dirname, "../../content");

/** Each data file and the schema it must meet. plans.json comes first: the other files quote its figures. */
export const contentSchemas = {
  "plans.json": plansSchema,
  "pages.json": pagesSchema,
  "navigation.json": navigationSchema,
  "heroes.json": heroesSchema,
  "home.json": homeSchema,
  "secops.json": secopsSchema,
  "governance.json": governanceSchema,
  "lp-governance.json": lpGovernanceSchema,
  "cmmc-accelerator.json": cmmcLandingSchema,
  "industries.json": industriesSchema,
  "checklist.json": checklistSchema,
  "forms.json": formsSchema,
  "site.json": siteSchema,
  "pricing-page.json": pricingPageSchema,
} satisfies Record<string, z.ZodType>;

export type ContentFile = keyof typeof contentSchemas;

export interface ContentProblem {
  file: string;
  /** The field, as a path of keys ("lpGovernance › description"); empty for the whole file. */
  field: string;
  problem: string;
  /** What the field is for (its schema description), when known. */
  hint?: string;
}

type Read = (file: string) => string;
const readFromDisk: Read = (file) => readFileSync(path.join(contentDir, file), "utf8");

/** Every problem in the content files; none means the site can be built from them. */
export function checkContent(read: Read = readFromDisk): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const data: Partial<Record<ContentFile, unknown>> = {};
  for (const [file, schema] of Object.entries(contentSchemas) as [ContentFile, z.ZodType][]) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(read(file));
    } catch (error) {
      problems.push({ file, field: "", problem: syntaxProblem(error) });
      continue;
    }
    const result = schema.safeParse(parsed, { reportInput: true });
    if (result.success) data[file] = parsed;
    else problems.push(...result.error.issues.map((issue) => describeIssue(file, schema, issue)));
    // The other files quote the prices: with broken prices, their own checks would only repeat the problem.
    if (file === "plans.json" && problems.length > 0) return problems;
  }
  return problems.length > 0 ? problems : crossFileProblems(data as Record<ContentFile, unknown>);
}

function syntaxProblem(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `is not valid JSON: ${reason}. Usually a comma, a quote or a closing bracket is missing or extra just before that point.`;
}

const article = (key: PropertyKey) => (typeof key === "number" ? `item ${key + 1}` : String(key));
const where = (keys: readonly PropertyKey[]) => keys.map(article).join(" › ");

function describeIssue(file: string, schema: z.ZodType, issue: z.core.$ZodIssue): ContentProblem {
  const hint = descriptionAt(schema, issue.path);
  const shown = (value: unknown) => JSON.stringify(value);
  const input = "input" in issue ? issue.input : undefined;
  let problem: string;
  switch (issue.code) {
    case "invalid_type":
      problem =
        input === undefined
          ? `is missing: add it (${issue.expected === "string" ? "a text" : issue.expected})`
          : `must be ${issue.expected === "string" ? "a text in quotes" : `a ${issue.expected}`} (it is ${shown(input)})`;
      break;
    case "unrecognized_keys":
      problem = `has ${issue.keys.map((key) => `"${key}"`).join(", ")}, which ${issue.keys.length > 1 ? "are" : "is"} not a known field: check the spelling, or remove it`;
      break;
    case "invalid_value":
      problem = `must be one of ${issue.values.map(shown).join(", ")} (it is ${shown(input)})`;
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
      problem = issue.message;
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
  while (inner.def.type === "optional" || inner.def.type === "nullable") inner = inner.unwrap!() as never;
  const def = inner.def;
  if (def.type === "object") return (def.shape as Record<string, z.ZodType>)[String(key)];
  if (def.type === "array") return def.element as z.ZodType;
  if (def.type === "record") return def.valueType as z.ZodType;
  if (def.type === "tuple") return (def.items as z.ZodType[])[Number(key)];
  return undefined;
}

interface PageData {
  path: string;
}

/** Rules that span files: they assume each file met its schema. */
function crossFileProblems(data: Record<ContentFile, unknown>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const pages = data["pages.json"] as Record<string, PageData>;
  const heroes = (data["heroes.json"] as { heroes: Record<string, unknown> }).heroes;
  const industries = (data["industries.json"] as { industries: Record<string, unknown> }).industries;
  const isIndustry = (key: string) => pages[key]?.path.startsWith("/industries/") ?? false;

  for (const key of Object.keys(pages)) {
    if (!(key in heroes))
      problems.push({
        file: "heroes.json",
        field: "heroes",
        problem: `has no hero for the page "${key}" of pages.json: add one`,
      });
    if (isIndustry(key) && !(key in industries))
      problems.push({
        file: "industries.json",
        field: "industries",
        problem: `has no copy for the industry page "${key}" of pages.json: add it`,
      });
    if (!isIndustry(key) && !pagesWithRoutes.includes(key))
      problems.push({
        file: "pages.json",
        field: key,
        problem: `is not a page the site has: a new page needs a path under /industries/ (an industry page) or an engineer to add its layout`,
      });
  }
  for (const key of Object.keys(heroes))
    if (!(key in pages))
      problems.push({ file: "heroes.json", field: `heroes › ${key}`, problem: `is not a page in pages.json` });
  for (const key of Object.keys(industries))
    if (!isIndustry(key))
      problems.push({
        file: "industries.json",
        field: `industries › ${key}`,
        problem: `is not an industry page in pages.json`,
      });
  for (const key of pagesWithRoutes)
    if (!(key in pages))
      problems.push({ file: "pages.json", field: key, problem: "is missing: the site has this page" });

  for (const [file, content] of Object.entries(data) as [ContentFile, unknown][]) {
    if (file === "plans.json") continue;
    for (const { keys, value } of textsIn(content, [])) {
      const typed = typedFigures.find(({ pattern }) => pattern.test(value));
      if (typed) problems.push({ file, field: where(keys), problem: typed.problem });
    }
  }

  const paths = new Set(Object.values(pages).map((page) => page.path));
  for (const [file, content] of Object.entries(data) as [ContentFile, unknown][]) {
    for (const { keys, to } of linksIn(withFigures(content), [])) {
      const target = to.replace(/[?#].*$/, "") || "/";
      if (to.startsWith("/") && !paths.has(target))
        problems.push({ file, field: where(keys), problem: `links to "${to}", which is not a page in pages.json` });
    }
  }
  return problems;
}

/**
 * Figures that content/plans.json holds, typed out in copy: they would go stale when the data changes. ("Weeks 1-2",
 * a stage's label, is not a length.)
 */
const typedFigures = [
  {
    pattern: /\$\d/,
    problem: "types a price: quote it from the price data instead, e.g. {cohort.price} or {governance.lowestPrice}",
  },
  { pattern: /(?<!Weeks )\b\d+[- ]weeks?\b/i, problem: "types the cohort's length: write {cohort.weeks} instead" },
  {
    pattern: /\b\d+ (companies|seats|small businesses)\b/i,
    problem: "types the cohort's size: write {cohort.companies} instead",
  },
];

function* textsIn(value: unknown, keys: PropertyKey[]): Generator<{ keys: PropertyKey[]; value: string }> {
  if (typeof value === "string") yield { keys, value };
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* textsIn(item, [...keys, i]);
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) yield* textsIn(item, [...keys, key]);
}

function* linksIn(value: unknown, keys: PropertyKey[]): Generator<{ keys: PropertyKey[]; to: string }> {
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* linksIn(item, [...keys, i]);
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      if ((key === "to" || key === "home") && typeof item === "string") yield { keys: [...keys, key], to: item };
      else yield* linksIn(item, [...keys, key]);
    }
}

/** The pages whose layout is in the code; industry pages need only data. */
const pagesWithRoutes: string[] = Object.keys(pageRouteFiles);

/** The problems as the build prints them. */
export function formatProblems(
  problems: ContentProblem[],
  advice = "nothing was built. Fix them and run the command again",
): string {
  const lines = problems.map(
    ({ file, field, problem, hint }) =>
      `  content/${file}${field ? ` › ${field}` : ""}\n    ${problem}${hint ? `\n    (${hint})` : ""}`,
  );
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return `The site's content has ${count}; ${advice}:\n\n${lines.join("\n\n")}\n\nThe figures copy can quote are listed in docs/content-and-prices.md (${figureNames.length} in all).\n`;
}
