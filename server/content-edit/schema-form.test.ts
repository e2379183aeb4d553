/**
 * The form generated from the content's JSON Schemas (issue 46): every content file, shipped and the tests' own, comes
 * back from its form unchanged when the form is posted as a browser posts it; list buttons do their work and nothing
 * else; typed amounts are read to the cent or refused in words; each problem lands on the field the form shows.
 */
// @vitest-environment jsdom
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentJsonSchemas } from "#app/content/json-schemas.server.ts";
import { type PostedFields, applyOperation, messagesOfForm, parseOperation, readForm } from "./form-reading.ts";
import type { JsonSchema } from "./json-schema.ts";
import { landing, problemsByField, renderFields } from "./schema-form.ts";

const root = path.resolve(import.meta.dirname, "../..");
const schemas = Object.fromEntries(
  Object.entries(contentJsonSchemas()).map(([file, text]) => [file, JSON.parse(text) as JsonSchema]),
);
const schemaOf = (file: string) => schemas[file.replace(/\.json$/, ".schema.json")]!;
const emptyState = () => ({ problems: new Map(), unreadable: new Map() });

/** The form's fields as a browser posts them: named controls, checked radios and boxes only, no files. */
async function posted(html: string): Promise<PostedFields> {
  const form = document.createElement("form");
  form.innerHTML = html;
  const fields: PostedFields = new Map();
  for (const [name, value] of new FormData(form))
    if (typeof value === "string") fields.set(name, [...(fields.get(name) ?? []), value]);
  return fields;
}

const render = async (file: string, value: unknown, state = emptyState()) =>
  String(await renderFields(schemaOf(file), value, state));

describe("every content file through its form", () => {
  for (const dir of ["content", "tests/fixtures/content"])
    for (const file of readdirSync(path.join(root, dir)).filter((name) => name.endsWith(".json")))
      it(`${dir}/${file} comes back unchanged`, async () => {
        const value = JSON.parse(readFileSync(path.join(root, dir, file), "utf8"));
        const read = readForm(schemaOf(file), await posted(await render(file, value)));
        expect(read.unreadable).toEqual(new Map());
        expect(read.value).toEqual(value);
      });
});

describe("what a person types", () => {
  const plans = JSON.parse(readFileSync(path.join(root, "tests/fixtures/content/plans.json"), "utf8"));
  const withPrice = async (typed: string) => {
    const fields = await posted(await render("plans.json", plans));
    fields.set("/governancePlans/1/monthlyPrice", [typed]);
    return readForm(schemaOf("plans.json"), fields);
  };

  it("reads amounts with a thousands comma or a dollar sign, exactly", async () => {
    expect(((await withPrice("1,250")).value as typeof plans).governancePlans[1].monthlyPrice).toBe(1250);
    expect(((await withPrice("$1,250.50")).value as typeof plans).governancePlans[1].monthlyPrice).toBe(1250.5);
    // A fraction of a cent is kept as typed, for the check to say so on the field.
    expect(((await withPrice("99.999")).value as typeof plans).governancePlans[1].monthlyPrice).toBe(99.999);
  });

  it("refuses what is not a number in words, keeping the text as typed", async () => {
    const read = await withPrice("ten dollars");
    expect(read.unreadable.get("/governancePlans/1/monthlyPrice")).toEqual({
      text: "ten dollars",
      problem: messagesOfForm.notANumber,
    });
    const html = await render("plans.json", read.value, { problems: new Map(), unreadable: read.unreadable });
    expect(html).toContain('value="ten dollars"');
    expect(html).toContain(messagesOfForm.notANumber);
  });

  it("escapes markup typed into a field: it is shown as text, never parsed", async () => {
    const html = await render("plans.json", {
      ...plans,
      governancePlans: [
        { ...plans.governancePlans[0], name: '"><script>alert(1)</script>' },
        ...plans.governancePlans.slice(1),
      ],
    });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });
});

