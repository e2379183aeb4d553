import data from "#content/secops.json" with { type: "json" };
import { parseCopy } from "./site-figures.ts";

/** The SecOps product page's sections (content/secops.json). */
export const secops = parseCopy("secops.json", data);
