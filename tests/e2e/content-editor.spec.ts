/**
 * Issue 46: the editor in Chromium, from sign-in to commit: a marketer's five real tasks, each asserted by the
 * commit's diff and the file's bytes; the slips a marketer makes, each on its field with nothing committed; the
 * preview; two members on one file. Every page of the editor passes axe.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { axeViolations, expect, test, viewports } from "./fixtures.ts";
import { type TeamServer, startTeamServer } from "./team-server.ts";

const OWNER = "dana@vendor.example";

async function signedIn(browser: Browser, server: TeamServer, email = OWNER, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL: server.origin, javaScriptEnabled });
  const page = await context.newPage();
  const before = server.mailsTo(email);
  await page.goto("/team/sign-in");
  await page.getByLabel("Your work e-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await page.goto(await server.linkFor(email, before));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  return { context, page };
}

test.describe("the content editor", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  let server: TeamServer & { contentRepo: string };
  let dana: BrowserContext;
  const git = (...args: string[]) => execFileSync("git", args, { cwd: server.contentRepo, encoding: "utf8" });
  const fileText = (file: string) => readFileSync(path.join(server.contentRepo, "content", file), "utf8");
  const commits = () => Number(git("rev-list", "--count", "HEAD").trim());

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    server = await startTeamServer("sqlite");
    await server.command("team", ["invite", OWNER, "--owner"]);
    dana = (await signedIn(browser, server)).context;
  });
  test.afterAll(async () => {
    await dana?.close();
    await server?.stop();
  });

  const open = async (file: string): Promise<Page> => {
    const page = await dana.newPage();
    await page.goto("/team/content");
    await page.getByRole("link", { name: file }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Edit ${file}` })).toBeVisible();
    return page;
  };

  test("raise a price: reviewed as a one-line diff with a preview, saved as one commit by the member", async () => {
    const page = await open("plans.json");
    await page.getByText("Governance plans", { exact: true }).click();
    const price = page.getByRole("group", { name: "Governance plans: item 2" }).getByLabel("Monthly price");
    await expect(price).toHaveValue("999");
    await price.fill("1,049");
    await page.getByRole("button", { name: "Review changes" }).first().click();
    const review = page.getByRole("region", { name: "Your change" });
    await expect(review.getByRole("deletion")).toHaveText(['-      "monthlyPrice": 999,']);
    await expect(review.getByRole("insertion")).toHaveText(['+      "monthlyPrice": 1049,']);
    await expect(review.getByRole("link", { name: /Preview of \/pricing/ })).toBeVisible();
    const before = commits();
    await review.getByRole("button", { name: "Save this change" }).click();
    await expect(page.getByRole("status")).toContainText("Saved as commit");
    expect(commits()).toBe(before + 1);
    expect(git("log", "-1", "--format=%an <%ae>|%s")).toBe(
      `${OWNER.split("@")[0]} <${OWNER}>|Content: plans.json › governancePlans › item 2 › monthlyPrice: 999 → 1049\n`,
    );
    expect(git("show", "--format=", "--unified=0", "HEAD")).toContain(
      '-      "monthlyPrice": 999,\n+      "monthlyPrice": 1049,',
    );
    expect(JSON.parse(fileText("plans.json")).governancePlans[1].monthlyPrice).toBe(1049);
    for (const viewport of [viewports.phone, viewports.desktop]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
