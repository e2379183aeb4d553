/**
 * The editor's slips (issues 46 and 53) through the workspace's own routes, as the browser posts its form: each is
 * refused at review in the check's words, on the field the member typed in (its description, marked invalid), or
 * above the list it concerns, with what else was typed kept, and nothing committed. The journeys a person takes, a
 * few slips among them, are end to end (tests/e2e/content-editor.spec.ts, firefox-content-editor.spec.ts); the
 * variants are here, where each costs a check rather than a browser's round trip (issue 58).
 */
// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeContentRepo } from "#tests/content-repo.ts";
import { noisyPng, plainPng as png, squarePng } from "#tests/images.ts";
import { openTestTeam, signIn, workspaceApp, workspaceOptions } from "./test-workspace.ts";

/** The editor's form (the page's header has a form of its own: sign out). */
const EDITOR = 'main form[enctype="multipart/form-data"]';

let opened: ReturnType<typeof openTestTeam>;
let app: Hono;
let cookie = "";
let repo = "";
const commits = () => execFileSync("git", ["rev-list", "--count", "HEAD"], { cwd: repo, encoding: "utf8" }).trim();

beforeAll(async () => {
  opened = openTestTeam();
  repo = makeContentRepo().repo;
  app = workspaceApp({
    ...workspaceOptions(opened.store, opened.team),
    contentEditor: {
      repo,
      stagingRoot: mkdtempSync(path.join(tmpdir(), "editor-staging-")),
      dataDir: path.dirname(opened.dbPath),
    },
  });
  cookie = await signIn(app, opened.team, "dana@vendor.example", "owner");
});
afterAll(() => opened.close());

interface Upload {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** The page's editor form, and what a browser would post from it. */
function editorForm(html: string) {
  const { document, FormData: PageFormData } = new JSDOM(html).window;
  const form = document.querySelector(EDITOR);
  if (!form) throw new Error(`no editor form in the page: ${html.slice(0, 300)}`);
  const entries = [...new PageFormData(form as HTMLFormElement).entries()].filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return { document, entries };
}

/** Posts the form's fields, with `values` typed over them, the button's own name and value, and any uploads. */
async function post(
  file: string,
  html: string,
  values: Record<string, string>,
  button: [string, string],
  uploads: Upload[] = [],
) {
  const { entries } = editorForm(html);
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, name in values ? values[name]! : value);
  for (const [name, value] of Object.entries(values))
    if (!entries.some(([known]) => known === name)) body.append(name, value);
  body.append(...button);
  for (const upload of uploads)
    body.append(`${upload.field}#upload`, new File([new Uint8Array(upload.bytes)], upload.name, { type: upload.type }));
  const response = await app.request(`/team/content/${file}`, { method: "POST", headers: { cookie }, body });
  return { status: response.status, html: await response.text() };
}

const open = async (file: string) => (await app.request(`/team/content/${file}`, { headers: { cookie } })).text();
/** The form after "Add an item to" a list (its button names the list by its pointer). */
const withItemAdded = async (file: string, list: string) =>
  (await post(file, await open(file), {}, ["op", `add:${list}`])).html;

const logoUpload = (name: string, type: string, bytes: Buffer): Upload => ({
  field: "/customerLogos/0/image/src",
  name,
  type,
  bytes,
});

interface Slip {
  file: string;
  /** The list an item is added to first, as the member adds one. */
  added?: string;
  values: Record<string, string>;
  uploads?: () => Promise<Upload[]>;
  /** The field said to be wrong (its name), or the element holding a list's or a choice's own message (its id). */
  field: { name: string } | { id: string };
  says: RegExp;
}

/** A logo being added: every field of it filled, so the slip is the only problem. */
const newLogo = {
  "/customerLogos/0/name": "Acme Federal Systems",
  "/customerLogos/0/image/alt": "Acme Federal Systems",
  "/customerLogos/0/image/src": "customer-logos/acme.png",
};