describe("the list buttons", () => {
  const schema = schemaOf("plans.json");
  const plans = JSON.parse(readFileSync(path.join(root, "tests/fixtures/content/plans.json"), "utf8"));

  it("add a blank item (a declaration unticked, numbers left for the member), and focus it", () => {
    const done = applyOperation(schema, plans, parseOperation("add:/cmmcAccelerator/addOns")!)!;
    expect(done.focus).toBe("/cmmcAccelerator/addOns/2");
    expect((done.value as typeof plans).cmmcAccelerator.addOns[2]).toEqual({ id: "", name: "", cadence: "" });
  });

  it("move and remove the item named, and nothing else", () => {
    const up = applyOperation(schema, plans, parseOperation("up:/cmmcAccelerator/addOns/1")!)!;
    expect((up.value as typeof plans).cmmcAccelerator.addOns.map((addOn: { id: string }) => addOn.id)).toEqual([
      "hours24",
      "hours12",
    ]);
    const removed = applyOperation(schema, plans, parseOperation("remove:/cmmcAccelerator/addOns/0")!)!;
    expect((removed.value as typeof plans).cmmcAccelerator.addOns).toEqual([plans.cmmcAccelerator.addOns[1]]);
    expect(removed.focus).toBe("/cmmcAccelerator/addOns#add");
    expect(plans.cmmcAccelerator.addOns).toHaveLength(2);
  });

  it("refuse a button that names no list, an item out of range, or a list at its most", () => {
    expect(applyOperation(schema, plans, parseOperation("add:/nowhere")!)).toBeUndefined();
    expect(applyOperation(schema, plans, parseOperation("remove:/cmmcAccelerator/addOns/9")!)).toBeUndefined();
    expect(applyOperation(schema, plans, parseOperation("up:/cmmcAccelerator/addOns/0")!)).toBeUndefined();
    expect(applyOperation(schema, plans, parseOperation("add:/governancePlans")!)).toBeUndefined();
    expect(parseOperation("drop table")).toBeUndefined();
  });

  it("copy a record's entry as a new one, last, its key to write first; never a list's item or an entry not there", () => {
    const pages = JSON.parse(readFileSync(path.join(root, "tests/fixtures/content/pages.json"), "utf8"));
    const keys = Object.keys(pages);
    const done = applyOperation(schemaOf("pages.json"), pages, parseOperation("copy:/*1")!)!;
    expect(Object.keys(done.value as object)).toEqual([...keys, `new${keys.length}`]);
    expect((done.value as typeof pages)[`new${keys.length}`]).toEqual(pages[keys[1]!]);
    expect(done.focus).toBe(`/*${keys.length}#key`);
    expect(applyOperation(schemaOf("pages.json"), pages, parseOperation(`copy:/*${keys.length}`)!)).toBeUndefined();
    expect(applyOperation(schema, plans, parseOperation("copy:/cmmcAccelerator/addOns/0")!)).toBeUndefined();
  });
});

describe("where a problem is shown", () => {
  const plans = JSON.parse(readFileSync(path.join(root, "tests/fixtures/content/plans.json"), "utf8"));
  const schema = schemaOf("plans.json");

  it("on the field it names, inside a choice's chosen option, or on the nearest group the form has", () => {
    expect(landing(schema, plans, ["governancePlans", 1, "monthlyPrice"])).toEqual({
      path: ["governancePlans", 1, "monthlyPrice"],
      name: "/governancePlans/1/monthlyPrice",
    });
    expect(landing(schema, plans, ["cmmcAccelerator", "cohorts", 0, "start", "landingPage"]).name).toBe(
      "/cmmcAccelerator/cohorts/0/start~1/landingPage",
    );
    // A field the file lacks: its group says it.
    expect(landing(schema, plans, ["governancePlans", 7, "name"])).toEqual({
      path: ["governancePlans"],
      name: "/governancePlans",
    });
    const pages = JSON.parse(readFileSync(path.join(root, "tests/fixtures/content/pages.json"), "utf8"));
    const key = Object.keys(pages)[1]!;
    const field = Object.keys(pages[key])[0]!;
    expect(landing(schemaOf("pages.json"), pages, [key, field]).name).toBe(`/*1/${field}`);
  });

  it("titles a page's entry by the page's name and address, its key a field of its own named for it", async () => {
    const pages = JSON.parse(readFileSync(path.join(root, "tests/fixtures/content/pages.json"), "utf8"));
    const form = document.createElement("form");
    form.innerHTML = await render("pages.json", pages);
    const [key, page] = Object.entries(pages)[1] as [string, { name: string; path: string }];
    const title = `${page.name} (${page.path})`;
    const keyField = form.querySelector<HTMLInputElement>('[name="/*1#key"]')!;
    expect(keyField.value).toBe(key);
    expect(keyField.getAttribute("aria-label")).toBe(`Key, ${title}`);
    expect(keyField.closest("li")!.textContent).toContain(title);
    expect(form.querySelector('[value="remove:/*1"]')!.textContent!.replace(/\s+/g, " ").trim()).toBe(
      `Remove ${title}`,
    );
    expect(form.textContent).not.toContain(`Entry "${key}"`);
  });

  it("says each problem under its field, described by it, the field marked invalid", async () => {
    const problems = problemsByField(schema, plans, [
      { path: ["governancePlans", 1, "monthlyPrice"], problem: "must be whole cents" },
    ]);
    const form = document.createElement("form");
    form.innerHTML = await render("plans.json", plans, { problems, unreadable: new Map() });
    const input = form.querySelector<HTMLInputElement>('[name="/governancePlans/1/monthlyPrice"]')!;
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = input
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => form.querySelector(`[id="${id}"]`));
    expect(described.map((element) => element?.textContent)).toContain("must be whole cents");
  });
});

/**
 * A control's accessible name as the accessible-name rules give it for this form's markup (aria-label,
 * aria-labelledby, a label for its id or around it, a button's text). dom-accessibility-api computes the same, at a minute per large form.
 */
