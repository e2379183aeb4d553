import data from "../../content/secops.json" with { type: "json" };
import { contentOf } from "./figures.ts";
import type { SecopsContent } from "./schemas/page-copy.ts";

/** The SecOps product page's sections (content/secops.json). */
export const secops = contentOf<SecopsContent>(data);
