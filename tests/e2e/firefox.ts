/**
 * Firefox for the end-to-end tests: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi (Playwright's
 * own Firefox build cannot be downloaded here). One browser per worker and set of preferences, a fresh context per page.
 */
import { islandsAlive } from "./islands-alive.ts";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { Browser, ElementHandle, Page } from "puppeteer-core";
import { COOKIE_CONSENT_KEY } from "#app/lib/cookie-consent.ts";
import { checklistForm, formProblem } from "#app/content/forms.ts";
import { sentPath } from "#app/lib/forms/lead-forms.ts";
import { expect, expectedErrors, storedLeads, test } from "./fixtures.ts";
import { type LeadFormCase, uniqueToken } from "./lead-form-cases.ts";
import { waits } from "./waits.ts";

import { FirefoxPool, workersDownloadDir } from "./firefox-launch.ts";

export { type LaunchOptions, launchFirefox } from "./firefox-launch.ts";

export interface OpenOptions {
  /** Accept cookies before the page loads (needs JavaScript in the page; ignored when it is off). */
  consent?: boolean;
  /** Block every script file, so the page stays as it was painted, before hydration (inline scripts still run). */
  withoutScripts?: boolean;
  /** Hold every script file until this settles (a slow phone's network), then let it through. */
  scriptsHeldUntil?: Promise<void>;
  /** Answer every form submission with this server error, after a delay (a failing server, as the visitor meets it). */
  failSubmissions?: { status: number; delayMs: number };
  /** Serve the page's own HTML changed by this function (the server's answer, fetched and rewritten). */
  rewriteHtml?: (html: string) => string;
}

/**
 * A Firefox for a test file's tests (run in order): the worker's own with these preferences, launched for the first
 * file that asks and kept for the next ones (a launch took 8 to 10 s a file), closed when the worker ends. Downloads go
 * into the worker's directory for these preferences (a test forgets a file before it downloads it again). `open`
 * gives a page in a fresh context (its own cookies, storage and cache) at a path of the Playwright web server.
 */
export function firefoxForThisFile({ javaScript = true, forcedColors = false } = {}) {
  // Firefox journeys walk several pages and forms each, and Firefox is the heavier browser: a budget three times
  // Playwright's default, so a busy machine slows them down without failing them (issue 23). Waits inside are
  // for states, never for times.
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  const downloadDir = workersDownloadDir({ javaScript, forcedColors });
  let browser: Browser | undefined;
  let baseURL = "";
  test.beforeAll(async ({ baseURL: url, firefoxes }) => {
    baseURL = url!;
    browser = await firefoxes.launched({ javaScript, downloadDir, forcedColors });
  });
  test.afterAll(() => FirefoxPool.closeContexts(browser));
  const url = (at: string) => new URL(at, baseURL).href;
  return {
    downloadDir,
    url,
    open: (at: string, viewport: { width: number; height: number }, options?: OpenOptions) =>
      openPage(browser!, url(at), viewport, options),
  };
}

/** What puppeteer-core's BiDi frame holds (public in its source, not in its typings): the WebDriver BiDi context. */
interface BidiFrameContext {
  browsingContext: {
    setViewport(options: { viewport: { width: number; height: number }; devicePixelRatio: null }): Promise<void>;
  };
}

/**
 * The page's viewport, with WebDriver BiDi's own `browsingContext.setViewport`. puppeteer-core 25.16's
 * `page.setViewport` sends `emulation.setScreenOrientationOverride` with it, which Debian's firefox-esr 140.12 does
 * not know, and rejects the whole call; no test needs an orientation.
 */
export async function setViewport(page: Page, viewport: { width: number; height: number }): Promise<void> {
  const frame = page.mainFrame() as unknown as BidiFrameContext;
  await frame.browsingContext.setViewport({ viewport, devicePixelRatio: null });
}

