/**
 * The first touch, as a visitor on a phone feels it (issue 32): Chromium, 4x CPU slowdown, 390x844 touch, the
 * page loaded and the network idle, no interaction before. Each control gets its first use (a tap, a key, typed
 * characters), and the figures are Event Timing's: the first interaction's duration (input delay + processing +
 * the next paint, what INP counts), the worst interaction of the whole use, and for typing the time from the first
 * key to the paint that shows its character. It also checks, 3 s later, that the use was kept (the value, the
 * choice, the focus). The same uses on the scripts-stripped floor (the same server's page with every script taken
 * out on its way to the browser, floor-server.ts's withoutScripts) are the comparison. A benchmark, not a test:
 *   node scripts/measure/first-touch.ts              prints the table (after npm run build)
 *   node scripts/measure/first-touch.ts --runs 5     median and worst of five cold loads per control (3 by default)
 *   node scripts/measure/first-touch.ts --no-floor   the site only
 *   node scripts/measure/first-touch.ts --only tab   the controls whose name holds these words
 *   node scripts/measure/first-touch.ts --origin http://127.0.0.1:3000   a server already running (e.g. another build)
 */
import { type Browser, chromium, type Page } from "@playwright/test";
import { pages } from "#app/content/pages.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { cmmcLanding } from "#app/content/cmmc-accelerator.ts";
import { chromiumLaunchOptions } from "#tests/e2e/browser.ts";
import { withoutScripts } from "./floor-server.ts";
import { throttledPhone } from "./phone.ts";
import { startServer } from "./server-process.ts";
import { median } from "./median.ts";

interface Touch {
  route: string;
  control: string;
  /** The visitor's first use of the control. */
  use: (page: Page) => Promise<void>;
  /** What the control shows (value, choice, focus, caret), to compare before the use, right after it and later. */
  state: (page: Page) => Promise<unknown>;
}

const TYPED = "Dana W";

/** The first visible text field of the page's first island (or of the page's main, on the floor). */
const firstTextField = (page: Page) =>
  page
    .locator(
      "main :is(input:not([type=hidden]):not([type=range]):not([type=radio]):not([type=checkbox]), textarea):visible",
    )
    .first();

/** A control's value, choice, caret and focus, as the visitor sees them. */
const controlState = (element: HTMLInputElement) => ({
  value: element.value,
  checked: element.checked,
  caret: ["text", "email", "tel", "textarea"].includes(element.type) ? element.selectionStart : null,
  focused: document.activeElement === element,
  inModal: Boolean(element.closest("dialog")?.matches(":modal")),
});

function typing(route: string): Touch {
  return {
    route,
    control: "typing",
    use: async (page) => {
      await firstTextField(page).tap();
      await page.keyboard.type(TYPED);
    },
    state: (page) => firstTextField(page).evaluate(controlState),
  };
}

const pricingTab = (page: Page, label: string) =>
  page.locator("main :is(a, button)", { hasText: new RegExp(`^${label}$`) }).first();
/** Which pricing tab the page shows as selected (a link's aria-current before hydration, a tab's aria-selected after). */
const selectedTab = (page: Page) =>
  page.evaluate(
    () => document.querySelector('main [aria-selected="true"], main [aria-current="page"]')?.textContent ?? null,
  );
const slider = (page: Page) => page.locator("main input[type=range]").first();
const firstPlan = (page: Page) => page.locator("main li:has(input[type=radio])").first();
const billingSwitch = (page: Page) => page.locator("main [role=switch]").first();

export const touches: Touch[] = [
  typing(pages.contact.path),
  {
    route: pages.pricing.path,
    control: "tab (tap)",
    use: (page) => pricingTab(page, pricingCopy.tabs.secops).tap(),
    state: selectedTab,
  },
  {
    route: `${pages.pricing.path}?tab=secops`,
    control: "slider (key)",
    use: async (page) => {
      await slider(page).focus();
      await page.keyboard.press("ArrowRight");
    },
    state: (page) => slider(page).evaluate(controlState),
  },
  {
    route: pages.pricing.path,
    control: "plan card (tap)",
    // The first plan's name (its radio's label, stretched over the card); the second plan is the default.
    use: (page) => firstPlan(page).locator("label").first().tap(),
    state: (page) => firstPlan(page).locator("input[type=radio]").evaluate(controlState),
  },
  {
    route: pages.pricing.path,
    control: "switch (tap)",
    use: (page) => billingSwitch(page).tap({ force: true }),
    state: (page) => billingSwitch(page).evaluate(controlState),
  },
  typing(pages.lpCmmcAccelerator.path),
  {
    route: pages.lpCmmcAccelerator.path,
    control: "checklist dialog (tap)",
    use: (page) => page.getByRole("button", { name: cmmcLanding.checklistLabel, exact: true }).tap(),
    state: (page) => page.evaluate(() => Boolean(document.querySelector("dialog")?.matches(":modal"))),
  },
  typing(pages.lpGovernance.path),
];

interface Sample {
  /** The use loaded another page (a link before hydration): its entries left with the page. */
  navigated: boolean;
  /** The first interaction's Event Timing duration (ms); null when the page navigated away first. */
  first: number | null;
  /** The longest interaction of the whole use. */
  worst: number | null;
  /** From the first key to the paint that shows its character (typing only). */
  character: number | null;
  kept: boolean;
}

