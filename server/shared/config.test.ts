/**
 * Which build the server serves (issue 56): BUILD_DIR, else ./build, else the release `npm start` made live, so
 * `npm run serve` right after `npm start` serves what it published.
 */
// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildDirOf, serverConfig } from "./config.ts";

const built = (dir: string) => {
  mkdirSync(path.join(dir, "server"), { recursive: true });
  writeFileSync(path.join(dir, "server/index.js"), "");
};

describe("the build served", () => {
  it("is BUILD_DIR, else ./build, else npm start's live release, else ./build (which then says it is missing)", () => {
    const checkout = mkdtempSync(path.join(tmpdir(), "checkout-"));
    const commit = "0123456789abcdef0123456789abcdef01234567";
    const own = path.join(checkout, "build");
    // A clean checkout after `npm start`: no ./build, a live release under data/releases/.
    expect(buildDirOf({}, checkout)).toBe(own);
    mkdirSync(path.join(checkout, "data"), { recursive: true });
    writeFileSync(path.join(checkout, "data/publishing.json"), JSON.stringify({ state: "live", live: commit }));
    const release = path.join(checkout, "data/releases", commit, "build");
    expect(buildDirOf({}, checkout)).toBe(own);
    built(release);
    expect(buildDirOf({}, checkout)).toBe(release);
    // The store elsewhere: the release is beside it.
    const elsewhere = mkdtempSync(path.join(tmpdir(), "var-"));
    expect(buildDirOf({ LEADS_DB_PATH: path.join(elsewhere, "leads.db") }, checkout)).toBe(own);
    // Once ./build is there (npm run build), it is served; BUILD_DIR wins over both.
    built(own);
    expect(buildDirOf({}, checkout)).toBe(own);
    expect(buildDirOf({ BUILD_DIR: "/srv/other" }, checkout)).toBe("/srv/other");
  });
});

describe("the settings that are a number or a switch", () => {
  it("take their default unset, and what the operator wrote when it is one", () => {
    const config = serverConfig({
      PORT: " 8080 ",
      TRUST_PROXY: "0",
      FORCE_HTTPS: "1",
      REQUEST_LOG: "0",
      TRAFFIC_KEEP_DAYS: "",
    });
    expect(config.problems).toEqual([]);
    expect([config.port, config.trustProxy, config.forceHttps, config.requestLog]).toEqual([8080, 0, true, false]);
    expect([config.trafficKeepDays, config.staticPagesOnly, config.metricsPort]).toEqual([400, false, undefined]);
    expect([config.trafficCounting, serverConfig({ TRAFFIC_COUNTING: " OFF " }).trafficCounting]).toEqual([
      "on",
      "off",
    ]);
    expect(serverConfig({ PORT: "0" }).port).toBe(0);
  });

  it("say each value that is none, in the operator's words, instead of quietly taking the default", () => {
    const config = serverConfig({
      PORT: "8O80",
      FORCE_HTTPS: "true",
      TRAFFIC_KEEP_DAYS: "forever",
      RENDERS_PER_CLIENT_PER_MINUTE: "-5",
      METRICS_PORT: "70000",
      REQUEST_TIMEOUT_MS: "30s",
      TRAFFIC_COUNTING: "Of",
    });
    expect(config.problems).toEqual([
      'PORT is "8O80": use a whole number from 0 to 65535, or leave it unset for 3000.',
      'FORCE_HTTPS is "true": use 1 (on) or 0 (off), or leave it unset (off).',
      'RENDERS_PER_CLIENT_PER_MINUTE is "-5": use a whole number of 1 or more, or leave it unset for 30.',
      'REQUEST_TIMEOUT_MS is "30s": use a whole number of 1 or more, or leave it unset for 30000.',
      'TRAFFIC_COUNTING is "of": use on (the default: visits are counted, without cookies or personal data) or off.',
      'TRAFFIC_KEEP_DAYS is "forever": use a whole number of 1 or more, or leave it unset for 400.',
      'METRICS_PORT is "70000": use a whole number from 1 to 65535, or leave it unset for 9464.',
    ]);
  });
});

