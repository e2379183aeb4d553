/**
 * Issue 45: the team's workspace in Chromium, on each store, with JavaScript on and off: an owner invited by the
 * command signs in by the e-mailed link (and by a passkey), sees, filters, searches and downloads the leads, retries a
 * notification that gave up, reads the charts (equal to the report), finds a quote by its number, restores spam,
 * erases an address; outsiders, spent links and forged posts are refused. Every page passes axe.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { quotePdfPath } from "#app/lib/pricing/quote-document.ts";
import { HONEYPOT_FIELD } from "#app/lib/forms/fields.ts";
import { siteConfig } from "#app/site.config.ts";
import { testLead } from "#server/leads/test-helpers.ts";
import { sections } from "#server/team/views/layout.ts";
import { weeksUpTo } from "#server/team/weekly.ts";
import { axeViolations, expect, renderWithoutScripts, test, viewports } from "./fixtures.ts";
import { buttonsWithoutEdge, contrastProblems, tabStops } from "./focus-ring.ts";
import {
  type StoreKind,
  type TeamServer,
  quotedPrintableDecoded,
  signedInContext,
  startTeamServer,
} from "./team-server.ts";

const OWNER = "owner@vendor.example";
/** Every section of the workspace, as its navigation lists them. */
/**
 * Each section's page, and pages reached from them: a campaign's link asked with two mistakes (its summary, its
 * errors), and a form of entries named by their pages (each its group, its key, Copy and Remove).
 */
const workspacePages = [
  ...sections.map(({ path }) => path),
  "/team/traffic/campaign-link?page=%2Fpricing&utm_source=linkedin&utm_campaign=Spring%20offer",
  "/team/content/pages.json",
];
const day = 24 * 60 * 60_000;
/** A link as a visitor pastes it into a message: 400 characters, no space. */
const LONG_LINK = `https://sharepoint.vendor.example/sites/compliance/Shared%20Documents/${"CMMC-L2-SSP-draft-v7".repeat(16)}.docx`;

/** A member's browser, signed in by the e-mailed link (with or without script). */
const signedIn = (browser: Browser, server: TeamServer, email = OWNER, javaScriptEnabled = true) =>
  signedInContext(browser, server, email, { javaScriptEnabled });

/** The names in the leads table, top to bottom. */
/** An entry of the audit log: a row of its table or, at a phone's width, an item of its list. */
const auditEntry = (page: Page, what: string) =>
  page
    .getByRole("row")
    .or(page.getByRole("list", { name: "Audit log" }).getByRole("listitem"))
    .filter({ hasText: what })
    .first();
const listedNames = (page: Page) => page.getByRole("table").getByRole("link").allTextContents();

