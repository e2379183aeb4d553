/**
 * Issue 37: placeholders never ship silently. The production server (server/main.ts on the current build) names
 * every SITE_* setting still at an example value in one warning when it starts, and refuses to start with
 * REFUSE_PLACEHOLDER_SETTINGS=1 until each is set; `npm start` with the defaults still serves the site.
 * Issue 44: the pages agree with the server. A build made with other SITE_* values than the server reads (its
 * pages showing example.com while the quote shows the real address) is named, and refused with the setting.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { settingsAtExampleValues, siteSettings } from "#app/site.config.ts";
import { builtSettingsFile } from "#server/shared/settings-check.ts";
import { expect, test } from "./fixtures.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs the server until it listens or exits; what it printed, and how it ended. */
function runServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LEADS_DB_PATH: path.join(mkdtempSync(path.join(tmpdir(), "leads-")), "leads.db"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ listening: boolean; code: number | null; stderr: string }>((resolve) => {
    const timer = setInterval(() => {
      if (!stdout.includes('"listening"')) return;
      clearInterval(timer);
      child.kill("SIGKILL");
      resolve({ listening: true, code: null, stderr });
    }, 50);
    child.once("exit", (code) => {
      clearInterval(timer);
      resolve({ listening: stdout.includes('"listening"'), code, stderr });
    });
  });
}

/** A copy of the build, beside a link to the project's node_modules (the server build imports React from there). */
function buildCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "build-"));
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  cpSync(path.join(root, "build"), path.join(dir, "build"), { recursive: true });
  return path.join(dir, "build");
}

const lines = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const realValues = {
  SITE_ORIGIN: "https://www.singularity-cyber.test",
  SITE_CONTACT_EMAIL: "info@singularity-cyber.test",
  SITE_CONTACT_PHONE: "(703) 600-1234",
  SITE_ADDRESS_STREET: "1 King Street, Suite 3",
  SITE_ABOUT_URL: "https://about.singularity-cyber.test/",
  SITE_PRIVACY_URL: "https://about.singularity-cyber.test/privacy",
  SITE_COOKIE_PRIVACY_URL: "https://about.singularity-cyber.test/privacy#cookies",
  SITE_COMPLIANCE_APP_URL: "https://app.singularity-cyber.test/",
  SITE_GOVERNANCE_SIGNUP_URL: "https://signup.singularity-cyber.test/governance",
  SITE_SECOPS_BOOKING_URL: "https://booking.singularity-cyber.test/secops",
  SITE_DEMO_BOOKING_URL: "https://booking.singularity-cyber.test/demo",
  SITE_COHORT_PAYMENT_URL: "https://pay.singularity-cyber.test/cmmc",
};

test.describe("site settings at example values", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  test("with the defaults, the server starts and names every example setting in one warning", async () => {
    const expected = settingsAtExampleValues();
    expect(expected).toEqual(expect.arrayContaining(["SITE_ORIGIN", "SITE_CONTACT_PHONE", "SITE_ADDRESS_STREET"]));
    const run = await runServer(3321, {});
    expect(run.listening).toBe(true);
    const warnings = lines(run.stderr).filter((line) => String(line.msg).includes("still hold example values"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: "warn", settings: expected });
    expect(warnings[0]!.msg).toBe(
      `${expected.join(", ")} still hold example values (example.com, 555-01xx, "Example Street"): set each to the vendor's real value (README, Configuration) and build again.`,
    );
  });

  test("with REFUSE_PLACEHOLDER_SETTINGS=1, it refuses to start and says why", async () => {
    const run = await runServer(3322, { REFUSE_PLACEHOLDER_SETTINGS: "1" });
    expect(run.listening).toBe(false);
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      expect.objectContaining({ level: "error", settings: settingsAtExampleValues() }),
    ]);
  });

  test("real values on a build made with the examples: refused, naming each setting the pages and the server disagree on", async () => {
    const run = await runServer(3323, { ...realValues, REFUSE_PLACEHOLDER_SETTINGS: "1" });
    expect(run.listening).toBe(false);
    expect(run.code).toBe(1);
    const [refusal] = lines(run.stderr);
    expect(refusal).toMatchObject({ level: "error", settings: Object.keys(realValues) });
    expect(refusal!.msg).toBe(
      `refusing to start: The pages were built with other values of ${Object.keys(realValues).join(", ")} than this server runs with, so pages and quotes would disagree: build again (npm run build) with the settings this server runs with, or run it with the build's.`,
    );
    // Without the setting it starts, and says the same as a warning.
    const warned = await runServer(3324, realValues);
    expect(warned.listening).toBe(true);
    expect(lines(warned.stderr)[0]).toMatchObject({ level: "warn", settings: Object.keys(realValues) });
  });

  test("a build made with the real values, served with them: it starts without a word about its settings", async () => {
    // A copy of the build whose record says it was made with the real values (as `npm run build` with them writes).
    const build = buildCopy();
    writeFileSync(builtSettingsFile(path.join(build, "server")), JSON.stringify({ ...siteSettings(), ...realValues }));
    const run = await runServer(3325, { ...realValues, REFUSE_PLACEHOLDER_SETTINGS: "1", BUILD_DIR: build });
    expect(run.listening).toBe(true);
    expect(run.stderr).not.toMatch(/example values|built with|no record/);
  });

  test("a build with no record of its settings is named, with what to do", async () => {
    const build = buildCopy();
    rmSync(builtSettingsFile(path.join(build, "server")));
    const run = await runServer(3326, { ...realValues, BUILD_DIR: build });
    expect(run.listening).toBe(true);
    expect(lines(run.stderr)[0]!.msg).toBe(
      "The build has no record of the settings its pages were made with (build/server/site-settings.json): build again (npm run build) with the settings this server runs with.",
    );
  });
});
