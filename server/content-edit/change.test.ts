import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import sharp from "sharp";
import { describeChange, formatContent, imagesNoLongerNamed, proposeChange, whatElseMoves } from "./change.ts";
import { fieldPath } from "./places.ts";
import { blobId, commitChange, diffOf } from "./local-git.ts";
import { makeContentRepo } from "#tests/content-repo.ts";

const author = { name: "Dana Marketer", email: "dana@vendor.example" };
const today = "2026-11-26";

let repo = "";
let content = "";
let git: (...args: string[]) => string;
const plans = () => JSON.parse(readFileSync(path.join(content, "plans.json"), "utf8")) as Record<string, unknown[]>;

/** A repository of the test's own: the fixtures' content and the project's Prettier settings, committed. */
beforeEach(() => {
  ({ repo, git } = makeContentRepo());
  content = path.join(repo, "content");
});

describe("a change to the content, judged before it is written", () => {
  it("reads the check's field names back as paths", () => {
    expect(fieldPath("governancePlans › item 2 › monthlyPrice")).toEqual(["governancePlans", 1, "monthlyPrice"]);
    expect(fieldPath("")).toEqual([]);
  });

  it("writes every content file back byte for byte when nothing changed (the repository's own formatting)", async () => {
    for (const file of readdirSync(content).filter((name) => name.endsWith(".json"))) {
      const text = readFileSync(path.join(content, file), "utf8");
      expect([file, await formatContent(content, file, JSON.parse(text))]).toEqual([file, text]);
    }
  });

  it("raises a price as a one-line diff, committed by the member with a message that says what changed", async () => {
    const edited = plans();
    const plan = edited.governancePlans![0] as Record<string, unknown>;
    plan.name = "Level 1 Starter Plus";
    const opened = { "plans.json": await blobId(repo, readFileSync(path.join(content, "plans.json"), "utf8")) };
    const change = await proposeChange(content, { "plans.json": edited }, today);
    expect(change.problems).toEqual([]);
    const diff = await diffOf(repo, change.files);
    expect(diff.split("\n").filter((line) => /^[-+][^-+]/.test(line))).toEqual([
      '-      "name": "Level 1 Starter",',
      '+      "name": "Level 1 Starter Plus",',
    ]);
    const message = describeChange(change.files);
    expect(message).toBe(
      // In the team's words (issue 54): the field and the plan as the form names them.
      "Content: Plan name, Level 1 Starter: “Level 1 Starter” → “Level 1 Starter Plus”",
    );
    const result = await commitChange(repo, change.files, { message, author, opened });
    expect(result).toHaveProperty("commit");
    expect(git("log", "-1", "--format=%an <%ae>|%s")).toBe(`${author.name} <${author.email}>|${message}\n`);
    expect(readFileSync(path.join(content, "plans.json"), "utf8")).toBe(change.files[0]!.after);
    expect(git("status", "--porcelain")).toBe("");
  });

  it("puts a slip on its field and writes nothing", async () => {
    const edited = plans();
    (edited.governancePlans![1] as Record<string, unknown>).monthlyPrice = 999.005;
    const before = readFileSync(path.join(content, "plans.json"), "utf8");
    const change = await proposeChange(content, { "plans.json": edited }, today);
    expect(change.problems.length).toBeGreaterThan(0);
    expect(change.problems[0]).toMatchObject({
      file: "plans.json",
      path: ["governancePlans", 1, "monthlyPrice"],
    });
    expect(readFileSync(path.join(content, "plans.json"), "utf8")).toBe(before);
  });

  it("never overwrites a file someone else changed since it was opened", async () => {
    const opened = { "plans.json": await blobId(repo, readFileSync(path.join(content, "plans.json"), "utf8")) };
    // Another member's save lands first.
    const theirs = readFileSync(path.join(content, "plans.json"), "utf8").replace("Level 1 Starter", "Level 1 Basic");
    writeFileSync(path.join(content, "plans.json"), theirs);
    git("commit", "--quiet", "-am", "Their change");
    const edited = plans();
    (edited.governancePlans![1] as Record<string, unknown>).name = "Level 2 Pro";
    const change = await proposeChange(content, { "plans.json": edited }, today);
    const result = await commitChange(repo, change.files, { message: describeChange(change.files), author, opened });
    expect(result).toEqual({ conflicts: ["plans.json"] });
    expect(readFileSync(path.join(content, "plans.json"), "utf8")).toBe(theirs);
    expect(git("log", "-1", "--format=%s")).toBe("Their change\n");
  });

  it("removes with the save an image that no content names any more (its logo's entry removed)", async () => {
    mkdirSync(path.join(content, "images/customer-logos"), { recursive: true });
    const logo = await sharp({ create: { width: 400, height: 100, channels: 3, background: "#0e7490" } })
      .png()
      .toBuffer();
    writeFileSync(path.join(content, "images/customer-logos/acme.png"), logo);
    const proofFile = path.join(content, "proof.json");
    const proof = JSON.parse(readFileSync(proofFile, "utf8")) as { customerLogos: unknown[] };
    proof.customerLogos = [{ name: "Acme", image: { src: "customer-logos/acme.png", alt: "Acme" } }];
    writeFileSync(proofFile, await formatContent(content, "proof.json", proof));
    git("add", ".");
    git("commit", "--quiet", "-m", "A logo");

    const opened = { "proof.json": await blobId(repo, readFileSync(proofFile, "utf8")) };
    const change = await proposeChange(content, { "proof.json": { ...proof, customerLogos: [] } }, today);
    expect(change.problems).toEqual([]);
    const removedImages = imagesNoLongerNamed(content, change.files);
    expect(removedImages).toEqual(["customer-logos/acme.png"]);
    // An edit that keeps the logo removes nothing.
    const kept = await proposeChange(content, { "proof.json": proof }, today);
    expect(imagesNoLongerNamed(content, kept.files)).toEqual([]);

    const message = describeChange(change.files);
    expect(await commitChange(repo, change.files, { message, author, opened, removedImages })).toHaveProperty("commit");
    expect(existsSync(path.join(content, "images/customer-logos/acme.png"))).toBe(false);
    expect(git("show", "--name-status", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "D\tcontent/images/customer-logos/acme.png",
      "M\tcontent/proof.json",
    ]);
    expect(git("status", "--porcelain")).toBe("");
  });

  it("says what else a monthly price moves when its annual figures stay: the saving and the figures copy quotes", async () => {
    const edited = plans();
    const plan = edited.governancePlans![0] as { name: string; monthlyPrice: number; annualTotal: number };
    const was = plan.monthlyPrice;
    plan.monthlyPrice = was + 50;
    const change = await proposeChange(content, { "plans.json": edited }, today);
    expect(change.problems).toEqual([]);
    const saving = (monthly: number) => Math.round((1 - plan.annualTotal / (monthly * 12)) * 100);
    const notes = whatElseMoves(change.files);
    expect(notes[0]).toBe(
      `${plan.name}: the monthly price moves ($${was} → $${was + 50}) but the annual figures do not ($${plan.annualTotal.toLocaleString("en-US")} a year), so annual billing now saves ${saving(was + 50)}% instead of ${saving(was)}%. If the annual price should move too, change its annual figures as well.`,
    );
    expect(notes).toContain(
      `Every text quoting {governance.lowestPrice} changes with it: $${was} → $${Math.min(was + 50, ...(edited.governancePlans as { monthlyPrice: number }[]).slice(1).map((p) => p.monthlyPrice))}.`,
    );
    // A change to words alone moves no figure.
    plan.monthlyPrice = was;
    plan.name = `${plan.name} Plus`;
    expect(whatElseMoves((await proposeChange(content, { "plans.json": edited }, today)).files)).toEqual([]);
  });

  it("says the saving an annual price makes, and asks for a second look past half off (a digit typed short)", async () => {
    const edited = plans();
    const plan = edited.secopsPlans!.find((each) => (each as { id: string }).id === "plus") as {
      name: string;
      monthlyPrice: number;
      annualPrice: number;
    };
    const [monthly, annual] = [plan.monthlyPrice, plan.annualPrice];
    const saving = (yearly: number) => Math.round((1 - yearly / (monthly * 12)) * 100);
    const twelve = `$${(monthly * 12).toLocaleString("en-US")}`;
    const notesFor = async (yearly: number) => {
      plan.annualPrice = yearly;
      const change = await proposeChange(content, { "plans.json": edited }, today);
      expect(change.problems).toEqual([]);
      return whatElseMoves(change.files).filter((note) => note.startsWith(`${plan.name}:`));
    };
    const typedShort = Math.round(annual / 10);
    expect(await notesFor(typedShort)).toEqual([
      `${plan.name}: the annual price moves ($${annual.toLocaleString("en-US")} → $${typedShort.toLocaleString("en-US")} a year), so annual billing now saves ${saving(typedShort)}% instead of ${saving(annual)}% (12 monthly payments come to ${twelve}). More than 50% off: check that the annual price is the one you mean.`,
    ]);
    // A small move is said without the question.
    const cut = annual - 1000;
    expect(await notesFor(cut)).toEqual([
      `${plan.name}: the annual price moves ($${annual.toLocaleString("en-US")} → $${cut.toLocaleString("en-US")} a year), so annual billing now saves ${saving(cut)}% instead of ${saving(annual)}% (12 monthly payments come to ${twelve}).`,
    ]);
  });
});