/** Collects Event Timing entries from the first moment of every document, for the harness to read. */
function observeInteractions() {
  const entries: { id: number; name: string; duration: number }[] = [];
  (window as unknown as { interactions: typeof entries }).interactions = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId) entries.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Serves every document of the page without its scripts: the floor, what HTML and CSS alone can do. */
async function stripScripts(page: Page) {
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.resourceType() === "script") return route.abort();
    if (request.resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    // As with JavaScript off: the <noscript> rules apply (the cookie notice, which has nothing to store, is hidden).
    const html = withoutScripts(await response.text()).replace(/<noscript>([\s\S]*?)<\/noscript>/gi, "$1");
    return route.fulfill({ response, body: html });
  });
}

async function measureOne(browser: Browser, url: string, touch: Touch, floor: boolean): Promise<Sample> {
  const { context, page } = await throttledPhone(browser, { hasTouch: true });
  try {
    if (floor) await stripScripts(page);
    await page.addInitScript(observeInteractions);
    // Consent given on an earlier visit: the notice is not what is measured here.
    await page.addInitScript(() => localStorage.setItem("cookieConsent", "true"));
    page.setDefaultTimeout(10_000);
    await page.goto(url, { waitUntil: "networkidle" });
    const read = () =>
      touch.state(page).then(
        (state) => JSON.stringify(state),
        () => null,
      );
    const initial = await read();
    await page.evaluate(() => Object.assign(window, { beforeTheUse: true }));
    // A control the page does not have (yet) is a use that failed: not kept.
    const used = await touch.use(page).then(
      () => true,
      () => false,
    );
    // What the use did, as the page shows it at once (none while a link's page loads).
    const done = await read();
    // Event Timing reports an interaction after its next paint; the islands finish waking in this time too.
    await page.waitForTimeout(3_000);
    const later = await read();
    const kept = used && later !== initial && (done === null || later === done);
    const navigated = !(await page.evaluate(() => "beforeTheUse" in window).catch(() => false));
    // A tab link that loaded its page: the interaction's entries went with the page it left.
    const entries = await page.evaluate(
      () => (window as unknown as { interactions: { id: number; name: string; duration: number }[] }).interactions,
    );
    const byInteraction = new Map<number, number>();
    for (const entry of entries)
      byInteraction.set(entry.id, Math.max(byInteraction.get(entry.id) ?? 0, entry.duration));
    const durations = [...byInteraction.values()];
    const keydown = entries.find((entry) => entry.name === "keydown" || entry.name === "keypress");
    return {
      navigated,
      first: durations[0] ?? null,
      worst: durations.length ? Math.max(...durations) : null,
      character: touch.control === "typing" ? (keydown?.duration ?? null) : null,
      kept,
    };
  } finally {
    await context.close();
  }
}

/**
 * Median and worst of the runs' figures. Event Timing reports interactions of 16 ms or more, so a run without an
 * entry answered faster than that (an 8 ms figure), unless the use loaded another page, whose entries left with it.
 */
const figure = (samples: Sample[], value: (sample: Sample) => number | null) => {
  const inPlace = samples.filter((sample) => !sample.navigated);
  const loads = samples.length - inPlace.length;
  const known = inPlace.map((sample) => value(sample) ?? 8);
  const shown = (ms: number) => (ms < 16 ? "< 16" : String(ms));
  const figures = known.length ? `${shown(median(known))} / ${shown(Math.max(...known))} ms` : "";
  return [figures, loads ? `${loads} of ${samples.length} loaded a page` : ""].filter(Boolean).join("; ");
};

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 3;

async function measureSite(browser: Browser, url: string, touch: Touch, floor = false) {
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await measureOne(browser, url, touch, floor));
  return {
    first: figure(samples, (sample) => sample.first),
    worst: figure(samples, (sample) => sample.worst),
    character: touch.control === "typing" ? figure(samples, (sample) => sample.character) : "",
    kept: `${samples.filter((sample) => sample.kept).length} of ${samples.length}`,
  };
}

if (import.meta.main) {
  const withFloor = !process.argv.includes("--no-floor");
  // --origin http://127.0.0.1:PORT measures a server already running (another build, for a before/after table).
  const origin = process.argv.includes("--origin") ? process.argv[process.argv.indexOf("--origin") + 1]! : null;
  const server = origin ? { url: origin, child: null, exited: Promise.resolve(0) } : await startServer({ port: 0 });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    console.log(
      "| Route | Control | First interaction (median / worst) | Worst interaction | Key to character | Kept |" +
        (withFloor ? " Floor: first interaction | Floor: kept |" : "") +
        "\n| --- | --- | --- | --- | --- | --- |" +
        (withFloor ? " --- | --- |" : ""),
    );
    // --only "tab" measures the controls whose name contains the words (a quick check of one change).
    const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1]! : "";
    for (const touch of touches.filter((candidate) => candidate.control.includes(only))) {
      const site = await measureSite(browser, server.url + touch.route, touch);
      const base = withFloor ? await measureSite(browser, server.url + touch.route, touch, true) : null;
      console.log(
        `| \`${touch.route}\` | ${touch.control} | ${site.first} | ${site.worst} | ${site.character} | ${site.kept} |` +
          (base ? ` ${base.first} | ${base.kept} |` : ""),
      );
    }
  } finally {
    await browser.close();
    server.child?.kill("SIGTERM");
    await server.exited;
  }
}
