/**
 * Who is on the team cannot be read from the sign-in page (issue 55, ASVS 6.3.8): a member's address and an outsider's
 * are answered alike and in the same time, even when the mail server is slow; and one address is sent a bounded
 * number of links a day, not only per 15 minutes.
 */
// @vitest-environment node
import { type Server, createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { invite } from "./sign-in-links.ts";
import { openTeam } from "./setup.ts";
import { FORM, openTestTeam, workspaceApp, workspaceOptions } from "./test-workspace.ts";

const MAIL_DELAY_MS = 400;
let slowMail: Server;
let port = 0;
let opened: ReturnType<typeof openTestTeam>;

beforeAll(async () => {
  // A mail server that takes its time, then hangs up: sending a link costs a member's request 400 ms if it waits.
  slowMail = createServer((socket) => {
    socket.on("error", () => {});
    setTimeout(() => socket.destroy(), MAIL_DELAY_MS);
  });
  await new Promise<void>((resolve) => slowMail.listen(0, "127.0.0.1", resolve));
  port = (slowMail.address() as { port: number }).port;
  opened = openTestTeam();
});
afterAll(async () => {
  await opened.close();
  slowMail.close();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe("signing in", () => {
  it("answers a member's address and an outsider's alike, in the same time, whatever the mail server does", async () => {
    const team = openTeam(
      {
        dbPath: opened.dbPath,
        secret: "x".repeat(40),
        origin: "http://localhost",
        secureCookies: false,
        from: "team@vendor.example",
        smtpUrl: `smtp://127.0.0.1:${port}`,
      },
      { printLinks: false },
    );
    await invite(team.auth, "known@vendor.example", "sales", team).catch(() => {});
    const app = workspaceApp({ ...workspaceOptions(opened.store, team), signInsPerClient: 1000 });
    const times = { member: [] as number[], outsider: [] as number[] };
    const pages = new Set<string>();
    // Alternating, so a machine busy for a while slows both alike.
    for (let i = 0; i < 8; i += 1)
      for (const [who, email] of [
        ["member", "known@vendor.example"],
        ["outsider", `nobody${i}@vendor.example`],
      ] as const) {
        const started = performance.now();
        const answer = await app.request("/team/sign-in", { method: "POST", headers: FORM, body: `email=${email}` });
        const text = await answer.text();
        times[who].push(performance.now() - started);
        expect(answer.status).toBe(200);
        pages.add(text);
      }
    // One page for both (it names neither address).
    expect(pages.size).toBe(1);
    // Before, a member's median was the mail server's 400 ms more than an outsider's; a busy machine adds noise to both.
    expect(Math.abs(median(times.member) - median(times.outsider))).toBeLessThan(MAIL_DELAY_MS / 4);
    await app.idle();
    await team.close();
  }, 60_000);

  it("sends one address at most 20 links a day, 5 in any 15 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      let sent = 0;
      const keep = opened.team.unsentLinks.set.bind(opened.team.unsentLinks);
      opened.team.unsentLinks.set = (email, link) => {
        sent += 1;
        return keep(email, link);
      };
      await invite(opened.team.auth, "often@vendor.example", "sales", opened.team);
      sent = 0;
      const app = workspaceApp({ ...workspaceOptions(opened.store, opened.team), signInsPerClient: 1000 });
      const perQuarter: number[] = [];
      for (let quarter = 0; quarter < 6; quarter += 1) {
        const before = sent;
        for (let i = 0; i < 6; i += 1)
          await app.request("/team/sign-in", { method: "POST", headers: FORM, body: "email=often@vendor.example" });
        await app.idle();
        perQuarter.push(sent - before);
        vi.setSystemTime(Date.now() + 16 * 60_000);
      }
      expect(perQuarter).toEqual([5, 5, 5, 5, 0, 0]);
    } finally {
      vi.useRealTimers();
    }
  });
});
