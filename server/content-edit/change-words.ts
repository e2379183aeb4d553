/**
 * What a change does, in the team's words (issue 54): "Added the add-on “36 hours of expert support” at $2,340",
 * "Monthly price, Level 2 Professional: $999 → $1,049". Said by the same schemas' titles the form uses, for the
 * review, the commit's subject and the Changes page; never a key, an item counted from 0 or a piece of JSON.
 */
import { formatCount, formatDollars } from "#app/content/amounts.ts";
import { fileTitle } from "#app/content/schemas/places.ts";
import { formSchemaOf } from "./form-schemas.ts";
import { itemTitle, itemWords, pageOfEntry, titleOf } from "./field-words.ts";
import { type JsonSchema, isMoney, isObject, isRecord, matches } from "./json-schema.ts";
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const whose = (words: string, owner: string) => (owner ? `${words}, ${owner}` : words);

/** Words as a change line quotes them: cut at 40 characters. */
const cut = (words: string) => (words.length > 40 ? `${words.slice(0, 39)}…` : words);

/** A value as the change line shows it: money in dollars, words in quotes (cut at 40), yes or no, none. */
function shown(value: unknown, node: JsonSchema): string {
  if (value === undefined || value === null) return "none";
  if (typeof value === "number") return isMoney(node) ? formatDollars(value) : formatCount(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return `“${cut(value)}”`;
  return "a new value";
}

/** The first amount of money an item holds ("at $2,340"), for the line that adds it. */
function priceOf(node: JsonSchema, item: unknown): string {
  if (!isObject(item)) return "";
  const money = Object.entries(node.properties ?? {}).find(
    ([key, field]) => isMoney(field) && typeof item[key] === "number",
  );
  return money ? ` at ${formatDollars(item[money[0]] as number)}` : "";
}

/** The items only one of two lists has, when the other is the same list with them taken out (order kept). */
function extras(longer: unknown[], shorter: unknown[]): number[] | undefined {
  const found: number[] = [];
  let j = 0;
  for (const [i, item] of longer.entries()) {
    if (j < shorter.length && same(item, shorter[j])) j++;
    else found.push(i);
  }
  return j === shorter.length ? found : undefined;
}

/** Each change between two values of `node`, in words; `owner` is whose fields they are ("Level 2 Professional"). */
function changesOf(node: JsonSchema, before: unknown, after: unknown, label: string, owner: string): string[] {
  if (same(before, after)) return [];
  if (node.anyOf)
    node =
      node.anyOf.find((option) => matches(option, after ?? before)) ?? node.anyOf.find((option) => option.type) ?? {};
  // An optional list that was not there, or is no longer, is an empty one: its items are added or removed.
  if (node.type === "array" && before === undefined && Array.isArray(after))
    return changesOf(node, [], after, label, owner);
  if (node.type === "array" && after === undefined && Array.isArray(before))
    return changesOf(node, before, [], label, owner);
  if (node.type === "array" && !node.prefixItems && Array.isArray(before) && Array.isArray(after)) {
    const items = (node.items ?? {}) as JsonSchema;
    const noun = itemWords(node).noun;
    const titled = (list: unknown[], i: number) => itemTitle(node, list[i], i);
    // A line of words added or removed is named by its words (a feature, a former address), cut as any value is.
    const named = (list: unknown[], i: number) => {
      const item = list[i];
      return typeof item === "string" ? cut(item) : titled(list, i);
    };
    const listOwner = itemWords(node).named ? owner : whose(label, owner);
    const where = listOwner ? ` (${listOwner})` : "";
    const added = (i: number) => `Added the ${noun} “${named(after, i)}”${priceOf(items, after[i])}${where}`;
    const removed = (i: number) => `Removed the ${noun} “${named(before, i)}”${where}`;
    if (after.length > before.length) {
      const extra = extras(after, before);
      if (extra) return extra.map(added);
    } else if (after.length < before.length) {
      const gone = extras(before, after);
      if (gone) return gone.map(removed);
    } else if (
      same(before.map((item) => JSON.stringify(item)).sort(), after.map((item) => JSON.stringify(item)).sort())
    )
      return [`Reordered ${whose(label, owner)}`];
    const lines: string[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      if (i >= before.length) lines.push(added(i));
      else if (i >= after.length) lines.push(removed(i));
      // An item changed is named as it was ("Plan name, Level 1 Starter: “Level 1 Starter” → …").
      else if (items.type === "object") lines.push(...changesOf(items, before[i], after[i], titled(before, i), ""));
      else lines.push(...changesOf(items, before[i], after[i], titled(before, i), listOwner));
    }
    return lines;
  }
  if (isRecord(node) && isObject(before) && isObject(after)) {
    const noun = node.itemNoun ?? "entry";
    // An entry for a page is named by the page ("the page “Pricing (/pricing)”") as it was, any other by its key.
    const named = (key: string) => {
      const page = pageOfEntry(node, key, before[key] ?? after[key]);
      return page ? `page “${page}”` : `${noun} “${key}”`;
    };
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
      !(key in before)
        ? [`Added the ${named(key)}${owner ? ` (${owner})` : ""}`]
        : !(key in after)
          ? [`Removed the ${named(key)}${owner ? ` (${owner})` : ""}`]
          : changesOf(node.additionalProperties as JsonSchema, before[key], after[key], named(key), owner),
    );
  }
  if (node.type === "object" && isObject(before) && isObject(after)) {
    // A list item's fields are its own ("Monthly price, Level 2 Professional"); a group's, the group's of its owner.
    const inner = whose(label, owner);
    return Object.entries(node.properties ?? {}).flatMap(([key, field]) =>
      changesOf(field, before[key], after[key], titleOf(field, key), inner),
    );
  }
  return [`${whose(label, owner)}: ${shown(before, node)} → ${shown(after, node)}`];
}

/** Each change of one content file, in words; of its top-level parts `sections` only, when given. */
export function fileChangesInWords(file: string, before: unknown, after: unknown, sections?: string[]): string[] {
  const schema = formSchemaOf(file);
  if (!schema || !isObject(before) || !isObject(after)) return [`Changed ${fileTitle(file)}`];
  if (isRecord(schema)) return changesOf(schema, before, after, fileTitle(file), "");
  // A section's own fields are the section's ("Program fee, CMMC Accelerator"); a section that is a list names its
  // items alone ("Monthly price, Level 2 Professional").
  return Object.entries(schema.properties ?? {})
    .filter(([key]) => !sections || sections.includes(key))
    .flatMap(([key, section]) => changesOf(section, before[key], after[key], titleOf(section, key), ""));
}
