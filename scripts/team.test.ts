/**
 * `npm run team -- invite` without a mail server: the link is shown once, and what to do once it lapses follows how
 * the workspace is served (a laptop's server prints new links; a deployment's never writes one to its log).
 */
// @vitest-environment node
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runTeamCommand } from "./team.ts";

const invite = (teamOrigin: string) =>
  runTeamCommand(["invite", "ana@vendor.example", "--role", "editor"], {
    LEADS_DB_PATH: path.join(mkdtempSync(path.join(tmpdir(), "team-cli-")), "leads.db"),
    TEAM_ORIGIN: teamOrigin,
  });

describe("an invitation without SMTP_URL", () => {
  it("on a laptop: the link once, and a new one asked for on the sign-in page", async () => {
    const { code, out } = await invite("http://localhost:3000");
    expect(code).toBe(0);
    expect(out).toMatch(/here is their sign-in link .*\n\n {2}http:\/\/localhost:3000\/team\/sign-in\/link\?token=/);
    expect(out).toContain("After it lapses, they can ask for a new one at http://localhost:3000/team/sign-in.");
  });

  it("served over HTTPS: the link once, and a new one needs SMTP_URL (none is ever written to the server's log)", async () => {
    const { code, out } = await invite("https://team.vendor.example");
    expect(code).toBe(0);
    expect(out).toContain("https://team.vendor.example/team/sign-in/link?token=");
    expect(out).toContain("After it lapses, a new link needs SMTP_URL set on the server");
    expect(out).not.toContain("they can ask for a new one");
  });
});

describe("an invitation with the server's settings wrong", () => {
  it("says each setting the server would refuse, and invites nobody", async () => {
    const { code, out } = await runTeamCommand(["invite", "ana@vendor.example", "--role", "editor"], {
      LEADS_DB_PATH: path.join(mkdtempSync(path.join(tmpdir(), "team-cli-")), "leads.db"),
      PORT: "80a",
    });
    expect(code).toBe(2);
    expect(out).toBe('PORT is "80a": use a whole number from 0 to 65535, or leave it unset for 3000.\n');
  });
});
