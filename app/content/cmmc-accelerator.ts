import data from "#content/cmmc-accelerator.json" with { type: "json" };
import { parseCopy } from "./site-figures.ts";

/** The CMMC Readiness Accelerator landing page (content/cmmc-accelerator.json). */
export const cmmcLanding = parseCopy("cmmc-accelerator.json", data);
