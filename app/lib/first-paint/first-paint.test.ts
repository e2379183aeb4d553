import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COOKIE_CONSENT_KEY } from "#app/lib/cookie-consent.ts";
import { ATTRIBUTION_STORAGE_KEY } from "#app/lib/forms/attribution.ts";
import { plans } from "#app/content/plans.ts";
import { firstPaintScript } from "./index.ts";

/** Runs the inline script as the browser would, against the current document. */
function runScript() {
  new Function(firstPaintScript)();
}

describe("first-paint script", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute("data-cookie-consent");
    document.body.innerHTML = `<section id="cookie-banner"><button type="button" data-cookie-dismiss>Accept</button></section>`;
  });
  afterEach(() => vi.restoreAllMocks());

  it("carries the consent key and no comments", () => {
    expect(firstPaintScript).toContain(JSON.stringify(COOKIE_CONSENT_KEY));
    expect(firstPaintScript).not.toContain("__COOKIE_CONSENT_KEY__");
    expect(firstPaintScript).not.toMatch(/^\s*\/\//m);
  });

  it("is minified, with every placeholder filled", () => {
    expect(firstPaintScript).not.toMatch(/__[A-Z_]+__/);
    expect(firstPaintScript).toContain(JSON.stringify(ATTRIBUTION_STORAGE_KEY));
    expect(firstPaintScript).toContain(JSON.stringify(plans.cmmcAccelerator.timeZone));
    expect(firstPaintScript).not.toContain("\n");
  });

  it("marks consent before paint when the flag is stored", () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, "true");
    runScript();
    expect(document.documentElement.getAttribute("data-cookie-consent")).toBe("true");
  });

  it("leaves the banner showing without the flag, and a dismiss button stores it as 'true'", () => {
    runScript();
    expect(document.documentElement.hasAttribute("data-cookie-consent")).toBe(false);
    document.querySelector<HTMLButtonElement>("[data-cookie-dismiss]")!.click();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe("true");
    expect(document.documentElement.getAttribute("data-cookie-consent")).toBe("true");
  });

  it("still hides the banner for this view when storage refuses the flag", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    runScript();
    document.querySelector<HTMLButtonElement>("[data-cookie-dismiss]")!.click();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
    expect(document.documentElement.getAttribute("data-cookie-consent")).toBe("true");
  });
});

describe("first-paint script with a form the server sent back", () => {
  it("focuses the problem summary once the page is parsed", () => {
    document.body.innerHTML = `<form><div tabindex="-1" data-focus-on-load>Problem</div><input></form>`;
    runScript();
    expect(document.activeElement).toBe(document.querySelector("[data-focus-on-load]"));
  });
});

describe("first-paint script on a static host's page built while a cohort was open", () => {
  const page = (until: string) =>
    `<a href="#" data-open-until="${until}">Reserve your seat</a><div hidden data-closed-after="${until}">Closed</div>`;
  const shown = () => ({
    deposit: !document.querySelector<HTMLElement>("[data-open-until]")!.hidden,
    notice: !document.querySelector<HTMLElement>("[data-closed-after]")!.hidden,
  });
  afterEach(() => vi.useRealTimers());

  it("keeps the deposit through the registration's last day in the cohorts' time zone", () => {
    // 04:30 UTC on Dec 1 is still Nov 30 in New York.
    vi.useFakeTimers({ now: new Date("2025-12-01T04:30:00Z"), toFake: ["Date"] });
    document.body.innerHTML = page("2025-11-30");
    runScript();
    expect(shown()).toEqual({ deposit: true, notice: false });
  });

  it("hides the deposit and shows the notice from the next day", () => {
    vi.useFakeTimers({ now: new Date("2025-12-01T05:30:00Z"), toFake: ["Date"] });
    document.body.innerHTML = page("2025-11-30");
    runScript();
    expect(shown()).toEqual({ deposit: false, notice: true });
  });
});
