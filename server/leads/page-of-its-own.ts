/**
 * The page of its own a refused form or quote gets (too many in a minute, another site's form, a page that cannot be
 * rendered): the site's name, what happened, what to correct, and the way back. Plain HTML with no stylesheet or
 * script, so it can be sent whatever else is failing. Its words are the marketers' (content/refusals.json,
 * content/forms.json), and the content editor previews each refusal as this page (`refusalExamples`).
 */
import { formProblem, formSent } from "#app/content/forms.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { refusals } from "#app/content/refusals.ts";
import { siteConfig } from "#app/site.config.ts";

/** Text as it is written into these plain pages (their tests read the same). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The page: `title` over the message, then each of `errors` as a list, then the way back. */
export function pageOfItsOwn(message: string, errors: string[] = [], title = formProblem.title): string {
  const items = errors.map((error) => `<li>${escapeHtml(error)}</li>`).join("");
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(`${title} - ${siteConfig.brandName}`)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5">` +
    // Whose site this is, as every page of it says, and the way home.
    `<header><a href="/" style="font-weight:700;font-size:1.25rem">${escapeHtml(siteConfig.brandName)}</a></header>` +
    `<main><h1 style="font-size:1.75rem;line-height:1.25">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${items ? `<ul>${items}</ul>` : ""}` +
    `<p>${escapeHtml(refusals.pageOfItsOwn.back)}</p>` +
    `<p><a href="/">${escapeHtml(formSent.homeLabel)}</a></p></main></body></html>`
  );
}

/** The kinds of refusal (refusals.json's groups of messages), and the heading of each kind's page. */
export const refusalTitles = {
  leadForms: formProblem.title,
  quotes: pricingCopy.quote.preparedFor.problemTitle,
};
export const refusalKinds = Object.keys(refusalTitles) as (keyof typeof refusalTitles)[];

/** Each refusal's page as a visitor gets it, by its place in refusals.json ("leadForms.rateLimited"). */
export function refusalExamples(): Record<string, string> {
  return Object.fromEntries(
    refusalKinds.flatMap((kind) =>
      Object.entries(refusals[kind]).map(([key, message]) => [
        `${kind}.${key}`,
        pageOfItsOwn(message, [], refusalTitles[kind]),
      ]),
    ),
  );
}
