/**
 * A posted content form read back into the file's value by walking the same schema its fields were made from, and
 * the list buttons' work (add, remove, move up or down) done on the server, so lists change with JavaScript off.
 */
import { type DataPath, type JsonSchema, isObject, isRecord, matches, pointer } from "./json-schema.ts";

/** What a new item of a list starts as: each required field empty (numbers and choices left unset). */
export function blankValue(schema: JsonSchema): unknown {
  if (schema.anyOf) return blankValue(schema.anyOf.find((option) => option.type === "string") ?? schema.anyOf[0]!);
  // A declaration starts unticked: the member ticks it, never the form.
  if (schema.const === true) return false;
  if (schema.const !== undefined) return schema.const;
  switch (schema.type) {
    case "object":
      if (isRecord(schema)) return {};
      return Object.fromEntries(
        (schema.required ?? []).flatMap((key) => {
          const value = blankValue(schema.properties![key]!);
          return value === undefined ? [] : [[key, value]];
        }),
      );
    case "array":
      if (schema.prefixItems) return schema.prefixItems.map((item) => blankValue(item));
      return Array.from({ length: schema.minItems ?? 0 }, () => blankValue(schema.items as JsonSchema));
    case "string":
      return schema.enum ? undefined : "";
    case "null":
      return null;
    default:
      return undefined;
  }
}

// --- Reading a posted form ---------------------------------------------------------------------------------------

/** A posted form's fields by name (every value of a repeated name, in order). */
export type PostedFields = Map<string, string[]>;

export interface ReadResult {
  value: unknown;
  /** Fields whose text is not what the schema takes (a number that is not one): the text as typed, and why. */
  unreadable: Map<string, { text: string; problem: string }>;
}

export const messagesOfForm = {
  notANumber: "Write a number, with digits only (and a point for cents), such as 1250 or 99.50.",
  notAWholeNumber: "Write a whole number, with digits only, such as 25.",
  noChoice: "Choose one of the options.",
};

/** The file's value as the posted form states it, walked by the schema. */
export function readForm(schema: JsonSchema, fields: PostedFields): ReadResult {
  const unreadable = new Map<string, { text: string; problem: string }>();
  const one = (name: string) => fields.get(name)?.at(-1);

  function read(node: JsonSchema, name: string, required: boolean): unknown {
    if (node.anyOf) {
      const chosen = Number(one(`${name}#choice`) ?? "0");
      const option = node.anyOf[chosen];
      if (!option) {
        unreadable.set(name, { text: "", problem: messagesOfForm.noChoice });
        return undefined;
      }
      return read(option, `${name}~${chosen}`, true);
    }
    // A declaration (the customer approved this): ticked, it is the value the schema asks for; unticked, false.
    if (node.const === true) return one(name) === "true";
    if (node.const !== undefined) return node.const;
    switch (node.type) {
      case "null":
        return null;
      case "boolean": {
        const text = one(name);
        return text === "true" ? true : text === "false" ? false : undefined;
      }
      case "number":
      case "integer": {
        const text = (one(name) ?? "").trim();
        if (text === "") return undefined;
        // What a person types for an amount: "1,250", "$1,250.50". The value kept is the one they wrote, to the cent.
        const plain = text.replace(/^\$/, "").replace(/,(?=\d{3}(\D|$))/g, "");
        const pattern = node.type === "integer" ? /^-?\d+$/ : /^-?(\d+(\.\d*)?|\.\d+)$/;
        if (!pattern.test(plain)) {
          unreadable.set(name, {
            text,
            problem: node.type === "integer" ? messagesOfForm.notAWholeNumber : messagesOfForm.notANumber,
          });
          return undefined;
        }
        return Number(plain);
      }
      case "string": {
        const text = (one(name) ?? "").replace(/\r\n?/g, "\n");
        if (node.enum) return text === "" ? undefined : text;
        return text === "" && !required ? undefined : text;
      }
      case "array": {
        if (node.prefixItems) return node.prefixItems.map((item, index) => read(item, `${name}/${index}`, true));
        // An optional list the file does not have is posted without a count: it stays absent, not empty.
        const count = one(`${name}#count`) ?? "";
        if (count === "" && !required) return undefined;
        return Array.from({ length: Number(count) }, (_, index) =>
          read(node.items as JsonSchema, `${name}/${index}`, true),
        );
      }
      case "object": {
        if (isRecord(node)) {
          const count = Number(one(`${name}#count`) ?? "0");
          const entries = Array.from({ length: count }, (_, index) => {
            const key = (one(`${name}/*${index}#key`) ?? "").trim();
            return [key, read(node.additionalProperties as JsonSchema, `${name}/*${index}`, true)] as const;
          });
          return Object.fromEntries(entries);
        }
        const out: Record<string, unknown> = {};
        for (const [key, property] of Object.entries(node.properties ?? {})) {
          const value = read(property, `${name}${pointer([key])}`, (node.required ?? []).includes(key));
          if (value !== undefined) out[key] = value;
        }
        // An optional group left wholly empty (a testimonial without a photo) is not there.
        if (!required && Object.values(out).every((value) => value === "" || isEmptyObject(value))) return undefined;
        return out;
      }
      default:
        return undefined;
    }
  }
  return { value: read(schema, "", true), unreadable };
}