for (const kind of ["sqlite", "postgres"] as StoreKind[]) {
  // axe sees each page once per store and mode, at one width a store, the other store taking the other width: each
  // page is checked at both widths with and without script, and each store's own pages are checked twice (issue 58:
  // every page at both widths in both modes on both stores was four minutes of axe).
  const [scriptWidth, noScriptWidth] =
    kind === "sqlite" ? [viewports.phone, viewports.desktop] : [viewports.desktop, viewports.phone];
  test.describe(`the team's workspace on ${kind}`, () => {
    test.describe.configure({ mode: "serial", timeout: 120_000 });
    let server: TeamServer;
    let owner: BrowserContext;
    const now = Date.now();

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(120_000);
      server = await startTeamServer(kind);
      // The first owner, by the command (nobody signs up).
      expect(await server.command("team", ["invite", OWNER, "--owner"])).toContain(`Invited ${OWNER} as an owner`);
      const { store } = server;
      const lead = (i: number, extra: Record<string, unknown>, at: number) =>
        store.insert({ ...testLead(i), ...extra } as never, [], at);
      await lead(
        1,
        { name: "Ada Spring", utm_campaign: "spring-cmmc", utm_source: "linkedin", utm_medium: "social" },
        now - 3 * 60_000,
      );
      await lead(
        2,
        { name: "Bo Spring", utm_campaign: "spring-cmmc", utm_source: "linkedin", utm_medium: "social" },
        now - 2 * 60_000,
      );
      await lead(
        3,
        {
          name: "Cy Webinar",
          utm_campaign: "webinar-oct",
          utm_source: "newsletter",
          utm_medium: "email",
          // A pasted link runs long with no space to break at: its lead's page still fits a phone (the 320 px test).
          message: `Our SSP draft: ${LONG_LINK}`,
        },
        now - 9 * day,
      );
      await lead(4, { name: "Zoë Ærøskøbing", company: "Perlman & Sons 100%", form: "checklist" }, now - 60_000);
      await lead(5, { name: "Erin Erase", email: "erase.me@example.org" }, now - 20 * day);
      await lead(6, { name: "Erin Again", email: "ERASE.ME@example.org" }, now - 21 * day);
      owner = (await signedIn(browser, server)).context;
    });

    const ownerPage = async (at: string) => {
      const page = await owner.newPage();
      await page.goto(at);
      return page;
    };

    test(`the owner is signed in by the e-mailed link; every page of the workspace passes axe at ${scriptWidth.width}px`, async () => {
      // Nine pages, each loaded and checked by axe: a minute on a busy machine.
      test.setTimeout(180_000);
      const page = await ownerPage("/team/leads");
      await expect(page.getByText(`Signed in as ${OWNER}`)).toBeVisible();
      await page.setViewportSize(scriptWidth);
      for (const path of workspacePages) {
        await page.goto(path);
        expect(await axeViolations(page), `${path} at ${scriptWidth.width}px`).toEqual([]);
      }
      await page.goto("/team/audit");
      await expect(auditEntry(page, "Signed in")).toContainText(OWNER);
      await expect(auditEntry(page, "Invited a member")).toContainText("command line");
      await page.close();
    });

    if (kind === "sqlite")
      test("every control's focus ring stands at 3:1 on its background; in forced colours every button keeps its edge and the charts' words stay readable", async () => {
        test.setTimeout(180_000);
        const page = await ownerPage("/team/leads");
        const problems: string[] = [];
        for (const path of [...workspacePages, "/team/content/plans.json"]) {
          await page.emulateMedia({ forcedColors: "none", colorScheme: "light" });
          await page.goto(path);
          // The header's controls, the section's own, and the form's first ones (the plans form has hundreds).
          await page.mouse.click(1, 1);
          const stops = await page.evaluate(tabStops, 30);
          for (let stop = 0; stop < stops; stop += 1) {
            await page.keyboard.press("Tab");
            for (const problem of await page.evaluate(contrastProblems, "focused ring"))
              problems.push(`${path}: ${problem}`);
          }
          // A dark forced-colours theme (white words on black, as Windows' "Night sky"): a fixed fill stays dark.
          await page.emulateMedia({ forcedColors: "active", colorScheme: "dark" });
          for (const name of await page.evaluate(buttonsWithoutEdge))
            problems.push(`${path}: the button "${name}" has no edge in forced colours`);
          for (const words of await page.evaluate(contrastProblems, "chart words"))
            problems.push(`${path}: a chart's words in forced colours: ${words}`);
        }
        expect(problems).toEqual([]);
        await page.close();
      });

    if (kind === "sqlite")
      test("at 320 px every page of the workspace, every section of a content form open, fits the screen", async () => {
        const page = await ownerPage("/team/leads");
        await page.setViewportSize({ width: 320, height: 800 });
        const overflowing: string[] = [];
        await page.goto("/team/leads");
        const longLead = await page.getByRole("link", { name: "Cy Webinar" }).getAttribute("href");
        for (const path of [...workspacePages, "/team/content/plans.json", "/team/content/proof.json", longLead!]) {
          await page.goto(path);
          await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > 320) overflowing.push(`${path}: ${width} px wide`);
        }
        expect(overflowing).toEqual([]);
        await page.close();
      });

    test(`every page of the workspace passes axe as it is without JavaScript too, at ${noScriptWidth.width}px`, async () => {
      test.setTimeout(180_000);
      const page = await owner.newPage();
      await renderWithoutScripts(page);
      await page.setViewportSize(noScriptWidth);
      for (const path of workspacePages) {
        await page.goto(path);
        expect(await axeViolations(page), `${path} at ${noScriptWidth.width}px, no script`).toEqual([]);
      }
      await page.close();
    });

    test("an outsider gets the same answer and no link; a reused and an expired link are refused", async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: server.origin });
      const page = await context.newPage();
      await page.goto("/team/sign-in");
      await page.getByLabel("Your work e-mail address").fill("intruder@elsewhere.example");
      await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
      await expect(
        page.getByText("If this address belongs to a member of the team, a sign-in link is on its way"),
      ).toBeVisible();
      await page.waitForTimeout(300);
      expect(server.mailsTo("intruder@elsewhere.example")).toBe(0);
      await page.goto("/team/leads");
      await expect(page).toHaveURL(/\/team\/sign-in$/);
      for (const viewport of [viewports.phone, viewports.desktop]) {
        await page.setViewportSize(viewport);
        expect(await axeViolations(page), `the sign-in page at ${viewport.width}px`).toEqual([]);
      }

      // A link used once (by the owner's sign-in above) does not sign in again.
      const used = await server.linkFor(OWNER);
      await page.goto(used);
      expect(await axeViolations(page), "the link's page").toEqual([]);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "That sign-in link has expired or was already used. Ask for a new one below.",
      );
      await expect(page).toHaveTitle(/^Error: /);

      // A link past its 15 minutes does not either.
      const before = server.mailsTo(OWNER);
      await page.getByLabel("Your work e-mail address").fill(OWNER);
      await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
      const fresh = await server.linkFor(OWNER, before);
      await expire(server);
      await page.goto(fresh);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "That sign-in link has expired or was already used. Ask for a new one below.",
      );
      await page.goto("/team/leads");
      await expect(page).toHaveURL(/\/team\/sign-in$/);
      await context.close();
    });

    test("a post from another site, or without the session's token, changes nothing", async () => {
      const page = await ownerPage("/team/erase");
      const crossSite = await page.request.post("/team/erase/confirm", {
        form: { email: "erase.me@example.org" },
        headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      });
      expect(crossSite.status()).toBe(403);
      const forged = await page.request.post("/team/erase/confirm", {
        form: { email: "erase.me@example.org", csrf: "guess" },
      });
      expect(forged.status()).toBe(403);
      expect(await forged.text()).toContain("This form is out of date");
      expect((await server.store.erasureCounts("erase.me@example.org")).leads).toBe(2);
      await page.close();
    });

    test("filters by form, days, campaign (or none), source and medium; pages keep the filters; on paper a sentence says them", async () => {
      const page = await ownerPage("/team/leads");
      const filter = async (values: Record<string, string>) => {
        await page.goto("/team/leads");
        for (const [label, value] of Object.entries(values)) {
          if (label === "Form") await page.getByLabel(label).selectOption({ label: value });
          else await page.getByLabel(label, { exact: true }).fill(value);
        }
        await page.getByRole("button", { name: "Show leads" }).click();
        return listedNames(page);
      };
      expect(await filter({ Campaign: "spring-cmmc" })).toEqual(["Bo Spring", "Ada Spring"]);
      await expect(page).toHaveTitle("Leads: 2 match the filters - Team workspace");
      // On paper the forms are left off, and a sentence says what the list holds.
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("button", { name: "Show leads" })).toBeHidden();
      await expect(page.getByRole("searchbox", { name: "Name, e-mail address or company" })).toBeHidden();
      await expect(page.getByText("Leads shown: campaign spring-cmmc.")).toBeVisible();
      await page.emulateMedia({ media: "screen" });
      await expect(page.getByText("Leads shown: campaign spring-cmmc.")).toBeHidden();
      expect(await filter({ Form: "CMMC checklist" })).toEqual(["Zoë Ærøskøbing"]);
      expect(await filter({ Source: "newsletter" })).toEqual(["Cy Webinar"]);
      expect(await filter({ Medium: "social" })).toEqual(["Bo Spring", "Ada Spring"]);
      expect(await filter({ Campaign: "(none)" })).toEqual(["Zoë Ærøskøbing", "Erin Erase", "Erin Again"]);
      const tenDaysAgo = new Date(now - 10 * day).toISOString().slice(0, 10);
      const eightDaysAgo = new Date(now - 8 * day).toISOString().slice(0, 10);
      expect(await filter({ "From (day)": tenDaysAgo, "To (day)": eightDaysAgo })).toEqual(["Cy Webinar"]);
      await expect(page).toHaveURL(/campaign=|since=/);
      expect(await filter({ "From (day)": eightDaysAgo, "To (day)": tenDaysAgo })).toEqual([]);
      await expect(page.getByText("Choose a day on or after the first.")).toBeVisible();
      await page.close();
    });

    test("the search is posted (never in the URL) and finds names, addresses and companies", async () => {
      const page = await ownerPage("/team/leads");
      const search = async (text: string) => {
        await page.getByRole("searchbox", { name: "Name, e-mail address or company" }).fill(text);
        await page.getByRole("button", { name: "Search" }).click();
        await expect(page.getByRole("heading", { name: "Leads found" })).toBeVisible();
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/team/leads/search");
        return listedNames(page);
      };
      expect(await search("zoë")).toEqual(["Zoë Ærøskøbing"]);
      // How many, in the title a screen reader says as the page loads (issue 54).
      await expect(page).toHaveTitle("Leads: 1 found for “zoë” - Team workspace");
      expect(await search("100%")).toEqual(["Zoë Ærøskøbing"]);
      expect(await search("lead2@")).toEqual(["Bo Spring"]);
      expect(await search("' OR 1=1 --")).toEqual([]);
      await expect(page.getByText("No leads match.")).toBeVisible();
      await expect(page).toHaveTitle("Leads: 0 found for “' OR 1=1 --” - Team workspace");
      await page.close();
    });

    test("a lead's page tells each notification's fate; one that gave up is sent again", async () => {
      server.webhook.setMode("400");
      const failing = await server.store.insert(
        { ...testLead(7), name: "Gus Gaveup" } as never,
        ["webhook"],
        Date.now(),
      );
      await expect
        .poll(async () => (await server.store.notificationsOf(failing.id))[0]?.status, { timeout: 10_000 })
        .toBe("dead");
      // The leads page says it first, whatever the list shows, and links the lead.
      const page = await ownerPage("/team/leads");
      const gaveUp = page.getByRole("region", { name: "Notifications that gave up" });
      await expect(gaveUp.getByRole("listitem").filter({ hasText: "Gus Gaveup" })).toContainText("Webhook (CRM)");
      expect(await axeViolations(page), "the leads page with a notification that gave up").toEqual([]);
      await gaveUp.getByRole("link", { name: "Gus Gaveup" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Lead: Gus Gaveup" })).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: "Webhook (CRM):" })).toContainText(
        "The receiver's answer: HTTP 400",
      );
      server.webhook.setMode("ok");
      await page.getByRole("button", { name: "Send again the notifications that gave up" }).click();
      await expect(page.getByRole("status")).toHaveText("Queued: the notifications are being sent again.");
      // Focus lands on what was done (issue 54).
      await expect(page.getByRole("status")).toBeFocused();
      await expect
        .poll(
          async () => {
            await page.reload();
            return page.getByRole("listitem").filter({ hasText: "Webhook (CRM):" }).textContent();
          },
          { timeout: 10_000 },
        )
        .toContain("Delivered");
      expect(server.webhook.received.filter((delivery) => delivery.key === failing.id)).toHaveLength(1);
      await page.goto("/team/leads");
      await expect(page.getByRole("region", { name: "Notifications that gave up" })).toHaveCount(0);
      await page.goto("/team/audit");
      await expect(auditEntry(page, "Sent notifications again")).toContainText(failing.id);
      await page.close();
    });

    test("both downloads are the command's export of the same filter, byte for byte", async () => {
      const page = await ownerPage("/team/leads?form=checklist");
      for (const format of ["csv", "json"] as const) {
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("link", { name: `Download as ${format.toUpperCase()}` }).click(),
        ]);
        const bytes = readFileSync((await download.path())!, "utf8");
        expect(bytes).toBe(await server.command("leads", ["export", "--format", format, "--form", "checklist"]));
        expect(bytes).toContain("Zoë Ærøskøbing");
      }
      await page.goto("/team/audit");
      await expect(auditEntry(page, "Downloaded leads")).toContainText("filters: form=checklist");
      await page.close();
    });

    test("the charts' tables equal the report for each week", async () => {
      const page = await ownerPage("/team/charts");
      const weeks = weeksUpTo(new Date(), "UTC");
      const table = page.getByRole("table", { name: /by form: the figures/ });
      for (const week of weeks.slice(-2)) {
        const report = JSON.parse(
          await server.command("leads", [
            "report",
            "--by",
            "form",
            "--since",
            week.monday,
            "--until",
            week.sunday,
            "--tz",
            "UTC",
            "--format",
            "json",
          ]),
        ) as { form: string; leads: number }[];
        const total = report.reduce((sum, row) => sum + row.leads, 0);
        const label = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(
          new Date(`${week.monday}T00:00:00Z`),
        );
        const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
        await expect(row.getByRole("cell").last()).toHaveText(String(total));
      }
      const campaigns = page.getByRole("table", { name: /by campaign: the figures/ });
      await expect(campaigns.getByRole("columnheader")).toContainText([
        "Week of",
        "spring-cmmc",
        "webinar-oct",
        "(none)",
        "Total",
      ]);
      await expect(page.getByRole("img", { name: "Leads per week, by form" })).toBeVisible();
      await page.close();
    });

    test("a quote the site issued is found by its number, and its PDF downloads again the same", async () => {
      const page = await ownerPage("/team/quotes");
      const issued = await page.request.get(`${quotePdfPath}?tab=governance`);
      expect(issued.status()).toBe(200);
      const number = /filename="(Q-\d{8}-[0-9A-F]{6})\.pdf"/.exec(issued.headers()["content-disposition"]!)![1]!;
      await page.getByRole("textbox", { name: "Quote number" }).fill(number.toLowerCase());
      await page.getByRole("button", { name: "Find the quote" }).click();
      const found = page.getByRole("region", { name: new RegExp(number) });
      await expect(found).toContainText("Last valid day");
      await expect(found).toContainText("$");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        found.getByRole("link", { name: "Download the PDF again" }).click(),
      ]);
      expect(readFileSync((await download.path())!).equals(Buffer.from(await issued.body()))).toBe(true);
      await page.getByRole("textbox", { name: "Quote number" }).fill("Q-20200101-ABCDEF");
      await page.getByRole("button", { name: "Find the quote" }).click();
      await expect(page.getByRole("alert")).toHaveText("No quote with this number was issued in the last 400 days.");
      await page.close();
    });

    test("a submission the trap caught is kept aside, restored once as a lead, and notified once", async () => {
      const page = await ownerPage("/team/spam");
      const sent = await page.request.post("/api/submit", {
        data: {
          ...testLead(8),
          name: "Pat Trapped",
          email: "pat@trapped.example",
          access_key: siteConfig.forms.accessKey,
          [HONEYPOT_FIELD]: "filled by autofill",
        },
      });
      expect(sent.status()).toBe(200);
      await page.reload();
      const entry = page.getByRole("listitem").filter({ hasText: "Pat Trapped" });
      await expect(entry).toContainText("pat@trapped.example");
      await entry.getByRole("button", { name: "Restore as a lead" }).click();
      await expect(page.getByRole("status")).toHaveText("Restored: it is a lead now, and the team is being notified.");
      await expect(page.getByRole("status")).toBeFocused();
      await expect(page.getByText("Pat Trapped")).toHaveCount(0);
      await page.goto("/team/leads");
      await expect(page.getByRole("link", { name: "Pat Trapped" })).toBeVisible();
      await expect
        .poll(
          () =>
            server.mailsTo("sales@vendor.example") > 0 &&
            server.smtp.messages.filter((raw) => raw.includes("Pat Trapped")).length,
        )
        .toBe(1);
      // The notification links to the lead's page in the workspace.
      const notification = server.smtp.messages.find((raw) => raw.includes("Pat Trapped"))!;
      const link = /In the team's workspace: (http:\/\/localhost:\d+\/team\/leads\/[0-9a-f-]{36})/.exec(
        quotedPrintableDecoded(notification),
      )![1]!;
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: "Lead: Pat Trapped" })).toBeVisible();
      await page.close();
    });

    test("an erasure is confirmed, takes every lead of the address in any case, and is audited without it", async () => {
      const page = await ownerPage("/team/erase");
      await page.getByLabel("Their e-mail address").fill("Erase.Me@example.org");
      await page.getByRole("button", { name: "Find their data" }).click();
      await expect(page.getByText("has 2 leads and 0 submissions kept aside as spam.")).toBeVisible();
      await page.getByRole("button", { name: "Erase them for good" }).click();
      await expect(page.getByRole("status")).toHaveText("Erased: 2 leads, 0 kept aside.");
      await expect(page.getByRole("status")).toBeFocused();
      expect(await server.store.erasureCounts("erase.me@example.org")).toEqual({ leads: 0, spam: 0 });
      await page.goto("/team/audit");
      const entry = auditEntry(page, "Erased a person's data");
      await expect(entry).toContainText(OWNER);
      await expect(entry).toContainText("2 leads, 0 kept aside");
      await expect(page.getByText("erase.me@example.org", { exact: false })).toHaveCount(0);
      await page.close();
    });

    test("an owner invites a sales member, who sees only the leads and cannot invite; sign-out everywhere ends every session", async ({
      browser,
    }) => {
      const page = await ownerPage("/team/members");
      await page.getByLabel("Their work e-mail address").fill("member@vendor.example");
      await page.getByLabel("Their role").selectOption("sales");
      await page.getByRole("button", { name: "Send the invitation" }).click();
      await expect(page.getByRole("status").first()).toHaveText("Invitation sent.");
      const member = await signedIn(browser, server, "member@vendor.example");
      const nav = member.page.getByRole("navigation", { name: "Workspace" });
      await expect(nav.getByRole("link", { name: "Leads" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Content" })).toHaveCount(0);
      await member.page.goto("/team/content");
      await expect(member.page.getByRole("alert")).toHaveText(
        "Your role, Sales, does not include the site's content and publishing. Ask an owner if you need it.",
      );
      await member.page.goto("/team/members");
      await expect(
        member.page.getByText("Only an owner invites and removes members and changes their roles."),
      ).toBeVisible();
      const second = await signedIn(browser, server, "member@vendor.example");
      await member.page.getByRole("button", { name: "Sign out everywhere" }).click();
      await expect(member.page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
      await second.page.goto("/team/leads");
      await expect(second.page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
      await member.context.close();
      await second.context.close();
      await page.close();
    });

    test("a member adds a passkey and signs in with it (Chromium's virtual authenticator)", async () => {
      const page = await ownerPage("/team/members");
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("WebAuthn.enable");
      await cdp.send("WebAuthn.addVirtualAuthenticator", {
        options: {
          protocol: "ctap2",
          transport: "internal",
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await page.getByRole("button", { name: "Add a passkey on this device" }).click();
      await expect(page.getByRole("status").first()).toHaveText("Passkey added.");
      await expect(page.getByText(`${OWNER} (owner, 1 passkey)`)).toBeVisible();
      await page.getByRole("button", { name: "Sign out", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
      await page.goto("/team/audit");
      await expect(auditEntry(page, "Signed in")).toContainText("passkey");
      await expect(auditEntry(page, "Added a passkey")).toContainText(OWNER);
      await page.close();
    });

    test("with JavaScript off: sign in, filter, search, retry and erase, all with real forms", async ({ browser }) => {
      const { context, page } = await signedIn(browser, server, OWNER, false);
      await page.getByLabel("Campaign", { exact: true }).fill("spring-cmmc");
      await page.getByRole("button", { name: "Show leads" }).click();
      expect(await listedNames(page)).toEqual(["Bo Spring", "Ada Spring"]);
      await page.getByRole("searchbox").fill("Bo");
      await page.getByRole("button", { name: "Search" }).click();
      expect(await listedNames(page)).toEqual(["Bo Spring"]);
      server.webhook.setMode("400");
      const failing = await server.store.insert({ ...testLead(9), name: "Nia Nojs" } as never, ["webhook"], Date.now());
      await expect
        .poll(async () => (await server.store.notificationsOf(failing.id))[0]?.status, { timeout: 10_000 })
        .toBe("dead");
      server.webhook.setMode("ok");
      await page.goto(`/team/leads/${failing.id}`);
      await page.getByRole("button", { name: "Send again the notifications that gave up" }).click();
      await expect(page.getByRole("status")).toHaveText("Queued: the notifications are being sent again.");
      // Focus lands on what was done (issue 54).
      await expect(page.getByRole("status")).toBeFocused();
      await page.goto("/team/erase");
      await page.getByLabel("Their e-mail address").fill("lead9@example.com");
      await page.getByRole("button", { name: "Find their data" }).click();
      await page.getByRole("button", { name: "Erase them for good" }).click();
      await expect(page.getByRole("status")).toHaveText("Erased: 1 lead, 0 kept aside.");
      await context.close();
    });

    test.afterAll(async () => {
      await owner?.close();
      await server?.stop();
    });
  });
}

/** Moves every sign-in link's expiry into the past, as 15 minutes would. */
async function expire(server: TeamServer) {
  const past = new Date(Date.now() - 60_000);
  if (server.kind === "postgres") {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: server.env.DATABASE_URL });
    await client.connect();
    await client.query('UPDATE team_verification SET "expiresAt" = $1', [past]);
    await client.end();
  } else {
    const { DatabaseSync } = await import("node:sqlite");
    const db = new DatabaseSync(server.env.LEADS_DB_PATH!, { timeout: 2000 });
    db.prepare('UPDATE team_verification SET "expiresAt" = ?').run(past.toISOString());
    db.close();
  }
}
