/**
 * The content check: every file in content/ read with one reader (a JSON slip is named by file, line and column),
 * parsed by its schema, then the rules that span files (every page has a hero, every industry page its copy, every
 * link a page). The price data comes first and the other files are checked with the figures it gives, so the check
 * always judges the files as they are on disk. It imports no content: a broken file cannot stop it.
 *
 * Run by every build (scripts/build.ts and the Vite plugin, which also re-checks a file when it is saved during
 * `npm run dev`), by `npm run check:content`, and by the tests.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { NOTES_FIELD_MIN, choiceRow, rowWordsWidth } from "#pdf/checklist-row.ts";
import { wordsWiderThan } from "#pdf/measure.ts";
import { CELL_PAD, CELL_SETTING, HEADING_SETTING, QUOTE_COLUMN_WIDTHS } from "#pdf/quote-columns.ts";
import { covers } from "#pdf/text-runs.ts";
import { pageRouteFiles } from "#app/page-routes.ts";
import { siteConfig } from "#app/site.config.ts";
import { type FigureValues, figureValuesFrom, withFigures } from "./figures.ts";
import { type ContentProblem, describeIssue, formatProblems, formatWarnings, where } from "./problems.ts";
import { cohortsPast, type plansSchema } from "#app/content/schemas/plans.ts";
import { dayIn } from "./calendar-day.ts";
import { imageUses, missingImage } from "#app/content/image-uses.ts";
import { duplicateKeys } from "./duplicate-keys.ts";
import { printedTexts, textsAt } from "./printed-texts.ts";
import { brokenLinks, industryPagesOffMenus, linksToFormerAddresses } from "./links.server.ts";
import { type ContentFile, type ParsedContent, contentSchemas } from "#app/content/schemas/index.ts";

export type { ContentProblem };
export { formatProblems, formatWarnings };

/** The content folder; CONTENT_DIR points the check at another copy (the tests feed it mistakes that way). */
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.join(import.meta.dirname, "../../content"));

export { type ContentFile, contentSchemas };

type Read = (file: string) => string;
const readFromDisk: Read = (file) => readFileSync(path.join(contentDir, file), "utf8");

/** What the check found: problems stop a build; warnings (a cohort date already past) are printed and let it go on. */
export interface ContentReport {
  problems: ContentProblem[];
  warnings: ContentProblem[];
  /** Every file as its schema returned it, when there are no problems: what the browser is given. */
  parsed?: ParsedContent;
}

/** Every problem in the content files; none means the site can be built from them. */
export function checkContent(read: Read = readFromDisk): ContentProblem[] {
  return reportOnContent(read).problems;
}

/**
 * The problems, and the warnings worth a look, as of `today` (YYYY-MM-DD; by default today in the cohorts' time
 * zone, content/plans.json › cmmcAccelerator › timeZone).
 */
export function reportOnContent(read: Read = readFromDisk, today?: string): ContentReport {
  const problems: ContentProblem[] = [];
  const raw: Partial<Record<ContentFile, unknown>> = {};
  const parsed: Partial<Record<ContentFile, unknown>> = {};
  let figures: FigureValues = {};
  let warnings: ContentProblem[] = [];
  let day = today ?? "";
  for (const [file, schema] of Object.entries(contentSchemas) as [ContentFile, z.ZodType][]) {
    const json = readJson(file, read);
    if ("problem" in json) {
      problems.push(json.problem);
      // Without the prices, the other files' figures cannot be checked: their checks would only repeat this one.
      if (file === "plans.json") return { problems, warnings };
      continue;
    }
    let result: ReturnType<typeof schema.safeParse>;
    try {
      result = withFigures(figures, () => schema.safeParse(json.data, { reportInput: true }));
    } catch (error) {
      // A rule of the check itself broke on this file: the marketer is told which file, and that it is not theirs.
      problems.push({ file, field: "", problem: checkBroke(error) });
      if (file === "plans.json") return { problems, warnings };
      continue;
    }
    if (!result.success) problems.push(...result.error.issues.map((issue) => describeIssue(file, schema, issue)));
    else {
      raw[file] = json.data;
      parsed[file] = result.data;
    }
    if (file === "plans.json") {
      // The other files quote the prices: with broken prices, their own checks would only repeat the problem.
      if (!result.success || problems.length > 0) return { problems, warnings };
      const plans = result.data as z.output<typeof plansSchema>;
      figures = figureValuesFrom(plans, siteConfig);
      day = today ?? dayIn(plans.cmmcAccelerator.timeZone, new Date());
      warnings = cohortsPast(plans, day).map((warning) => ({ file, ...warning }));
    }
  }
  if (problems.length > 0) return { problems, warnings };
  const across = [
    ...crossFileProblems(raw as Record<ContentFile, unknown>, parsed as ParsedContent),
    ...datesToCome(parsed as ParsedContent, day),
    ...missingImages(parsed as ParsedContent, read),
  ];
  warnings = [
    ...warnings,
    ...pagesToCome(parsed as ParsedContent),
    ...industryPagesOffMenus(parsed as ParsedContent),
    ...linksToFormerAddresses(parsed as ParsedContent),
  ];
  return across.length > 0
    ? { problems: across, warnings }
    : { problems: [], warnings, parsed: parsed as ParsedContent };
}

