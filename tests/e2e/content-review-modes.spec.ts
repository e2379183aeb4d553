/**
 * Issue 46: the editor's review modes in Chromium, against local stand-ins of GitHub's and GitLab's REST endpoints
 * (tests/review-host-stand-ins.ts): a member's save becomes a branch, a commit by the member and a pull (or merge)
 * request, whose tests' state the Changes page shows. The host's token reaches neither a page nor the log.
 */
import path from "node:path";
import { type StandIn, githubStandIn, gitlabStandIn } from "#tests/review-host-stand-ins.ts";
import { axeViolations, expect, test } from "./fixtures.ts";
import { type TeamServer, startTeamServer } from "./team-server.ts";
import { waits } from "./waits.ts";

const DANA = "dana@vendor.example";
const fixtures = path.resolve(import.meta.dirname, "../fixtures/content");

const modes = {
  github: {
    standIn: () => githubStandIn(fixtures, "success"),
    settings: (url: string) => ({
      CONTENT_REVIEW: "github",
      GITHUB_REPOSITORY: "vendor/site",
      GITHUB_TOKEN: "ghp_the_hosts_secret_token",
      GITHUB_API_URL: url,
    }),
    token: "ghp_the_hosts_secret_token",
    sent: "Sent for review as request 7",
    listed: "#7 Content: Monthly price, Level 2 Professional: $999 → $1,049",
    tests: "Tests passed",
  },
  gitlab: {
    standIn: () => gitlabStandIn(fixtures, "running"),
    settings: (url: string) => ({
      CONTENT_REVIEW: "gitlab",
      GITLAB_PROJECT: "vendor/site",
      GITLAB_TOKEN: "glpat-the-hosts-secret-token",
      GITLAB_URL: url,
    }),
    token: "glpat-the-hosts-secret-token",
    sent: "Sent for review as request 3",
    listed: "#3 Content: Monthly price, Level 2 Professional: $999 → $1,049",
    tests: "Tests running",
  },
};

for (const [kind, mode] of Object.entries(modes)) {
  test.describe(`review mode on ${kind}`, () => {
    test.describe.configure({ mode: "serial", timeout: 180_000 });
    let host: StandIn;
    let server: TeamServer;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      host = await mode.standIn();
      server = await startTeamServer("sqlite", mode.settings(host.url));
      await server.command("team", ["invite", DANA, "--owner"]);
    });
    test.afterAll(async () => {
      await server?.stop();
      await host?.close();
    });

    test(`a save is a branch, the member's commit and a ${kind === "github" ? "pull" : "merge"} request; Changes shows its tests`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: server.origin });
      const page = await context.newPage();
      const before = server.mailsTo(DANA);
      await page.goto("/team/sign-in");
      await page.getByLabel("Your work e-mail address").fill(DANA);
      await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
      await page.goto(await server.linkFor(DANA, before));
      await page.getByRole("button", { name: "Sign in" }).click();

      await page.goto("/team/content/plans.json");
      await page.locator("summary", { hasText: /^\s*Governance plans\s*$/ }).click();
      await page.getByLabel("Monthly price, Level 2 Professional", { exact: true }).fill("1049");
      await page.getByRole("button", { name: "Review changes" }).first().click();
      const review = page.getByRole("region", { name: "Your change" });
      await expect(review).toContainText(
        kind === "github" ? "a branch and a pull request" : "a branch and a merge request",
        { timeout: waits.review },
      );
      await review.getByRole("button", { name: "Save this change" }).click();
      await expect(page.getByRole("status")).toContainText(mode.sent, { timeout: waits.review });

      // What the host was sent: the file's new text on a new branch, by the member, and the request.
      const bodies = JSON.stringify(host.calls.map((call) => call.body));
      expect(bodies).toContain('\\"monthlyPrice\\": 1049,');
      expect(bodies).toContain(DANA);
      expect(host.calls.some((call) => call.method === "POST" && /\/(pulls|merge_requests)$/.test(call.path))).toBe(
        true,
      );
      expect(host.calls.every((call) => call.authorization.includes(mode.token))).toBe(true);

      await page.goto("/team/changes");
      const row = page.getByRole("row").filter({ hasText: mode.listed });
      await expect(row).toContainText(mode.tests);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.content()).not.toContain(mode.token);
      expect(server.log()).not.toContain(mode.token);

      // The host gone: the editor says so in words, and the workspace goes on.
      await host.close();
      await page.goto("/team/content/plans.json");
      await expect(page.getByRole("alert")).toContainText("could not be read from the repository's host");
      await context.close();
    });
  });
}
