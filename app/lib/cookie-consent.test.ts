import { describe, expect, it, vi } from "vitest";
import {
  COOKIE_CONSENT_KEY,
  cookieBannerDismissed,
  hasCookieConsent,
  storeCookieConsent,
  subscribeCookieConsent,
} from "./cookie-consent";

describe("cookie consent", () => {
  it("stores the flag as 'true' and tells subscribers", () => {
    localStorage.clear();
    const listener = vi.fn();
    const unsubscribe = subscribeCookieConsent(listener);
    expect(hasCookieConsent()).toBe(false);
    storeCookieConsent();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe("true");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cookieBannerDismissed()).toBe(true);
    unsubscribe();
  });

  it("still hides the banner for this view when storage refuses the flag", () => {
    localStorage.clear();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    storeCookieConsent();
    expect(hasCookieConsent()).toBe(false);
    expect(cookieBannerDismissed()).toBe(true);
  });
});
