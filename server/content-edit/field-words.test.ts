import { describe, expect, it } from "vitest";
import { siteFigures } from "#app/content/site-figures.ts";
import publishedPages from "#content/pages.json" with { type: "json" };
import { entryTitle, itemTitle, placeInWords } from "./field-words.ts";
import { formSchemaOf } from "./form-schemas.ts";
import type { JsonSchema } from "./json-schema.ts";

const cards: JsonSchema = {
  type: "array",
  itemNoun: "card",
  itemTitle: "{title}",
  items: { type: "object", properties: { title: { type: "string", title: "Title" } } },
};

describe("an item's title", () => {
  it("reads the figures its words quote as a visitor reads them, and keeps what is filled in per day as typed", () => {
    expect(siteFigures["cohort.weeks"]).toMatch(/^\d+$/);
    expect(siteFigures["cohort.start"]).toBeUndefined();
    expect(itemTitle(cards, { title: "{cohort.weeks} weeks, six stages" }, 0)).toBe(
      `${siteFigures["cohort.weeks"]} weeks, six stages`,
    );
    expect(itemTitle(cards, { title: "{cohort.name}" }, 1)).toBe(siteFigures["cohort.name"]);
    expect(itemTitle(cards, { title: "Opens {cohort.start}" }, 2)).toBe("Opens {cohort.start}");
    expect(itemTitle(cards, { title: "{nothing.known}" }, 3)).toBe("{nothing.known}");
  });

  it("is the first of the fields its schema names that the item has: a link without words, by its address", () => {
    const links: JsonSchema = { ...cards, itemNoun: "link", itemTitle: "{label|to}" };
    expect(itemTitle(links, { label: "Energy", to: "/industries/energy" }, 0)).toBe("Energy");
    expect(itemTitle(links, { to: "/industries/energy" }, 1)).toBe("/industries/energy");
    expect(itemTitle(links, {}, 2)).toBe("Link 3");
  });

  it("is the card's place when its words are not written yet, and names it so in a problem's place", () => {
    expect(itemTitle(cards, { title: "" }, 2)).toBe("Card 3");
    const file: JsonSchema = { type: "object", properties: { cards: { ...cards, title: "Cards" } } };
    expect(placeInWords(file, { cards: [{ title: "{cohort.name}" }] }, ["cards", 0, "title"])).toBe(
      `Cards › ${siteFigures["cohort.name"]} › Title`,
    );
  });
});

describe("a page's entry", () => {
  const pagesSchema = formSchemaOf("pages.json")!;
  const heroesSchema = formSchemaOf("heroes.json")!;

  it("is named by its page's name and address, its own where it has them, else the published site's", () => {
    const water = { path: "/industries/water", name: "Water", description: "" };
    expect(placeInWords(pagesSchema, { water }, ["water", "name"])).toBe("Water (/industries/water) › Name");
    const pricing = (publishedPages as Record<string, { name: string; path: string }>).pricing!;
    expect(placeInWords(heroesSchema, { heroes: { pricing: {} } }, ["heroes", "pricing", "headline"])).toBe(
      `Each page's top › ${pricing.name} (${pricing.path}) › Headline`,
    );
  });

  it("is named by its key while it is for no page yet, or its page has no name or address", () => {
    expect(placeInWords(heroesSchema, { heroes: { water: {} } }, ["heroes", "water", "headline"])).toBe(
      `Each page's top › Entry "water" › Headline`,
    );
    expect(entryTitle(pagesSchema, "water", { path: "/industries/water", name: "" })).toBe('Entry "water"');
  });
});
