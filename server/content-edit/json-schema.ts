/**
 * The part of JSON Schema the content editor reads (content/schemas/, generated from the content's zod schemas), and
 * what every part of the editor asks of a schema: its places as field names, what kind of node it is, and whether a
 * value has the shape of one of its options.
 */
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
   * `itemTitle` titles each from its own fields ("{name}", "{id}: {text}"; {n} is its place in the list; "{label|to}" the
   * first of the fields it has).
   */
  itemNoun?: string;
  itemTitle?: string;
  /**
   * A record whose keys are the pages' keys (content/pages.json, heroes.json, industries.json): each entry is titled
   * by its page's name and address ("Pricing (/pricing)"), not its key.
   */
  keysArePages?: boolean;
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

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const isRecord = (schema: JsonSchema) => schema.type === "object" && isObject(schema.additionalProperties);

/** An image and its alternative text ({ src, alt }): shown with an upload beside its file name. */
export const isImage = (schema: JsonSchema) =>
  schema.type === "object" && !!schema.properties?.src?.pattern?.includes("png") && !!schema.properties.alt;

export const isDate = (schema: JsonSchema) => schema.type === "string" && schema.format === "date";
export const isMoney = (schema: JsonSchema) => schema.format === "dollars";

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
