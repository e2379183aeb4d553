/**
 * A marketer's change to content/ as the editor (issue 46) proposes it, judged before anything is written: the
 * files formatted as the repository formats them (Prettier, so a price change is a one-line diff), the whole content
 * check run on the content as it would be (every cross-file rule included), and each problem with the path of the
 * field it names, so the editor shows it beside that field. Nothing here writes a file.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { type ContentFile, type ContentProblem, contentSchemas, reportOnContent } from "#app/content/check.server.ts";
import { type ImagesDir, imageProblems } from "#scripts/build/image-rules.ts";
import { formatDollars } from "#app/content/amounts.ts";
import { figureValuesFrom } from "#app/content/figures.ts";
import { plansSchema } from "#app/content/schemas/plans.ts";
import { formatUsd, percentOf, subtract, times, usd } from "#app/lib/pricing/money.ts";
import { siteConfig } from "#app/site.config.ts";
import { fileTitle } from "#app/content/schemas/places.ts";
import { fileChangesInWords } from "./change-words.ts";
import { fieldPath } from "./places.ts";

/** A problem of the proposed content, with the field it names as a path of keys (list items counted from 0). */
export interface FieldProblem extends ContentProblem {
  path: (string | number)[];
}

/** One file of a change: its text now, and as the change would write it. */
export interface ChangedFile {
  file: ContentFile;
  before: string;
  after: string;
}

export interface ProposedChange {
  files: ChangedFile[];
  /** Empty when the change can be saved. */
  problems: FieldProblem[];
  /**
   * What the check finds worth a look in the content as it would be (a cohort already started, so none is open): true
   * of the site before the change too, perhaps, and never stopping a save.
   */
  warnings: FieldProblem[];
}

/** A content file's text as the repository keeps it: the value as JSON, formatted by its Prettier settings. */
export async function formatContent(contentDir: string, file: string, value: unknown): Promise<string> {
  const filePath = path.join(contentDir, file);
  const options = (await prettier.resolveConfig(filePath)) ?? {};
  // Every object opened on its own line, as the files are written: Prettier keeps an object expanded when its
  // source is, and folds arrays that fit, so an unchanged part of a file comes out as it was.
  return prettier.format(JSON.stringify(value, null, 2), { ...options, filepath: filePath, parser: "json" });
}

export const isContentFile = (file: string): file is ContentFile => Object.hasOwn(contentSchemas, file);

/**
 * Judges a change (each edited file's whole new value): its files as they would be written, and every problem the
 * content check finds in the content as it would be. `today` (YYYY-MM-DD) dates the check's warnings.
 */
export async function proposeChange(
  contentDir: string,
  edits: Partial<Record<ContentFile, unknown>>,
  today?: string,
  /** With it, each image the proof names is judged too (the build's image rules), found where it says. */
  images?: ImagesDir,
): Promise<ProposedChange> {
  const files: ChangedFile[] = [];
  for (const [file, value] of Object.entries(edits) as [ContentFile, unknown][]) {
    if (!isContentFile(file)) throw new Error(`${file} is not a content file`);
    files.push({
      file,
      before: readFileSync(path.join(contentDir, file), "utf8"),
      after: await formatContent(contentDir, file, value),
    });
  }
  const proposed = new Map(files.map(({ file, after }) => [file as string, after]));
  // The check asks for images/… to see they are there: an upload waiting for this change counts.
  const imageFile = (src: string) =>
    typeof images === "function" ? images(src) : path.join(images ?? path.join(contentDir, "images"), src);
  const read = (file: string) =>
    proposed.get(file) ??
    (file.startsWith(`images${path.sep}`)
      ? readFileSync(imageFile(file.slice("images".length + 1)), "utf8")
      : readFileSync(path.join(contentDir, file), "utf8"));
  const report = reportOnContent(read, today);
  const problems =
    report.problems.length === 0 && report.parsed && images
      ? await imageProblems(report.parsed["proof.json"], images)
      : report.problems;
  const withPath = (problem: ContentProblem) => ({ ...problem, path: fieldPath(problem.field) });
  return { files, problems: problems.map(withPath), warnings: report.warnings.map(withPath) };
}

/**
 * What a change does, in a line for its commit, its review and the Changes page, in the team's words (issue 54):
 * "Content: Added the add-on “36 hours of expert support” at $2,340 (CMMC Accelerator)". The first three changes,
 * then how many more.
 */
export function describeChange(files: ChangedFile[]): string {
  const lines = files.flatMap(({ file, before, after }) =>
    fileChangesInWords(file, JSON.parse(before), JSON.parse(after)),
  );
  if (lines.length === 0) return "Content: no change";
  if (lines.length <= 3) return `Content: ${lines.join("; ")}`;
  const more = lines.length - 2;
  return `Content: ${lines.slice(0, 2).join("; ")}; and ${more} more ${more === 1 ? "change" : "changes"} in ${[...new Set(files.map(({ file }) => fileTitle(file)))].join(", ")}`;
}

