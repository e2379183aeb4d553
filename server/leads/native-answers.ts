import type { Context } from "hono";
import { formProblem } from "#app/content/forms.ts";
import type { FormProblem } from "#app/lib/forms/problem.ts";
import type { PageRenderer } from "#server/site/page-renderer.ts";
import { contentSecurityPolicy } from "#server/site/security-headers.ts";
import { pageOfItsOwn } from "./page-of-its-own.ts";

/**
 * Answers for a form posted natively by a browser (before hydration, or without JavaScript): HTML pages, never
 * JSON, and nothing the visitor typed in a URL (docs/decisions/0006-native-forms-and-server-pricing.md).
 */

const noStore = { "Cache-Control": "no-store" };

/**
 * A page of its own, for what happens before the form is known (too large, rate limited, wrong key) or when the
 * page cannot be rendered: the message, and the way back (the browser's Back button keeps what was typed).
 */
export function plainProblemPage(
  c: Context,
  status: number,
  message: string,
  errors: string[] = [],
  title = formProblem.title,
): Response {
  return c.html(pageOfItsOwn(message, errors, title), status as 400, noStore);
}

/**
 * The form's own page again, with each error under its field and every value kept (server-rendered); a plain page
 * of its own (`plain`'s title and message, a lead form's by default) when the page cannot be rendered.
 */
export async function formProblemPage(
  c: Context,
  status: number,
  problem: FormProblem,
  page: string,
  renderPage: PageRenderer | undefined,
  plain: { title?: string; message?: string } = {},
): Promise<Response> {
  if (renderPage) {
    try {
      const rendered = await renderPage(new URL(page, c.req.url), problem);
      return c.html(rendered.html, status as 400, {
        ...noStore,
        "Content-Security-Policy": contentSecurityPolicy({ scriptHashes: rendered.scriptHashes }),
      });
    } catch (error) {
      console.error(JSON.stringify({ level: "error", msg: "render failed", path: page, error: String(error) }));
    }
  }
  const errors = Object.values(problem.errors);
  return plainProblemPage(c, status, plain.message ?? problem.message ?? formProblem.fieldsIntro, errors, plain.title);
}

/** After a stored lead: the confirmation page, by a 303 so a reload never posts again. */
export function seeConfirmation(c: Context, path: string): Response {
  return c.body(null, 303, { Location: path, ...noStore });
}
