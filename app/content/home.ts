import data from "#content/home.json" with { type: "json" };
import { parseCopy } from "./site-figures.ts";

/** The home page's sections (content/home.json). */
export const home = parseCopy("home.json", data);
