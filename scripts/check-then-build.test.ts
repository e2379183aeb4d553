// @vitest-environment node
/**
 * The promise the content check makes to the marketing team: whatever `npm run check:content` passes, `npm run build`
 * builds, so the build never shows a stack trace for content (issue 36). The tests' copy of the content is taken, changed the
 * way a marketer plausibly changes it (each change one the check must pass), and built for real in a copy of the
 * repository (node_modules linked), exactly as `npm run build` runs.
 */
import { execFile } from "node:child_process";
import { repositoryCopy } from "#tests/local-machine.ts";
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { type ImageRun, imagesOverBudget, madeImagesList } from "#scripts/build/content-images.ts";

const root = path.resolve(import.meta.dirname, "..");
const fixtureContent = path.join(root, "tests/fixtures/content");
const run = promisify(execFile);
const stackTrace = /^\s+at |node:internal|\.ts:\d+:\d+/m;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the changes edit arbitrary JSON
type Json = any;

/** Changes a marketer makes that the check passes: every one must build. */
const passingChanges: { what: string; file: string; edit: (data: Json) => void }[] = [
  {
    what: "accents, dashes, a euro sign and curly quotes in the checklist (its PDF's font has them)",
    file: "checklist.json",
    edit: (data) => {
      data.requirements[0].verify = "Every account — “named” or service — is reviewed; café staff included; €0 spent.";
      data.intro.howToUse.push("Re-check each item after a change – or yearly.");
    },
  },
  {
    what: "a lone < and > in a sentence (characters, not markup)",
    file: "heroes.json",
    edit: (data) => {
      data.heroes.contact.lead = "Questions about teams of <50 people or >500? Ask us.";
    },
  },
  {
    what: "the Governance plans in another order",
    file: "plans.json",
    edit: (data) => {
      data.governancePlans.reverse();
    },
  },
  {
    what: 'the next cohort added, as the guide\'s "A new cohort" shows',
    file: "plans.json",
    edit: (data) => {
      data.cmmcAccelerator.cohorts.push({ start: "2027-03-01", registrationCloses: "2027-02-01", seats: 15 });
    },
  },
  {
    what: "a new add-on, its key chosen by the team (issue 47: content owns the add-ons' keys)",
    file: "plans.json",
    edit: (data) => {
      data.cmmcAccelerator.addOns.push({
        id: "hours36",
        name: "36 hours of expert support",
        hours: 36,
        price: 2340,
        cadence: "3 hours per week",
      });
    },
  },
  {
    what: "a checklist requirement added at the end",
    file: "checklist.json",
    edit: (data) => {
      data.requirements.push({ ...data.requirements[0], id: "AC.L1-b.1.x", legacyIds: ["AC.L1-3.1.99"] });
    },
  },
];

let copy: string | undefined;
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** The repository in a fresh folder (tests/local-machine.ts), its content/ given the changes. */
function repositoryWithChangedContent(): string {
  const dir = repositoryCopy("check-then-build-");
  // The tests' own content (tests/fixtures/content), so a marketer's change to content/ cannot clash with these.
  for (const file of readdirSync(fixtureContent).filter((name) => name.endsWith(".json")))
    cpSync(path.join(fixtureContent, file), path.join(dir, "content", file));
  // Proof with every kind filled, and its images (issue 37): the fixture the proof blocks' tests render.
  cpSync(path.join(root, "tests/fixtures/proof/proof.json"), path.join(dir, "content/proof.json"));
  cpSync(path.join(root, "tests/fixtures/proof/images"), path.join(dir, "content/images"), { recursive: true });
  for (const { file, edit } of passingChanges) {
    const target = path.join(dir, "content", file);
    const data: Json = JSON.parse(readFileSync(target, "utf8"));
    edit(data);
    writeFileSync(target, JSON.stringify(data, null, 2));
  }
  // Configured by a .env file, as the README's first way (issue 44): the pages, and the files the build's last
  // steps write (sitemap, robots.txt, _headers), follow it; a static host's forms post to the service.
  writeFileSync(
    path.join(dir, ".env"),
    "SITE_ORIGIN=https://www.acme-cyber.test\nSITE_FORM_ENDPOINT=https://api.web3forms.com/submit\nSITE_SECURITY_CONTACT=mailto:security@acme-cyber.test\n",
  );
  return dir;
}

