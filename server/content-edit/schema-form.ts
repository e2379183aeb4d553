/**
 * A content file's form, generated from its JSON Schema (content/schemas/, written from the check's own zod schemas
 * by `npm run content:schemas`), so the schema stays the one description of the content: no second field list.
 *
 * The form is plain HTML that works with JavaScript off: every field's `name` is its place in the file (a JSON
 * Pointer), lists grow, shrink and reorder through submit buttons the server applies, and a choice between shapes
 * (a text or a while-open/when-closed pair, a number or "unlimited") is a group of radio buttons, each with its own
 * fields. `readForm` (form-reading.ts) turns a posted form back into the file's value by walking the same schema;
 * field-words.ts says each field and item in the team's words.
 */
import { html, raw } from "hono/html";
import { type Html, classes } from "#server/team/views/ui.ts";
import { entryTitle, itemTitle, itemWords, oneItem, titleOf } from "./field-words.ts";
import { withGuideLinks } from "./guide-links.ts";
import {
  type DataPath,
  type JsonSchema,
  fieldId,
  isDate,
  isImage,
  isMoney,
  isObject,
  isRecord,
  matches,
  pointer,
} from "./json-schema.ts";

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
        >${errors.map((error) => html`<span class="block">${withGuideLinks(error)}</span>`)}</span
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
  return html`<input type="hidden" name="${name}#count" value="${entries.length}" />
    <ul class="space-y-4" role="list">
      ${entries.map(([key, entry], index) => {
        const entryName = `${name}/*${index}`;
        const keyId = fieldId(`${entryName}#key`);
        // Named by its page where its key is a page's ("Pricing (/pricing)"), else by its key.
        const title = entryTitle(node, key, entry);
        const keyHint = node.propertyNames?.pattern
          ? "Letters only, starting lowercase (e.g. secops); pages and links use it"
          : node.keysArePages
            ? "Its page's key under Page addresses and titles (e.g. pricing)"
            : "The entry's name";
        // The entry's title heads its group, its key the first field in it.
        return html`<li>
          <fieldset class="min-w-0 space-y-3 rounded-lg bg-surface p-3" ${spokenAs(title, context)}>
            <legend class="float-left mb-3 w-full text-base font-bold text-ink">${title}</legend>
            <div class="clear-left">
              <label class="${classes.label}" for="${keyId}">Key</label>
              <span class="${classes.hint}" id="${keyId}-hint">${keyHint}</span>
              <input
                class="${classes.input} max-w-72"
                id="${keyId}"
                name="${entryName}#key"
                value="${key}"
                aria-describedby="${keyId}-hint"
                aria-label="Key, ${title}"
                autocomplete="off"
                ${raw(autofocusFor(context, `${entryName}#key`))}
              />
            </div>
            ${fieldOf(entrySchema, entry, [...path, key], entryName, context, true, title, true)}
            <div class="flex flex-wrap gap-2">
              <button
                class="${classes.secondary}"
                name="op"
                value="copy:${entryName}"
                aria-label="Copy as a new ${node.itemNoun ?? "entry"}, ${title}"
              >
                Copy as a new ${node.itemNoun ?? "entry"}
              </button>
              <button class="${classes.secondary}" name="op" value="remove:${entryName}">
                Remove<span class="sr-only"> ${title}</span>
              </button>
            </div>
          </fieldset>
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
