/**
 * A content file's form, generated from its JSON Schema (content/schemas/, written from the check's own zod schemas
 * by `npm run content:schemas`), so the schema stays the one description of the content: no second field list.
 *
 * The form is plain HTML that works with JavaScript off: every field's `name` is its place in the file (a JSON
 * Pointer), lists grow, shrink and reorder through submit buttons the server applies, and a choice between shapes
 * (a text or a while-open/when-closed pair, a number or "unlimited") is a group of radio buttons, each with its own
 * fields. `readForm` turns a posted form back into the file's value by walking the same schema.
 */
import { html, raw } from "hono/html";
import { type Html, classes } from "#server/team/views/ui.ts";

/** The part of JSON Schema (draft 2020-12) our generated schemas use. */
export interface JsonSchema {
  title?: string;
  description?: string;
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean" | "null";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  /**
   * A list's words for its items, said beside its schema (zod `.meta`): `itemNoun` names one ("governance plan"),
   * `itemTitle` titles each from its own fields ("{name}", "{id}: {text}"; {n} is its place in the list).
   */
  itemNoun?: string;
  itemTitle?: string;
  /** An option of a choice, in the team's words ("Words instead of a price"). */
  choice?: string;
}

export type DataPath = (string | number)[];

/** A field's name in the form: its place in the file as a JSON Pointer ("/governancePlans/0/monthlyPrice"). */
export function pointer(path: DataPath): string {
  return path.map((key) => `/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
}

/** The element id of a field (or of a group) by its name. */
export const fieldId = (name: string) => `f:${name || "/"}`;

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

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

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
  const title = words.title.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (key === "n") return String(index + 1);
    const words = said(isObject(item) ? item[key] : item);
    if (!words) missing = true;
    return words;
  });
  if (missing) return byPlace;
  // A title is a name, not a paragraph: a requirement's words are cut at a word, whole in the field itself.
  return title.length > 90 ? `${title.slice(0, 90).replace(/\s+\S*$/, "")}…` : title;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const isRecord = (schema: JsonSchema) => schema.type === "object" && isObject(schema.additionalProperties);

/** An image and its alternative text ({ src, alt }): shown with an upload beside its file name. */
export const isImage = (schema: JsonSchema) =>
  schema.type === "object" && !!schema.properties?.src?.pattern?.includes("png") && !!schema.properties.alt;

const isDate = (schema: JsonSchema) => schema.type === "string" && schema.format === "date";
export const isMoney = (schema: JsonSchema) => schema.format === "dollars";

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
  { kind: "add"; list: string } | { kind: "remove" | "up" | "down"; list: string; index: number };

export function parseOperation(text: string | undefined): ListOperation | undefined {
  const match = /^(add|remove|up|down):(.*?)(?:\/\*?(\d+))?$/.exec(text ?? "");
  if (!match) return undefined;
  const [, kind, list = "", index] = match;
  if (kind === "add") return index === undefined ? { kind, list } : { kind, list: `${list}/${index}` };
  if (index === undefined) return undefined;
  return { kind: kind as "remove" | "up" | "down", list, index: Number(index) };
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
    else if (operation.kind === "remove") entries.splice(operation.index, 1);
    else return undefined;
    const entriesNow = Object.fromEntries(entries.map(([key, entry], i) => [key || `new${i}`, entry]));
    const whole = found.path.length === 0 ? entriesNow : (replaceIn(copy, found.path, entriesNow), copy);
    return {
      value: whole,
      focus: operation.kind === "add" ? `${operation.list}/*${entries.length - 1}` : `${operation.list}#add`,
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

/** Whether a value has the shape of one option of a choice (which radio button starts chosen). */
export function matches(option: JsonSchema, value: unknown): boolean {
  if (option.const !== undefined) return option.const === value;
  switch (option.type) {
    case "null":
      return value === null;
    case "string":
      return typeof value === "string";
    case "number":
    case "integer":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    case "object":
      return isObject(value);
    case "array":
      return Array.isArray(value);
    default:
      return false;
  }
}

// --- Rendering ---------------------------------------------------------------------------------------------------

export interface FormState {
  /** The check's problems by the field's place (JSON Pointer of its data path). */
  problems: Map<string, string[]>;
  /** Text as typed in fields that could not be read, by field name. */
  unreadable: Map<string, { text: string; problem: string }>;
  /** The field a list button just acted on: it is focused when the page loads. */
  focus?: string;
  /** Top-level parts of the file the member has changed: their sections stay open. */
  changed?: Set<string>;
  /** Where a top-level part's history is (none in review mode, where the host keeps it). */
  history?: (key: string) => string;
}

/** A short name for one option of a choice: the schema's words for it, else what it takes. */
function optionLabel(option: JsonSchema): string {
  if (option.choice) return option.choice;
  if (option.const !== undefined) return typeof option.const === "string" ? `"${option.const}"` : String(option.const);
  switch (option.type) {
    case "null":
      return "None";
    case "string":
      return isDate(option) ? "One date" : "Text";
    case "number":
      return "A number";
    case "integer":
      return "A whole number";
    case "object":
      return Object.entries(option.properties ?? {})
        .map(([key, field], index) => (index === 0 ? titleOf(field, key) : titleOf(field, key).toLowerCase()))
        .join(" and ")
        .replace(/^(.)/, (letter) => `Separately: ${letter.toLowerCase()}`);
    default:
      return "Other";
  }
}

/** One field's making: its schema, value, places (data and form), label, and whether the file must have it. */
interface FieldArgs {
  node: JsonSchema;
  value: unknown;
  path: DataPath;
  name: string;
  context: RenderContext;
  required: boolean;
  label: string;
}

interface RenderContext {
  state: FormState;
  /** The first focusable control of the focused item is marked autofocus once (shared by every part of the form). */
  autofocus: { given: boolean };
  /**
   * Whose fields these are: the item or section holding them ("Level 2 Professional"). Every control's accessible
   * name ends with it, so a list of fields, a voice command or a zoomed view tells "Monthly price" of one plan from
   * another's (WCAG 2.4.6). Sighted members see it as the group's heading.
   */
  owner: string;
}

/** The same form, for the fields of another owner. */
const within = (context: RenderContext, owner: string): RenderContext => ({ ...context, owner });

/** The owner of the fields of a group labelled `label`, inside the current owner's. */
const ownerOfGroup = (context: RenderContext, label: string) => (context.owner ? `${label}, ${context.owner}` : label);

/**
 * A control's (or group's) accessible name when it has an owner: its label, then whose it is ("Monthly price, Level 2
 * Professional"). An aria-label, not hidden words in the label: a visually hidden span is laid out as a block, so
 * browsers put a space before its comma. The name starts with the label as shown (WCAG 2.5.3, label in name).
 */
const spokenAs = (label: string, context: RenderContext) =>
  context.owner ? html`aria-label="${label}, ${context.owner}"` : "";

/** The form's fields for a file's value. */
export function renderFields(schema: JsonSchema, value: unknown, state: FormState): Html {
  const context: RenderContext = { state, autofocus: { given: false }, owner: "" };
  // A file that is one record (pages.json: each page by its key) is one list of entries.
  if (isRecord(schema))
    return html`<div class="${classes.card} space-y-5" id="${fieldId("")}">
      ${schema.description ? html`<p class="${classes.hint}">${schema.description}</p>` : ""}
      ${recordOf(schema, value, [], "", context)}
    </div>`;
  const entries = Object.entries(schema.properties ?? {});
  return html`${entries.map(([key, property]) =>
    section(key, property, isObject(value) ? value[key] : undefined, [key], context),
  )}`;
}

/** A top-level part of the file: a collapsible section, open when it holds a problem or the field just acted on. */
function section(key: string, node: JsonSchema, value: unknown, path: DataPath, context: RenderContext): Html {
  const name = pointer(path);
  const holds = (names: Iterable<string>) => [...names].some((at) => at === name || at.startsWith(`${name}/`));
  const open =
    context.state.changed?.has(key) ||
    holds(context.state.problems.keys()) ||
    holds(context.state.unreadable.keys()) ||
    (context.state.focus !== undefined && holds([context.state.focus.replace(/~\d+/g, "")]));
  return html`<details class="${classes.card} group" ${open ? "open" : ""}>
    <summary class="-m-2 flex min-h-11 cursor-pointer items-center p-2 text-lg font-bold text-ink">
      ${titleOf(node, key)}
    </summary>
    ${
      context.state.history
        ? html`<p class="mt-2">
            <a class="${classes.link} inline-flex min-h-11 items-center" href="${context.state.history(key)}"
              >History of ${titleOf(node, key)}</a
            >
          </p>`
        : ""
    }
    <div class="mt-4 space-y-5">${fieldOf(node, value, path, name, context, true, titleOf(node, key), true)}</div>
  </details>`;
}

function problemsAt(context: RenderContext, path: DataPath): string[] {
  return context.state.problems.get(pointer(path)) ?? [];
}

function describedBy(id: string, hint: boolean, errors: boolean) {
  const ids = [hint ? `${id}-hint` : "", errors ? `${id}-error` : ""].filter(Boolean).join(" ");
  return ids ? html`aria-describedby="${ids}"` : "";
}

function errorText(id: string, errors: string[]): Html | string {
  return errors.length > 0
    ? html`<span class="${classes.error}" id="${id}-error"
        >${errors.map((error) => html`<span class="block">${error}</span>`)}</span
      >`
    : "";
}

/**
 * Where the page puts focus after a list button's work (the browser's own autofocus, no script): the first field of
 * the item added or moved, or a list's Add button once an item is gone. A field whose name starts with the target.
 */
function autofocusFor(context: RenderContext, name: string) {
  const focus = context.state.focus;
  if (context.autofocus.given || focus === undefined || !(name === focus || name.startsWith(`${focus}/`))) return "";
  context.autofocus.given = true;
  return "autofocus";
}

/** Whether a control named `target` (a list's Add button, "/list#add") is where focus goes. */
function takesFocus(context: RenderContext, target: string): boolean {
  if (context.autofocus.given || context.state.focus !== target) return false;
  context.autofocus.given = true;
  return true;
}

/** A control's own attributes: its id and name, what labels and describes it, whether it is invalid or focused. */
function commonAttributes(
  id: string,
  name: string,
  hint: string | undefined,
  errors: string[],
  context: RenderContext,
  /** Its accessible name, where it is not its label's words alone. */
  spoken?: string,
  /** Whether its hint is shown with it (a choice's option says its hint once, above the options). */
  ownHint = true,
): Html {
  return html`id="${id}" name="${name}" ${spoken ? html`aria-label="${spoken}"` : ""}
  ${describedBy(id, !!hint && ownHint, errors.length > 0)} ${errors.length > 0 ? html`aria-invalid="true"` : ""}
  ${raw(autofocusFor(context, name))}`;
}

/**
 * One field (or group) of the form. `path` is its place in the data (for the check's problems); `name` its place in
 * the form (a choice's options and a record's entries are named apart from the data's keys).
 */
function fieldOf(
  node: JsonSchema,
  value: unknown,
  path: DataPath,
  name: string,
  context: RenderContext,
  required: boolean,
  label: string,
  bare = false,
  /** Named by these words (a choice's, with whose it is) instead of a label of its own. */
  namedAs?: string,
): Html {
  const id = fieldId(name);
  const hint = node.description;
  const errors = [...problemsAt(context, path)];
  const unreadable = context.state.unreadable.get(name);
  if (unreadable) errors.unshift(unreadable.problem);

  if (node.anyOf) return choiceOf({ node, value, path, name, context, required, label }, errors);
  if (node.const === true)
    return html`<div>
      <label class="inline-flex min-h-11 items-center gap-2 font-semibold">
        <input
          type="checkbox"
          value="true"
          ${value === true ? "checked" : ""}
          ${commonAttributes(id, name, hint, errors, context, context.owner ? `${label}, ${context.owner}` : undefined)}
        />
        ${label}
      </label>
      ${hint ? html`<span class="${classes.hint}" id="${id}-hint">${hint}</span>` : ""} ${errorText(id, errors)}
    </div>`;
  if (node.const !== undefined) return html``;

  if (node.type === "object" && isImage(node))
    return imageOf({ node, value, path, name, context, required, label }, errors);
  if (node.type === "object" || node.type === "array") {
    // A section's fields are its own ("Base price, CMMC accelerator"); a group's, the group's of its item ("Start, …").
    const inner =
      node.type === "array"
        ? listOf({ node, value, path, name, context, required, label })
        : groupOf(node, value, path, name, within(context, ownerOfGroup(context, label)));
    // A section's own fields, spaced as a group's are (they ran into each other: a label under the field above).
    if (bare)
      return html`<div id="${id}" class="space-y-4">
        ${hint ? html`<p class="${classes.hint}">${hint}</p>` : ""} ${errorText(id, errors)} ${inner}
      </div>`;
    return html`<fieldset
      id="${id}"
      class="min-w-0 space-y-4 rounded-lg border border-line p-3 sm:p-4"
      ${describedBy(id, !!hint, errors.length > 0)}
      ${spokenAs(`${label}${required ? "" : " (optional)"}`, context)}
    >
      <legend class="px-1 text-base font-bold text-ink">${label}${required ? "" : " (optional)"}</legend>
      ${hint ? html`<p class="${classes.hint}" id="${id}-hint">${hint}</p>` : ""} ${errorText(id, errors)} ${inner}
    </fieldset>`;
  }

  const labelWords = `${label}${required ? "" : " (optional)"}`;
  const shownLabel = namedAs ? "" : html`<label class="${classes.label}" for="${id}">${labelWords}</label>`;
  const hintText = hint && !namedAs ? html`<span class="${classes.hint}" id="${id}-hint">${hint}</span>` : "";
  const spoken = namedAs ?? (context.owner ? `${labelWords}, ${context.owner}` : undefined);
  const common = commonAttributes(id, name, hint, errors, context, spoken, !namedAs);

  if (node.type === "boolean") {
    return html`<fieldset
      id="${id}"
      class="min-w-0"
      ${describedBy(id, !!hint, errors.length > 0)}
      ${spokenAs(label, context)}
    >
      <legend class="${classes.label}">${label}</legend>
      ${hint ? html`<span class="${classes.hint}" id="${id}-hint">${hint}</span>` : ""}
      <div class="mt-1 flex gap-6">
        ${[true, false].map(
          (choice) =>
            html`<label class="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name="${name}" value="${String(choice)}" ${value === choice ? "checked" : ""} />
              ${choice ? "Yes" : "No"}
            </label>`,
        )}
      </div>
      ${errorText(id, errors)}
    </fieldset>`;
  }
  if (node.enum) {
    return html`<div>
      ${shownLabel} ${hintText}
      <select class="${classes.input}" ${common}>
        ${required ? "" : html`<option value="">(none)</option>`}
        ${node.enum.map(
          (option) =>
            html`<option value="${String(option)}" ${option === value ? "selected" : ""}>${String(option)}</option>`,
        )}
      </select>
      ${errorText(id, errors)}
    </div>`;
  }
  if (node.type === "number" || node.type === "integer") {
    const text = unreadable?.text ?? (typeof value === "number" ? String(value) : "");
    return html`<div>
      ${shownLabel} ${hintText}
      <span class="mt-1 flex items-center gap-2">
        ${isMoney(node) ? html`<span aria-hidden="true" class="font-semibold">$</span>` : ""}
        <input
          class="${classes.input} mt-0 max-w-48"
          type="text"
          inputmode="${node.type === "integer" ? "numeric" : "decimal"}"
          autocomplete="off"
          value="${text}"
          ${common}
        />
      </span>
      ${errorText(id, errors)}
    </div>`;
  }
  const text = typeof value === "string" ? value : "";
  if (isDate(node))
    return html`<div>
      ${shownLabel} ${hintText}
      <input class="${classes.input} max-w-56" type="date" value="${text}" ${common} />
      ${errorText(id, errors)}
    </div>`;
  const long = text.length > 60 || text.includes("\n") || /paragraph|text\b|body|quote/i.test(hint ?? "");
  return html`<div>
    ${shownLabel} ${hintText}
    ${
      long
        ? html`<textarea
            class="${classes.input}"
            rows="${Math.min(8, Math.max(2, Math.ceil(text.length / 70)))}"
            ${common}
          >
${text}</textarea>`
        : html`<input
            class="${classes.input}"
            type="${node.format === "uri" ? "url" : "text"}"
            autocomplete="off"
            value="${text}"
            ${common}
          />`
    }
    ${errorText(id, errors)}
  </div>`;
}

function groupOf(node: JsonSchema, value: unknown, path: DataPath, name: string, context: RenderContext): Html {
  if (isRecord(node)) return recordOf(node, value, path, name, context);
  const object = isObject(value) ? value : {};
  return html`${Object.entries(node.properties ?? {}).map(([key, property]) =>
    fieldOf(
      property,
      object[key],
      [...path, key],
      `${name}${pointer([key])}`,
      context,
      (node.required ?? []).includes(key),
      titleOf(property, key),
    ),
  )}`;
}

// Every fieldset is min-w-0: a fieldset is at least as wide as its content by default (min-inline-size:
// min-content), so a date field nested a few groups deep ran past a 320 px screen (issue 54).

/**
 * A list: each item in its own group, titled by its own fields as the list's schema says ("Level 2 Professional"),
 * with buttons to move or remove it, and a button to add one ("Add a governance plan").
 */
function listOf({ node, value, path, name, context, label }: FieldArgs): Html {
  const items = Array.isArray(value) ? value : [];
  if (node.prefixItems)
    return html`${node.prefixItems.map((item, index) =>
      fieldOf(
        item,
        items[index],
        [...path, index],
        `${name}/${index}`,
        context,
        true,
        item.title ?? item.description ?? `Item ${index + 1}`,
      ),
    )}`;
  const itemSchema = node.items as JsonSchema;
  const max = node.maxItems ?? Infinity;
  const min = node.minItems ?? 0;
  const simple = itemSchema.type !== "object" && itemSchema.type !== "array" && !itemSchema.anyOf;
  // A list of texts says what they are once, above them: each item's field is its title alone ("Feature 3").
  const shownItem = simple ? { ...itemSchema, description: undefined } : itemSchema;
  // Whose the items are: a plan's features are the plan's ("Feature 3, Level 2 Professional"); lines of a list
  // without a name for them are the list's ("Line 3, Sectors, Trusted by"), as two such lists may share an owner.
  const listOwner = itemWords(node).named ? context.owner : ownerOfGroup(context, label);
  const whose = (title: string) => (listOwner ? `${title}, ${listOwner}` : title);
  const button = (op: string, text: string, hidden: string, focused = false) =>
    html`<button class="${classes.secondary} min-h-11 px-3" name="op" value="${op}" ${focused ? "autofocus" : ""}>
      ${text}<span class="sr-only"> ${hidden}</span>
    </button>`;
  return html`<input type="hidden" name="${name}#count" value="${Array.isArray(value) ? items.length : ""}" />
    <ol class="space-y-4" role="list">
      ${items.map((item, index) => {
        const itemName = `${name}/${index}`;
        const title = itemTitle(node, item, index);
        // An item's fields are its own: their names end with its title, then whose it is (none for a section's own
        // list: "Monthly price, Level 2 Professional"); a text item's name is its title and whose it is.
        const itemContext = within(context, itemSchema.type === "object" ? context.owner : listOwner);
        return html`<li class="${simple ? "" : "rounded-lg bg-surface p-3"}">
          ${fieldOf(shownItem, item, [...path, index], itemName, itemContext, true, title)}
          <div class="mt-2 flex flex-wrap gap-2">
            ${index > 0 ? button(`up:${itemName}`, "Move up", whose(title)) : ""}
            ${index < items.length - 1 ? button(`down:${itemName}`, "Move down", whose(title)) : ""}
            ${items.length > min ? button(`remove:${itemName}`, "Remove", whose(title)) : ""}
          </div>
        </li>`;
      })}
    </ol>
    ${
      items.length < max
        ? button(`add:${name}`, `Add ${oneItem(node)}`, `to ${listOwner || label}`, takesFocus(context, `${name}#add`))
        : html`<p class="${classes.hint}">This list holds at most ${max}: remove one to add another.</p>`
    }`;
}

/** A record (page keys to their entries): each entry's key is a field of its own. */
function recordOf(node: JsonSchema, value: unknown, path: DataPath, name: string, context: RenderContext): Html {
  const entries = Object.entries(isObject(value) ? value : {});
  const entrySchema = node.additionalProperties as JsonSchema;
  const entryNoun = capitalised(node.itemNoun ?? "entry");
  return html`<input type="hidden" name="${name}#count" value="${entries.length}" />
    <ul class="space-y-4" role="list">
      ${entries.map(([key, entry], index) => {
        const entryName = `${name}/*${index}`;
        const keyId = fieldId(`${entryName}#key`);
        return html`<li class="rounded-lg bg-surface p-3">
          <label class="${classes.label}" for="${keyId}">Key</label>
          <span class="${classes.hint}" id="${keyId}-hint"
            >${node.propertyNames?.pattern ? "Letters only, starting lowercase (e.g. secops); pages and links use it" : "The entry's name"}</span
          >
          <input
            class="${classes.input} max-w-72"
            id="${keyId}"
            name="${entryName}#key"
            value="${key}"
            aria-describedby="${keyId}-hint"
            aria-label='Key of ${entryNoun.toLowerCase()} "${key}"'
            autocomplete="off"
          />
          <div class="mt-3">
            ${fieldOf(entrySchema, entry, [...path, key], entryName, context, true, `${entryNoun} "${key}"`)}
          </div>
          <button class="${classes.secondary} mt-2" name="op" value="remove:${entryName}">
            Remove<span class="sr-only"> ${entryNoun.toLowerCase()} "${key}"</span>
          </button>
        </li>`;
      })}
    </ul>
    <button
      class="${classes.secondary}"
      name="op"
      value="add:${name}"
      ${takesFocus(context, `${name}#add`) ? "autofocus" : ""}
    >
      Add ${oneItem({ ...node, itemNoun: node.itemNoun ?? "entry" })}
    </button>`;
}

/** A choice between shapes: a radio button per option, each followed by its own fields. */
function choiceOf({ node, value, path, name, context, label }: FieldArgs, errors: string[]): Html {
  const id = fieldId(name);
  const options = node.anyOf!;
  const chosen = Math.max(
    0,
    options.findIndex((option) => matches(option, value)),
  );
  const hint = node.description ?? options.find((option) => option.description)?.description;
  // Options without fields of their own (1, 2 or 3; "unlimited"; none) sit side by side.
  const inline = options.every((option) => option.const !== undefined || option.type === "null");
  // A text or number an option takes is named by the choice ("Trial days, Starter"), not glued to its radio's words;
  // by both only where two options each take one.
  const primitives = options.filter(
    (option) => option.const === undefined && !["null", "object", "array"].includes(option.type ?? ""),
  );
  return html`<fieldset
    id="${id}"
    class="min-w-0"
    ${describedBy(id, !!hint, errors.length > 0)}
    ${spokenAs(label, context)}
  >
    <legend class="${classes.label}" id="${id}-legend">${label}</legend>
    ${hint ? html`<span class="${classes.hint}" id="${id}-hint">${hint}</span>` : ""} ${errorText(id, errors)}
    <div class="mt-1 ${inline ? "flex flex-wrap gap-x-6" : "space-y-1"}">
      ${options.map((option, index) => {
        const optionName = `${name}~${index}`;
        const optionId = `${fieldId(optionName)}-option`;
        const hasFields = option.const === undefined && option.type !== "null";
        // The choice's own problems are said once, above its options; those inside the chosen option, in it.
        const problems = new Map(index === chosen ? context.state.problems : []);
        problems.delete(pointer(path));
        const primitive = option.type !== "object" && option.type !== "array";
        const fields = hasFields
          ? fieldOf(
              option,
              index === chosen ? value : undefined,
              path,
              optionName,
              { ...context, state: { ...context.state, problems } },
              true,
              primitive ? optionLabel(option) : label,
              !primitive,
              primitive
                ? [label, primitives.length > 1 ? optionLabel(option) : "", context.owner].filter(Boolean).join(", ")
                : undefined,
            )
          : "";
        return html`<div>
          <label class="inline-flex min-h-11 items-center gap-2" id="${optionId}">
            <input type="radio" name="${name}#choice" value="${index}" ${index === chosen ? "checked" : ""} />
            ${optionLabel(option)}
          </label>
          ${hasFields ? html`<div class="mb-2 ml-7">${fields}</div>` : ""}
        </div>`;
      })}
    </div>
  </fieldset>`;
}

/** An image: its file name in content/images/, an upload to replace it, and its alternative text. */
function imageOf({ node, value, path, name, context, required, label }: FieldArgs, errors: string[]): Html {
  const id = fieldId(name);
  const image = isObject(value) ? value : {};
  const src = node.properties!.src!;
  const alt = node.properties!.alt!;
  const uploadId = fieldId(`${name}/src#upload`);
  const inner = within(context, ownerOfGroup(context, label));
  return html`<fieldset
    id="${id}"
    class="min-w-0 space-y-3 rounded-lg border border-line p-3 sm:p-4"
    ${spokenAs(`${label}${required ? "" : " (optional)"}`, context)}
  >
    <legend class="px-1 text-base font-bold text-ink">${label}${required ? "" : " (optional)"}</legend>
    ${errorText(id, errors)} ${fieldOf(src, image.src, [...path, "src"], `${name}/src`, inner, true, "Image file")}
    <div>
      <label class="${classes.label}" for="${uploadId}">Upload a new image</label>
      <span class="${classes.hint}" id="${uploadId}-hint"
        >PNG, JPEG, WebP, AVIF or SVG, at most 10 MB. It is kept in content/images/ under the name above, or under its
        own name when that is empty.</span
      >
      <input
        class="mt-1 block min-h-11 text-base"
        type="file"
        id="${uploadId}"
        name="${name}/src#upload"
        accept="image/png,image/jpeg,image/webp,image/avif,image/svg+xml"
        aria-describedby="${uploadId}-hint"
        ${spokenAs("Upload a new image", inner)}
      />
    </div>
    ${fieldOf(alt, image.alt, [...path, "alt"], `${name}/alt`, inner, true, "Alternative text")}
  </fieldset>`;
}

/**
 * Where the form shows a problem of the data at `path`: the nearest field (or group) the form has for it, as its data
 * path and its name in the form (a record's entries and a choice's options are named apart from the data's keys).
 * A problem of a field that is not there (a required one left out) lands on its group, so none goes unseen.
 */
export function landing(schema: JsonSchema, value: unknown, path: DataPath): { path: DataPath; name: string } {
  let node = schema;
  let current = value;
  let name = "";
  const landed: DataPath = [];
  for (const key of path) {
    if (node.anyOf) {
      const chosen = Math.max(
        0,
        node.anyOf.findIndex((option) => matches(option, current)),
      );
      node = node.anyOf[chosen]!;
      name += `~${chosen}`;
    }
    if (node.type === "array" && Array.isArray(current) && typeof key === "number" && key < current.length) {
      if (node.prefixItems && !node.prefixItems[key]) break;
      node = (node.prefixItems?.[key] ?? node.items) as JsonSchema;
      current = current[key];
      name += `/${key}`;
    } else if (isRecord(node) && isObject(current) && Object.hasOwn(current, String(key))) {
      name += `/*${Object.keys(current).indexOf(String(key))}`;
      node = node.additionalProperties as JsonSchema;
      current = current[String(key)];
    } else if (
      node.type === "object" &&
      node.properties?.[String(key)] &&
      // A declaration to tick (const true) is a field of its own; another constant has none.
      [undefined, true].includes(node.properties[String(key)]!.const as undefined)
    ) {
      node = node.properties[String(key)]!;
      current = isObject(current) ? current[String(key)] : undefined;
      name += pointer([key]);
    } else break;
    landed.push(key);
  }
  return { path: landed, name };
}

/** The problems by the place the form shows them (the pointer of their landing's data path). */
export function problemsByField(
  schema: JsonSchema,
  value: unknown,
  problems: { path: DataPath; problem: string }[],
): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const { path, problem } of problems) {
    const at = pointer(landing(schema, value, path).path);
    byField.set(at, [...(byField.get(at) ?? []), problem]);
  }
  return byField;
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
      into(node.additionalProperties as JsonSchema, `${capitalised(node.itemNoun ?? "entry")} "${String(key)}"`);
    else if (node.properties?.[String(key)])
      into(node.properties[String(key)], titleOf(node.properties[String(key)]!, String(key)));
    else into(undefined, typeof key === "number" ? `Item ${key + 1}` : humanize(String(key)));
  }
  return words.length > 0 ? words.join(" › ") : "The whole file";
}