const slips: Record<string, Slip> = {
  "a price in fractions of a cent": {
    file: "plans.json",
    values: { "/governancePlans/1/monthlyPrice": "99.999" },
    field: { name: "/governancePlans/1/monthlyPrice" },
    says: /must be whole cents/,
  },
  "a price in words": {
    file: "plans.json",
    values: { "/governancePlans/1/monthlyPrice": "ten dollars" },
    field: { name: "/governancePlans/1/monthlyPrice" },
    says: /Write a number/,
  },
  "markup in a name": {
    file: "plans.json",
    values: { "/governancePlans/0/name": "<b>Starter</b>" },
    field: { name: "/governancePlans/0/name" },
    says: /contains the HTML tag <b>/,
  },
  "a name left empty": {
    file: "plans.json",
    values: { "/governancePlans/0/name": "" },
    field: { name: "/governancePlans/0/name" },
    says: /is empty: write the text/,
  },
  "an annual total that disagrees with its monthly figure": {
    file: "plans.json",
    values: { "/governancePlans/0/annualTotal": "100" },
    field: { name: "/governancePlans/0/annualMonthly" },
    says: /but the yearly total is \$100/,
  },
  "two recommended plans": {
    file: "plans.json",
    values: { "/governancePlans/0/recommended": "true" },
    field: { id: "f:/governancePlans-error" },
    says: /exactly one recommended plan/,
  },
  "a cohort of no seats": {
    file: "plans.json",
    values: { "/cmmcAccelerator/cohorts/0/seats": "0" },
    field: { name: "/cmmcAccelerator/cohorts/0/seats" },
    says: /must be 1 or more/,
  },
  "a plan name the quote's typeface cannot print": {
    file: "plans.json",
    values: { "/governancePlans/1/name": "🚀🛡️" },
    field: { name: "/governancePlans/1/name" },
    says: /which the quote PDF's typeface cannot print \(they would print as "\?"\)/,
  },
  "a cohort whose registration closes after it starts": {
    file: "plans.json",
    added: "/cmmcAccelerator/cohorts",
    values: {
      "/cmmcAccelerator/cohorts/1/start#choice": "0",
      "/cmmcAccelerator/cohorts/1/start~0": "2027-09-01",
      "/cmmcAccelerator/cohorts/1/registrationCloses": "2027-09-15",
      "/cmmcAccelerator/cohorts/1/seats": "15",
    },
    field: { name: "/cmmcAccelerator/cohorts/1/registrationCloses" },
    says: /registration must close before the first day/,
  },
  "the same cohort listed twice": {
    file: "plans.json",
    added: "/cmmcAccelerator/cohorts",
    values: {
      "/cmmcAccelerator/cohorts/1/start#choice": "1",
      "/cmmcAccelerator/cohorts/1/start~1/landingPage": "2026-01-01",
      "/cmmcAccelerator/cohorts/1/start~1/pricingTab": "2025-12-01",
      "/cmmcAccelerator/cohorts/1/registrationCloses": "2025-11-30",
      "/cmmcAccelerator/cohorts/1/seats": "15",
    },
    field: { id: "f:/cmmcAccelerator/cohorts/1/start-error" },
    says: /is already listed: cohort 1 starts on the same day/,
  },
  "a link to no page": {
    file: "navigation.json",
    values: { "/mainNav/groups/0/items/1/to": "/secops-old" },
    field: { name: "/mainNav/groups/0/items/1/to" },
    says: /which is not a page in pages.json/,
  },
  "a checklist requirement's check left empty": {
    file: "checklist.json",
    values: { "/requirements/0/verify": "" },
    field: { name: "/requirements/0/verify" },
    says: /is empty: write the text/,
  },
  "a saving typed instead of worked out": {
    file: "pricing-page.json",
    values: { "/governance/badge": "Save up to 16%" },
    field: { name: "/governance/badge" },
    says: /types the saving of annual billing, which goes stale when a price changes/,
  },
  "an attestation issued on a day still to come": {
    file: "proof.json",
    added: "/attestations",
    values: {
      "/attestations/0/name": "SOC 2 Type II report",
      "/attestations/0/issuer": "An independent assessor",
      "/attestations/0/issued": "2099-01-15",
    },
    field: { name: "/attestations/0/issued" },
    says: /is 2099-01-15, a day still to come/,
  },
  "a case study the customer has not approved, said beside its box in words (issue 54)": {
    file: "proof.json",
    added: "/caseStudies",
    values: {
      "/caseStudies/0/industry": "energy",
      "/caseStudies/0/customer": "Test Utility West",
      "/caseStudies/0/title": "A utility reaches CMMC Level 1",
      "/caseStudies/0/challenge": "Spreadsheets and no owner for each control.",
      "/caseStudies/0/result": "Every control owned and evidenced.",
    },
    field: { name: "/caseStudies/0/customerApproved" },
    says: /^(?!.*must be one of).*must be ticked before the case study is published/,
  },
  "a logo without its words": {
    file: "proof.json",
    added: "/customerLogos",
    values: { ...newLogo, "/customerLogos/0/image/alt": "" },
    uploads: async () => [logoUpload("acme.png", "image/png", await png(800, 300))],
    field: { name: "/customerLogos/0/image/alt" },
    says: /is empty: write the text/,
  },
  "a logo's link without its scheme": {
    file: "proof.json",
    added: "/customerLogos",
    values: { ...newLogo, "/customerLogos/0/href": "acme.example" },
    uploads: async () => [logoUpload("acme.png", "image/png", await png(800, 300))],
    field: { name: "/customerLogos/0/href" },
    says: /must be a full web address/,
  },
  "a file that is no image": {
    file: "proof.json",
    added: "/customerLogos",
    values: newLogo,
    uploads: async () => [logoUpload("logo.png", "image/png", Buffer.from("not an image at all"))],
    field: { name: "/customerLogos/0/image/src" },
    says: /cannot be read as an image/,
  },
  "an image too small to show sharply": {
    file: "proof.json",
    added: "/customerLogos",
    values: newLogo,
    uploads: async () => [logoUpload("tiny.png", "image/png", await png(40, 20))],
    field: { name: "/customerLogos/0/image/src" },
    says: /px wide/,
  },
  "an image cut short": {
    file: "proof.json",
    added: "/customerLogos",
    values: newLogo,
    uploads: async () => [logoUpload("cut.png", "image/png", (await noisyPng()).subarray(0, 20_000))],
    field: { name: "/customerLogos/0/image/src" },
    says: /which is damaged: its first part reads as a 1600 × 900 image but the rest is missing/,
  },
  "an image of too many pixels": {
    file: "proof.json",
    added: "/customerLogos",
    values: newLogo,
    uploads: async () => [logoUpload("huge.png", "image/png", await squarePng(7172))],
    field: { name: "/customerLogos/0/image/src" },
    says: /an image of 7,172 × 7,172 pixels \(51,437,584 in all\); an image may have at most 50,000,000 pixels/,
  },
  "a drawing that carries a script": {
    file: "proof.json",
    added: "/customerLogos",
    values: { ...newLogo, "/customerLogos/0/image/src": "" },
    uploads: async () => [
      logoUpload(
        "logo.svg",
        "image/svg+xml",
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><rect width="400" height="100"/><script>alert(1)</script></svg>',
        ),
      ),
    ],
    field: { name: "/customerLogos/0/image/src" },
    says: /an SVG that carries a script: the site takes plain drawings only/,
  },
  "an image over its size limit": {
    file: "proof.json",
    added: "/customerLogos",
    values: newLogo,
    uploads: async () => [logoUpload("screenshot.png", "image/png", Buffer.alloc(20 * 1024 * 1024))],
    field: { name: "/customerLogos/0/image/src" },
    says: /This file is 20.0 MB; an image may be at most 10 MB/,
  },
};