function accessibleName(control: HTMLElement): string {
  const words = (element: Element | null | undefined) => element?.textContent ?? "";
  const labelledBy = control.getAttribute("aria-labelledby");
  const text = control.hasAttribute("aria-label")
    ? control.getAttribute("aria-label")!
    : labelledBy
      ? labelledBy
          .split(" ")
          .map((id) => words(document.getElementById(id)))
          .join(" ")
      : control.tagName === "BUTTON"
        ? words(control)
        : words(document.querySelector(`label[for="${CSS.escape(control.id)}"]`) ?? control.closest("label"));
  return text.replace(/\s+/g, " ").replace(/ ,/g, ",").trim();
}

/** A group's accessible name: its aria-label, else its legend's words. */
const groupName = (fieldset: Element | null) =>
  fieldset?.getAttribute("aria-label") ??
  fieldset?.querySelector("legend")?.textContent?.replace(/\s+/g, " ").trim() ??
  "";

describe("every field's name says whose it is, in the team's words (issue 54)", () => {
  /** The accessible name of each control the member fills or presses, as assistive technology reads it. */
  async function controlNames(file: string, value: unknown) {
    document.body.innerHTML = `<form>${await render(file, value)}</form>`;
    const controls = [...document.querySelectorAll<HTMLElement>("input:not([type=hidden]), select, textarea, button")];
    return controls.map((control) => ({
      control,
      name: accessibleName(control),
      group: groupName(control.closest("fieldset")),
    }));
  }
  const fixture = (file: string) =>
    JSON.parse(readFileSync(path.join(root, "tests/fixtures/content", file), "utf8")) as Record<string, unknown>;

  for (const file of readdirSync(path.join(root, "tests/fixtures/content")).filter((name) => name.endsWith(".json")))
    it(`${file}: no two fields share a name, and none is a key or a position alone`, async () => {
      const names = await controlNames(file, fixture(file));
      // A radio's name ("Yes") is said with its group's ("Recommended plan, Level 2 Professional"): the pair is unique.
      const said = names.map(({ control, name, group }) =>
        control.getAttribute("type") === "radio" ? `${group} / ${name}` : name,
      );
      const twice = said.filter((name, index) => said.indexOf(name) !== index);
      expect(twice).toEqual([]);
      for (const name of said) {
        expect(name, name).not.toMatch(/\b(Secops|Cmmc|Ai|Gb|Lp|Ui|Cta|Href|Src|Uei|Naics)\b/);
        expect(name, name).not.toMatch(/: item \d|^Item \d|One text|A whole number$/);
      }
    });

  it("the plans form names each plan's fields by the plan, and each item by its own name", async () => {
    const plans = fixture("plans.json") as {
      governancePlans: { name: string }[];
      cmmcAccelerator: { addOns: { name: string }[] };
    };
    const names = (await controlNames("plans.json", plans)).map(({ name }) => name);
    const second = plans.governancePlans[1]!.name;
    expect(names).toContain(`Monthly price, ${second}`);
    expect(names).toContain(`Monthly price, billed annually, ${second}`);
    expect(names).toContain(`Feature 1, ${second}`);
    expect(names).toContain(`Remove Feature 1, ${second}`);
    expect(names).toContain(`Price, ${plans.cmmcAccelerator.addOns[0]!.name}, CMMC Accelerator`);
    expect(names).toContain(`Move down ${second}`);
    expect(names).toContain("Add an add-on to CMMC Accelerator");
    const groups = [...document.querySelectorAll("fieldset")].map(groupName);
    expect(groups).toContain(second);
    expect(groups.some((group) => /^Cohort starting [A-Z][a-z]+ \d{1,2}, \d{4}/.test(group))).toBe(true);
  });
});

describe("a problem's place, in the form's words (issue 54)", () => {
  const plans = JSON.parse(readFileSync(path.join(root, "tests/fixtures/content/plans.json"), "utf8"));
  it("names the section, the item by its own name and the field by its title", async () => {
    const { placeInWords } = await import("./field-words.ts");
    const schema = schemaOf("plans.json");
    expect(placeInWords(schema, plans, ["governancePlans", 1, "monthlyPrice"])).toBe(
      "Governance plans › Level 2 Professional › Monthly price",
    );
    // Without the file's value (a publish's report), an item is called by its place.
    expect(placeInWords(schema, undefined, ["governancePlans", 0, "annualMonthly"])).toBe(
      "Governance plans › Governance plan 1 › Monthly price, billed annually",
    );
    expect(placeInWords(schema, plans, ["cmmcAccelerator", "cohorts", 0, "start", "landingPage"])).toBe(
      "CMMC Accelerator › Cohorts › Cohort starting January 1, 2026 › Start date › Start on the landing page",
    );
    expect(placeInWords(schema, plans, [])).toBe("The whole file");
  });
});
