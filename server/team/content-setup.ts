/**
 * The editor's settings as the server starts (issue 46): it edits the git checkout CONTENT_REPO (this one by
 * default), and previews with the site's sources, which a checkout with its development packages has. Without a
 * checkout, the workspace has no Content section, and the log says why.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pageList, pages } from "#app/content/pages.ts";
import { refusalsSchema } from "#app/content/schemas/site-copy.ts";
import { leadFormDefinitions } from "#app/lib/forms/lead-forms.ts";
import type { LeadForm } from "#app/lib/forms/payload.ts";
import { QUOTE_FORM } from "#app/lib/forms/problem.ts";
import { type PricingState, defaultPricingState, serializePricingState } from "#app/lib/pricing/url-state.ts";
import type { ServerConfig } from "#server/shared/config.ts";
import { createPreviewRenderer } from "#server/content-edit/preview.ts";
import { refusalPath, sentBackPath } from "#server/content-edit/preview-states.ts";
import { refusalKinds } from "#server/leads/page-of-its-own.ts";
import { formLabels } from "./form-labels.ts";
import type { ContentEditorOptions } from "./content-editor.ts";

export function contentEditorSettings(config: ServerConfig): ContentEditorOptions | undefined {
  const repo = config.contentRepo;
  if (!existsSync(path.join(repo, ".git")) || !existsSync(path.join(repo, "content"))) {
    console.warn(
      JSON.stringify({
        level: "warn",
        msg: `the content editor is off: ${repo} is not a git checkout of the site (set CONTENT_REPO to one)`,
      }),
    );
    return undefined;
  }
  let previews = true;
  try {
    createRequire(import.meta.url).resolve("vite");
  } catch {
    previews = false;
  }
  return {
    repo,
    review: config.contentReview.host,
    stagingRoot: path.join(path.dirname(config.dbPath), "content-uploads"),
    dataDir: path.dirname(config.dbPath),
    // Run by the supervisor (npm start, scripts/start.ts): publishing asks it over the cluster's channel.
    publishing:
      process.env.PUBLISHING === "supervised" && process.send
        ? { request: (request) => void process.send!(request) }
        : undefined,
    preview: previews ? createPreviewRenderer({ pages: previewPages(), quotes: previewQuotes() }) : undefined,
  };
}

/**
 * The pricing page's states a change may show in only (issue 53): its first state shows Governance billed annually,
 * so a monthly price, a SecOps plan, an add-on or a cohort is previewed in the state that shows it. Each is the
 * address a visitor's link to that state has (the server renders /pricing from its URL).
 */
const pricingStates: { label: string; state: Partial<PricingState> }[] = [
  { label: "Governance, billed monthly", state: { governanceBilling: "monthly" } },
  { label: "SecOps, billed annually", state: { tab: "secops" } },
  { label: "SecOps, billed monthly", state: { tab: "secops", secopsBilling: "monthly" } },
  { label: "CMMC Accelerator", state: { tab: "cmmc" } },
];

/** The quotes a change to the prices or the quote's words is previewed in: the first state, and each other. */
export function previewQuotes(): { name: string; label: string; query: string }[] {
  return [{ label: "Governance, billed annually", state: {} }, ...pricingStates].map(({ label, state }) => ({
    name: `quote-${label.toLowerCase().replace(/[^a-z]+/g, "-")}.pdf`,
    label: `The quote, ${label}`,
    query: serializePricingState({ ...defaultPricingState, ...state }).toString(),
  }));
}

/**
 * Every page a preview renders: each page of the site, then the pricing page in each of its other states, then each
 * form sent back with its errors (a state no address shows: a change to a field's message or the summary's words
 * shows only there).
 */
export function previewPages(): { path: string; label: string }[] {
  return [
    ...pageList.map((page) => ({ path: page.path, label: page.path })),
    ...pricingStates.map(({ label, state }) => ({
      path: `${pages.pricing.path}?${serializePricingState({ ...defaultPricingState, ...state }).toString()}`,
      label: `${pages.pricing.path}, ${label}`,
    })),
    ...(Object.keys(leadFormDefinitions) as LeadForm[]).map((form) => ({
      path: sentBackPath(leadFormDefinitions[form].page, form),
      label: `${leadFormDefinitions[form].page}, the ${formLabels[form]} form sent back empty, with its errors`,
    })),
    {
      path: sentBackPath(pages.pricing.path, QUOTE_FORM),
      label: `${pages.pricing.path}, the quote's "Prepared for" sent back, each value too long`,
    },
    ...refusalPlaces().map(({ place, title }) => ({
      path: refusalPath(place),
      label: `The page a refused ${place.startsWith("quotes.") ? "quote" : "form"} gets: ${title}`,
    })),
  ];
}

/** Each message of refusals.json, by its place ("quotes.busy") and its title in the editor. */
function refusalPlaces(): { place: string; title: string }[] {
  return refusalKinds.flatMap((group) =>
    Object.entries(refusalsSchema.shape[group].shape).map(([key, field]) => ({
      place: `${group}.${key}`,
      title: String(field.meta()?.title ?? key),
    })),
  );
}
