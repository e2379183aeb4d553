// @vitest-environment node
/**
 * The Traffic section through the workspace (issue 57): counts and leads of a window, per day and week, by campaign
 * with the funnel and conversion, the tables as CSV, a window asked wrongly said under its field, and the team's
 * browser marked so its own visits are not counted.
 */
import type { Hono } from "hono";
import { JSDOM } from "jsdom";
import { siteConfig } from "#app/site.config.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testLead } from "#server/leads/test-helpers.ts";
import { FORM, csrfOf, openTestTeam, signIn, workspaceApp, workspaceOptions } from "#server/team/test-workspace.ts";
import { addRows } from "./store.ts";
import { type TrafficStore, openTrafficStore } from "./traffic-store.ts";
import { TEAM_MARK } from "./team-mark.ts";

let opened: ReturnType<typeof openTestTeam>;
let traffic: TrafficStore;
let app: Hono;
let cookie: string;
const NOW = new Date("2026-11-27T15:00:00Z");

beforeAll(async () => {
  opened = openTestTeam();
  traffic = openTrafficStore({ dbPath: opened.dbPath });
  app = workspaceApp({
    ...workspaceOptions(opened.store, opened.team),
    timeZone: "America/New_York",
    now: () => NOW,
    traffic: { counts: traffic, counting: true },
  });
  cookie = await signIn(app, opened.team, "editor@vendor.example", "editor");
  // Two days of counts, as the counter adds them.
  await addRows(traffic.sql, "2026-11-26", [
    ["visitors", "total", "", 40],
    ["views", "total", "", 90],
    ["visitors", "campaign", "spring", 30],
    ["pricing_visitors", "campaign", "spring", 12],
    ["quotes", "campaign", "spring", 4],
    ["visitors", "campaign", "", 10],
    ["visitors", "landing", "/lp/cmmc-accelerator", 30],
  ]);
  await addRows(traffic.sql, "2026-11-27", [
    ["visitors", "total", "", 10],
    ["views", "total", "", 20],
    ["visitors", "campaign", "spring", 10],
    ["views", "campaign", "spring", 20],
  ]);
  // Three leads: two of the campaign (one late on the 26th in New York, which is the 27th in UTC), one without.
  await opened.store.insert(
    { ...testLead(1), utm_campaign: "spring", landing_path: "/lp/cmmc-accelerator/" } as never,
    [],
    Date.parse("2026-11-27T03:00:00Z"),
  );
  await opened.store.insert(
    { ...testLead(2), utm_campaign: "spring" } as never,
    [],
    Date.parse("2026-11-27T14:00:00Z"),
  );
  await opened.store.insert(testLead(3) as never, [], Date.parse("2026-11-27T14:30:00Z"));
}, 60_000);
afterAll(async () => {
  await traffic.close();
  await opened.close();
});

const get = (path: string) => app.request(path, { headers: { cookie } });