async function runIn(dir: string, script: string): Promise<{ code: number; output: string }> {
  // As a marketer's terminal runs it: not with the test runner's NODE_ENV=test, which builds for development.
  const { NODE_ENV: _testMode, ...env } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, [script], {
      cwd: dir,
      env: { ...env, NO_COLOR: "1", CONTENT_DIR: path.join(dir, "content") },
      timeout: 180_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("what the content check passes, the build builds", () => {
  it("the content, changed as a marketer would, passes the check and then builds with no stack trace", async () => {
    copy = repositoryWithChangedContent();
    for (const { file } of passingChanges)
      expect(readFileSync(path.join(copy, "content", file), "utf8")).not.toBe(
        readFileSync(path.join(fixtureContent, file), "utf8"),
      );
    const check = await runIn(copy, "scripts/check-content.ts");
    expect(check.output).toContain("content: every file in content/ is valid.");
    expect(check.code).toBe(0);
    const build = await runIn(copy, "scripts/build.ts");
    expect(build.output).not.toMatch(stackTrace);
    expect(build.code).toBe(0);
    expect(build.output).toContain("build: done");
    // Nothing a newcomer cannot act on (issue 44): the content's warnings once, no code frames from Vite.
    expect(build.output.match(/Worth a look in the site's content/g)?.length ?? 0).toBeLessThan(2);
    expect(build.output).not.toMatch(/cannot be analyzed by Vite|Some chunks are larger than/);
    // Proof of every kind on the home page (the guide's example and more) comes after the hero: it cannot delay the
    // first paint, and trips no first-round-trip warning (issue 47).
    expect(build.output).not.toMatch(/first round trip/);
    expect(existsSync(path.join(copy, "build/client/downloads"))).toBe(true);
    // The proof is on its pages, its images made, in the build and within their budgets.
    const home = readFileSync(path.join(copy, "build/client/index.html"), "utf8");
    expect(home).toMatch(/<source type="image\/avif" srcSet="\/images\/content\/northwind-[0-9a-f]{10}-176\.avif 176w/);
    expect(home).toContain('alt="Northwind Test" width="176" height="44" loading="lazy"');
    const defense = readFileSync(path.join(copy, "build/client/industries/defense-industrial/index.html"), "utf8");
    expect(defense).toContain("A fixture case study for the defense page");
    const made: ImageRun["files"] = JSON.parse(
      readFileSync(path.join(copy, "build/client/images/content", madeImagesList), "utf8"),
    );
    expect(made).toHaveLength(20);
    for (const file of made) expect(existsSync(path.join(copy, "build/client", file.url))).toBe(true);
    expect(imagesOverBudget(made)).toEqual([]);
    // The .env settings reached the pages and the build's own files alike.
    const client = (file: string) => readFileSync(path.join(copy!, "build/client", file), "utf8");
    expect(home).toContain('href="https://www.acme-cyber.test/"');
    expect(client("sitemap.xml")).toContain("<loc>https://www.acme-cyber.test/</loc>");
    expect(client("sitemap.xml")).not.toContain("example.com");
    expect(client("robots.txt")).toContain("Sitemap: https://www.acme-cyber.test/sitemap.xml");
    expect(client(".well-known/security.txt")).toContain("Contact: mailto:security@acme-cyber.test\n");
    expect(client(".well-known/security.txt")).toContain(
      "Canonical: https://www.acme-cyber.test/.well-known/security.txt\n",
    );
    expect(client("_headers")).toMatch(/connect-src 'self' https:\/\/api\.web3forms\.com;/);
    expect(client("_headers")).toMatch(/form-action 'self' https:\/\/api\.web3forms\.com[;\n]/);
    expect(client("contact/index.html")).toContain('action="https://api.web3forms.com/submit"');
    const recorded = JSON.parse(readFileSync(path.join(copy, "build/server/site-settings.json"), "utf8"));
    expect(recorded).toMatchObject({ SITE_ORIGIN: "https://www.acme-cyber.test" });
    // The new add-on is offered, and a shared link that chose it prices it: its key came from the content alone.
    const { stdout } = await run(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { parsePricingState } = await import("#app/lib/pricing/url-state.ts");
         const { cmmcAddOnOptions, cmmcSummary } = await import("#app/lib/pricing/line-items.ts");
         const { cmmcQuote } = await import("#app/lib/pricing/quote.ts");
         const state = parsePricingState(new URLSearchParams("tab=cmmc&addons=hours36"));
         const summary = cmmcSummary(cmmcQuote(state.addOns));
         console.log(JSON.stringify({ chosen: state.addOns, offered: cmmcAddOnOptions().map((o) => o.label), rows: summary.rows }));`,
      ],
      { cwd: copy },
    );
    const priced = JSON.parse(stdout);
    expect(priced.chosen).toEqual(["hours36"]);
    expect(priced.offered).toContain("36 hours of expert support: $2,340");
    expect(priced.rows).toContainEqual(
      expect.objectContaining({ label: "36 hours of expert support", amount: "$2,340" }),
    );
  }, 240_000);

  it("a fault in the code, not the content, is said in one line for an engineer by the check and the build, never a stack trace (issue 47)", async () => {
    const broken = repositoryCopy("broken-code-");
    try {
      // A rule of the check that fails as it loads.
      const amounts = path.join(broken, "app/content/amounts.ts");
      const original = readFileSync(amounts, "utf8");
      writeFileSync(amounts, `${original}\nthrow new TypeError("a rule broke");\n`);
      for (const script of ["scripts/check-content.ts", "scripts/build.ts"]) {
        const { code, output } = await runIn(broken, script);
        expect(code, script).toBe(2);
        expect(output, script).toMatch(
          /stopped: not because of your content, but because the (check|build) itself broke/,
        );
        expect(output, script).toContain('tell them: "a rule broke"');
        expect(output, script).not.toMatch(stackTrace);
      }
      // A page's code that Vite cannot build, which the check never reads.
      writeFileSync(amounts, original);
      const honeypot = path.join(broken, "app/components/forms/honeypot.tsx");
      writeFileSync(honeypot, `${readFileSync(honeypot, "utf8")}\nexport const = ;\n`);
      const { code, output } = await runIn(broken, "scripts/build.ts");
      expect(code).toBe(1);
      expect(output).toMatch(/the build stopped: not because of your content, but because the build itself broke/);
      expect(output).not.toMatch(stackTrace);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  }, 240_000);
});