describe("the lead notifications' settings", () => {
  const mail = { SMTP_URL: "smtp://marketing:s3cret@mail.vendor.example:587" };

  it("take a web address, a mail server and lists of addresses as mail writes them", () => {
    const config = serverConfig({
      ...mail,
      LEADS_WEBHOOK_URL: "https://hooks.vendor.example/leads?token=abc",
      LEADS_NOTIFY_TO: "sales@vendor.example, Dana Whitfield <dana@vendor.example>",
      LEADS_NOTIFY_FROM: "Vendor website <no-reply@vendor.example>",
    });
    expect(config.problems).toEqual([]);
    // A mail server alone is the workspace's sign-in links, with no lead e-mailed.
    expect(serverConfig(mail).problems).toEqual([]);
  });

  it("say what would fail every delivery, or send none, without repeating a password or token", () => {
    const problems = (env: NodeJS.ProcessEnv) => serverConfig(env).problems;
    expect(problems({ LEADS_WEBHOOK_URL: "hooks.vendor.example/leads?token=abc" })).toEqual([
      "LEADS_WEBHOOK_URL is not a web address: write it as https://hooks.example.com/leads (a token in it percent-encoded), or unset it.",
    ]);
    expect(
      problems({ SMTP_URL: "https://marketing:s3cret@mail.vendor.example", LEADS_NOTIFY_TO: "sales@vendor.example" }),
    ).toEqual([
      "SMTP_URL is not a mail server's address: write it as smtp://user:password@mail.example.com:587 (smtps:// on port 465; a password with @, :, / or # percent-encoded).",
    ]);
    expect(problems({ LEADS_NOTIFY_TO: "sales@vendor.example" })).toEqual([
      "LEADS_NOTIFY_TO is set but SMTP_URL is not, so no lead would be e-mailed: set SMTP_URL to the mail server, or unset LEADS_NOTIFY_TO.",
    ]);
    expect(problems({ ...mail, LEADS_NOTIFY_TO: "sales@vendor.example; dana@vendor.example" })).toEqual([
      "LEADS_NOTIFY_TO is not a list of e-mail addresses: write it as sales@vendor.example, or several separated by commas.",
    ]);
    expect(problems({ ...mail, LEADS_NOTIFY_FROM: "a@vendor.example, b@vendor.example" })).toEqual([
      'LEADS_NOTIFY_FROM is not one e-mail address: write it as no-reply@vendor.example, or "Vendor website <no-reply@vendor.example>".',
    ]);
  });
});

describe("the addresses the server is reached at", () => {
  it("say a TEAM_ORIGIN or CANONICAL_HOST written otherwise than the server can use", () => {
    expect(
      serverConfig({ TEAM_ORIGIN: "https://team.vendor.example", CANONICAL_HOST: "www.vendor.example" }).problems,
    ).toEqual([]);
    expect(
      serverConfig({ TEAM_ORIGIN: "team.vendor.example", CANONICAL_HOST: "https://www.vendor.example/" }).problems,
    ).toEqual([
      'TEAM_ORIGIN is "team.vendor.example", which is not an address members can reach: write it as https://team.vendor.example (no path).',
      'CANONICAL_HOST is "https://www.vendor.example/", which is not a host name: write it as www.vendor.example (no https://, no path; a port after a colon).',
    ]);
  });
});

describe("settings set and yet unused", () => {
  it("are each said in a warning, and the server still starts", () => {
    expect(serverConfig({}).warnings).toEqual([]);
    expect(
      serverConfig({ CONTENT_REVIEW: "github", GITHUB_REPOSITORY: "vendor/site", GITHUB_TOKEN: "t" }).warnings,
    ).toEqual([]);
    const config = serverConfig({ GITHUB_TOKEN: "t", GITLAB_TOKEN: "t", METRICS_HOST: "10.0.0.5" });
    expect(config.problems).toEqual([]);
    expect(config.warnings).toEqual([
      "GITHUB_TOKEN is set but CONTENT_REVIEW is local, so the editor's saves do not go to GitHub pull requests: set CONTENT_REVIEW=github to review them there, or unset GITHUB_TOKEN.",
      "GITLAB_TOKEN is set but CONTENT_REVIEW is local, so the editor's saves do not go to GitLab merge requests: set CONTENT_REVIEW=gitlab to review them there, or unset GITLAB_TOKEN.",
      "METRICS_HOST is set but METRICS_PORT is not, so no metrics port is opened: set METRICS_PORT too.",
    ]);
  });
});
