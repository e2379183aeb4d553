// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteSettingProblems, settingsProblems } from "./settings-check.ts";
import { siteSettings } from "#app/site.config.ts";

const real = { SITE_ORIGIN: "https://www.acme-cyber.test", SITE_CONTACT_PHONE: "(703) 600-1234" };

describe("settingsProblems (issue 44)", () => {
  it("says nothing when the build and the server read the same real values", () => {
    expect(settingsProblems(real, { ...real })).toEqual([]);
  });

  it("names each setting the pages were built with and the server does not run with", () => {
    const problems = settingsProblems(
      { ...real, SITE_ORIGIN: "https://www.example.com" },
      { ...real, SITE_UEI: "ABCDEFGHJKLM" },
    );
    expect(problems.map((problem) => problem.settings)).toEqual([["SITE_ORIGIN", "SITE_UEI"], ["SITE_ORIGIN"]]);
    expect(problems[0]!.problem).toMatch(/^The pages were built with other values of SITE_ORIGIN, SITE_UEI than/);
  });

  it("names example values in the build's settings as well as the server's", () => {
    const [, examples] = settingsProblems(
      { ...real, SITE_CONTACT_PHONE: "(703) 555-0100" },
      { ...real, SITE_ORIGIN: "https://www.example.com" },
    );
    expect(examples!.settings.sort()).toEqual(["SITE_CONTACT_PHONE", "SITE_ORIGIN"]);
  });

  it("asks for a build again when the build has no record of its settings", () => {
    expect(settingsProblems(undefined, real)[0]!.problem).toMatch(/^The build has no record of the settings/);
  });
});

describe(".env (issue 44)", () => {
  it("configures whatever reads the site's settings, and the environment wins over the file", () => {
    const envFile = path.join(mkdtempSync(path.join(tmpdir(), "env-")), ".env");
    writeFileSync(envFile, "SITE_ORIGIN=https://www.acme-cyber.test\nSITE_CONTACT_PHONE=(703) 600-1234\nPORT=4123\n");
    const script = `
      await import("#server/shared/dotenv.ts");
      const { siteConfig } = await import("#app/site.config.ts");
      const { serverConfig } = await import("#server/shared/config.ts");
      console.log(JSON.stringify([siteConfig.origin, siteConfig.contact.phone, serverConfig().port]));
    `;
    const { PORT: _port, SITE_ORIGIN: _origin, ...environment } = process.env;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: path.resolve(import.meta.dirname, "..", ".."),
      env: { ...environment, ENV_FILE: envFile, SITE_CONTACT_PHONE: "(703) 600-9999" },
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual(["https://www.acme-cyber.test", "(703) 600-9999", 4123]);
  });
});

describe("siteSettingProblems: SITE_* values the pages cannot use", () => {
  it("takes the shipped defaults, and real addresses written in full", () => {
    expect(siteSettingProblems(siteSettings())).toEqual([]);
    expect(
      siteSettingProblems({
        SITE_ORIGIN: "https://www.acme-cyber.test/",
        SITE_PRIVACY_URL: "https://acme-cyber.test/privacy#cookies",
        SITE_TERMS_URL: "",
        SITE_FORM_ENDPOINT: "https://api.web3forms.com/submit",
        SITE_CONTACT_EMAIL: "sales@acme-cyber.test",
        SITE_SECURITY_CONTACT: "security@acme-cyber.test",
      }),
    ).toEqual([]);
    for (const contact of ["https://acme-cyber.test/report-a-vulnerability", "mailto:security@acme-cyber.test"])
      expect(siteSettingProblems({ SITE_SECURITY_CONTACT: contact })).toEqual([]);
  });

  it("names each value that would be a broken link or address, and what to write", () => {
    expect(
      siteSettingProblems({
        SITE_ORIGIN: "https://www.acme-cyber.test/home",
        SITE_PRIVACY_URL: "acme-cyber.test/privacy",
        SITE_DEMO_BOOKING_URL: "ftp://acme-cyber.test/demo",
        SITE_FORM_ENDPOINT: "//api.web3forms.com/submit",
        SITE_CONTACT_EMAIL: "sales at acme-cyber.test",
        SITE_SECURITY_CONTACT: "http://acme-cyber.test/security",
      }),
    ).toEqual([
      'SITE_ORIGIN is "https://www.acme-cyber.test/home", which is not the site\'s own address: write it as https://www.vendor.example (no path).',
      'SITE_PRIVACY_URL is "acme-cyber.test/privacy", which is no web address: write it in full, as https://acme-cyber.test/privacy if that is the page.',
      'SITE_DEMO_BOOKING_URL is "ftp://acme-cyber.test/demo", which is no web address: write it in full, starting with https://.',
      "SITE_FORM_ENDPOINT is \"//api.web3forms.com/submit\": write this server's /api/submit, or a form service's address in full (https://…).",
      'SITE_CONTACT_EMAIL is "sales at acme-cyber.test", which is no e-mail address: write it as sales@vendor.example.',
      'SITE_SECURITY_CONTACT is "http://acme-cyber.test/security", which is neither an e-mail address nor a web address starting with https://: write it as security@vendor.example, or leave it empty for SITE_CONTACT_EMAIL.',
    ]);
  });
});
