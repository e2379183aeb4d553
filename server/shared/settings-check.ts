import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { settingsAtExampleValues } from "#app/site.config.ts";
import { emailAddress } from "./email-address.ts";

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

/** An address in full with one of these schemes and a host, or undefined. */
function addressWith(value: string, schemes: string[]): URL | undefined {
  const url = URL.parse(value);
  return url && schemes.includes(url.protocol) && url.hostname ? url : undefined;
}

/** A web address in full (http or https, a host), or undefined. */
const webAddress = (value: string) => addressWith(value, ["http:", "https:"]);

/** A web address in full over https (security.txt takes no other), or undefined. */
const secureAddress = (value: string) => addressWith(value, ["https:"]);

/** A site's own address: https://host (a port if any), and nothing after it but one "/". */
export function isOrigin(value: string): boolean {
  const url = webAddress(value);
  return Boolean(url && url.pathname === "/" && !url.search && !url.hash);
}

/** Each address of a list as mail is addressed ("sales@vendor.example, Dana <dana@vendor.example>"), or undefined. */
function addressesOf(list: string): string[] | undefined {
  const addresses = list.split(",").map((entry) => emailAddress(/<([^<>]*)>$/.exec(entry.trim())?.[1] ?? entry));
  return addresses.every((address) => address !== undefined) ? (addresses as string[]) : undefined;
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
      if (!isOrigin(value))
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
    } else if (name === "SITE_CONTACT_EMAIL" && !emailAddress(value)) {
      problems.push(`SITE_CONTACT_EMAIL is "${value}", which is no e-mail address: write it as sales@vendor.example.`);
    } else if (
      name === "SITE_SECURITY_CONTACT" &&
      value !== "" &&
      !emailAddress(value.replace(/^mailto:/i, "")) &&
      !secureAddress(value)
    ) {
      problems.push(
        `SITE_SECURITY_CONTACT is "${value}", which is neither an e-mail address nor a web address starting with https://: write it as security@vendor.example, or leave it empty for SITE_CONTACT_EMAIL.`,
      );
    }
  }
  return problems;
}

/**
 * The lead notifications' settings that would fail every delivery, or quietly send none: said at start, never found
 * out at the first lead (a webhook address that is no URL retried for days; LEADS_NOTIFY_TO without a mail server).
 * No sentence repeats a URL: it may hold a password or a token.
 */
export function notificationProblems(settings: {
  webhookUrl?: string;
  smtpUrl?: string;
  notifyTo?: string;
  /** LEADS_NOTIFY_FROM as set (unset: the site's own no-reply address). */
  notifyFrom?: string;
}): string[] {
  const problems: string[] = [];
  const { webhookUrl, smtpUrl, notifyTo, notifyFrom } = settings;
  if (webhookUrl !== undefined && !webAddress(webhookUrl))
    problems.push(
      "LEADS_WEBHOOK_URL is not a web address: write it as https://hooks.example.com/leads (a token in it percent-encoded), or unset it.",
    );
  if (smtpUrl !== undefined && !addressWith(smtpUrl, ["smtp:", "smtps:"]))
    problems.push(
      "SMTP_URL is not a mail server's address: write it as smtp://user:password@mail.example.com:587 (smtps:// on port 465; a password with @, :, / or # percent-encoded).",
    );
  if (notifyTo !== undefined && smtpUrl === undefined)
    problems.push(
      "LEADS_NOTIFY_TO is set but SMTP_URL is not, so no lead would be e-mailed: set SMTP_URL to the mail server, or unset LEADS_NOTIFY_TO.",
    );
  if (notifyTo !== undefined && !addressesOf(notifyTo))
    problems.push(
      "LEADS_NOTIFY_TO is not a list of e-mail addresses: write it as sales@vendor.example, or several separated by commas.",
    );
  if (notifyFrom !== undefined && addressesOf(notifyFrom)?.length !== 1)
    problems.push(
      'LEADS_NOTIFY_FROM is not one e-mail address: write it as no-reply@vendor.example, or "Vendor website <no-reply@vendor.example>".',
    );
  return problems;
}
