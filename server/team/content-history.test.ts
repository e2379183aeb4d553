/**
 * The content's history through the workspace's routes (issue 54): each saved version of a file or one part, who
 * saved it, when, what it changed in words, and whether it is live, published before or saved and not yet published;
 * a version compared with the live one; the content list's "saved, not yet published" at a glance.
 */
// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeStatus } from "#server/publish/status.ts";
import { makeContentRepo } from "#tests/content-repo.ts";
import { openTestTeam, signIn, workspaceApp, workspaceOptions } from "./test-workspace.ts";

let opened: ReturnType<typeof openTestTeam>;
let app: Hono;
let cookie = "";
let repo = "";
let git: (...args: string[]) => string;
let live = "";
let dataDir = "";
const plansFile = () => path.join(repo, "content/plans.json");

/** A save by a member, as the editor commits it: the file as JSON, their name, a subject. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fixture's JSON, edited as a member would
function save(author: string, edit: (plans: Record<string, any>) => void) {
  const plans = JSON.parse(readFileSync(plansFile(), "utf8"));
  edit(plans);
  writeFileSync(plansFile(), `${JSON.stringify(plans, null, 2)}\n`);
  git(
    "-c",
    `user.name=${author}`,
    "-c",
    `user.email=${author.toLowerCase()}@vendor.example`,
    "commit",
    "-qam",
    "Content: a save",
  );
  return git("rev-parse", "HEAD").trim();
}

const page = async (at: string) => {
  const response = await app.request(at, { headers: { cookie } });
  const { document } = new JSDOM(await response.text()).window;
  return {
    status: response.status,
    document,
    text: document.querySelector("main")?.textContent?.replace(/\s+/g, " ") ?? "",
  };
};

beforeAll(async () => {
  opened = openTestTeam();
  ({ repo, git } = makeContentRepo());
  dataDir = path.dirname(opened.dbPath);
  save("Ana", (plans) => (plans.governancePlans[1].monthlyPrice = 1049));
  live = save("Ben", (plans) => plans.cmmcAccelerator.addOns.pop());
  save("Cy", (plans) => (plans.governancePlans[0].name = "Level 1 Essentials"));
  writeStatus(dataDir, { state: "live", progress: 100, step: "", live, at: new Date().toISOString() });
  app = workspaceApp({
    ...workspaceOptions(opened.store, opened.team),
    contentEditor: {
      repo,
      stagingRoot: mkdtempSync(path.join(tmpdir(), "history-staging-")),
      dataDir,
      publishing: { request: () => {} },
    },
  });
  cookie = await signIn(app, opened.team, "dana@vendor.example", "owner");
});
afterAll(() => opened.close());

describe("a content file's history", () => {
  it("lists each version newest first: when, who, what in words, and live, published or saved", async () => {
    const { status, document, text } = await page("/team/content/plans.json/history");
    expect(status).toBe(200);
    expect(document.querySelector("h1")?.textContent).toBe("History of Plans, prices and cohorts");
    const versions = [...document.querySelectorAll("main ol > li")].map((item) =>
      item.textContent!.replace(/\s+/g, " "),
    );
    expect(versions).toHaveLength(4);
    expect(versions[0]).toMatch(
      /Cy .*Saved, not yet published.*Plan name, Level 1 Starter: “Level 1 Starter” → “Level 1 Essentials”/,
    );
    expect(versions[1]).toMatch(/Ben .*Live now.*Removed the add-on “24 hours of expert support” \(CMMC Accelerator\)/);
    expect(versions[2]).toMatch(/Ana .*Published before.*Monthly price, Level 2 Professional: \$999 → \$1,049/);
    expect(text).toContain("1 saved version is not yet published");
  });

  it("of one part: only the versions that changed it", async () => {
    const { document } = await page("/team/content/plans.json/history?section=cmmcAccelerator");
    expect(document.querySelector("h1")?.textContent).toBe("History of CMMC Accelerator (Plans, prices and cohorts)");
    const versions = [...document.querySelectorAll("main ol > li")].map((item) =>
      item.textContent!.replace(/\s+/g, " "),
    );
    expect(versions.map((version) => /Ben|Site/.exec(version)?.[0])).toEqual(["Ben", "Site"]);
    expect(versions[1]).toContain("The first saved version");
    // The live commit changed another part: this part's newest published version is what visitors see.
    const governance = await page("/team/content/plans.json/history?section=governancePlans");
    const states = [...governance.document.querySelectorAll("main ol > li")].map(
      (item) => /Live now|Published before|Saved, not yet published/.exec(item.textContent!)?.[0],
    );
    expect(states).toEqual(["Saved, not yet published", "Live now", "Published before"]);
  });

  it("compares a version with the live one, in words", async () => {
    const newest = git("rev-parse", "HEAD").trim();
    const { document } = await page(`/team/content/plans.json/compare?at=${newest}`);
    expect([...document.querySelectorAll("main li")].map((item) => item.textContent)).toEqual([
      "Plan name, Level 1 Starter: “Level 1 Starter” → “Level 1 Essentials”",
    ]);
    const same = await page(`/team/content/plans.json/compare?at=${live}&section=governancePlans`);
    expect(same.text).toContain(
      "Governance plans (Plans, prices and cohorts) in this version is the same as on the live site.",
    );
  });

  it("says in words what it cannot show: no such version, no such file", async () => {
    const unknown = await page(`/team/content/plans.json/compare?at=${"0".repeat(40)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("There is no such saved version of this file.");
    expect((await page("/team/content/plans.json/compare?at=HEAD")).status).toBe(404);
    expect((await page("/team/content/nothing.json/history")).status).toBe(404);
  });

  it("shows on the content list what is saved and not yet published, and links each place's history", async () => {
    const { document } = await page("/team/content");
    const governance = [...document.querySelectorAll("main li")].find((item) =>
      item.textContent!.includes("Governance and SecOps plans"),
    )!;
    expect(governance.textContent!.replace(/\s+/g, " ")).toContain("Saved, not yet published: Governance plans");
    const cohorts = [...document.querySelectorAll("main li")].find((item) =>
      item.textContent!.includes("CMMC Accelerator: fee, cohorts and add-ons"),
    )!;
    expect(cohorts.textContent).not.toContain("not yet published");
    expect(cohorts.querySelector('a[href$="/history?section=cmmcAccelerator"]')?.textContent).toContain("History");
  });
});
