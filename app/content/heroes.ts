import data from "#content/heroes.json" with { type: "json" };
import type { PageId } from "./pages.ts";
import type { HeroContent } from "#app/content/schemas/common.ts";
import { parseCopy } from "./site-figures.ts";

const content = parseCopy("heroes.json", data);

/** Page heroes (content/heroes.json). Each page's h1 is its hero's headline. */
export const heroes = content.heroes as Record<PageId, HeroContent>;
