/**
 * The page that makes a campaign's link (Traffic › Make a campaign link): a form sent with GET (nothing is stored,
 * and the link it makes is the team's own words, never a visitor's), the link in a read-only box to copy, and each
 * problem under its field. It works without script; the link box takes focus once it is made.
 */
import { html } from "hono/html";
import { type Html, classes, field, problemSummary, select } from "#server/team/views/ui.ts";
import { type CampaignLinkForm, LINK_TAGS, type LinkTag } from "./campaign-link.ts";
import { CAMPAIGN_LINK_PATH, TRAFFIC_PATH } from "./views.ts";

export function campaignLinkPage(
  form: CampaignLinkForm,
  notes: Partial<Record<LinkTag, string>>,
  pages: readonly { path: string; name: string }[],
  seen: Partial<Record<LinkTag, readonly string[]>>,
): Html {
  const problems = Object.entries(form.errors);
  return html`<p class="max-w-3xl">
      Tag the link you publish (an ad, a post, an e-mail) so its visitors, quotes and leads are counted under your
      campaign, in Traffic and in Leads. Nothing is saved here: copy the link.
    </p>
    <p><a class="${classes.link}" href="${TRAFFIC_PATH}">Back to Traffic</a></p>
    ${
      problems.length
        ? problemSummary(
            "link-problems",
            `No link yet: ${problems.length === 1 ? "1 thing needs" : `${problems.length} things need`} correcting`,
            problems.map(
              ([name, problem]) =>
                html`<a class="${classes.link}" href="#field-${name}">${labelOf(name)}</a>: ${problem}`,
            ),
          )
        : ""
    }
    ${form.link ? madeLink(form.link, form.values.utm_campaign!) : ""}
    <form method="get" action="${CAMPAIGN_LINK_PATH}" class="${classes.card} max-w-3xl" aria-labelledby="link-title">
      <h2 class="${classes.h2}" id="link-title">Its page and tags</h2>
      <div class="mt-4 space-y-4">
        ${select({
          name: "page",
          label: "Page it opens",
          value: form.values.page,
          error: form.errors.page,
          options: pages.map((page) => ({ value: page.path, label: `${page.name} (${page.path})` })),
        })}
        ${LINK_TAGS.map(
          (tag) =>
            html`${field({
              name: tag.field,
              label: tag.label,
              value: form.values[tag.field] ?? "",
              hint: notes[tag.field] ? `${tag.hint} ${notes[tag.field]}` : tag.hint,
              error: form.errors[tag.field],
              autocomplete: "off",
              list: seen[tag.field]?.length ? `seen-${tag.field}` : undefined,
            })}
            ${
              seen[tag.field]?.length
                ? html`<datalist id="seen-${tag.field}">
                    ${seen[tag.field]!.map((value) => html`<option value="${value}"></option>`)}
                  </datalist>`
                : ""
            }`,
        )}
      </div>
      <button class="${classes.button} mt-4">Make the link</button>
    </form>`;
}

const labelOf = (name: string) =>
  name === "page" ? "Page it opens" : (LINK_TAGS.find((tag) => tag.field === name)?.label ?? name);

/**
 * Characters of the link on a line of its box on a 390 px phone (Firefox's monospace holds about 28), with a line
 * more for the breaks it makes at "?" and "-": the box shows the whole link there.
 */
const PHONE_LINE = 26;

/** The link made: in a read-only box to copy (it takes focus: the outcome), and to open. */
function madeLink(link: string, campaign: string): Html {
  return html`<section class="${classes.card} max-w-3xl" aria-labelledby="made-title">
    <h2 class="${classes.h2}" id="made-title">Your link</h2>
    <label class="${classes.label} mt-3" for="made-link">The campaign's link, to copy</label>
    <span class="${classes.hint}" id="made-link-hint">
      Its visits, quotes and leads are counted under the campaign “${campaign}”.
    </span>
    <textarea
      class="${classes.input} font-mono text-sm"
      id="made-link"
      rows="${Math.min(9, Math.max(2, Math.ceil(link.length / PHONE_LINE) + 1))}"
      readonly
      autofocus
      aria-describedby="made-link-hint"
    >
${link}</textarea>
    <p class="mt-3">
      <a class="${classes.link}" href="${link}" target="_blank" rel="noopener"
        >Open the page with this link<span class="sr-only"> (opens in a new tab)</span></a
      >
      (your own visits are the team's, never counted).
    </p>
  </section>`;
}