describe("the editor refuses each slip at review, on its own field, and commits nothing", () => {
  for (const [name, slip] of Object.entries(slips))
    it(name, async () => {
      const before = commits();
      const html = slip.added ? await withItemAdded(slip.file, slip.added) : await open(slip.file);
      const answer = await post(slip.file, html, slip.values, ["intent", "review"], await slip.uploads?.());
      expect(answer.status).toBe(422);
      const { document } = editorForm(answer.html);
      expect(document.querySelector('[role="alert"]')?.textContent).toContain("Nothing was saved");
      if ("name" in slip.field) {
        const field = document.querySelector(`[name="${slip.field.name}"]`)!;
        const description = (field.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ");
        expect(description).toMatch(slip.says);
        expect(field.getAttribute("aria-invalid")).toBe("true");
      } else expect(document.getElementById(slip.field.id)?.textContent).toMatch(slip.says);
      // What else the member typed is still in the form, as typed, and no review offers to save it.
      const slipped = "name" in slip.field ? slip.field.name : "";
      for (const [typed, value] of Object.entries(slip.values)) {
        const control = document.querySelector<HTMLInputElement>(
          `input[name="${typed}"]:not([type=radio]), textarea[name="${typed}"]`,
        );
        if (control && typed !== slipped) expect(control.value, typed).toBe(value);
      }
      expect(document.querySelector('button[value="save"]')).toBeNull();
      expect(commits()).toBe(before);
    });
});

describe("what the check finds worth a look (a cohort already started) is said where the team reads it", () => {
  // The fixtures' one cohort started on 2025-12-01: from then on, no cohort is open.

  it("on the content list, each warning a link to its part of the form", async () => {
    const html = await (await app.request("/team/content", { headers: { cookie } })).text();
    const section = worthALook(html);
    expect(section?.querySelector("#worth-a-look")?.textContent).toBe("Worth a look");
    const link = section?.querySelector("li a");
    expect(link?.textContent).toBe(
      "Plans, prices and cohorts › CMMC Accelerator › Cohorts › Cohort starting January 1, 2026",
    );
    expect(link?.getAttribute("href")).toBe("/team/content/plans.json?section=cmmcAccelerator");
    expect(section?.querySelector("li")?.textContent).toContain("started on December 1, 2025: no cohort is open");
  });

  it("in a change's review, which it does not stop; with the next cohort added, it says the next step", async () => {
    const priced = await post("plans.json", await open("plans.json"), { "/governancePlans/0/monthlyPrice": "209" }, [
      "intent",
      "review",
    ]);
    expect(priced.status).toBe(200);
    const review = new JSDOM(priced.html).window.document.querySelector('section[aria-labelledby="review-title"]');
    expect(review?.querySelector('button[value="save"]')).not.toBeNull();
    expect(review?.querySelector('section[aria-labelledby="worth-a-look"]')?.textContent).toContain(
      "no cohort is open",
    );

    // The next cohort added and the one that started taken out: nothing left to say.
    const added = await withItemAdded("plans.json", "/cmmcAccelerator/cohorts");
    const next = await post(
      "plans.json",
      added,
      {
        "/cmmcAccelerator/cohorts/1/start#choice": "0",
        "/cmmcAccelerator/cohorts/1/start~0": "2099-09-01",
        "/cmmcAccelerator/cohorts/1/registrationCloses": "2099-08-15",
        "/cmmcAccelerator/cohorts/1/seats": "15",
      },
      ["intent", "review"],
    );
    expect(next.status).toBe(200);
    expect(worthALook(next.html)?.textContent).toContain("the site no longer offers it; you may remove it");
  });
});

/** The part of a page that says what the check finds worth a look. */
const worthALook = (html: string) =>
  new JSDOM(html).window.document.querySelector('section[aria-labelledby="worth-a-look"]');

/** Reviews the form with `values` typed over it, then saves what was reviewed: the review's page. */
const reviewAndSave = async (file: string, html: string, values: Record<string, string>) => {
  const review = await post(file, html, values, ["intent", "review"]);
  expect(review.status, review.html.match(/role="alert"[^]*?<\/div>/)?.[0]).toBe(200);
  const saved = await post(file, review.html, {}, ["intent", "save"]);
  expect(saved.status).toBe(303);
  return review.html;
};

describe("a new industry page, made a file at a time in the guide's order (hero, copy, page, menu link)", () => {
  /** The form after "Copy as a new entry" on an entry (a record's, by its pointer): the copy last, its key focused. */
  const withEntryCopied = async (file: string, entry: string) =>
    (await post(file, await open(file), {}, ["op", `copy:${entry}`])).html;
  const keysOf = (html: string, record: string) =>
    editorForm(html).entries.filter(([name]) => new RegExp(`^${record}/\\*\\d+#key$`).test(name)).length;

  it("saves each step, the hero and copy waiting for their page as a note, and the page with its menu link", async () => {
    const before = Number(commits());
    // The hero and the copy start from an existing industry's, as the guide says.
    const heroes = await withEntryCopied("heroes.json", "/heroes/*0");
    const hero = `/heroes/*${keysOf(heroes, "/heroes") - 1}`;
    expect(new JSDOM(heroes).window.document.querySelector("[autofocus]")?.getAttribute("name")).toBe(`${hero}#key`);
    const heroReview = await reviewAndSave("heroes.json", heroes, {
      [`${hero}#key`]: "water",
      [`${hero}/headline`]: "Water utilities, secured",
    });
    expect(
      new JSDOM(heroReview).window.document.querySelector('section[aria-labelledby="worth-a-look"]')?.textContent,
    ).toContain('add "water" under Page addresses and titles once its hero and copy are saved');

    const industries = await withEntryCopied("industries.json", "/industries/*0");
    await reviewAndSave("industries.json", industries, {
      [`/industries/*${keysOf(industries, "/industries") - 1}#key`]: "water",
    });

    const pages = await withItemAdded("pages.json", "");
    const pageCount = editorForm(pages).entries.filter(([name]) => /^\/\*\d+#key$/.test(name)).length;
    await reviewAndSave("pages.json", pages, {
      [`/*${pageCount - 1}#key`]: "water",
      [`/*${pageCount - 1}/path`]: "/industries/water",
      [`/*${pageCount - 1}/name`]: "Water",
      [`/*${pageCount - 1}/description`]: "Continuous monitoring and compliance for water utilities.",
    });

    const navigation = await withItemAdded("navigation.json", "/mainNav/groups/1/items");
    const links = editorForm(navigation).entries.find(([name]) => name === "/mainNav/groups/1/items#count")![1];
    await reviewAndSave("navigation.json", navigation, {
      [`/mainNav/groups/1/items/${Number(links) - 1}/to`]: "/industries/water",
    });

    expect(Number(commits())).toBe(before + 4);
    const saved = (file: string) =>
      JSON.parse(execFileSync("git", ["show", `HEAD:content/${file}`], { cwd: repo, encoding: "utf8" }));
    expect(saved("pages.json").water).toMatchObject({ path: "/industries/water", name: "Water" });
    expect(saved("heroes.json").heroes.water.headline).toBe("Water utilities, secured");
    const copies = saved("industries.json").industries;
    expect(copies.water).toEqual(Object.values(copies)[0]);
    expect(saved("navigation.json").mainNav.groups[1].items.at(-1)).toEqual({ to: "/industries/water" });
    // With its page, the note is gone: the content list has nothing to say of it.
    const list = await (await app.request("/team/content", { headers: { cookie } })).text();
    expect(list).not.toContain("is for a page the site does not have");
  });
});

describe("an industry page moved to a new address in one save", () => {
  const savedPages = () =>
    JSON.parse(execFileSync("git", ["show", "HEAD:content/pages.json"], { cwd: repo, encoding: "utf8" }));
  const pathField = (html: string, address: string) =>
    editorForm(html).entries.find(([name, value]) => /^\/\*\d+\/path$/.test(name) && value === address)![0];

  it("keeps its old address, which the review says and the menu link still reaches; moved back, it keeps the other", async () => {
    const form = await open("pages.json");
    const address = pathField(form, "/industries/energy");
    const page = address.replace(/\/path$/, "");
    const review = await post("pages.json", form, { [address]: "/industries/energy-utilities" }, ["intent", "review"]);
    expect(review.status).toBe(200);
    const shown = new JSDOM(review.html).window.document;
    // The form now lists the old address, for the member to see before saving.
    expect(editorForm(review.html).entries).toContainEqual([`${page}/formerAddresses/0`, "/industries/energy"]);
    expect(shown.querySelector("main")?.textContent).toContain(
      "Energy: its old address /industries/energy now sends visitors on to /industries/energy-utilities",
    );
    // The Industries menu still links to the old address: it works, and the member is asked to change it.
    expect(worthALook(review.html)?.textContent).toContain(
      'links to "/industries/energy", the former address of “Energy”: it still works (visitors are sent on), but change it to "/industries/energy-utilities"',
    );
    expect((await post("pages.json", review.html, {}, ["intent", "save"])).status).toBe(303);
    expect(savedPages().energy).toMatchObject({
      path: "/industries/energy-utilities",
      formerAddresses: ["/industries/energy"],
    });

    // Moved back: the address it returns to is no longer a former one, and the one it leaves becomes one.
    const again = await open("pages.json");
    await reviewAndSave("pages.json", again, {
      [pathField(again, "/industries/energy-utilities")]: "/industries/energy",
    });
    expect(savedPages().energy).toMatchObject({
      path: "/industries/energy",
      formerAddresses: ["/industries/energy-utilities"],
    });
  });
});
