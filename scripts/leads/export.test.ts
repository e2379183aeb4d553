// @vitest-environment node
/**
 * Issue 35 on both stores (SQLite, and a throwaway PostgreSQL cluster): the export streams in bounded memory, its
 * filters hold at their edges (days in a time zone, inclusive and exclusive bounds, bad input in words), repeated
 * incremental exports neither miss nor repeat a lead, and the report counts hand-made leads.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { LeadPayload } from "#app/lib/forms/payload.ts";
import type { LeadRepository } from "#server/leads/repository.ts";
import { testLead } from "#server/leads/test-helpers.ts";
import { bothStores, storeKinds } from "#server/leads/test-stores.ts";
import { NO_VALUE, runLeadsCommand } from "#scripts/leads.ts";
import { filledPostgresStore, filledSqliteStore } from "./fill-store.ts";

const root = path.resolve(import.meta.dirname, "../..");
const stores = bothStores();
const at = (iso: string) => Date.parse(iso);

/** A contact lead with these attribution values (a campaign, a landing page…), or another form's. */
const lead = (i: number, extra: Partial<LeadPayload> = {}) => ({ ...testLead(i), ...extra }) as LeadPayload;

async function emails(store: LeadRepository, args: string[], now = Date.now()) {
  const result = await runLeadsCommand(store, ["export", "--format", "ndjson", ...args], { now });
  expect(result.code, result.out).toBe(0);
  return result.out
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { email: string }).email);
}

describe.each(storeKinds)("the export and the report on %s", (kind) => {
  it("selects by day in UTC and in a named time zone, since inclusive, until through the day", async () => {
    const store = await stores.open(kind);
    try {
      const times = [
        "2026-11-01T03:59:59.999Z", // 23:59:59.999 on 31 Oct in New York (EDT, UTC-4)
        "2026-11-01T04:00:00.000Z", // midnight on 1 Nov in New York
        "2026-11-01T23:59:59.999Z",
        "2026-11-02T00:00:00.000Z",
        "2026-11-02T04:59:59.999Z", // 23:59:59.999 on 1 Nov in New York (EST since 2 am that day, UTC-5)
        "2026-11-02T05:00:00.000Z", // midnight on 2 Nov in New York
        "2026-11-02T23:59:59.999Z",
        "2026-11-03T00:00:00.000Z",
      ];
      for (const [i, time] of times.entries()) await store.insert(lead(i), [], at(time));
      const shown = (indexes: number[]) => indexes.map((i) => `lead${i}@example.com`);

      expect(await emails(store, ["--since", "2026-11-02"])).toEqual(shown([3, 4, 5, 6, 7]));
      expect(await emails(store, ["--until", "2026-11-01"])).toEqual(shown([0, 1, 2]));
      expect(await emails(store, ["--since", "2026-11-02", "--until", "2026-11-02"])).toEqual(shown([3, 4, 5, 6]));
      // The same days in New York: 1 Nov is 25 hours long there (the clocks went back).
      const ny = ["--tz", "America/New_York"];
      expect(await emails(store, ["--since", "2026-11-01", "--until", "2026-11-01", ...ny])).toEqual(
        shown([1, 2, 3, 4]),
      );
      expect(await emails(store, ["--since", "2026-11-02", ...ny, "--until", "2026-11-02"])).toEqual(shown([5, 6, 7]));
      // A time with its offset: since includes its moment, until leaves its moment out.
      expect(
        await emails(store, ["--since", "2026-11-01T23:59:59.999Z", "--until", "2026-11-02T00:00:00.000-05:00"]),
      ).toEqual(shown([2, 3, 4]));
    } finally {
      await store.close();
    }
  });

  it("selects one form, and refuses bad dates, zones, forms and empty windows in words", async () => {
    const store = await stores.open(kind);
    try {
      await store.insert(lead(1), [], at("2026-11-10T12:00:00Z"));
      await store.insert(lead(2, { form: "checklist" } as Partial<LeadPayload>), [], at("2026-11-10T12:00:00Z"));
      expect(await emails(store, ["--form", "checklist"])).toEqual(["lead2@example.com"]);

      const refused = async (args: string[]) => {
        const result = await runLeadsCommand(store, ["export", ...args]);
        expect(result.code).toBe(2);
        return result.out.split("\n")[0];
      };
      expect(await refused(["--since", "2026-02-30"])).toBe(
        '--since: "2026-02-30" is not a day of the calendar. Give a day as YYYY-MM-DD (e.g. 2026-11-01), or a time with its offset (e.g. 2026-11-01T09:00-05:00).',
      );
      // A time on an impossible day is refused too, never rolled over into March (issue 44).
      expect(await refused(["--since", "2026-02-30T10:00Z"])).toBe(
        '--since: "2026-02-30T10:00Z" is not a day of the calendar. Give a day as YYYY-MM-DD (e.g. 2026-11-01), or a time with its offset (e.g. 2026-11-01T09:00-05:00).',
      );
      expect(await refused(["--until", "2026-11-01T24:30+01:00"])).toMatch(/^--until: ".*" is not a time of day\./);
      expect(await refused(["--until", "last week"])).toMatch(/^--until: "last week" is not a date\. Give a day as/);
      expect(await refused(["--since", "2026-11-01T09:00"])).toMatch(
        /^--since: "2026-11-01T09:00" has no offset, so it could be any time zone's\./,
      );
      expect(await refused(["--since", "2026-11-03", "--until", "2026-11-02"])).toBe(
        "--since (2026-11-03T00:00:00.000Z) is not before --until (2026-11-03T00:00:00.000Z): the window holds no time.",
      );
      expect(await refused(["--tz", "Mars/Olympus", "--since", "2026-11-01"])).toBe(
        '--tz: "Mars/Olympus" is not a time zone. Use a name such as UTC or America/New_York.',
      );
      expect(await refused(["--form", "newsletter"])).toBe(
        '--form: "newsletter" is not one of the forms (contact, governance-inquiry, accelerator-lead, checklist).',
      );
      expect((await runLeadsCommand(store, ["report", "--by", "weather"])).out.split("\n")[0]).toBe(
        '--by: "weather" is not a report. Use one of campaign, source, medium, landing, referrer, form, minute.',
      );
    } finally {
      await store.close();
    }
  });

  it("exports in batches, each from where the last stopped: no lead missed or repeated", async () => {
    const store = await stores.open(kind);
    try {
      const start = at("2026-11-20T09:00:00Z");
      for (let i = 0; i < 6; i += 1) await store.insert(lead(i), [], start + i * 60_000);
      // The first batch runs 2.5 minutes in: leads 0-2 are in it; lead 2 (stored 30 s before) is settled too.
      const first = await runLeadsCommand(store, ["export", "--format", "ndjson", "--since", "2026-11-20"], {
        now: start + 150_000,
        settleMs: 10_000,
      });
      expect(first.note).toMatch(
        /^Exported 3 leads from 2026-11-20T00:00:00\.000Z until 2026-11-20T09:02:20\.000Z\. For the next batch: npm run leads -- export --since 2026-11-20T09:02:20\.000Z$/,
      );
      const next = first.note!.split("--since ")[1]!;
      expect(await emails(store, ["--since", next], start + 600_000)).toEqual([
        "lead3@example.com",
        "lead4@example.com",
        "lead5@example.com",
      ]);
    } finally {
      await store.close();
    }
  });

  it("reports leads by campaign, source, landing page and form, with (none) for leads without one", async () => {
    const store = await stores.open(kind);
    try {
      const tagged = (i: number, utm_campaign: string | undefined, landing_path: string | undefined, time: string) =>
        store.insert(lead(i, { utm_campaign, utm_source: utm_campaign && "linkedin", landing_path }), [], at(time));
      await tagged(1, "cmmc-q1", "/lp/cmmc-accelerator", "2026-11-01T10:00:00Z");
      await tagged(2, "cmmc-q1", "/lp/cmmc-accelerator", "2026-11-02T10:00:00Z");
      await tagged(3, "gov-launch", "/lp/Governance", "2026-11-03T10:00:00Z");
      await tagged(4, undefined, "/pricing", "2026-11-04T10:00:00Z");
      await tagged(5, undefined, undefined, "2026-11-05T10:00:00Z");

      const report = async (...args: string[]) => {
        const result = await runLeadsCommand(store, ["report", ...args]);
        expect(result.code, result.out).toBe(0);
        return result.out;
      };
      const table = (text: string) =>
        text
          .trimEnd()
          .split("\n")
          .map((line) => line.split(/ {2,}/));
      expect(table(await report("--by", "campaign"))).toEqual([
        ["campaign", "leads"],
        ["cmmc-q1", "2"],
        [NO_VALUE, "2"],
        ["gov-launch", "1"],
        ["total", "5"],
      ]);
      expect(JSON.parse(await report("--by", "campaign", "--format", "json"))).toEqual([
        { campaign: "cmmc-q1", leads: 2 },
        { campaign: null, leads: 2 },
        { campaign: "gov-launch", leads: 1 },
      ]);
      expect(await report("--by", "landing", "--format", "csv", "--since", "2026-11-02")).toBe(
        `\uFEFFlanding,leads\r\n"/lp/cmmc-accelerator",1\r\n"/lp/Governance",1\r\n"/pricing",1\r\n"${NO_VALUE}",1\r\n`,
      );
      expect(JSON.parse(await report("--by", "source", "--format", "json", "--until", "2026-11-03"))).toEqual([
        { source: "linkedin", leads: 3 },
      ]);
      expect(JSON.parse(await report("--by", "form", "--format", "json"))).toEqual([{ form: "contact", leads: 5 }]);
      expect(await report("--by", "campaign", "--since", "2026-12-01")).toBe("No leads in this window.\n");
    } finally {
      await store.close();
    }
  });
});

