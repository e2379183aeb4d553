import data from "../../content/home.json" with { type: "json" };
import { contentOf } from "./figures.ts";
import type { HomeContent } from "./schemas/page-copy.ts";

/** The home page's sections (content/home.json). */
export const home = contentOf<HomeContent>(data);
