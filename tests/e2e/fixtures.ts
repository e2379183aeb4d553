import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { COOKIE_CONSENT_KEY } from "../../app/lib/cookie-consent.ts";

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

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>). */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

export const test = base;
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
