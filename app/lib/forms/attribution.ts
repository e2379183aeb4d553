import { oneLineValue } from "./characters.ts";

/**
 * Where a lead came from (issue 22): the campaign tags of the first page of the visit, that page's path, and the
 * host of the site that sent the visitor there. Named as the marketing team's tools name them (the export's
 * columns, the webhook's and e-mail's fields). Nothing typed by the visitor goes into them, and no cookie is set:
 * the first page of the visit keeps them in sessionStorage (first-paint.js), the forms send them along, and a
 * post without them is credited to the page it was sent from (the same-origin Referer).
 */
export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export const ATTRIBUTION_FIELDS = [...UTM_FIELDS, "landing_path", "referrer_host"] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

/** The sessionStorage key the first page of a visit writes (first-paint.js) and the forms read. */
export const ATTRIBUTION_STORAGE_KEY = "lead-attribution";

/** Longest value kept, per field: a campaign tag, a path, a host name (DNS's own limit). */
export const attributionLimits: Record<AttributionField, number> = {
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
  landing_path: 500,
  referrer_host: 253,
};

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/**
 * A value as it is stored, or undefined: one line, no control or invisible characters, within its limit (the
 * rules of the forms' one-line fields); a path starts with one "/"; a host is a host name. Anything else is
 * dropped, never stored raw, and never costs the visitor their lead: they did not write it.
 */
export function attributionValue(field: AttributionField, value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const kept = oneLineValue(value, attributionLimits[field]);
  if (!kept) return undefined;
  if (field === "landing_path" && !(kept.startsWith("/") && !kept.startsWith("//"))) return undefined;
  if (field === "referrer_host" && !HOST.test(kept)) return undefined;
  return kept;
}

/** The attribution a record carries (a form post's fields, a JSON body), cleaned; empty when it carries none. */
export function attributionOf(record: Record<string, unknown>): Attribution {
  const attribution: Attribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const value = attributionValue(field, record[field]);
    if (value !== undefined) attribution[field] = value;
  }
  return attribution;
}

/**
 * The attribution of a visit whose first page is `url`, arriving from `referrer` (document.referrer: empty when
 * the visitor typed the address or the referring site hides itself). A referrer on the site's own host is not a
 * source. The same rules as the server's: a browser never keeps a value the server would drop.
 */
export function attributionOfVisit(url: URL, referrer: string): Attribution {
  return attributionOfPage(url.pathname, url.searchParams, url.host, referrer);
}

/**
 * The same reading from a page's parts: its path, its query's parameters (none: undefined) and its host. The
 * server's counting reads each visitor's first page this way (issue 57), without making a URL of its address.
 */
export function attributionOfPage(
  pathname: string,
  query: URLSearchParams | undefined,
  host: string,
  referrer: string,
): Attribution {
  const record: Record<string, string> = { landing_path: pathname };
  if (query)
    for (const field of UTM_FIELDS) {
      const value = query.get(field);
      if (value !== null) record[field] = value;
    }
  try {
    const from = referrer ? new URL(referrer) : undefined;
    if (from && from.host !== host && /^https?:$/.test(from.protocol)) record.referrer_host = from.host;
  } catch {
    // Not a URL: no referrer.
  }
  return attributionOf(record);
}

/**
 * What this visit's first page kept (first-paint.js writes its address and referrer, once per tab's session), as
 * the attribution the forms send with a lead; empty when nothing was kept or storage is blocked.
 */
export function storedAttribution(): Attribution {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "null");
    if (!kept || typeof kept !== "object") return {};
    const { url, referrer } = kept as Record<string, unknown>;
    return typeof url === "string"
      ? attributionOfVisit(new URL(url), typeof referrer === "string" ? referrer : "")
      : {};
  } catch {
    return {};
  }
}
