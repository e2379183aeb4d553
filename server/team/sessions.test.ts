/**
 * A session's lifetimes (issue 55, ASVS 7.3.1 and 7.3.2): 8 hours from its last use, the cookie renewed with it, and
 * at most a day however much it is used.
 */
// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_SECONDS } from "./auth.ts";
import { openTestTeam, signIn, workspaceApp, workspaceOptions } from "./test-workspace.ts";

let opened: ReturnType<typeof openTestTeam>;
beforeAll(() => {
  opened = openTestTeam();
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterAll(async () => {
  vi.useRealTimers();
  await opened.close();
});

const HOUR = 60 * 60_000;
const later = (hours: number) => vi.setSystemTime(Date.now() + hours * HOUR);

describe("a session", () => {
  it("slides on with use, its cookie with it, and ends after its longest life however much it is used", async () => {
    const app = workspaceApp({ ...workspaceOptions(opened.store, opened.team), sessionMaxSeconds: 24 * 60 * 60 });
    let cookie = await signIn(app, opened.team, "allday@vendor.example", "sales");
    const visit = async () => {
      const answer = await app.request("/team/leads", { headers: { cookie } });
      const renewed = answer.headers.getSetCookie().find((line) => /session_token=/.test(line));
      if (renewed) cookie = renewed.split(";")[0]!;
      return { status: answer.status, location: answer.headers.get("location"), renewed };
    };
    // A day at work: a click every 3 hours keeps the member in, past 8 hours from signing in, and the cookie is
    // renewed for 8 hours from the last use.
    const day = [];
    for (let i = 0; i < 5; i += 1) {
      later(3);
      day.push(await visit());
    }
    expect(day.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200]);
    expect(day[0]!.renewed).toMatch(new RegExp(`Max-Age=${SESSION_SECONDS}`));
    // 15 hours in: still in. At 25 hours, used every 3 hours all along: out, and the session is gone from the store.
    later(3);
    expect((await visit()).status).toBe(200);
    later(3);
    expect((await visit()).status).toBe(200);
    later(4);
    expect(await visit()).toMatchObject({ status: 303, location: "/team/sign-in" });
    const left = opened.store.db
      .prepare("SELECT count(*) AS n FROM team_session s JOIN team_member m ON m.id = s.userId WHERE m.email = ?")
      .get("allday@vendor.example");
    expect(left).toEqual({ n: 0 });
  });

  it("ends 8 hours after its last use", async () => {
    const app = workspaceApp(workspaceOptions(opened.store, opened.team));
    const cookie = await signIn(app, opened.team, "idle@vendor.example", "sales");
    later(7.9);
    expect((await app.request("/team/leads", { headers: { cookie } })).status).toBe(200);
    later(8.1);
    expect((await app.request("/team/leads", { headers: { cookie } })).headers.get("location")).toBe("/team/sign-in");
  });
});