/**
 * A hero or an industry page's copy under a key pages.json does not have (yet): shown nowhere until its page is
 * added, which is the last step of a new industry page (docs/content-and-prices.md, "Add an industry page").
 */
function pagesToCome(data: ParsedContent): ContentProblem[] {
  const pages = data["pages.json"];
  const toCome = (file: "heroes.json" | "industries.json", part: "heroes" | "industries", entries: object) =>
    Object.keys(entries)
      .filter((key) => !(key in pages))
      .map((key) => ({
        file,
        field: `${part} › ${key}`,
        problem: `is for a page the site does not have, so it shows nowhere: for a new page, add "${key}" under Page addresses and titles${file === "industries.json" ? " (its address under /industries/)" : ""} once its hero and copy are saved; for a page taken off the site, remove this entry (docs/content-and-prices.md, "Add an industry page")`,
      }));
  return [
    ...toCome("heroes.json", "heroes", data["heroes.json"].heroes),
    ...toCome("industries.json", "industries", data["industries.json"].industries),
  ];
}

/** Images content/proof.json names that are not in content/images/ (the build step judges the files themselves). */
function missingImages(data: ParsedContent, read: Read): ContentProblem[] {
  return imageUses(data["proof.json"]).flatMap(({ src, field }) => {
    try {
      read(path.join("images", src));
      return [];
    } catch {
      return [
        {
          file: "proof.json",
          field,
          problem: missingImage(src),
        },
      ];
    }
  });
}

/**
 * Dates that must have passed: an attestation is shown as held, so the day it was issued cannot be still to come
 * (a year typed one too many). `day` is today in the cohorts' time zone.
 */
function datesToCome(data: ParsedContent, day: string): ContentProblem[] {
  return data["proof.json"].attestations.flatMap((held, i) =>
    held.issued > day
      ? [
          {
            file: "proof.json",
            field: where(["attestations", i, "issued"]),
            problem: `is ${held.issued}, a day still to come (today is ${day}): the site shows an attestation as held, so give the day it was issued`,
          },
        ]
      : [],
  );
}

/** What the check says when one of its own rules failed on a file: it names the file, and who can fix the rule. */
export function checkBroke(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).split("\n")[0];
  return `could not be checked: a rule of the check failed on this file, which needs an engineer (tell them: "${message}"). Undo your last change to this file to build again meanwhile`;
}

/** A file's JSON, or where it broke: the line and column a marketer's editor shows. */
function readJson(file: string, read: Read): { data: unknown } | { problem: ContentProblem } {
  let text: string;
  try {
    text = read(file);
  } catch {
    return { problem: { file, field: "", problem: "cannot be read: is the file there, with this name?" } };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problem: { file, field: "", problem: syntaxProblem(text, error) } };
  }
  const twice = duplicateKeys(text)[0];
  if (twice)
    return {
      problem: {
        file,
        field: where([...twice.keys, twice.key]),
        problem: `is written twice in the same place (lines ${twice.firstLine} and ${twice.line}): only the second counts, so the first is silently ignored. Delete the one you do not want`,
      },
    };
  return { data };
}

function syntaxProblem(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const offset = /at position (\d+)/.exec(message);
  const place = offset ? ` at ${lineAndColumn(text, Number(offset[1]))}` : "";
  const reason = message
    .replace(/ in JSON at position.*$/, "")
    .replace(/^Unexpected end of JSON input$/, "The file ends too early");
  return `is not valid JSON${place}: ${reason}. Usually a comma, a quote or a closing bracket is missing or extra just before that point; numbers are written without commas (1049, not 1,049)`;
}

