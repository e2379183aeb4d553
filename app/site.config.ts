/**
 * Every value the specification leaves to the operator: brand, contact details, the form service
 * and every external URL. Each can be overridden at build time with the SITE_* environment
 * variable named beside it (see README and .env.example). Nothing else in the app writes a URL,
 * e-mail address or phone number.
 *
 * In the Vite build `import.meta.env` carries the SITE_* variables; when the Node server or a
 * script imports this file directly, `import.meta.env` is absent and `process.env` is read instead.
 * `.env` reaches both: Vite reads it, and every entry point loads it first (server/shared/dotenv.ts).
 */
type Env = Record<string, string | undefined>;

// Both, the build's own values last: the build's steps outside Vite's transform (its buildEnd hook writes the
// sitemap, robots.txt and `_headers`) see an `import.meta.env` without the SITE_* values, and read them from the
// environment like every other Node process (issue 44: a sitemap of example.com, a CSP that blocked the form
// service). In the browser there is no `process`: only what the build put in.
const env: Env = {
  ...(typeof process === "undefined" ? {} : process.env),
  ...(import.meta.env as Env | undefined),
};

/** Every SITE_* setting as read, for the check of example values below. */
const settingsRead: [name: string, value: string][] = [];

function read(name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  settingsRead.push([name, value]);
  return value;
}

/** An example value, as the defaults ship: an example.com address, a 555-01xx number, "Example Street". */
const EXAMPLE_VALUE = /(^|[/.@])example\.(com|org|net)\b|\b555-01\d\d\b|\bExample Street\b/i;

/**
 * The SITE_* settings still at an example value (placeholders that must never reach a buyer): the server names them
 * in one warning when it starts, or refuses to start with REFUSE_PLACEHOLDER_SETTINGS=1 (README, "Settings").
 */
export function settingsAtExampleValues(settings: Record<string, string> = siteSettings()): string[] {
  return Object.entries(settings)
    .filter(([, value]) => EXAMPLE_VALUE.test(value))
    .map(([name]) => name);
}

/**
 * Every SITE_* setting by name, as this process read it. The build records them beside the pages
 * (build/server/site-settings.json) so the server can tell pages built with other values than it runs with.
 */
export function siteSettings(): Record<string, string> {
  return Object.fromEntries(settingsRead);
}

export const siteConfig = {
  brandName: read("SITE_BRAND_NAME", "Singularity"),
  /** Parent company, named in the footer and the about section. */
  companyName: read("SITE_COMPANY_NAME", "Singularity Cyber Solutions"),
  /** Canonical origin used for canonical URLs, Open Graph and the sitemap. No trailing slash. */
  origin: read("SITE_ORIGIN", "https://www.example.com").replace(/\/+$/, ""),
  contact: {
    email: read("SITE_CONTACT_EMAIL", "info@example.com"),
    /** Human-readable phone number; the tel: link is derived from it. */
    phone: read("SITE_CONTACT_PHONE", "(703) 555-0100"),
    address: {
      street: read("SITE_ADDRESS_STREET", "100 Example Street, Suite 200"),
      locality: "Alexandria",
      region: "VA",
      postalCode: read("SITE_ADDRESS_POSTAL_CODE", "22314"),
      country: "US",
    },
  },
  forms: {
    /** Where every form posts. Defaults to this site's own lead store; may be a Web3Forms-compatible URL. */
    endpoint: read("SITE_FORM_ENDPOINT", "/api/submit"),
    /** Public key embedded in the page, as the form service expects. Not a secret. */
    accessKey: read("SITE_FORM_ACCESS_KEY", "public-site-form-key"),
  },
  links: {
    aboutSite: read("SITE_ABOUT_URL", "https://about.example.com/"),
    privacyPolicy: read("SITE_PRIVACY_URL", "https://about.example.com/privacy-policy"),
    cookieProviderPrivacy: read("SITE_COOKIE_PRIVACY_URL", "https://about.example.com/privacy-policy#cookies"),
    complianceApp: read("SITE_COMPLIANCE_APP_URL", "https://app.example.com/"),
    governanceSignup: read("SITE_GOVERNANCE_SIGNUP_URL", "https://signup.example.com/governance"),
    secopsBooking: read("SITE_SECOPS_BOOKING_URL", "https://booking.example.com/secops-sales"),
    demoBooking: read("SITE_DEMO_BOOKING_URL", "https://booking.example.com/demo"),
    cohortPayment: read("SITE_COHORT_PAYMENT_URL", "https://pay.example.com/cmmc-accelerator-deposit"),
  },
  /**
   * Where a security researcher reports a vulnerability (/.well-known/security.txt, RFC 9116): an e-mail address or
   * an https:// page or form. While empty, SITE_CONTACT_EMAIL.
   */
  securityContact: read("SITE_SECURITY_CONTACT", ""),
  /** The Terms of Service once published; until then (empty) the footer's placeholder link asks for them by e-mail. */
  termsOfServiceUrl: read("SITE_TERMS_URL", ""),
  /**
   * The identifiers federal buyers look for on a quote, each printed only when set: the SAM.gov Unique Entity ID,
   * the CAGE code, the NAICS codes (comma separated) and the SAM registration status (e.g. "Active until 2027-03-31").
   */
  vendorIds: {
    uei: read("SITE_UEI", ""),
    cage: read("SITE_CAGE_CODE", ""),
    naics: read("SITE_NAICS_CODES", ""),
    sam: read("SITE_SAM_STATUS", ""),
  },
} as const;

export type SiteConfig = typeof siteConfig;

/** The footer's Terms of Service link: the published terms, or else an e-mail asking for them. */
export function termsOfServiceHref(requestSubject: string): string {
  return (
    siteConfig.termsOfServiceUrl || `mailto:${siteConfig.contact.email}?subject=${encodeURIComponent(requestSubject)}`
  );
}

/** security.txt's Contact: the security contact as a URI (mailto: for an e-mail address), else the contact e-mail. */
export function securityContactUri(): string {
  const contact = siteConfig.securityContact || siteConfig.contact.email;
  // Written as RFC 9116 shows it ("mailto:…") or as an address alone: the file says mailto: once.
  return /^(https|mailto):/i.test(contact) ? contact : `mailto:${contact}`;
}

/** `tel:` href for the configured phone number (digits and a leading + only). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("+") ? digits : `+1${digits}`}`;
}
