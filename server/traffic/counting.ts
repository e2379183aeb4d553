/**
 * Where counting meets the server (issue 57): each answer of the public site, once sent, is handed to the counting
 * thread (counting-worker.ts), which reads it, counts it and adds its counts to the store every few seconds. The
 * serving path's whole part is to pass over what cannot count (a page's styles, scripts and images) and push a
 * document's few values onto a queue, posted to that thread every second: read on the server's own thread, among its
 * pages and sockets, the same counting cost it several times more (decision 0027).
 */
import type { IncomingMessage } from "node:http";
import { Worker } from "node:worker_threads";
import type { Context } from "hono";
import { checklistPdfPath } from "#app/content/forms.ts";
import { pages } from "#app/content/pages.ts";
import { quotePdfPath } from "#app/lib/pricing/quote-document.ts";
import type { StaticSite } from "#server/site/static-site.ts";
import { RECORD_LENGTH, type RecordQueue, pushRecord } from "./answer-record.ts";
import type { BatchOutcome } from "./counter.ts";
import { mayCount } from "./may-count.ts";

/** The site's own paths, as the counting thread tells them apart (plain values: they are copied to it). */
export interface SitePathList {
  /** The paths of the build's pages (its HTML files). */
  pages: string[];
  quotePath: string;
  checklistPath: string;
  pricingPath: string;
  /** SITE_ORIGIN's host and the workspace's: a referrer on one of them is no source. */
  ownHosts: string[];
}

/** What the counting thread is started with. */
export interface CountingSetup {
  paths: SitePathList;
  trustProxy: number;
  timeZone: string;
  keepDays: number;
  flushSeconds: number;
  /** The lead store's: PostgreSQL when set, else the SQLite file. */
  databaseUrl?: string;
  dbPath: string;
}

/** The messages between the server and its counting thread. */
export type ToCounting = { answers: RecordQueue } | { flush: number };
export type FromCounting = { flushed: number } | { warn: string } | { batch: BatchOutcome };

/** How the counting goes, for the operator's metrics: whether its thread runs, and its batches so far. */
export interface CountingState {
  /** False once the thread failed or stopped: visits are no longer counted. */
  running: boolean;
  batches: Record<BatchOutcome, number>;
}

export function sitePathsOf(site: StaticSite, ownHosts: (string | undefined)[]): SitePathList {
  return {
    pages: [...site.files].filter(([, file]) => file.type.startsWith("text/html")).map(([path]) => path),
    quotePath: quotePdfPath,
    checklistPath: checklistPdfPath,
    pricingPath: pages.pricing.path,
    ownHosts: ownHosts.filter((host): host is string => Boolean(host)),
  };
}

/**
 * How long an answer waits at most to be posted, and how many wait at most. Each message wakes the counting thread,
 * and a wake-up costs it more than the answers it brings: posted every 100 ms (or 256 answers), the thread spent
 * 17.5 µs a view at 400 views a second; every second (or 1,000), 11 to 12 µs (docs/quality.md). The counts reach the
 * store at most a second later; the queue holds at most 1,000 answers' few strings.
 */
const POST_AFTER_MS = 1000;
const POST_AT_MOST = 1000;

/**
 * The server's side of the counting: `countVisit` for the site's app, `flush` before the server stops. A counting
 * thread that fails is logged, and the site goes on serving without counting.
 */
export class CountingThread {
  readonly #setup: CountingSetup;
  /** Started with the first answer to count, or a minute after the server starts when no page is sent. */
  #worker: Worker | undefined;
  readonly #log: (level: "warn" | "error", message: string) => void;
  #queue: RecordQueue = [];
  #postTimer: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;
  #nextFlush = 0;
  readonly #flushes = new Map<number, () => void>();
  readonly #batches: Record<BatchOutcome, number> = { added: 0, kept: 0 };

  readonly #startAnyway: ReturnType<typeof setTimeout>;