/** "line 5, column 3" of a character offset, as an editor counts them. */
function lineAndColumn(text: string, offset: number): string {
  const lines = text.slice(0, offset).split("\n");
  return `line ${lines.length}, column ${lines.at(-1)!.length + 1}`;
}

/** Rules that span files: they assume each file met its schema (`raw` as written, `data` as parsed). */
function crossFileProblems(raw: Record<ContentFile, unknown>, data: ParsedContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const pages = data["pages.json"];
  const heroes = data["heroes.json"].heroes;
  const industries = data["industries.json"].industries;
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
  // An industry page's copy and hero without its page yet are a warning, not a problem: the workspace saves one
  // file at a time, so a new industry page is added hero and copy first, its page last (which publishes it).
  for (const key of Object.keys(industries))
    if (key in pages && !isIndustry(key))
      problems.push({
        file: "industries.json",
        field: `industries › ${key}`,
        problem: `is not an industry page in pages.json`,
      });
  for (const key of pagesWithRoutes)
    if (!(key in pages))
      problems.push({ file: "pages.json", field: key, problem: "is missing: the site has this page" });

  for (const [file, content] of Object.entries(raw) as [ContentFile, unknown][]) {
    for (const { keys, value } of textsIn(content, [])) {
      if (file === "plans.json") {
        // The price data's own words: a typed price in a plan's feature goes stale like one in a hero. Only a
        // custom price is a price written as words ("$50K-$200K+ per year").
        if (keys.at(-1) !== "customPricing" && typedPrice.pattern.test(value))
          problems.push({ file, field: where(keys), problem: typedPriceInPlans });
        continue;
      }
      const typed = typedFigures.find(
        ({ pattern, except = [], only }) =>
          pattern.test(value) && !except.includes(`${file} › ${where(keys)}`) && (only ?? file) === file,
      );
      if (typed) problems.push({ file, field: where(keys), problem: typed.problem });
    }
  }

  // The documents are set in one embedded face (pdf/tagged-pdf.ts): a character it has no glyph for would print as
  // "?" or an empty box, so the check names it first, in every text a document prints.
  for (const { document, shownAs, file, path: at } of printedTexts)
    for (const { keys, text } of textsAt(raw[file], at)) {
      const unshown = [...new Set([...text].filter((char) => !pdfFace(char.codePointAt(0)!)))];
      if (unshown.length > 0)
        problems.push({
          file,
          field: where(keys),
          problem: `uses ${unshown.map(characterInWords).join(", ")}, which ${document}'s typeface cannot print (${unshown.length > 1 ? "they" : "it"} would print ${shownAs}): write ${unshown.length > 1 ? "them" : "it"} another way, e.g. in words`,
        });
    }

  // The checklist's Met / Not met words and the word before the notes field share one line of each requirement: words
  // too long for it would leave no room to write.
  const rowWords = data["checklist.json"].labels;
  const row = choiceRow(rowWords);
  if (row.fieldWidth < NOTES_FIELD_MIN)
    problems.push({
      file: "checklist.json",
      field: where(["labels"]),
      problem: `has "${rowWords.met}", "${rowWords.notMet}" and "${rowWords.notes}", which share one line under each requirement of the checklist PDF with the notes field: together they leave it too narrow to write in. Shorten them by about ${Math.ceil((NOTES_FIELD_MIN - row.fieldWidth) / rowWordsWidth("e"))} letters`,
    });

  // The quote's line-item table: a heading or a unit with a word wider than its column would be cut through the middle.
  const quote = data["pricing-page.json"].quote;
  const width = QUOTE_COLUMN_WIDTHS;
  const inColumns: [
    keys: (string | number)[],
    text: string,
    width: number,
    setting: { size: number; bold?: boolean },
  ][] = [
    [["quote", "item"], quote.item, width.description, HEADING_SETTING],
    [["quote", "columns", "quantity"], quote.columns.quantity, width.quantity, HEADING_SETTING],
    [["quote", "columns", "unit"], quote.columns.unit, width.unit, HEADING_SETTING],
    [["quote", "columns", "unitPrice"], quote.columns.unitPrice, width.unitPrice, HEADING_SETTING],
    [["quote", "amount"], quote.amount, width.amount, HEADING_SETTING],
    ...Object.entries(quote.units).map(([unit, text]): (typeof inColumns)[number] => [
      ["quote", "units", unit],
      text,
      width.unit,
      CELL_SETTING,
    ]),
  ];
  for (const [keys, text, columnWidth, setting] of inColumns) {
    const wide = wordsWiderThan(text, columnWidth - CELL_PAD, setting);
    if (wide.length > 0)
      problems.push({
        file: "pricing-page.json",
        field: where(keys),
        problem: `has ${wide.map((word) => `"${word}"`).join(", ")}, wider than ${wide.length > 1 ? "their" : "its"} column in the quote PDF's table, which would cut ${wide.length > 1 ? "them" : "it"} in two: use a shorter word, or split it with a space or a hyphen`,
      });
  }

  for (const [i, study] of data["proof.json"].caseStudies.entries())
    if (!(study.industry in industries && isIndustry(study.industry)))
      problems.push({
        file: "proof.json",
        field: where(["caseStudies", i, "industry"]),
        problem: `is "${study.industry}", which is not an industry page: use one of ${Object.keys(industries)
          .filter(isIndustry)
          .map((key) => `"${key}"`)
          .join(", ")} (the keys of content/industries.json)`,
      });

  problems.push(...brokenLinks(data));
  return problems;
}

