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