describe("the Traffic section", () => {
  it("says the window's visitors, views and leads in its title and summary, per day in the team's time zone", async () => {
    const answer = await get("/team/traffic?from=2026-11-26&to=2026-11-27");
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain("<title>Traffic: 50 visitors, 3 leads");
    expect(page.replace(/\s+/g, " ")).toContain(
      "From Nov 26, 2026 to Nov 27, 2026: 50 visitors, 110 page views, 3 leads, 6.0 leads per 100 visitors.",
    );
    // Read as bytes: the byte order mark Excel needs is part of the file.
    const days = Buffer.from(
      await (await get("/team/traffic/days.csv?from=2026-11-26&to=2026-11-27")).arrayBuffer(),
    ).toString("utf8");
    expect(days.split("\r\n")).toEqual([
      '\uFEFF"Day","Visitors","Page views","Saw pricing","Quotes","Checklists","Leads","Leads per 100 visitors"',
      '"2026-11-26",40,90,0,0,0,1,2.5',
      '"2026-11-27",10,20,0,0,0,2,20.0',
      "",
    ]);
  });

  it("gives each campaign's funnel and conversion, and a lead's landing page as the page it is", async () => {
    const campaigns = await (await get("/team/traffic/campaigns.csv?from=2026-11-26&to=2026-11-27")).text();
    expect(campaigns.split("\r\n").slice(1, 3)).toEqual(['"spring",40,20,12,4,0,2,5.0', '"(none)",10,0,0,0,0,1,10.0']);
    const landings = await (await get("/team/traffic/landings.csv?from=2026-11-26&to=2026-11-27")).text();
    expect(landings).toContain('"/lp/cmmc-accelerator",30,0,0,0,0,1,3.3');
  });

  it("says a wrong window under its field, and shows the last four weeks meanwhile", async () => {
    const answer = await get("/team/traffic?from=2026-11-30&to=2026-11-01");
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain("<title>Error: Traffic: 1 problem with the days");
    expect(page).toMatch(/id="field-to-error">The last day is before the first day: choose a later one\.</);
    expect((await get("/team/traffic?from=2025-01-01&to=2026-11-27")).status).toBe(400);
    // No day of the calendar (a URL typed by hand): said under each field, never a server error.
    const none = await get("/team/traffic?from=2026-13-45&to=2026-02-30");
    expect(none.status).toBe(400);
    const nonePage = await none.text();
    expect(nonePage).toMatch(/id="field-from-error">Enter the first day as a date, such as 2026-11-01\.</);
    expect(nonePage).toMatch(/id="field-to-error">Enter the last day as a date, such as 2026-11-30\.</);
    expect((await get("/team/traffic/nothing.csv")).status).toBe(404);
  });

  it("marks a member's browser so their own visits to the site are not counted, and signing out removes it", async () => {
    const answer = await get("/team/traffic");
    const mark = answer.headers.getSetCookie().find((line) => line.startsWith(`${TEAM_MARK}=`));
    expect(mark).toMatch(/^team_visits=uncounted; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    // Already marked: not set again.
    const again = await app.request("/team/traffic", { headers: { cookie: `${cookie}; ${mark!.split(";")[0]}` } });
    expect(again.headers.getSetCookie().some((line) => line.startsWith(`${TEAM_MARK}=`))).toBe(false);
    const out = await app.request("/team/sign-out", {
      method: "POST",
      headers: { ...FORM, cookie },
      body: `csrf=${await csrfOf(app, cookie)}`,
    });
    expect(out.status).toBe(303);
    expect(out.headers.getSetCookie()).toContain("team_visits=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
  });
});

describe("making a campaign's link", () => {
  // Signed in again: the section's last test signed out.
  beforeAll(async () => {
    cookie = await signIn(app, opened.team, "sales@vendor.example", "sales");
  });
  const linkPage = async (query: string) => {
    const answer = await get(`/team/traffic/campaign-link${query}`);
    return { status: answer.status, document: new JSDOM(await answer.text()).window.document };
  };

  it("makes the link, the outcome focused, and suggests the tags the site has counted, visits' and leads' alike", async () => {
    const { status, document } = await linkPage(
      "?page=%2Flp%2Fcmmc-accelerator&utm_source=linkedin&utm_medium=social&utm_campaign=spring",
    );
    expect(status).toBe(200);
    expect(document.title).toMatch(/^Campaign link: your link is made/);
    const made = document.querySelector<HTMLTextAreaElement>("#made-link")!;
    expect(made.value).toBe(
      `${siteConfig.origin}/lp/cmmc-accelerator?utm_source=linkedin&utm_medium=social&utm_campaign=spring`,
    );
    expect(made.hasAttribute("autofocus")).toBe(true);
    expect(
      [...document.querySelectorAll("#seen-utm_campaign option")].map((option) => option.getAttribute("value")),
    ).toEqual(["spring"]);
    // The Traffic page leads to it.
    expect(await (await get("/team/traffic")).text()).toContain('href="/team/traffic/campaign-link"');
  });

  it("says each mistake under its field and in a summary that takes focus, and notes a tag in other capitals", async () => {
    const { status, document } = await linkPage("?page=%2F&utm_source=linkedin&utm_campaign=Spring");
    expect(status).toBe(400);
    expect(document.title).toMatch(/^Campaign link: 1 thing to correct/);
    expect(document.querySelector('[role="alert"]')?.hasAttribute("autofocus")).toBe(true);
    expect(document.querySelector("#field-utm_medium-error")?.textContent).toBe(
      "Give the medium: how the link reaches them, such as social, email or cpc.",
    );
    expect(document.querySelector("#field-utm_campaign-hint")?.textContent).toContain(
      "The site has counted “spring” before; this link's visits and leads would be counted apart from it.",
    );
    expect(document.querySelector<HTMLInputElement>("#field-utm_campaign")!.value).toBe("Spring");
  });
});

describe("a campaign's leads, from its row", () => {
  /** The Traffic page as a member of `role` sees it. */
  const pageOf = async (email: string, role: "sales" | "editor") => {
    const member = await signIn(app, opened.team, email, role);
    const page = await (
      await app.request("/team/traffic?from=2026-11-26&to=2026-11-27", { headers: { cookie: member } })
    ).text();
    return { document: new JSDOM(page).window.document, member };
  };
  const campaignLink = 'a[aria-label^="2 leads of the campaign “spring”"]';

  it("links to them in Leads, for the same days, for a member who may read leads", async () => {
    const { document, member } = await pageOf("sales.rows@vendor.example", "sales");
    const link = document.querySelector(campaignLink);
    expect(link?.getAttribute("href")).toBe("/team/leads?campaign=spring&since=2026-11-26&until=2026-11-27");
    expect(link?.getAttribute("aria-label")).toBe("2 leads of the campaign “spring”, in Leads");
    expect(link?.textContent).toBe("2");
    // Leads without a source: the Leads filter's own word for them, which lists those three.
    const withoutSource = document.querySelector('a[aria-label^="3 leads of the source “(none)”"]');
    expect(withoutSource?.getAttribute("href")).toBe("/team/leads?source=%28none%29&since=2026-11-26&until=2026-11-27");
    const listed = await (
      await app.request(withoutSource!.getAttribute("href")!, { headers: { cookie: member } })
    ).text();
    expect(listed).toContain("<title>Leads: 3 match the filters");
  });

  it("is the figure alone for a member who may not", async () => {
    expect((await pageOf("editor.rows@vendor.example", "editor")).document.querySelector(campaignLink)).toBeNull();
  });
});
