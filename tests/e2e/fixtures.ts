import { execFileSync } from "node:child_process";
import { islandsAlive } from "./islands-alive.ts";
import { leadFormDefinitions } from "#app/lib/forms/lead-forms.ts";
import type { LeadForm } from "#app/lib/forms/payload.ts";
import axe from "axe-core";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { COOKIE_CONSENT_KEY } from "#app/lib/cookie-consent.ts";
import { FirefoxPool } from "./firefox-launch.ts";

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Collects console errors, page errors and CSP violations for the life of a page. */
export async function watchPage(page: Page) {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console: ${msg.text()}`);
    if (msg.type() === "warning" && /hydrat/i.test(msg.text())) problems.push(`hydration: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("requestfailed", (request) => problems.push(`requestfailed: ${request.url()}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

/** Accepts cookies before the page loads, for tests that are not about the banner. */
export async function preConsent(page: Page) {
  await page.addInitScript((key) => window.localStorage.setItem(key, "true"), COOKIE_CONSENT_KEY);
}

/**
 * Waits until the page is as interactive as it will get, as a visitor about to use it brings it: React has
 * hydrated every island, or the page has no island and ships no framework script at all (tests/e2e/islands-alive.ts).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(islandsAlive);
}

/**
 * axe's WCAG 2.2 A and AA rules on the page as it is now, its frames included (the editor's preview), as a list of
 * violations (empty: none). axe is put into each document once and run there: @axe-core/playwright puts it in again at
 * every check and finishes each run in a page of its own, which made a check cost about twice its run.
 */
export async function axeViolations(page: Page) {
  for (const frame of page.frames())
    if (!(await frame.evaluate("typeof window.axe === 'object'"))) await frame.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: "tag", values: tags } }),
    ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"],
  );
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Makes the page render as it does without JavaScript, in a context where tools such as axe can still run:
 * every document is served with its scripts removed and its <noscript> content in place, and no script file
 * loads. (A context with JavaScript disabled would also stop axe.)
 */
export async function renderWithoutScripts(page: Page) {
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.resourceType() === "script") return route.abort();
    if (request.resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<noscript>([\s\S]*?)<\/noscript>/gi, "$1");
    return route.fulfill({ response, body: html });
  });
}

/**
 * Playwright's test, with the worker's Firefoxes: a Firefox journey's file asks for one with its preferences
 * (firefox.ts), and the next file with the same preferences in the worker gets the same browser.
 */
export const test = base.extend<object, { firefoxes: FirefoxPool }>({
  firefoxes: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const pool = new FirefoxPool();
      await use(pool);
      await pool.closeAll();
    },
    { scope: "worker" },
  ],
});
export { expect };

/** A sonner toast, found by its title. */
export function toast(page: Page, title: string) {
  return page
    .locator("[data-sonner-toast]")
    .filter({ has: page.locator("[data-title]", { hasText: new RegExp(`^${escapeRegExp(title)}$`) }) });
}

export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Leads the e2e server stored, read straight from its SQLite file. */
export async function storedLeads(email: string): Promise<Record<string, unknown>[]> {
  const { DatabaseSync } = await import("node:sqlite");
  const db = new DatabaseSync(process.env.E2E_LEADS_DB!, { readOnly: true });
  try {
    return db.prepare("SELECT * FROM leads WHERE email = ?").all(email) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/** The leads with this e-mail as the marketing team exports them (`npm run leads -- export --format json`). */
export function exportedLeads(email: string): Record<string, unknown>[] {
  const out = execFileSync(process.execPath, ["scripts/leads.ts", "export", "--format", "json"], {
    env: { ...process.env, LEADS_DB_PATH: process.env.E2E_LEADS_DB!, DATABASE_URL: "" },
    encoding: "utf8",
  });
  return (JSON.parse(out) as Record<string, unknown>[]).filter((lead) => lead.email === email);
}

/** Answers the next form submission with a canned response (or a network failure). */
export async function answerSubmit(
  page: Page,
  answer: { status: number; body: string; contentType?: string } | "abort",
  delayMs = 0,
) {
  await page.route("**/api/submit", async (route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (answer === "abort") return route.abort("failed");
    return route.fulfill({
      status: answer.status,
      body: answer.body,
      contentType: answer.contentType ?? "application/json",
    });
  });
}

/** Holds every script file until the test lets go (a slow phone's network); returns a function that releases them. */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.js", async (route) => {
    await gate;
    await route.continue().catch(() => {});
  });
  return release;
}

/** How a test meets the page's scripts: running, held back until the test ends, or switched off. */
export type ScriptMode = "JavaScript on" | "scripts held back" | "JavaScript off";

/**
 * Sets up the describe block it is called in for a script mode: JavaScript switched off in the browser, or every
 * script file held until the test ends (the page stays as it was painted); consent stored either way.
 */
export function useScriptMode(mode: ScriptMode) {
  if (mode === "JavaScript off") test.use({ javaScriptEnabled: false });
  let release: (() => void) | undefined;
  test.beforeEach(async ({ page }) => {
    await preConsent(page);
    if (mode === "scripts held back") release = await holdScripts(page);
  });
  test.afterEach(() => release?.());
}

/** Every request URL the page makes, to check that nothing a visitor typed ever lands in one. */
export function recordRequests(page: Page): { method: string; url: string }[] {
  const requests: { method: string; url: string }[] = [];
  page.on("request", (request) => requests.push({ method: request.method(), url: request.url() }));
  return requests;
}

/** The schema's own messages for these values, by field: what the page must show, never re-typed in a test. */
export function expectedErrors(form: LeadForm, values: Record<string, string>): Record<string, string> {
  const result = leadFormDefinitions[form].schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/**
 * A field's description as a screen reader gets it: its hint first where it has one (a long text box's character
 * limit), then its message. Matches when the description ends with `message`.
 */
export function describedAs(message: string): RegExp {
  return new RegExp(`(^|\\s)${escapeRegExp(message)}$`);
}

/**
 * The HTML of a page with some words inside one of its islands changed, so React's hydration of that island fails
 * and it renders the island again from its own tree (docs/decisions/0012-islands.md). Nothing outside the island
 * is React's: <html> and the rest of the page stay as the server and the first-paint script left them.
 */
export function withFailingHydration(html: string, island: string, words: string): string {
  const start = html.indexOf(`data-island="${island}"`);
  const at = html.indexOf(`>${words}<`, start);
  if (start < 0 || at < 0) throw new Error(`the page has no island "${island}" with the words "${words}"`);
  return `${html.slice(0, at)}>${words} (changed before hydration)<${html.slice(at + words.length + 2)}`;
}

/**
 * A header menu's toggle: a button while script runs, a link without JavaScript (app/lib/no-script-menus.ts, where
 * the menus open through the URL's fragment so a choice on the same page closes them).
 */
export function menuToggle(scope: Page | Locator, name: string, javaScriptEnabled: boolean): Locator {
  return scope.getByRole(javaScriptEnabled ? "button" : "link", { name, exact: true });
}
