import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { settingsAtExampleValues } from "#app/site.config.ts";

/** Where the build records the SITE_* settings its pages were made with (beside the server build). */
export const builtSettingsFile = (serverBuildDir: string) => path.join(serverBuildDir, "site-settings.json");

/** Written by the build (scripts/build/post-build.ts). */
export function recordBuiltSettings(serverBuildDir: string, settings: Record<string, string>): void {
  writeFileSync(builtSettingsFile(serverBuildDir), `${JSON.stringify(settings, null, 2)}\n`);
}

export function readBuiltSettings(serverBuildDir: string): Record<string, string> | undefined {
  const file = builtSettingsFile(serverBuildDir);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with the site's settings, in sentences an operator acts on (issue 44): the pages carry the values
 * the build read (links, phone, address, the sitemap), the quote and the e-mails the values the server reads, so
 * the two must agree, and neither may still hold an example value.
 */
export function settingsProblems(
  built: Record<string, string> | undefined,
  running: Record<string, string>,
): { settings: string[]; problem: string }[] {
  const problems: { settings: string[]; problem: string }[] = [];
  if (!built) {
    problems.push({
      settings: [],
      problem:
        "The build has no record of the settings its pages were made with (build/server/site-settings.json): build again (npm run build) with the settings this server runs with.",
    });
  } else {
    const differ = Object.keys({ ...built, ...running }).filter(
      (name) => (built[name] ?? "") !== (running[name] ?? ""),
    );
    if (differ.length > 0)
      problems.push({
        settings: differ,
        problem: `The pages were built with other values of ${differ.join(", ")} than this server runs with, so pages and quotes would disagree: build again (npm run build) with the settings this server runs with, or run it with the build's.`,
      });
  }
  const examples = [
    ...new Set([...settingsAtExampleValues(running), ...(built ? settingsAtExampleValues(built) : [])]),
  ];
  if (examples.length > 0)
    problems.push({
      settings: examples,
      problem: `${examples.join(", ")} still hold example values (example.com, 555-01xx, "Example Street"): set each to the vendor's real value (README, Configuration) and build again.`,
    });
  return problems;
}

/** A web address in full (http or https, a host), or undefined. */
function webAddress(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return ["http:", "https:"].includes(url.protocol) && url.hostname ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SITE_* values that cannot be what the pages need, each in a sentence naming it and what to write (the build stops
 * on them; the server does not start): an origin or a link without its https:// becomes a link relative to the page
 * it is on, broken on every page; an e-mail address without its @ is a contact link that goes nowhere.
 */
export function siteSettingProblems(settings: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(settings)) {
    if (name === "SITE_ORIGIN") {
      const url = webAddress(value);
      if (!url || url.pathname !== "/" || url.search || url.hash)
        problems.push(
          `SITE_ORIGIN is "${value}", which is not the site's own address: write it as https://www.vendor.example (no path).`,
        );
    } else if (name.endsWith("_URL") && value !== "" && !webAddress(value)) {
      // Most often the https:// was left out: the address as it would then be, to check and copy.
      const written = /^[a-z][a-z0-9+.-]*:/i.test(value)
        ? "starting with https://"
        : `as https://${value.replace(/^\/+/, "")} if that is the page`;
      problems.push(`${name} is "${value}", which is no web address: write it in full, ${written}.`);
    } else if (name === "SITE_FORM_ENDPOINT" && !(/^\/(?!\/)/.test(value) || webAddress(value))) {
      problems.push(
        `SITE_FORM_ENDPOINT is "${value}": write this server's /api/submit, or a form service's address in full (https://…).`,
      );
    } else if (name === "SITE_CONTACT_EMAIL" && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value)) {
      problems.push(`SITE_CONTACT_EMAIL is "${value}", which is no e-mail address: write it as sales@vendor.example.`);
    }
  }
  return problems;
}
