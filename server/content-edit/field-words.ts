/**
 * The content form's words, from the schemas' titles and item nouns (said beside each zod schema, never guessed from
 * a key where one is said): a field's label, what a list calls its items, an item's title ("Level 2 Professional"),
 * and a field's place in a problem's message ("Governance plans › Level 1 Starter › Monthly price").
 */
import publishedPages from "#content/pages.json" with { type: "json" };
import { type DataPath, type JsonSchema, isObject, isRecord, matches } from "./json-schema.ts";
import { titleFigures } from "./title-figures.ts";

/** Keys whose words are a developer's, as the team says them. */
const SAID: Record<string, string> = {
  href: "Link",
  src: "Image file",
  alt: "Alternative text",
  id: "Key",
  to: "Links to",
};

/** "monthlyPrice" → "Monthly price"; "href" → "Link": a field's label where its schema gives it no title. */
export function humanize(key: string): string {
  if (SAID[key]) return SAID[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's label: the title its schema says it in (content schemas' `.meta`), else its key said plainly. */
export function titleOf(node: JsonSchema, key: string): string {
  return node.title ?? node.anyOf?.find((option) => option.title)?.title ?? humanize(key);
}

export const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** A date as the team reads it: "2027-03-01" → "March 1, 2027". */
function saidDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });
}

/** One field of an item as its title quotes it: words as written, a date as read, a pair of dates by its first. */
function said(value: unknown): string {
  if (typeof value === "number") return String(value);
  if (typeof value === "string")
    return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? saidDate(value.trim()) : value.trim();
  if (isObject(value)) return said(Object.values(value)[0]);
  return "";
}

/** A list's words for its items: said on the list, or on its items' own schema (a card is titled the same anywhere). */
export function itemWords(list: JsonSchema): { noun: string; named: boolean; title?: string } {
  const items = typeof list.items === "object" ? list.items : {};
  const noun = list.itemNoun ?? items.itemNoun;
  const simple = items.type !== "object" && items.type !== "array";
  return {
    noun: noun ?? (simple ? "line" : "item"),
    named: noun !== undefined,
    title: list.itemTitle ?? items.itemTitle,
  };
}

/** What one item of a list is called: "an add-on" ("Add an add-on"). */
export function oneItem(list: JsonSchema): string {
  const noun = itemWords(list).noun;
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}

/**
 * An item's title, from its own fields as its list's schema says ("Level 2 Professional", "AC.L1-3.1.1: Limit
 * access…"); an item whose fields are not written yet is called by its place ("Governance plan 3").
 */
export function itemTitle(list: JsonSchema, item: unknown, index: number): string {
  const words = itemWords(list);
  const byPlace = `${capitalised(words.noun)} ${index + 1}`;
  if (!words.title) return byPlace;
  let missing = false;
  // "{label|to}": the first of these fields the item has (a link without words of its own is titled by its address).
  const title = words.title.replace(/\{(\w+(?:\|\w+)*)\}/g, (_, keys: string) => {
    if (keys === "n") return String(index + 1);
    const words = keys
      .split("|")
      .map((key) => said(isObject(item) ? item[key] : item))
      .find(Boolean);
    if (!words) missing = true;
    return words ?? "";
  });
  if (missing) return byPlace;
  // The figures its words quote, as visitors read them ("{cohort.name}" is the cohort's name): the site's as
  // published. The cohort's dates, filled in per day, stay as typed.
  const figures = titleFigures();
  const read = title.replace(/\{(\w+(?:\.\w+)+)\}/g, (typed, figure: string) => figures[figure] ?? typed);
  // A title is a name, not a paragraph: a requirement's words are cut at a word, whole in the field itself.
  return read.length > 90 ? `${read.slice(0, 90).replace(/\s+\S*$/, "")}…` : read;
}

/**
 * An entry's title in a record ("Pricing (/pricing)"): a page's by its name and address, its own (pages.json) or
 * else the published site's, where the key is a page's; any other entry by its key ('Entry "water"', as a page not
 * on the site yet is). Read from the JSON as it is, never a failure: the check names a broken pages.json's places too.
 */
export function entryTitle(record: JsonSchema, key: string, entry: unknown): string {
  return pageOfEntry(record, key, entry) ?? `${capitalised(record.itemNoun ?? "entry")} "${key}"`;
}

/** The page an entry is for, by its name and address, when its record's keys are pages and the page is known. */
export function pageOfEntry(record: JsonSchema, key: string, entry: unknown): string | undefined {
  if (!record.keysArePages) return undefined;
  const published: unknown = (publishedPages as Record<string, unknown>)[key];
  const page = isObject(entry) && typeof entry.path === "string" ? entry : isObject(published) ? published : {};
  const name = typeof page.name === "string" ? page.name.trim() : "";
  const address = typeof page.path === "string" ? page.path.trim() : "";
  return name && address ? `${name} (${address})` : undefined;
}

/**
 * A field's place as the form names it, for a problem's words: "Governance plans › Level 1 Starter › Monthly price"
 * (issue 54), never a key or a count from 0. Without the file's value, an item is called by its place ("Governance
 * plan 1"). The file itself is "The whole file".
 */
export function placeInWords(schema: JsonSchema, value: unknown, path: DataPath): string {
  const words: string[] = [];
  let node: JsonSchema = schema;
  let current = value;
  for (const key of path) {
    if (node.anyOf)
      node = node.anyOf.find((option) => matches(option, current)) ?? node.anyOf.find((o) => o.properties) ?? node;
    const into = (next: JsonSchema | undefined, said: string) => {
      words.push(said);
      node = next ?? {};
      current = isObject(current) || Array.isArray(current) ? (current as Record<string, unknown>)[key] : undefined;
    };
    if (node.type === "array" && typeof key === "number") {
      const item = (node.prefixItems?.[key] ?? node.items) as JsonSchema | undefined;
      const list = node;
      const itemValue = Array.isArray(current) ? current[key] : undefined;
      into(item, list.prefixItems ? (item?.title ?? `Item ${key + 1}`) : itemTitle(list, itemValue, key));
    } else if (isRecord(node))
      into(
        node.additionalProperties as JsonSchema,
        entryTitle(node, String(key), isObject(current) ? current[String(key)] : undefined),
      );
    else if (node.properties?.[String(key)])
      into(node.properties[String(key)], titleOf(node.properties[String(key)]!, String(key)));
    else into(undefined, typeof key === "number" ? `Item ${key + 1}` : humanize(String(key)));
  }
  return words.length > 0 ? words.join(" › ") : "The whole file";
}