const isEmptyObject = (value: unknown) => isObject(value) && Object.keys(value).length === 0;

// --- Changing a list without script --------------------------------------------------------------------------------

/** A list button's work: add an item (or a record's entry), remove, or move one up or down. */
export type ListOperation =
  | { kind: "add"; list: string }
  | { kind: "remove" | "up" | "down"; list: string; index: number }
  /** A record's entry copied as a new one (a new industry page starts from another's words). */
  | { kind: "copy"; list: string; index: number };

export function parseOperation(text: string | undefined): ListOperation | undefined {
  const match = /^(add|remove|up|down|copy):(.*?)(?:\/\*?(\d+))?$/.exec(text ?? "");
  if (!match) return undefined;
  const [, kind, list = "", index] = match;
  if (kind === "add") return index === undefined ? { kind, list } : { kind, list: `${list}/${index}` };
  if (index === undefined) return undefined;
  return { kind: kind as "remove" | "up" | "down" | "copy", list, index: Number(index) };
}

/** The schema of the list (or record) a field name points at, and its path in the value. */
function listAt(schema: JsonSchema, name: string, value: unknown): { node: JsonSchema; path: DataPath } | undefined {
  const keys = name
    .split("/")
    .slice(1)
    .map((key) => key.replaceAll("~1", "/").replaceAll("~0", "~"));
  let node = schema;
  let current = value;
  const path: DataPath = [];
  for (const raw of keys) {
    const choice = /^(.*)~(\d+)$/.exec(raw);
    const key = choice ? choice[1]! : raw;
    if (node.type === "array" && Array.isArray(current)) {
      node = (node.prefixItems?.[Number(key)] ?? node.items) as JsonSchema;
      current = current[Number(key)];
      path.push(Number(key));
    } else if (isRecord(node) && isObject(current) && key.startsWith("*")) {
      const entryKey = Object.keys(current)[Number(key.slice(1))];
      if (entryKey === undefined) return undefined;
      node = node.additionalProperties as JsonSchema;
      current = current[entryKey];
      path.push(entryKey);
    } else if (node.properties?.[key] && isObject(current)) {
      node = node.properties[key];
      current = current[key];
      path.push(key);
    } else return undefined;
    if (choice) node = node.anyOf?.[Number(choice[2])] ?? node;
    if (node.anyOf) node = node.anyOf.find((option) => matches(option, current)) ?? node.anyOf[0]!;
  }
  return node.type === "array" || isRecord(node) ? { node, path } : undefined;
}

/**
 * The value with a list button's work done; undefined when the button names no list of the schema (a forged post).
 * Returns the name of the field to show afterwards (the item added or moved, or the list).
 */
export function applyOperation(
  schema: JsonSchema,
  value: unknown,
  operation: ListOperation,
): { value: unknown; focus: string } | undefined {
  const found = listAt(schema, operation.list, value);
  if (!found) return undefined;
  const copy = structuredClone(value);
  let target: unknown = copy;
  for (const key of found.path) target = (target as Record<string | number, unknown>)[key];
  if (isRecord(found.node)) {
    const entries = Object.entries(target as Record<string, unknown>);
    if (operation.kind === "add") entries.push(["", blankValue(found.node.additionalProperties as JsonSchema)]);
    else if (operation.kind === "copy" && entries[operation.index])
      entries.push(["", structuredClone(entries[operation.index]![1])]);
    else if (operation.kind === "remove") entries.splice(operation.index, 1);
    else return undefined;
    const entriesNow = Object.fromEntries(entries.map(([key, entry], i) => [key || `new${i}`, entry]));
    const whole = found.path.length === 0 ? entriesNow : (replaceIn(copy, found.path, entriesNow), copy);
    // A new entry's key is the first thing to write (it names the page the entry is for).
    return {
      value: whole,
      focus: operation.kind === "remove" ? `${operation.list}#add` : `${operation.list}/*${entries.length - 1}#key`,
    };
  }
  // An optional list the file does not have yet starts empty.
  if (target === undefined && operation.kind === "add") {
    replaceIn(copy, found.path, []);
    target = found.path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], copy);
  }
  const list = target as unknown[];
  if (!Array.isArray(list)) return undefined;
  const max = found.node.maxItems ?? Infinity;
  if (operation.kind === "add") {
    if (list.length >= max) return undefined;
    list.push(blankValue(found.node.items as JsonSchema));
    return { value: copy, focus: `${operation.list}/${list.length - 1}` };
  }
  if (operation.kind === "copy") return undefined;
  const { index } = operation;
  if (index < 0 || index >= list.length) return undefined;
  if (operation.kind === "remove") {
    list.splice(index, 1);
    return { value: copy, focus: `${operation.list}#add` };
  }
  const to = operation.kind === "up" ? index - 1 : index + 1;
  if (to < 0 || to >= list.length) return undefined;
  [list[index], list[to]] = [list[to], list[index]];
  return { value: copy, focus: `${operation.list}/${to}` };
}

function replaceIn(root: unknown, path: DataPath, replacement: unknown) {
  let target = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = replacement;
}
