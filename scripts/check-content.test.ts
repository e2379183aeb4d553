// @vitest-environment node
/**
 * The mistakes a marketer makes in content/, fed through `npm run check:content` and `npm run dev` as they run
 * (a copy of the tests' content with one mistake, CONTENT_DIR pointing at it): each stops with a non-zero exit and a message
 * naming the file and the field, never a stack trace.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { repositoryCopy } from "#tests/local-machine.ts";

const root = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the tests' content (tests/fixtures/content) with one file's text changed. */
function contentWith(file: string, edit: (text: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  copies.push(dir);
  cpSync(path.join(root, "tests/fixtures/content"), dir, { recursive: true });
  writeFileSync(path.join(dir, file), edit(readFileSync(path.join(dir, file), "utf8")));
  return dir;
}

/** The exit code and everything printed, by a command run against a content copy. */
const runAgainst = (dir: string, command: string[]) => runIn(root, command, { CONTENT_DIR: dir });

/** The exit code and everything printed, by a command run in `cwd` (the checkout, or a copy of it). */
async function runIn(
  cwd: string,
  command: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(command[0]!, command.slice(1), {
      cwd,
      env: { ...process.env, ...env, NO_COLOR: "1" },
      timeout: 60_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const checkContent = [process.execPath, "scripts/check-content.ts"];
const stackTrace = /^\s+at |node:internal|\.ts:\d+:\d+/m;

const mistakes: { name: string; file: string; edit: (text: string) => string; names: string }[] = [
  {
    name: "a missing comma in plans.json",
    file: "plans.json",
    edit: (text) => text.replace('"monthlyPrice": 999,', '"monthlyPrice": 999'),
    names: "content/plans.json\n    is not valid JSON at line ",
  },
  {
    name: '"$1,049" for a price',
    file: "plans.json",
    edit: (text) => text.replace('"monthlyPrice": 999,', '"monthlyPrice": "$1,049",'),
    names: "content/plans.json › governancePlans › item 2 › monthlyPrice",
  },
  {
    name: "1,049 without quotes",
    file: "plans.json",
    edit: (text) => text.replace('"monthlyPrice": 999,', '"monthlyPrice": 1,049,'),
    names: "content/plans.json\n    is not valid JSON at line ",
  },
  {
    name: "a rate of 0.755",
    file: "plans.json",
    edit: (text) => text.replace('"storageOverageRate": 0.75,', '"storageOverageRate": 0.755,'),
    names: "content/plans.json › secopsPlans › item 3 › storageOverageRate",
  },
  {
    name: "an annual total of 12,070",
    file: "plans.json",
    edit: (text) => text.replace('"annualTotal": 10070,', '"annualTotal": 12070,'),
    names: "content/plans.json › governancePlans › item 2 › annualTotal",
  },
  {
    name: "a SecOps feature the card cannot show",
    file: "plans.json",
    edit: (text) =>
      text.replace(
        '"features": ["AI alert triage, correlation and executive dashboards"]',
        '"features": ["AI alert triage, correlation and executive dashboards", "Email support"]',
      ),
    names: "content/plans.json › secopsPlans › item 2 › features",
  },
  {
    name: '"Mrach 2024" for the start date',
    file: "plans.json",
    edit: (text) => text.replace(/"landingPage": "\d{4}-\d{2}-\d{2}"/, '"landingPage": "Mrach 2024"'),
    names: "content/plans.json › cmmcAccelerator › cohorts › item 1 › start › landingPage",
  },
  {
    name: "two Governance plans with the same id",
    file: "plans.json",
    edit: editJson((data) => {
      data.governancePlans[2].id = 2;
    }),
    names: "content/plans.json › governancePlans › item 3 › id\n    is 2, the same as plan 2's",
  },
  {
    name: "two checklist requirements with the same id",
    file: "checklist.json",
    edit: editJson((data) => {
      data.requirements[4].id = data.requirements[0].id;
    }),
    names: 'content/checklist.json › requirements › item 5 › id\n    is "AC.L1-b.1.i", the same as requirement 1\'s',
  },
  {
    name: "HTML typed into a hero title",
    file: "heroes.json",
    edit: editJson((data) => {
      data.heroes.home.headline = `<b>New</b> ${data.heroes.home.headline}`.slice(0, 60);
    }),
    names: "content/heroes.json › heroes › home › headline\n    contains the HTML tag <b>",
  },
  {
    name: "an over-long headline",
    file: "heroes.json",
    edit: editJson((data) => {
      data.heroes.secops.headline = "AI-driven security operations for every team, every agency and every day";
    }),
    names: "content/heroes.json › heroes › secops › headline",
  },
  // Issue 47: slips that passed the check or crashed it with a TypeError.
  {
    name: "a seat count of 0 in the first of two cohorts",
    file: "plans.json",
    edit: withTwoCohorts((first) => (first.seats = 0)),
    names: "content/plans.json › cmmcAccelerator › cohorts › item 1 › seats\n    must be 1 or more (it is 0)",
  },
  {
    name: "an impossible date in the first of two cohorts",
    file: "plans.json",
    edit: withTwoCohorts((first) => (first.registrationCloses = "2025-02-30")),
    names:
      "content/plans.json › cmmcAccelerator › cohorts › item 1 › registrationCloses\n    is not a day on the calendar",
  },
  {
    name: "the same key twice in one object",
    file: "heroes.json",
    edit: (text) => text.replace('"headline":', '"headline": "The old words",\n      "headline":'),
    names: "content/heroes.json › heroes › home › headline\n    is written twice in the same place (lines",
  },
  {
    name: "a typed price in a plan feature",
    file: "plans.json",
    edit: editJson((data) => {
      data.governancePlans[0].features[0] = "All of it for $249 a month";
    }),
    names: "content/plans.json › governancePlans › item 1 › features › item 1\n    types a price",
  },
  {
    name: "a trailing space in a checklist id",
    file: "checklist.json",
    edit: editJson((data) => {
      data.requirements[2].id += " ";
    }),
    names:
      "content/checklist.json › requirements › item 3 › id\n    must be letters, digits, dots and hyphens with no spaces",
  },
];

/** A file's JSON changed by `edit`, written back as the team's editor writes it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the edits change arbitrary JSON
function editJson(edit: (data: any) => void) {
  return (text: string) => {
    const data = JSON.parse(text);
    edit(data);
    return JSON.stringify(data, null, 2);
  };
}

/** The price data with a second cohort after the first, and the first one changed by `edit`. */
function withTwoCohorts(edit: (first: Record<string, unknown>) => void) {
  return editJson((data) => {
    const cohorts = data.cmmcAccelerator.cohorts;
    cohorts.splice(
      0,
      cohorts.length,
      { start: "2027-03-01", registrationCloses: "2027-02-01", seats: 15 },
      {
        start: "2027-06-01",
        registrationCloses: "2027-05-01",
        seats: 15,
      },
    );
    edit(cohorts[0]);
  });
}

describe("npm run check:content, fed a marketer's mistakes", () => {
  it("passes the content as it is", async () => {
    const { code, output } = await runAgainst(path.join(root, "tests/fixtures/content"), checkContent);
    expect(code).toBe(0);
    expect(output).toContain("content: every file in content/ is valid.");
  });

  it.each(mistakes)("$name: exit 1, the file and the field, no stack trace", async ({ file, edit, names }) => {
    // The edit must have changed something, or the test would prove nothing.
    const dir = contentWith(file, edit);
    expect(readFileSync(path.join(dir, file), "utf8")).not.toBe(
      readFileSync(path.join(root, "tests/fixtures/content", file), "utf8"),
    );
    const { code, output } = await runAgainst(dir, checkContent);
    expect(code).toBe(1);
    // The file and its keys, under the field's place in the editor's words.
    expect(output).toContain(names.replace(/^(content\/[^\n]*)/, "(in $1)"));
    expect(output).not.toMatch(stackTrace);
  });

  it("names the field as the workspace's editor does, above the file and its keys", async () => {
    const dir = contentWith("plans.json", (text) => text.replace('"monthlyPrice": 999,', '"monthlyPrice": "$1,049",'));
    const { output } = await runAgainst(dir, checkContent);
    expect(output).toContain(
      "  Plans, prices and cohorts › Governance plans › Level 2 Professional › Monthly price\n" +
        "    (in content/plans.json › governancePlans › item 2 › monthlyPrice)\n" +
        "    must be a number",
    );
  });
});

describe("a mistake in content/ itself, as a marketer makes it (not a copy beside it)", () => {
  // The site's own modules read content/plans.json as they load (the figures copy quotes): a check or a build that
  // loaded one of them said "the check itself broke" of the marketer's own slip. Run in a copy of the repository
  // whose content/plans.json has the mistake.
  it("npm run check:content and the build each name the field, never that they broke", async () => {
    const copy = repositoryCopy("marketer-");
    copies.push(copy);
    const file = path.join(copy, "content/plans.json");
    writeFileSync(file, editJson((data) => (data.governancePlans[0].name = ""))(readFileSync(file, "utf8")));
    for (const command of [checkContent, [process.execPath, "scripts/build.ts"]]) {
      // (The suite points CONTENT_DIR at its fixtures: here it is the copy's own content/.)
      const { code, output } = await runIn(copy, command, { CONTENT_DIR: path.join(copy, "content") });
      expect(code, output).toBe(1);
      expect(output).toContain("The site's content has 1 problem; ");
      expect(output).toContain("(in content/plans.json › governancePlans › item 1 › name)\n    is empty");
      expect(output).not.toContain("broke");
      expect(output).not.toMatch(stackTrace);
    }
  });
});

describe("images the check judges by their content, as the build would (issue 47)", () => {
  /** The tests' content with one logo in the proof, the file `write` makes. */
  function contentWithLogo(write: (file: string) => void): string {
    const dir = contentWith(
      "proof.json",
      editJson((data) => {
        data.customerLogos = [{ name: "Northwind", image: { src: "logo.png", alt: "Northwind" } }];
      }),
    );
    mkdirSync(path.join(dir, "images"), { recursive: true });
    write(path.join(dir, "images", "logo.png"));
    return dir;
  }

  it("a logo too small for its place: the file, the field and the width to supply", async () => {
    const { default: sharp } = await import("sharp");
    const png = await sharp({ create: { width: 40, height: 12, channels: 4, background: "#0d738f" } })
      .png()
      .toBuffer();
    const { code, output } = await runAgainst(
      contentWithLogo((file) => writeFileSync(file, png)),
      checkContent,
    );
    expect(code).toBe(1);
    expect(output).toContain(
      '(in content/proof.json › customerLogos › item 1 › image › src)\n    names "logo.png", which is 40 px wide, and its place on the page shows it 160 px wide: supply a file at least 320 px wide',
    );
    expect(output).not.toMatch(stackTrace);
  });

  it("an 83 MB screenshot is refused in words, not accepted", async () => {
    const { code, output } = await runAgainst(
      contentWithLogo((file) => truncateSync((writeFileSync(file, ""), file), 83 * 1024 * 1024)),
      checkContent,
    );
    expect(code).toBe(1);
    expect(output).toContain('names "logo.png", a file of 83.0 MB; an image may be at most 10.0 MB');
    expect(output).not.toMatch(stackTrace);
  });
});

describe("npm run dev, started on a broken file", () => {
  it("stops with the same problems as npm run check:content, not a stack trace", async () => {
    const dir = contentWith("plans.json", mistakes[0]!.edit);
    const check = await runAgainst(dir, checkContent);
    const dev = await runAgainst(dir, [
      path.join(root, "node_modules/.bin/react-router"),
      "dev",
      "--port",
      "0",
      "--strictPort",
    ]);
    expect(dev.code).not.toBe(0);
    // The list itself, after each command's own advice line.
    const problems = (output: string) =>
      output.slice(output.indexOf("\n\n", output.indexOf("content has")), output.indexOf("\n\nThe figures"));
    expect(problems(check.output)).toContain("content/plans.json");
    expect(problems(dev.output)).toBe(problems(check.output));
    expect(dev.output).not.toMatch(stackTrace);
  }, 60_000);
});
