// @vitest-environment node
/**
 * Counting against both real stores (issue 57): visitors told apart by the day's hash and shared across instances,
 * a visit's campaign credited to its later pages and quote, Sec-GPC honoured, the bounds held, days forgotten, and
 * no address or user agent in the store.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { migrations } from "#server/leads/repository.ts";
import { SqliteLeadRepository } from "#server/leads/sqlite-repository.ts";
import { PostgresLeadRepository } from "#server/leads/postgres-repository.ts";
import { bothStores, storeKinds } from "#server/leads/test-stores.ts";
import { HEADERS_READ, RECORD_LENGTH, type RecordQueue, pushRecord, readRecord } from "./answer-record.ts";
import { type Asker, TrafficCounter, type TrafficSink } from "./counter.ts";
import { CountingThread } from "./counting.ts";
import type { TrafficBatch } from "./batch.ts";
import { KnownVisitors, type Sql, addBatch, windowParts } from "./store.ts";
import { type TrafficStore, openTrafficStore } from "./traffic-store.ts";
import type { Counted } from "./visits.ts";

const stores = bothStores();
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

/** Every file under a folder, recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const at = path.join(dir, name);
    return statSync(at).isDirectory() ? filesUnder(at) : [at];
  });
const opened: TrafficStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

async function openStore(
  kind: (typeof storeKinds)[number],
): Promise<{ store: TrafficStore; file?: string; url?: string }> {
  if (kind === "sqlite") {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "traffic-")), "leads.db");
    new SqliteLeadRepository(file).close(); // its migrations make the tables
    const store = openTrafficStore({ dbPath: file });
    opened.push(store);
    return { store, file };
  }
  const url = await stores.cluster().createDatabase();
  await (await PostgresLeadRepository.connect(url)).close();
  const store = openTrafficStore({ databaseUrl: url, dbPath: "" });
  opened.push(store);
  return { store, url };
}

const view = (page: string, campaign?: string, referrer?: string): Counted => ({
  kind: "view",
  page,
  pricing: page === "/pricing",
  device: "desktop",
  attribution: () => ({ landing_path: page, utm_campaign: campaign, referrer_host: referrer }),
});
const person = (address: string, optedOut = false): Asker => ({
  address,
  userAgent: FIREFOX,
  optedOut,
});

/** A counter on a fixed day, its secret already read (as the server's, which reads it at start). */
async function counterOn(store: TrafficStore, day = "2026-11-27", options = {}) {
  let today = day;
  // The counter reads the day at most once a second: the test's clock moves on with its day.
  let clock = Date.now();
  const counter = new TrafficCounter({
    sink: store,
    dayOf: () => today,
    now: () => new Date(clock),
    keepDays: 30,
    ...options,
  });
  counter.start();
  for (let tries = 0; tries < 50; tries += 1) {
    const secret = await store.sql.all("SELECT secret FROM traffic_salts WHERE day = ?", [today]);
    if (secret.length) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
  return {
    counter,
    setDay: (next: string) => {
      today = next;
      clock += 60_000;
    },
  };
}

describe.each(storeKinds)("counting visits on %s", (kind) => {
  it("counts visitors once across instances, credits a visit's campaign to its pricing views and quote, honours GPC", async () => {
    const { store } = await openStore(kind);
    const [one, two] = [await counterOn(store), await counterOn(store)];
    // A: arrives on the campaign page, then (on the other instance) sees pricing twice and takes a quote.
    one.counter.count(view("/lp/cmmc-accelerator", "spring"), person("203.0.113.7"));
    two.counter.count(view("/pricing"), person("203.0.113.7"));
    two.counter.count(view("/pricing"), person("203.0.113.7"));
    two.counter.count({ kind: "quote", device: "desktop" }, person("203.0.113.7"));
    // B: from a search engine, the home page.
    one.counter.count(view("/", undefined, "www.google.com"), person("198.51.100.2"));
    // C: Global Privacy Control: a view, not a visitor.
    two.counter.count(view("/pricing"), person("192.0.2.9", true));
    await one.counter.flush();
    await two.counter.flush();

    const counts = await store.countsBetween("2026-11-27", "2026-11-27");
    expect(counts.byDay.get("2026-11-27")).toEqual({
      views: 5,
      visitors: 2,
      pricing_views: 3,
      pricing_visitors: 1,
      quotes: 1,
    });
    const campaign = counts.byValue.get("campaign")!;
    expect(campaign.get("spring")).toEqual({
      views: 3,
      visitors: 1,
      pricing_views: 2,
      pricing_visitors: 1,
      quotes: 1,
    });
    expect(campaign.get("")).toEqual({ views: 2, visitors: 1, pricing_views: 1 });
    expect(counts.byValue.get("page")!.get("/pricing")).toEqual({ views: 3 });
    expect(counts.byValue.get("landing")!.get("/lp/cmmc-accelerator")).toEqual({
      views: 3,
      visitors: 1,
      pricing_views: 2,
      pricing_visitors: 1,
      quotes: 1,
    });
    expect(counts.byValue.get("referrer")!.get("www.google.com")).toEqual({ views: 1, visitors: 1 });

    // The month, read from its rollup, says the same as its one day of counts.
    expect((await store.countsBetween("2026-11-01", "2026-11-30")).byValue).toEqual(counts.byValue);

    // The same visitor the next hour, on either instance: no second visitor, no second "saw pricing".
    one.counter.count(view("/pricing"), person("203.0.113.7"));
    await one.counter.flush();
    const later = await store.countsBetween("2026-11-27", "2026-11-27");
    expect(later.byDay.get("2026-11-27")).toMatchObject({ visitors: 2, pricing_visitors: 1, pricing_views: 4 });
  });

  it("instances that each learn today's visitors add up as one: a known visitor is not written again", async () => {
    const { store, file, url } = await openStore(kind);
    // A second instance: a store of its own (its own knowledge of today's visitors) on the same database.
    const second = openTrafficStore(url ? { databaseUrl: url, dbPath: "" } : { dbPath: file! });
    opened.push(second);
    const [one, two] = [await counterOn(store), await counterOn(second)];
    one.counter.count(view("/lp/cmmc-accelerator", "spring"), person("203.0.113.7"));
    await one.counter.flush();
    for (const instance of [two, one, two]) {
      instance.counter.count(view("/pricing"), person("203.0.113.7"));
      await instance.counter.flush();
    }
    expect((await store.countsBetween("2026-11-27", "2026-11-27")).byValue.get("campaign")!.get("spring")).toEqual({
      views: 4,
      visitors: 1,
      pricing_views: 3,
      pricing_visitors: 1,
    });

    // What a batch asks of the store, the first time a visitor is seen and once they are known.
    const asked: string[] = [];
    const recording: Sql = {
      jsonRows: store.sql.jsonRows,
      rowByRow: store.sql.rowByRow,
      writersTakeTurns: store.sql.writersTakeTurns,
      all: (text, params) => (asked.push(text), store.sql.all(text, params)),
      run: (text, params) => (asked.push(text), store.sql.run(text, params)),
      transaction: (work) => store.sql.transaction(() => work(recording)),
      clearDeleted: () => store.sql.clearDeleted(),
    };
    const knownVisitors = new KnownVisitors();
    const batch: TrafficBatch = {
      day: "2026-11-27",
      counts: [],
      visitors: [
        [
          "a-visitor-hash-0000000",
          {
            first: { landing: "/", referrer: "", source: "", medium: "", campaign: "" },
            device: "phone",
            views: 1,
            pricingViews: 1,
            quotes: 0,
            checklists: 0,
          },
        ],
      ],
    };
    await addBatch(recording, batch, knownVisitors);
    const logged = () => asked.filter((text) => text.startsWith("INSERT INTO traffic_visitor_log"));
    expect(logged()).toHaveLength(1); // logged, with "saw pricing"
    asked.length = 0;
    await addBatch(recording, batch, knownVisitors);
    expect(logged()).toEqual([]);
    const day = (await store.countsBetween("2026-11-27", "2026-11-27")).byDay.get("2026-11-27");
    expect(day).toMatchObject({ visitors: 2, pricing_visitors: 2, pricing_views: 5 });
    // A restarted instance knows nobody until it reads the day's log: the same visitor is not counted again.
    await addBatch(store.sql, batch, new KnownVisitors());
    const again = (await store.countsBetween("2026-11-27", "2026-11-27")).byDay.get("2026-11-27");
    expect(again).toMatchObject({ visitors: 2, pricing_visitors: 2, pricing_views: 6 });
  });

  it("carries the visitors kept before the log (one row each) into it, so nobody is counted twice on the day of the upgrade", async () => {
    const before = migrations(kind).filter((migration) => migration.version < 10);
    const log = migrations(kind).find((migration) => migration.version === 10)!;
    const oldVisitor = [
      "2026-11-27",
      "an-old-visitor-hash-00",
      "/lp/cmmc-accelerator",
      "www.linkedin.com",
      "linkedin",
      "paid",
      "spring",
      1,
    ];
    const insertOld =
      "INSERT INTO traffic_visitors (day, hash, landing, referrer, source, medium, campaign, saw_pricing) VALUES ";
    let rows: { seq: unknown; visitors: unknown }[];
    if (kind === "sqlite") {
      const db = new DatabaseSync(path.join(mkdtempSync(path.join(tmpdir(), "traffic-")), "leads.db"));
      for (const migration of before) db.exec(migration.sql);
      db.prepare(`${insertOld} (?, ?, ?, ?, ?, ?, ?, ?)`).run(...(oldVisitor as (string | number)[]));
      db.exec(log.sql);
      rows = db.prepare("SELECT seq, visitors FROM traffic_visitor_log").all() as typeof rows;
      db.close();
    } else {
      const client = new pg.Client({ connectionString: await stores.cluster().createDatabase() });
      await client.connect();
      for (const migration of before) await client.query(migration.sql);
      await client.query(`${insertOld} ($1, $2, $3, $4, $5, $6, $7, $8)`, oldVisitor);
      await client.query(log.sql);
      rows = (await client.query("SELECT seq, visitors FROM traffic_visitor_log")).rows;
      await client.end();
    }
    expect(rows).toHaveLength(1);
    const known = new KnownVisitors();
    known.on("2026-11-27");
    known.learnRow(Number(rows[0]!.seq), String(rows[0]!.visitors));
    expect(known.visitor("an-old-visitor-hash-00")).toEqual({
      keys: {
        landing: "/lp/cmmc-accelerator",
        referrer: "www.linkedin.com",
        source: "linkedin",
        medium: "paid",
        campaign: "spring",
      },
      sawPricing: true,
    });
  });

  it("takes the day's new secret at the next flush when the kept one is gone (PostgreSQL's after a crash of the database)", async () => {
    const { store } = await openStore(kind);
    const running = await counterOn(store);
    running.counter.count(view("/"), person("203.0.113.50"));
    await running.counter.flush();
    // The secret's table starts empty again, as PostgreSQL's unlogged table does after a crash; an instance started
    // then makes the day's new secret, and the one that was running takes it at its next flush.
    await store.sql.all("DELETE FROM traffic_salts", []);
    const started = await counterOn(store);
    started.counter.count(view("/"), person("203.0.113.51"));
    await started.counter.flush();
    running.counter.count(view("/pricing"), person("203.0.113.51"));
    await running.counter.flush();
    expect((await store.countsBetween("2026-11-27", "2026-11-27")).byDay.get("2026-11-27")).toMatchObject({
      views: 3,
      visitors: 2,
    });
  });

  it("deletes a day's secret and visitors once the day is over, though nobody visits the next day", async () => {
    const { store } = await openStore(kind);
    const { counter, setDay } = await counterOn(store, "2026-11-26");
    counter.count(view("/"), person("203.0.113.78"));
    await counter.tick();
    const days = async (table: string) => (await store.sql.all(`SELECT day FROM ${table}`, [])).map((row) => row.day);
    expect(await days("traffic_salts")).toContain("2026-11-26");
    expect(await days("traffic_visitor_log")).toContain("2026-11-26");
    setDay("2026-11-27");
    await counter.tick();
    expect(await days("traffic_salts")).not.toContain("2026-11-26");
    expect(await days("traffic_visitor_log")).not.toContain("2026-11-26");
  });

  it("keeps no address and no user agent: only the day's hashes, deleted with the day and its secret", async () => {
    const { store, file } = await openStore(kind);
    const { counter, setDay } = await counterOn(store, "2026-11-26");
    counter.count(view("/", "autumn"), person("203.0.113.77"));
    await counter.flush();
    // Every byte the store keeps: SQLite's files; PostgreSQL's database files and its write-ahead log, after a
    // checkpoint (pages reach the files then).
    const kept = async () => {
      if (file)
        return readdirSync(path.dirname(file))
          .map((name) => readFileSync(path.join(path.dirname(file), name)).toString("latin1"))
          .join("");
      await store.sql.all("CHECKPOINT", []);
      const [{ oid }] = (await store.sql.all("SELECT oid FROM pg_database WHERE datname = current_database()", [])) as [
        { oid: number },
      ];
      const dataDir = stores.cluster().dataDir;
      return [...filesUnder(path.join(dataDir, "base", String(oid))), ...filesUnder(path.join(dataDir, "pg_wal"))]
        .map((name) => readFileSync(name).toString("latin1"))
        .join("");
    };
    const before = await kept();
    expect(before).toContain("autumn");
    expect(before).not.toContain("203.0.113.77");
    expect(before).not.toContain("Firefox/128.0");
    expect(await store.sql.all("SELECT day FROM traffic_visitor_log", [])).toHaveLength(1);
    const [{ secret }] = (await store.sql.all("SELECT secret FROM traffic_salts", [])) as [{ secret: string }];
    // SQLite keeps it in its files for the day. PostgreSQL never writes it to the WAL (the table is unlogged, and
    // its pages reach the disk only when PostgreSQL stops), and the day's deletion rewrites the table's file.
    const saltsFile = async () =>
      (await store.sql.all("SELECT pg_relation_filenode('traffic_salts')::text AS node", []))[0]!.node;
    const saltsFileBefore = file ? undefined : await saltsFile();
    if (file) expect(before).toContain(secret);
    else
      expect(
        (await store.sql.all("SELECT relpersistence FROM pg_class WHERE relname = 'traffic_salts'", []))[0]!
          .relpersistence,
      ).toBe("u");

    setDay("2026-11-27");
    counter.count(view("/"), person("203.0.113.77"));
    await counter.flush();
    await counter.flush();
    // Yesterday's secret is gone from the store's bytes, not only from its rows: with it, the hashes of the day
    // (deleted too) could be matched against every address.
    expect(await kept()).not.toContain(secret);
    if (!file) expect(await saltsFile()).not.toBe(saltsFileBefore);
    expect((await store.sql.all("SELECT day FROM traffic_salts", [])).map((row) => row.day)).not.toContain(
      "2026-11-26",
    );
    expect((await store.sql.all("SELECT day FROM traffic_visitor_log", [])).map((row) => row.day)).not.toContain(
      "2026-11-26",
    );
    // Yesterday's counts stay (within TRAFFIC_KEEP_DAYS); counts older than the kept window go.
    expect((await store.countsBetween("2026-11-26", "2026-11-26")).byDay.get("2026-11-26")).toMatchObject({
      visitors: 1,
    });
    setDay("2027-01-15");
    counter.count(view("/"), person("203.0.113.77"));
    await counter.flush();
    await counter.flush();
    expect((await store.countsBetween("2026-11-01", "2026-12-31")).byDay.size).toBe(0);
  });

  it("past the day's bound of known visitors, a new visitor's views are counted without a visitor, and the log stops", async () => {
    const { store } = await openStore(kind);
    const visitorOn = (hash: string, views: number): TrafficBatch["visitors"][number] => [
      hash,
      {
        first: { landing: "/", referrer: "", source: "", medium: "", campaign: "flood" },
        device: "desktop",
        views,
        pricingViews: 0,
        quotes: 0,
        checklists: 0,
      },
    ];
    const known = new KnownVisitors(2);
    const batchOf = (...visitors: TrafficBatch["visitors"]): TrafficBatch => ({
      day: "2026-11-27",
      counts: [],
      visitors,
    });
    await addBatch(
      store.sql,
      batchOf(visitorOn("visitor-one-0000000000", 1), visitorOn("visitor-two-0000000000", 1)),
      known,
    );
    await addBatch(
      store.sql,
      batchOf(visitorOn("visitor-three-00000000", 2), visitorOn("visitor-one-0000000000", 1)),
      known,
    );
    const flood = (await store.countsBetween("2026-11-27", "2026-11-27")).byValue.get("campaign")!.get("flood");
    expect(flood).toEqual({ views: 5, visitors: 2 });
    expect(await store.sql.all("SELECT seq FROM traffic_visitor_log", [])).toHaveLength(1);
  });

  it("a flood of made-up campaign names stays bounded, in memory and in the store", async () => {
    const { store } = await openStore(kind);
    const { counter } = await counterOn(store, "2026-11-27", { valuesPerDay: 50, visitorsPerInterval: 100 });
    for (let index = 0; index < 2000; index += 1)
      counter.count(view("/", `made-up-${index}`), person(`10.0.${index >> 8}.${index & 255}`));
    expect(counter.held.visitors).toBe(100);
    expect(counter.held.values).toBe(50);
    expect(counter.held.keys).toBeLessThan(60);
    await counter.flush();
    const campaigns = (await store.countsBetween("2026-11-27", "2026-11-27")).byValue.get("campaign")!;
    expect(campaigns.size).toBeLessThanOrEqual(50 + 1);
    expect(campaigns.get("(other)")?.views).toBeGreaterThan(1900);
    // Every view is still counted.
    expect((await store.countsBetween("2026-11-27", "2026-11-27")).byDay.get("2026-11-27")?.views).toBe(2000);
  });
});

describe("a visitor in an interval", () => {
  it("is held by address and browser until the flush, which hashes them with the day's secret and forgets them", async () => {
    const added: Parameters<TrafficSink["add"]>[0][] = [];
    let release: (secret: string) => void = () => {};
    const sink: TrafficSink = {
      secretFor: () => new Promise<string>((resolve) => (release = resolve)),
      add: async (batch) => void added.push(batch),
      forget: async () => {},
    };
    const counter = new TrafficCounter({ sink, dayOf: () => "2026-11-27", keepDays: 30 });
    counter.count(view("/", "spring"), person("203.0.113.7"));
    counter.count(view("/pricing"), person("203.0.113.7"));
    counter.count(view("/pricing"), person("198.51.100.2", true));
    expect(counter.held.visitors).toBe(1);
    // The store is slow to give the day's secret: the flush waits for it, the serving path never did.
    const flushed = counter.flush();
    expect(counter.held.visitors).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    release("the day's secret");
    await flushed;
    expect(added).toHaveLength(1);
    const [[hash, tally]] = added[0]!.visitors as [[string, object]];
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(JSON.stringify(added[0])).not.toContain("203.0.113.7");
    expect(tally).toMatchObject({ first: { campaign: "spring", landing: "/" }, views: 2, pricingViews: 1 });
    // The opted-out view has no visitor: its page is counted, and where it came from, as its own.
    expect(added[0]!.counts).toContainEqual(["views", "page", "/pricing", 2]);
    expect(added[0]!.counts).toContainEqual(["views", "landing", "/pricing", 1]);
  });

  it("keeps a batch the store refuses for the next interval, says so once, and tells each batch's outcome", async () => {
    const added: Parameters<TrafficSink["add"]>[0][] = [];
    let refusing = true;
    const sink: TrafficSink = {
      secretFor: async () => "the day's secret",
      add: async (batch) => {
        if (refusing) throw new Error("database is locked");
        added.push(batch);
      },
      forget: async () => {},
    };
    const warnings: string[] = [];
    const outcomes: string[] = [];
    const counter = new TrafficCounter({
      sink,
      dayOf: () => "2026-11-27",
      keepDays: 30,
      warn: (message) => warnings.push(message),
      onBatch: (outcome) => outcomes.push(outcome),
    });
    counter.count(view("/"), person("203.0.113.7"));
    await counter.flush();
    counter.count(view("/pricing"), person("203.0.113.7"));
    await counter.flush();
    refusing = false;
    await counter.flush();
    expect(outcomes).toEqual(["kept", "kept", "added"]);
    expect(warnings).toEqual([
      "visits could not be added to the store; kept to try again (Error: database is locked)",
      "visits are counted again: the store took the waiting counts",
    ]);
    // Nothing lost: both views, one visitor.
    expect(added).toHaveLength(1);
    expect(added[0]!.counts).toContainEqual(["views", "total", "", 2]);
    expect(added[0]!.visitors).toHaveLength(1);
    expect(added[0]!.visitors[0]![1]).toMatchObject({ views: 2, pricingViews: 1 });
  });
});

describe("the counting thread", () => {
  it("counts the answers the serving path hands it, with a request's own headers, and flushes when asked", async () => {
    const { store, file } = await openStore("sqlite");
    const warnings: string[] = [];
    const thread = new CountingThread(
      {
        paths: {
          pages: ["/", "/pricing", "/lp/cmmc-accelerator"],
          quotePath: "/pricing/quote.pdf",
          checklistPath: "/downloads/checklist.pdf",
          pricingPath: "/pricing",
          ownHosts: ["www.vendor.example"],
        },
        trustProxy: 1,
        timeZone: "America/New_York",
        keepDays: 30,
        flushSeconds: 3600,
        dbPath: file!,
      },
      (_level, message) => warnings.push(message),
    );
    const app = new Hono();
    app.use("*", async (c, next) => {
      await next();
      thread.countVisit(c);
    });
    app.get("*", (c) => (c.req.path === "/nowhere" ? c.text("no such page", 404) : c.text("a page")));
    app.post("*", (c) => c.text("a quote"));
    // Through Node's own server, as the site is served: its header object, its socket (the proxy's, here).
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const browser = { "User-Agent": FIREFOX, "Sec-Fetch-Dest": "document" };
    const request = (target: string, address: string, headers: Record<string, string> = {}, method = "GET") =>
      new Promise<void>((resolve, reject) =>
        http
          .request(
            { port, path: target, method, headers: { ...browser, "X-Forwarded-For": address, ...headers } },
            (answer) => answer.resume().on("end", resolve),
          )
          .on("error", reject)
          .end(),
      );
    try {
      await request("/lp/cmmc-accelerator/?utm_campaign=spring", "203.0.113.7");
      await request("/pricing", "203.0.113.7");
      await request("/pricing", "198.51.100.2", { Referer: "https://www.linkedin.com/feed/" });
      await request("/pricing", "198.51.100.3", { "Sec-GPC": "1" });
      await request("/nowhere", "198.51.100.4");
      await request("/pricing/quote.pdf", "203.0.113.7", { "Sec-Fetch-Dest": "empty" }, "POST"); // a quote
      await request("/app.css", "203.0.113.7", { "Sec-Fetch-Dest": "style" }); // a page's stylesheet: not a view
      await request("/", "198.51.100.5", { "Sec-Purpose": "prefetch" }); // not a view
      await request("/", "198.51.100.6", { Cookie: "theme=dark; team_visits=uncounted" }); // the team's
      await request("/", "198.51.100.7", { "User-Agent": "Googlebot/2.1" }); // a bot
      await request("/team/traffic", "198.51.100.8"); // the workspace is not the site
      await app.request("/pricing", { headers: browser }); // made in the process (the server's warm-up): nobody's visit
    } finally {
      server.close();
    }
    await thread.flush();
    const counts = await store.countsBetween("2026-01-01", "2099-12-31");
    const day = [...counts.byDay.values()][0];
    expect(day).toMatchObject({ views: 5, visitors: 3, pricing_views: 3, pricing_visitors: 2, quotes: 1 });
    expect(counts.byValue.get("campaign")!.get("spring")).toMatchObject({ views: 2, visitors: 1 });
    expect(counts.byValue.get("referrer")!.get("www.linkedin.com")).toMatchObject({ visitors: 1 });
    expect(counts.byValue.get("page")!.get("(not found)")).toMatchObject({ views: 1 });
    expect(counts.byValue.get("landing")!.get("/lp/cmmc-accelerator")).toMatchObject({ visitors: 1 });
    expect(warnings).toEqual([]);
    expect(thread.state).toEqual({ running: true, batches: { added: 1, kept: 0 } });
    await thread.close();
    expect(thread.state.running).toBe(false);
  });

  it("starts by itself on a server that sends no page, and deletes a past day's secret", async () => {
    const { store, file } = await openStore("sqlite");
    await store.sql.all("INSERT INTO traffic_salts (day, secret) VALUES (?, ?)", ["2020-01-01", "an old secret"]);
    const thread = new CountingThread(
      {
        paths: { pages: ["/"], quotePath: "/q.pdf", checklistPath: "/c.pdf", pricingPath: "/pricing", ownHosts: [] },
        trustProxy: 0,
        timeZone: "UTC",
        keepDays: 30,
        flushSeconds: 1,
        dbPath: file!,
      },
      () => {},
      { startWithinMs: 10 },
    );
    await expect
      .poll(async () => (await store.sql.all("SELECT day FROM traffic_salts WHERE day = '2020-01-01'", [])).length, {
        timeout: 15_000,
      })
      .toBe(0);
    await thread.close();
  });

  it("hands the counting thread the headers it reads, as Node's header object holds them", () => {
    const queue: RecordQueue = [];
    const answer = { method: "GET", status: 200, socketAddress: "10.0.0.1", path: "/a\nb", href: "http://x/a%0Ab" };
    pushRecord(queue, answer, {
      "user-agent": "UA",
      cookie: "a=1; team_visits=uncounted",
      "sec-gpc": "1",
      referer: "",
    });
    pushRecord(queue, { ...answer, status: 304 }, { "x-forwarded-for": "203.0.113.7, 10.0.0.3" });
    expect(queue).toHaveLength(2 * RECORD_LENGTH);
    const read = readRecord(queue, 0);
    expect(read).toMatchObject({ method: "GET", status: 200, socketAddress: "10.0.0.1", path: "/a\nb" });
    expect(read.header("user-agent")).toBe("UA");
    expect(read.header("cookie")).toBe("a=1; team_visits=uncounted");
    expect(read.header("x-other")).toBeUndefined(); // never read by the counting
    expect(read.header("sec-gpc")).toBe("1");
    expect(read.header("referer")).toBe(""); // sent empty
    // Each header the counting reads comes back as itself (the queue's order is written out twice: here it is kept).
    const each = Object.fromEntries(HEADERS_READ.map((name) => [name, `value of ${name}`]));
    pushRecord(queue, answer, each);
    const third = readRecord(queue, 2 * RECORD_LENGTH);
    for (const name of HEADERS_READ) expect(third.header(name)).toBe(`value of ${name}`);
    const second = readRecord(queue, RECORD_LENGTH);
    expect(second.status).toBe(304);
    expect(second.header("user-agent")).toBeUndefined();
    expect(second.header("x-forwarded-for")).toBe("203.0.113.7, 10.0.0.3");
  });
});

describe("a window's whole months", () => {
  it.each([
    [
      "2025-11-28",
      "2026-11-27",
      ["2025-12", "2026-10"],
      [
        ["2025-11-28", "2025-11-30"],
        ["2026-11-01", "2026-11-27"],
      ],
    ],
    ["2026-11-01", "2026-11-30", ["2026-11", "2026-11"], []],
    ["2026-10-31", "2026-11-27", undefined, [["2026-10-31", "2026-11-27"]]],
    ["2025-12-15", "2026-01-31", ["2026-01", "2026-01"], [["2025-12-15", "2025-12-31"]]],
  ])("%s to %s: months %j, days %j", (from, to, months, days) => {
    expect(windowParts(from, to)).toEqual({ months, days });
  });

  it("reads the month it ends in whole when the window ends today (no day of it after today is counted yet)", () => {
    expect(windowParts("2025-11-28", "2026-11-27", "2026-11-27")).toEqual({
      months: ["2025-12", "2026-11"],
      days: [["2025-11-28", "2025-11-30"]],
    });
  });
});
