import { execFile } from "node:child_process";
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { unsentLinkLog } from "./setup.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

describe("the session secret kept beside the store", () => {
  it("is one secret, owner-only, when several processes start together on a new store", async () => {
    const dbPath = path.join(mkdtempSync(path.join(tmpdir(), "team-secret-")), "data", "leads.db");
    const script = `import { sessionSecret } from "#server/team/setup.ts"; console.log(sessionSecret({ dbPath: ${JSON.stringify(dbPath)} }));`;
    const secrets = await Promise.all(
      Array.from({ length: 6 }, () =>
        run(process.execPath, ["--input-type=module", "-e", script], { cwd: root }).then(({ stdout }) => stdout.trim()),
      ),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[\w-]{43}$/);
    const file = path.join(path.dirname(dbPath), "team-auth-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe("a sign-in link that could not be e-mailed", () => {
  const url = "https://team.vendor.example/team/sign-in/link?token=a-one-time-token";
  it("is said on a laptop's terminal, for the person signing in", () => {
    expect(JSON.parse(unsentLinkLog(false, "ana@vendor.example", url))).toMatchObject({
      url,
      email: "ana@vendor.example",
    });
  });
  it("is never written to a deployment's log (served over HTTPS): the log says to set SMTP_URL", () => {
    const line = unsentLinkLog(true, "ana@vendor.example", url);
    expect(line).not.toContain("a-one-time-token");
    expect(line).not.toContain("ana@vendor.example");
    expect(JSON.parse(line).msg).toContain("set SMTP_URL");
  });
});