/** A page in a fresh browser context (its own storage), like each Playwright test gets. */
export async function openPage(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  { consent = true, withoutScripts = false, scriptsHeldUntil, failSubmissions, rewriteHtml }: OpenOptions = {},
): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(waits.page);
  page.once("close", () => void context.close().catch(() => {}));
  await setViewport(page, viewport);
  if (consent) {
    await page.evaluateOnNewDocument((key) => localStorage.setItem(key, "true"), COOKIE_CONSENT_KEY);
  }
  if (withoutScripts || scriptsHeldUntil || failSubmissions || rewriteHtml) {
    await page.setRequestInterception(true);
    page.on("request", (request) => {
      if (request.isInterceptResolutionHandled()) return;
      const { pathname } = new URL(request.url());
      // By URL: Firefox's BiDi requests do not say their resource type.
      if (withoutScripts && /\.js(\?|$)/.test(pathname)) void request.abort();
      else if (scriptsHeldUntil && /\.js(\?|$)/.test(pathname))
        void scriptsHeldUntil.then(() => request.continue().catch(() => {}));
      else if (rewriteHtml && request.url() === url) {
        void fetch(url)
          .then((response) => response.text())
          .then((html) =>
            request.respond({ status: 200, contentType: "text/html; charset=utf-8", body: rewriteHtml(html) }),
          );
      } else if (failSubmissions && pathname === "/api/submit") {
        setTimeout(
          () =>
            void request.respond({
              status: failSubmissions.status,
              contentType: "application/json",
              body: '{"success":false}',
            }),
          failSubmissions.delayMs,
        );
      } else void request.continue();
    });
  }
  await page.goto(url);
  return page;
}

/** Waits until React has hydrated every island of the page, as a visitor about to use it brings it (islands-alive.ts). */
export const hydrated = (page: Page) => waitUntil(page, islandsAlive);

/**
 * Waits until `predicate`, run in the page with `args`, returns something true, asking every 50 ms (waits.page).
 * Not puppeteer's waitForFunction, nor its locators and waitForSelector, which wait with it: it rebuilds the
 * predicate inside the page with `new Function`, and Firefox ESR 140 holds that to the site's CSP (no
 * 'unsafe-eval'). page.evaluate is the WebDriver's own call, which no CSP governs.
 */
export async function waitUntil<Args extends unknown[]>(
  page: Page,
  predicate: (...args: Args) => unknown,
  ...args: Args
): Promise<void> {
  const evaluate = page.evaluate.bind(page) as (fn: typeof predicate, ...rest: Args) => Promise<unknown>;
  // A navigation in between destroys the context the call ran in: ask again in the new document.
  await poll(() => evaluate(predicate, ...args).catch(() => false), String(predicate).slice(0, 300));
}

/** The element `selector` finds once it is there and visible (puppeteer's waitForSelector, without its CSP trap). */
export function visibleElement(page: Page, selector: string): Promise<ElementHandle<Element>> {
  return poll(async () => {
    const element = await page.$(selector).catch(() => null);
    if (element && (await element.isVisible().catch(() => false))) return element;
    await element?.dispose();
    return undefined;
  }, `a visible ${selector}`);
}

