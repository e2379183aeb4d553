import data from "#content/refusals.json" with { type: "json" };
import { parseCopy } from "./site-figures.ts";

/**
 * What the server says when it refuses a form or a quote (content/refusals.json). The server's alone: no page's
 * script imports it, so its words weigh on no page.
 */
export const refusals = parseCopy("refusals.json", data);
