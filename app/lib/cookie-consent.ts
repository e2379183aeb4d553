/**
 * The spec's consent flag: kept in localStorage under this key, set to "true". The inline first-paint script
 * (app/lib/first-paint) reads it before the first paint and stores it when the banner is dismissed.
 */
export const COOKIE_CONSENT_KEY = "cookieConsent";
