/** The spec's consent flag: kept in localStorage, set to "true". */
export const COOKIE_CONSENT_KEY = "cookieConsent";

const listeners = new Set<() => void>();
/** Set when storage refuses the flag, so the banner still hides for this page view. */
let hiddenForThisView = false;

export function hasCookieConsent(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === "true";
  } catch {
    // Storage blocked (private mode, policy): treat as not yet consented.
    return false;
  }
}

export function storeCookieConsent(): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, "true");
  } catch {
    hiddenForThisView = true;
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: consent given here or in another tab. */
export function subscribeCookieConsent(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function cookieBannerDismissed(): boolean {
  return hiddenForThisView || hasCookieConsent();
}