/** Runs the export in a process of its own: its output's line count and its peak memory (RSS, MB). */
function runWithRss(env: Record<string, string>, format: string, nodeOptions: string[] = []) {
  const child = spawnSync(
    process.execPath,
    [...nodeOptions, "--import", "./tests/report-max-rss.ts", "scripts/leads.ts", "export", "--format", format],
    { cwd: root, env: { ...process.env, ...env }, maxBuffer: 1024 * 1024 * 1024, encoding: "utf8" },
  );
  expect(child.status, child.stderr).toBe(0);
  const rss = /max-rss-kb (\d+)/.exec(child.stderr);
  return { lines: child.stdout.split("\n").length - 1, maxRssMb: Number(rss![1]) / 1024 };
}

describe("a large store streams in bounded memory", () => {
  const COUNT = 100_000;

  it.each(storeKinds)(
    "%s: 100,000 leads export as CSV and JSON in a 64 MB heap, under 300 MB in all",
    async (kind) => {
      const env =
        kind === "sqlite"
          ? filledSqliteStore(COUNT)
          : await filledPostgresStore(await stores.cluster().createDatabase(), COUNT);
      for (const format of ["csv", "json"]) {
        // Nothing is held: the export runs in a 64 MB heap (the rows alone, gathered, would need several times it),
        // and the whole process stays under 300 MB.
        const result = runWithRss(env, format, ["--max-old-space-size=64"]);
        expect(result.lines).toBe(format === "csv" ? COUNT + 1 : COUNT + 2);
        expect(result.maxRssMb).toBeLessThan(300);
      }
    },
    240_000,
  );
});