  /**
   * `startWithinMs`: a server that sends no page still starts its counting thread this long after it starts, so each
   * day's secret and visitor hashes are still deleted once the day is over (the thread turns the day every interval).
   */
  constructor(
    setup: CountingSetup,
    log: (level: "warn" | "error", message: string) => void,
    { startWithinMs = 60_000 } = {},
  ) {
    this.#setup = setup;
    this.#log = log;
    this.#startAnyway = setTimeout(() => {
      if (!this.#stopped) this.#started();
    }, startWithinMs).unref();
  }

  // Its modules take a few hundred milliseconds of CPU to load, taken from whatever the server does then: started
  // at once, beside a server's first leads, it made them wait past the lead store's deadline in the crash test.
  #started(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL("./counting-worker.ts", import.meta.url), { workerData: this.#setup });
    worker.unref();
    worker.on("message", (message: FromCounting) => {
      if ("warn" in message) this.#log("warn", message.warn);
      else if ("batch" in message) this.#batches[message.batch] += 1;
      else {
        this.#flushes.get(message.flushed)?.();
        this.#flushes.delete(message.flushed);
      }
    });
    worker.on("error", (error) => {
      this.#log("error", `visits are no longer counted: the counting thread failed (${String(error)})`);
      this.#stop();
    });
    worker.on("exit", () => this.#stop());
    return (this.#worker = worker);
  }

  #stop() {
    this.#stopped = true;
    clearTimeout(this.#startAnyway);
    this.#queue = [];
    clearTimeout(this.#postTimer);
    for (const flushed of this.#flushes.values()) flushed();
    this.#flushes.clear();
  }

  #post() {
    clearTimeout(this.#postTimer);
    this.#postTimer = undefined;
    if (this.#queue.length === 0 || this.#stopped) return;
    const answers = this.#queue;
    this.#queue = [];
    this.#started().postMessage({ answers } satisfies ToCounting);
  }

  /** Whether counting runs (it may not have had a page to count yet), and its batches so far. */
  get state(): CountingState {
    return { running: !this.#stopped, batches: { ...this.#batches } };
  }

  /** What the site's app calls with each answer it sent. */
  countVisit = (c: Context): void => {
    if (this.#stopped) return;
    // Node's request, its headers already read into Node's object. A request made in the process (the server's own
    // warm-up of its rendered pages) has none, and is nobody's visit: nor does it start the counting thread beside
    // the first leads.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming) return;
    const { method, path } = c.req;
    const { status } = c.res;
    const { headers } = incoming;
    // Only what may count goes on: a page's styles, scripts and images (most of its answers) stop here.
    if (!mayCount(method, status, headers["sec-fetch-dest"], path, this.#setup.paths)) return;
    // The workspace, the lead API and the health check are not the site's pages.
    if (/^\/(team|api|healthz)(\/|$)/.test(path)) return;
    pushRecord(
      this.#queue,
      {
        method,
        status,
        // The peer as clientKey (server/leads/api.ts) reads it, TRUST_PROXY's header applied by the counting thread.
        socketAddress: incoming.socket?.remoteAddress ?? "unknown",
        path,
        href: c.req.url,
      },
      headers,
    );
    if (this.#queue.length >= POST_AT_MOST * RECORD_LENGTH) this.#post();
    else this.#postTimer ??= setTimeout(() => this.#post(), POST_AFTER_MS).unref();
  };

  /** Posts what waits, and resolves once the counting thread has added its batch to the store (or given up). */
  flush(): Promise<void> {
    this.#post();
    const worker = this.#worker;
    // Never started: nothing was counted.
    if (this.#stopped || !worker) return Promise.resolve();
    const id = (this.#nextFlush += 1);
    worker.ref();
    return new Promise<void>((resolve) => {
      this.#flushes.set(id, resolve);
      worker.postMessage({ flush: id } satisfies ToCounting);
    }).finally(() => {
      if (this.#flushes.size === 0) worker.unref();
    });
  }

  async close(): Promise<void> {
    this.#stop();
    await this.#worker?.terminate();
  }
}
