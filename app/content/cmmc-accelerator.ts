import data from "../../content/cmmc-accelerator.json" with { type: "json" };
import { contentOf } from "./figures.ts";
import type { CmmcLandingContent } from "./schemas/page-copy.ts";

/** The CMMC Readiness Accelerator landing page (content/cmmc-accelerator.json). */
export const cmmcLanding = contentOf<CmmcLandingContent>(data);