/** Every image name a value holds ({ src, alt } objects anywhere in it). */
export function imageNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imageNames);
  if (typeof value !== "object" || value === null) return [];
  const object = value as Record<string, unknown>;
  return [
    ...(typeof object.src === "string" && typeof object.alt === "string" ? [object.src] : []),
    ...Object.values(object).flatMap(imageNames),
  ];
}

/**
 * The images in content/images/ that the changed files named and no content names once the change is made (an entry
 * with its logo removed): the save removes them with it, so the repository keeps no image nothing shows.
 */
export function imagesNoLongerNamed(contentDir: string, changed: ChangedFile[]): string[] {
  const after = new Map(changed.map(({ file, after: text }) => [file as string, text]));
  const namedAfter = new Set(
    Object.keys(contentSchemas).flatMap((file) =>
      imageNames(JSON.parse(after.get(file) ?? readFileSync(path.join(contentDir, file), "utf8"))),
    ),
  );
  const namedBefore = new Set(changed.flatMap(({ before }) => imageNames(JSON.parse(before))));
  return [...namedBefore].filter(
    (src) => !namedAfter.has(src) && !src.includes("..") && existsSync(path.join(contentDir, "images", src)),
  );
}

type PlanPrices = { name: string; monthlyPrice: number | null; annualTotal?: number; annualPrice?: number | null };

/** The saving of annual billing, as the site works it out (app/lib/pricing/quote.ts). */
const savingOf = (monthly: number, annual: number) => {
  const twelveMonths = times(usd(monthly), 12);
  return percentOf(subtract(twelveMonths, usd(annual)), twelveMonths);
};

/** A saving of annual billing past which the review asks for a second look (the specification's badges say 16, 17 %). */
const LARGE_SAVING = 50;

/**
 * What else a change to the prices moves, for the member to look at before saving (issue 53): a monthly price
 * changed while its plan's annual figures stayed (the saving of annual billing moves, and every badge quoting it), an
 * annual price that moves the saving (a large one asked about), and each figure copy quotes whose value the change
 * alters.
 */
export function whatElseMoves(changed: ChangedFile[]): string[] {
  const prices = changed.find(({ file }) => file === "plans.json");
  if (!prices) return [];
  const before = JSON.parse(prices.before) as Record<string, PlanPrices[]>;
  const after = JSON.parse(prices.after) as Record<string, PlanPrices[]>;
  const notes: string[] = [];
  for (const list of ["governancePlans", "secopsPlans"]) {
    for (const [i, plan] of (after[list] ?? []).entries()) {
      const was = before[list]?.[i];
      const annual = plan.annualTotal ?? plan.annualPrice;
      const annualWas = was?.annualTotal ?? was?.annualPrice;
      if (!was || plan.monthlyPrice === null || was.monthlyPrice === null || annual == null || annualWas == null)
        continue;
      const [saving, savingWas] = [savingOf(plan.monthlyPrice, annual), savingOf(was.monthlyPrice, annualWas)];
      if (plan.monthlyPrice !== was.monthlyPrice && annual === annualWas)
        notes.push(
          `${plan.name}: the monthly price moves (${formatDollars(was.monthlyPrice)} → ${formatDollars(plan.monthlyPrice)}) but the annual figures do not (${formatDollars(annual)} a year), so annual billing now saves ${saving}% instead of ${savingWas}%. If the annual price should move too, change its annual figures as well.`,
        );
      // A yearly price typed a digit short (3600 as 360) passes every rule: the saving it makes says so.
      else if (annual !== annualWas && saving !== savingWas)
        notes.push(
          `${plan.name}: the annual price moves (${formatDollars(annualWas)} → ${formatDollars(annual)} a year), so annual billing now saves ${saving}% instead of ${savingWas}% (12 monthly payments come to ${formatUsd(times(usd(plan.monthlyPrice), 12))}).${saving > LARGE_SAVING ? ` More than ${LARGE_SAVING}% off: check that the annual price is the one you mean.` : ""}`,
        );
    }
  }
  const figures = (text: string) => {
    const parsed = plansSchema.safeParse(JSON.parse(text));
    return parsed.success ? figureValuesFrom(parsed.data, siteConfig) : undefined;
  };
  const [was, now] = [figures(prices.before), figures(prices.after)];
  if (was && now)
    for (const [name, value] of Object.entries(now))
      if (was[name] !== undefined && was[name] !== value)
        notes.push(`Every text quoting {${name}} changes with it: ${was[name]} → ${value}.`);
  return notes;
}
