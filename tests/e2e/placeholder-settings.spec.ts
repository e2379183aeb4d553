/**
 * Issue 37: placeholders never ship silently. The production server (server/main.ts on the current build) names
 * every SITE_* setting still at an example value in one warning when it starts, and refuses to start with
 * REFUSE_PLACEHOLDER_SETTINGS=1 until each is set; `npm start` with the defaults still serves the site.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { settingsAtExampleValues } from "#app/site.config.ts";
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
  test.describe.configure({ mode: "serial", timeout: 60_000 });

  test("with the defaults, the server starts and names every example setting in one warning", async () => {
    const expected = settingsAtExampleValues();
    expect(expected).toEqual(expect.arrayContaining(["SITE_ORIGIN", "SITE_CONTACT_PHONE", "SITE_ADDRESS_STREET"]));
    const run = await runServer(3321, {});
    expect(run.listening).toBe(true);
    const warnings = lines(run.stderr).filter((line) => line.msg === "site settings still at example values");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: "warn", settings: expected });
  });

  test("with REFUSE_PLACEHOLDER_SETTINGS=1, it refuses to start and says why", async () => {
    const run = await runServer(3322, { REFUSE_PLACEHOLDER_SETTINGS: "1" });
    expect(run.listening).toBe(false);
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      expect.objectContaining({ level: "error", settings: settingsAtExampleValues() }),
    ]);
  });

  test("with every setting given a real value, it starts without a word about them", async () => {
    const run = await runServer(3323, { ...realValues, REFUSE_PLACEHOLDER_SETTINGS: "1" });
    expect(run.listening).toBe(true);
    expect(run.stderr).not.toContain("example values");
  });
});