/**
 * Figures that content/plans.json holds, typed out in copy: they would go stale when the data changes. ("Weeks 1-2",
 * a stage's label, is not a length.)
 */
const typedPrice = {
  pattern: /\$\s?\d/,
  problem: "types a price: quote it from the price data instead, e.g. {cohort.price} or {governance.lowestPrice}",
};
const typedPriceInPlans =
  "types a price: the plan's card shows its price from the figures above, and a typed one goes stale when they change. Describe the feature without the amount";
const typedFigures: { pattern: RegExp; problem: string; except?: string[]; only?: ContentFile }[] = [
  typedPrice,
  {
    pattern: /\bsav(?:e|es|ing|ings)\b\D{0,24}\d+(?:\.\d+)?\s?%/i,
    problem:
      "types the saving of annual billing, which goes stale when a price changes: write {governance.bestAnnualSaving} instead (worked out from the Governance prices)",
    // The SecOps badge is the specification's own claim, kept as written though no SecOps price gives it
    // (docs/pricing.md says so): no figure of the data gives that number.
    except: ["pricing-page.json › secops › badge"],
  },
  {
    pattern: /\b\d+ (?:basic )?(?:safeguarding )?requirements\b/i,
    problem: "types how many requirements the checklist lists: write {count} instead, which counts them",
    // Other copy counts other requirements (NIST SP 800-171's 110).
    only: "checklist.json",
  },
  { pattern: /(?<!Weeks )\b\d+[- ]weeks?\b/i, problem: "types the cohort's length: write {cohort.weeks} instead" },
  {
    pattern: /\b\d+ (companies|seats|small businesses)\b/i,
    problem: "types the cohort's size: write {cohort.companies} instead",
  },
  {
    pattern: /\bVirginia\b|\bMaryland\b/,
    problem: "types the cohort's region: write {cohort.region} instead",
  },
];

function* textsIn(value: unknown, keys: PropertyKey[]): Generator<{ keys: PropertyKey[]; value: string }> {
  if (typeof value === "string") yield { keys, value };
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* textsIn(item, [...keys, i]);
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) yield* textsIn(item, [...keys, key]);
}

/** The documents' typeface (pdf/tagged-pdf.ts embeds it), for the characters it can show. */
const pdfFace = covers("inter");

/** The pages whose layout is in the code; industry pages need only data. */
const pagesWithRoutes: string[] = Object.keys(pageRouteFiles);

/**
 * A character as a problem names it: itself in quotes, or, when it would show as nothing (a zero-width space pasted
 * from a web page, a control character, a combining mark alone), what it is and its code, to find and delete.
 */
function characterInWords(char: string): string {
  const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
  if (/\p{Z}/u.test(char)) return `a special space (${code})`;
  // Variation selectors (the one after an emoji among them) are marks too, but never shown: invisible.
  if (/[\p{C}\p{Variation_Selector}]/u.test(char)) return `an invisible character (${code})`;
  if (/\p{M}/u.test(char)) return `an accent on its own (${code})`;
  return `"${char}"`;
}
