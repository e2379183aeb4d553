/**
 * Issue 53: a failed publish names the saved change that holds it back, and one saved change can be withdrawn by
 * itself (through the same check, as a new commit), never over a later change to the same lines.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { makeContentRepo } from "#tests/content-repo.ts";
import { isAncestor, whatHoldsBack, withdrawChange, withdrawMessages } from "./saved-changes.ts";

const dana = { name: "Dana Marketer", email: "dana@vendor.example" };
let repo = "";
let git: (...args: string[]) => string;
const head = () => git("rev-parse", "HEAD").trim();
const plansFile = () => path.join(repo, "content/plans.json");

/** A commit of the test's own that edits plans.json, as the editor's saves do (its message says what changed). */
function save(subject: string, edit: (plans: { governancePlans: Record<string, unknown>[] }) => void, by = dana) {
  const text = readFileSync(plansFile(), "utf8");
  const plans = JSON.parse(text);
  edit(plans);
  // The repository's own formatting (two spaces), so a change is a few lines, as the editor writes it.
  writeFileSync(plansFile(), `${JSON.stringify(plans, null, 2)}\n`);
  git("-c", `user.name=${by.name}`, "-c", `user.email=${by.email}`, "commit", "--quiet", "-am", subject);
  return head();
}

beforeEach(() => {
  ({ repo, git } = makeContentRepo());
  // The fixtures as JSON.stringify writes them, so the tests' saves change only what they edit.
  writeFileSync(plansFile(), `${JSON.stringify(JSON.parse(readFileSync(plansFile(), "utf8")), null, 2)}\n`);
  git("commit", "--quiet", "-am", "Formatted");
});

describe("the saved changes of the Changes page", () => {
  it("names the saved change that brought each problem of a failed publish, not the later ones", async () => {
    const live = head();
    save(
      "Content: plans.json › governancePlans › item 1 › name",
      (plans) => (plans.governancePlans[0]!.name = "Starter"),
    );
    const broken = save(
      "Content: plans.json › governancePlans › item 2 › monthlyPrice",
      (plans) => (plans.governancePlans[1]!.monthlyPrice = 999.005),
    );
    const latest = save(
      "Content: plans.json › governancePlans › item 3 › name",
      (plans) => (plans.governancePlans[2]!.name = "Enterprise Plus"),
    );
    const held = await whatHoldsBack(repo, live, latest);
    expect(held).toEqual([
      expect.objectContaining({
        file: "plans.json",
        field: "governancePlans › item 2 › monthlyPrice",
        problem: expect.stringContaining("must be whole cents"),
        change: expect.objectContaining({ commit: broken, author: dana.name }),
      }),
    ]);
  });

  it("withdraws one saved change by itself as a new commit by the member, the later ones kept", async () => {
    const first = save(
      "Content: plans.json › governancePlans › item 1 › name",
      (plans) => (plans.governancePlans[0]!.name = "Starter"),
    );
    save(
      "Content: plans.json › governancePlans › item 3 › name",
      (plans) => (plans.governancePlans[2]!.name = "Enterprise Plus"),
    );
    const result = await withdrawChange(repo, first, { name: "Sam Sales", email: "sam@vendor.example" });
    expect(result).toMatchObject({ subject: "Withdraw: plans.json › governancePlans › item 1 › name" });
    expect(git("log", "-1", "--format=%an <%ae>|%s")).toBe(
      "Sam Sales <sam@vendor.example>|Withdraw: plans.json › governancePlans › item 1 › name\n",
    );
    const plans = JSON.parse(readFileSync(plansFile(), "utf8"));
    expect(plans.governancePlans[0].name).toBe("Level 1 Starter");
    expect(plans.governancePlans[2].name).toBe("Enterprise Plus");
    expect(git("status", "--porcelain")).toBe("");
  });

  it("refuses in words, writing nothing, a withdrawal over a later change to the same line, one the check refuses, and an engineer's commit", async () => {
    const first = save(
      "Content: plans.json › governancePlans › item 1 › name",
      (plans) => (plans.governancePlans[0]!.name = "Starter"),
    );
    save(
      "Content: plans.json › governancePlans › item 1 › name",
      (plans) => (plans.governancePlans[0]!.name = "Starter Two"),
    );
    const before = head();
    expect(await withdrawChange(repo, first, dana)).toEqual({ refused: withdrawMessages.overlaps });
    expect([head(), git("status", "--porcelain")]).toEqual([before, ""]);

    // Undoing a fix brings the problem back: the check refuses it.
    const broken = save("Content: a broken price", (plans) => (plans.governancePlans[1]!.monthlyPrice = 999.005));
    const fix = save("Content: the price fixed", (plans) => (plans.governancePlans[1]!.monthlyPrice = 999));
    expect(broken).not.toBe(fix);
    const refused = await withdrawChange(repo, fix, dana);
    expect(refused).toEqual({
      problems: [expect.objectContaining({ field: "governancePlans › item 2 › monthlyPrice" })],
    });
    expect(git("status", "--porcelain")).toBe("");

    writeFileSync(path.join(repo, "README.md"), "A developer's note\n");
    git("add", "README.md");
    git("commit", "--quiet", "-m", "Docs");
    expect(await withdrawChange(repo, head(), dana)).toEqual({ refused: withdrawMessages.notContent });
    expect(await withdrawChange(repo, "not-a-commit", dana)).toEqual({ refused: withdrawMessages.unknown });
  });

  it("tells an older build from a newer one (a rollback never goes forward)", async () => {
    const older = head();
    const newer = save("Content: a name", (plans) => (plans.governancePlans[0]!.name = "Starter"));
    expect(await isAncestor(repo, older, newer)).toBe(true);
    expect(await isAncestor(repo, newer, older)).toBe(false);
  });
});
