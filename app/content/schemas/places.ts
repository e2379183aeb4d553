/**
 * Where each content file's parts show, as the marketing team looks for them (issue 54): the workspace's content
 * list groups them by what they are (plans and prices, cohorts and add-ons, proof, the checklist, pages, site-wide
 * words), each with what it changes on the site. The file is a detail for engineers. Said once, here, beside the
 * registry of files and their schemas; a unit test keeps every file and section listed exactly once.
 */
import type { ContentFile } from "./index.ts";

export interface ContentPlace {
  file: ContentFile;
  /** What the team calls it. */
  title: string;
  /** Where it shows on the site, in a line. */
  shows: string;
  /** The file's top-level parts this place holds, when a file is split between places (plans.json). */
  sections?: string[];
}

export const contentGroups: { title: string; places: ContentPlace[] }[] = [
  {
    title: "Plans and prices",
    places: [
      {
        file: "plans.json",
        title: "Governance and SecOps plans",
        shows: "The plans, prices and allowances on the pricing page, its calculators and every quote",
        sections: ["governancePlans", "secopsPlans", "secopsSliders"],
      },
      {
        file: "pricing-page.json",
        title: "Pricing page and quote words",
        shows: "The pricing page's tabs, calculators and summaries, and the words of the quote PDF",
      },
    ],
  },
  {
    title: "Cohorts and add-ons",
    places: [
      {
        file: "plans.json",
        title: "CMMC Accelerator: fee, cohorts and add-ons",
        shows:
          "The program's fee, installments, deposit, cohorts and expert-hour add-ons, wherever the site quotes them",
        sections: ["cmmcAccelerator"],
      },
    ],
  },
  {
    title: "Proof",
    places: [
      {
        file: "proof.json",
        title: "Logos, testimonials, case studies and attestations",
        shows: "Trusted by and About us on the home page, and case studies on the industry pages",
      },
    ],
  },
  {
    title: "The checklist",
    places: [
      {
        file: "checklist.json",
        title: "CMMC Level 1 readiness checklist",
        shows: "The checklist PDF visitors download, its requirements and its words",
      },
    ],
  },
  {
    title: "Pages, heroes and navigation",
    places: [
      {
        file: "pages.json",
        title: "Page addresses and titles",
        shows: "Each page's address (and the old ones that lead to it), title and description",
      },
      {
        file: "heroes.json",
        title: "Page tops (heroes)",
        shows: "The headline, text and buttons at the top of each page",
      },
      {
        file: "navigation.json",
        title: "Menus and footer",
        shows: "The header's menus, the campaign pages' headers, the footer",
      },
      { file: "home.json", title: "Home page", shows: "The home page's sections below its top" },
      { file: "secops.json", title: "SecOps page", shows: "The SecOps product page's sections" },
      { file: "governance.json", title: "Governance page", shows: "The Governance product page's sections" },
      {
        file: "lp-governance.json",
        title: "Governance landing page",
        shows: "The Governance campaign landing page's sections",
      },
      {
        file: "cmmc-accelerator.json",
        title: "CMMC Accelerator landing page",
        shows: "The CMMC Accelerator campaign landing page's sections",
      },
      { file: "industries.json", title: "Industry pages", shows: "The pages for each industry served" },
    ],
  },
  {
    title: "Site-wide words",
    places: [
      {
        file: "site.json",
        title: "Words on every page",
        shows: "The skip link, cookie notice, error pages, contact page and words for screen readers",
      },
      {
        file: "forms.json",
        title: "Forms and their messages",
        shows: "Every form's labels, messages and confirmations",
      },
      {
        file: "refusals.json",
        title: "When a form or a quote is refused",
        shows:
          "What the site says when it cannot take a form or make a quote: too many at once, another website's form",
      },
    ],
  },
];

/** The name of a file split between places, as a whole (its editing page's heading). */
const wholeFileTitles: Partial<Record<ContentFile, string>> = { "plans.json": "Plans, prices and cohorts" };

/** A file's name as the team reads it ("Home page"); the file name itself for a file no place lists. */
export function fileTitle(file: string): string {
  const places = contentGroups.flatMap((group) => group.places).filter((place) => place.file === file);
  return wholeFileTitles[file as ContentFile] ?? (places.length === 1 ? places[0]!.title : file);
}