/** Asks `answer` every 50 ms until it gives something true, as long as a page may take on a busy machine. */
async function poll<T>(answer: () => Promise<T>, awaited: string): Promise<NonNullable<T>> {
  const deadline = Date.now() + waits.page;
  for (;;) {
    const value = await answer();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${waits.page / 1000} s waiting for ${awaited}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Clicks the element `selector` finds, once it is visible (as puppeteer's locator click, without its CSP trap). */
export async function clickOn(page: Page, selector: string): Promise<void> {
  await (await visibleElement(page, selector)).click();
}

/** An ARIA selector: the element with this role and accessible name (needs JavaScript in the page). */
export const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

/**
 * The form control labelled `label` inside `scope`, found the way a visitor reads the page: by its <label> text,
 * leaving out what is hidden from assistive technology (the required-field star). Works with JavaScript off, where
 * puppeteer's ARIA selectors cannot run.
 */
export async function controlByLabel(page: Page, scope: string, label: string): Promise<ElementHandle<Element>> {
  const handle = await page.evaluateHandle(
    (scopeSelector, wanted) => {
      for (const element of document.querySelector(scopeSelector)?.querySelectorAll("label") ?? []) {
        const copy = element.cloneNode(true) as HTMLElement;
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
        // A control named with whose it is ("Monthly price, Level 2 Professional") carries its name in aria-label.
        const named = element.control?.getAttribute("aria-label");
        if ((named ?? copy.textContent?.trim()) === wanted) return element.control;
      }
      return null;
    },
    scope,
    label,
  );
  const element = handle.asElement();
  if (!element) throw new Error(`No control labelled "${label}" in ${scope}`);
  return element as ElementHandle<Element>;
}

/** The button or link inside `scope` whose text or aria-label is `name` (works with JavaScript off). */
export async function controlByName(
  page: Page,
  scope: string,
  kind: "button" | "a",
  name: string,
): Promise<ElementHandle<Element>> {
  const handle = await page.evaluateHandle(
    (scopeSelector, tag, wanted) =>
      [...(document.querySelector(scopeSelector)?.querySelectorAll(tag) ?? [])].find(
        (element) => element.getAttribute("aria-label") === wanted || element.textContent?.trim() === wanted,
      ) ?? null,
    scope,
    kind,
    name,
  );
  const element = handle.asElement();
  if (!element) throw new Error(`No ${kind} named "${name}" in ${scope}`);
  return element as ElementHandle<Element>;
}

/**
 * Operates a control from the keyboard: focus, then Enter (a button or link) or Space (a radio or checkbox). With
 * JavaScript off this is also how the tests press things: puppeteer's mouse click waits on script in the page.
 */
export async function press(page: Page, control: ElementHandle<Element>, key: "Enter" | " " = "Enter") {
  await control.focus();
  await page.keyboard.press(key);
}

/** Replaces a text field's value from the keyboard, as a visitor would: select all, delete, type. */
export async function typeInto(page: Page, control: ElementHandle<Element>, value: string) {
  await control.focus();
  await page.keyboard.down("Control");
  await page.keyboard.press("a");
  await page.keyboard.up("Control");
  await page.keyboard.press("Backspace");
  if (value) await page.keyboard.type(value);
}

/**
 * Sets a text field's whole value at once, as a paste does (typing a thousand characters key by key takes
 * seconds): through the element's own value setter, then an input event, so React's form sees it too.
 */
export async function pasteInto(control: ElementHandle<Element>, value: string) {
  await control.evaluate((element, text) => {
    const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(prototype.prototype, "value")!.set!.call(element, text);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  }, value);
}

/** Fills a lead form's fields, found by their labels (fast, and it works with JavaScript on or off). */
export async function fillForm(page: Page, item: LeadFormCase, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const control = await controlByLabel(page, `#${item.form}-form`, item.labels[name]!);
    if (item.selects?.includes(name)) await control.select(value);
    else await typeInto(page, control, value);
  }
}

/** Removes an earlier download of this name, so the next one is saved under it (not as "name(1)"). */
export function forgetDownload(dir: string, fileName: string) {
  rmSync(path.join(dir, fileName), { force: true });
}

/** A download Firefox saved into `dir`, once it is complete (Firefox writes a `.part` file first); else undefined. */
function downloaded(dir: string, fileName: string): Buffer | undefined {
  const file = path.join(dir, fileName);
  return existsSync(file) && !existsSync(`${file}.part`) ? readFileSync(file) : undefined;
}

/** Waits until a whole PDF of this name has been saved into `dir`. */
export async function expectPdfDownload(dir: string, fileName: string) {
  await expect.poll(() => downloaded(dir, fileName)?.subarray(0, 5).toString("latin1")).toBe("%PDF-");
}

/** Waits until the page's text includes `text`. */
export const waitForText = (page: Page, text: string) =>
  waitUntil(page, (wanted) => document.body.innerText.includes(wanted), text);

/** Clicks and waits for the document it leads to (as long as `timeout`: a review renders pages, a while on a busy machine). */
export async function clickAndLoad(page: Page, click: () => Promise<unknown>, timeout: number = waits.page) {
  await Promise.all([page.waitForNavigation({ timeout }), click()]);
}

/**
 * Opens a form that sits behind a button (the checklist dialog) and checks it opened as a modal; does nothing for
 * the others. The mouse needs script in the page (puppeteer waits on it), so JavaScript-off journeys use the keyboard.
 */
export async function openLeadForm(page: Page, item: LeadFormCase, by: "keyboard" | "mouse") {
  if (!item.opener) return;
  const opener = await controlByName(page, "main", "button", item.opener);
  if (by === "mouse") await opener.click();
  else await press(page, opener);
  expect(await page.$eval("#checklist-dialog", dialogShownAs)).toBe(await page.evaluate(expectedDialogState));
}

/**
 * How the checklist dialog is shown: modal, or (a browser without invoker commands, with no script to stand in for
 * them: Firefox ESR 140 with JavaScript off) the popover its opener falls back to. Closed is "closed".
 */
const dialogShownAs = (dialog: Element) =>
  dialog.matches(":modal") ? "modal" : dialog.matches(":popover-open") ? "popover" : "closed";

/** What an opened checklist dialog should be in this browser and mode (runs in the page: WebDriver's own call). */
const expectedDialogState = () =>
  "commandForElement" in HTMLButtonElement.prototype || matchMedia("(scripting: enabled)").matches
    ? "modal"
    : "popover";

/** The page's visible text, read once (no waiting: with JavaScript off, puppeteer's waits cannot run). */
export const pageText = (page: Page) => page.evaluate(() => document.body.innerText);

/**
 * A lead form posted natively (JavaScript off, or its scripts not yet run), worked from the keyboard: values the
 * schema refuses come back on the form's page with the spec's messages and every value kept, nothing stored; the
 * corrected post lands on the confirmation with the lead stored once (and, for the checklist, the PDF saved
 * whole). Every submission is a POST and nothing typed appears in any request URL.
 */
export async function postNativelyThenCorrect(
  page: Page,
  item: LeadFormCase,
  firefox: {
    downloadDir: string;
    url: (at: string) => string;
    open: (at: string, viewport: { width: number; height: number }, options?: OpenOptions) => Promise<Page>;
  },
) {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
  const formScope = `#${item.form}-form`;
  await openLeadForm(page, item, "keyboard");
  const submit = async () => press(page, await controlByName(page, formScope, "button", item.submit));

  const id = uniqueToken("firefox");
  const email = `${id}@example.com`;
  const invalid = item.invalid(email);
  await fillForm(page, item, invalid);
  await clickAndLoad(page, submit);
  const problemText = await pageText(page);
  expect(problemText).toContain(formProblem.title);
  // GOV.UK pattern: the title says it first, and the summary has focus (autofocus: no script needed).
  expect(await page.title()).toMatch(/^Error: /);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute("role") ?? document.activeElement?.tagName))
    .toBe("group");
  for (const message of Object.values(expectedErrors(item.form, invalid))) expect(problemText).toContain(message);
  for (const [name, value] of Object.entries(invalid)) {
    const control = await controlByLabel(page, formScope, item.labels[name]!);
    expect(await control.evaluate((element) => (element as HTMLInputElement).value), `${name} keeps its value`).toBe(
      value,
    );
  }
  expect(await storedLeads(email)).toHaveLength(0);

  forgetDownload(firefox.downloadDir, checklistForm.fileName);
  await fillForm(page, item, item.valid(email));
  await clickAndLoad(page, submit);
  const confirmation = page.url();
  expect(new URL(confirmation).pathname).toBe(sentPath(item.form));
  expect(await pageText(page)).toContain(item.success.title);
  expect(await storedLeads(email)).toHaveLength(1);
  // The confirmation starts the PDF download, and the whole file arrives; reloading it starts none and goes to
  // the form's page (its receipt was used).
  if (item.form === "checklist") {
    await expectPdfDownload(firefox.downloadDir, checklistForm.fileName);
    forgetDownload(firefox.downloadDir, checklistForm.fileName);
    // The same address again, as a reload or Back requests it (in a page of its own: puppeteer's navigation on
    // this one waits on the refresh's download for ever).
    const again = await firefox.open(confirmation, { width: 1280, height: 800 }, { consent: false });
    expect(new URL(again.url()).pathname).toBe(item.page);
    expect(downloaded(firefox.downloadDir, checklistForm.fileName)).toBeUndefined();
    await again.close();
  }
  const posts = requests.filter((request) => request.endsWith("/api/submit"));
  expect(posts).toEqual([`POST ${firefox.url("/api/submit")}`, `POST ${firefox.url("/api/submit")}`]);
  expect(requests.filter((request) => request.includes(id))).toEqual([]);
}
