/**
 * Failed sign-ins are recorded (issue 55, ASVS 16.3.1): a spent, lapsed or unknown link, a refused passkey and a
 * client over its budget each leave an audit entry (never the token), and the answer's status tells a failure (401,
 * 429) from a sign-in (303) in the request log.
 */
// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM, openTestTeam, workspaceApp, workspaceOptions } from "./test-workspace.ts";
import { invite } from "./sign-in-links.ts";

let opened: ReturnType<typeof openTestTeam>;
beforeAll(() => {
  opened = openTestTeam();
});
afterAll(() => opened.close());

const failures = async () =>
  (await opened.store.auditLog(100)).filter((entry) => entry.action === "sign-in-failed").map((entry) => entry.detail);

describe("a failed sign-in", () => {
  it("is answered 401 and logged, for a spent link and an unknown one, without the token", async () => {
    const app = workspaceApp({ ...workspaceOptions(opened.store, opened.team), signInsPerClient: 1000 });
    const { link } = await invite(opened.team.auth, "spent@vendor.example", "sales", opened.team);
    const token = new URL(link!).searchParams.get("token")!;
    const use = (with_: string) =>
      app.request("/team/sign-in/link", { method: "POST", headers: FORM, body: `token=${with_}` });
    expect((await use(token)).status).toBe(303);
    const spent = await use(token);
    expect(spent.status).toBe(401);
    expect(await spent.text()).toContain("That sign-in link has expired or was already used. Ask for a new one below.");
    expect((await use("made-up-token")).status).toBe(401);
    const logged = await opened.store.auditLog(100);
    expect(logged.filter((entry) => entry.action === "sign-in-failed")).toHaveLength(2);
    expect(logged.find((entry) => entry.action === "sign-in-failed")).toMatchObject({
      actor: "someone signing in",
      detail: "an e-mailed link that had expired, was already used, or was never sent",
    });
    expect(JSON.stringify(logged)).not.toContain(token);
    expect(JSON.stringify(logged)).not.toContain("made-up-token");
  });

  it("is logged for a passkey the server refuses", async () => {
    const app = workspaceApp({ ...workspaceOptions(opened.store, opened.team), signInsPerClient: 1000 });
    const answer = await app.request("/team/api/auth/passkey/verify-authentication", {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ response: { id: "made-up", rawId: "made-up", type: "public-key", response: {} } }),
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect((await failures()).filter((detail) => detail === "a passkey the server did not accept")).toHaveLength(1);
  });

  it("is logged once for a client over its budget, however many more it tries", async () => {
    const app = workspaceApp({ ...workspaceOptions(opened.store, opened.team), signInsPerClient: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push(
        (await app.request("/team/sign-in", { method: "POST", headers: FORM, body: "email=x%40vendor.example" }))
          .status,
      );
    await app.idle();
    expect(statuses).toEqual([200, 200, 200, ...Array(9).fill(429)]);
    expect((await failures()).filter((detail) => detail.startsWith("too many attempts"))).toEqual([
      "too many attempts from one client: refused for 15 minutes",
    ]);
  });
});
