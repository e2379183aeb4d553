/**
 * The counts' store, on the lead store's database (its migrations made the tables): SQLite's writes on a worker
 * thread of their own and reads here, as the leads' (threaded-sqlite-repository.ts); PostgreSQL on a small pool.
 */
import { DatabaseSync } from "node:sqlite";
import { Worker } from "node:worker_threads";
import { guardedPool } from "#server/shared/guarded-pool.ts";
import type { TrafficBatch } from "./batch.ts";
import type { TrafficSink } from "./counter.ts";
import { postgresSql, sqliteSql } from "./sql-adapters.ts";
import type { TrafficWrite } from "./sqlite-writer.ts";
import { KnownVisitors, type Sql, type TrafficCounts, addBatch, countsBetween, forget, secretFor } from "./store.ts";

export interface TrafficStore extends TrafficSink {
  countsBetween(from: string, to: string, today?: string): Promise<TrafficCounts>;
  /** The store's own SQL, for the benchmark's fill and the tests' reading of what is kept. */
  readonly sql: Sql;
  close(): Promise<void>;
}

class SqliteTrafficStore implements TrafficStore {
  readonly #db: DatabaseSync;
  readonly #file: string;
  readonly sql: Sql;
  /** Started at the first write: the server's own counter writes from its counting thread, so its store only reads. */
  #writer: Worker | undefined;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 0;

  constructor(file: string) {
    this.#file = file;
    this.#db = new DatabaseSync(file, { timeout: 2000 });
    this.sql = sqliteSql(this.#db);
  }

  #startedWriter(): Worker {
    if (this.#writer) return this.#writer;
    const writer = new Worker(new URL("./sqlite-writer.ts", import.meta.url), { workerData: { file: this.#file } });
    writer.on("message", ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const call = this.#pending.get(id);
      this.#pending.delete(id);
      if (error !== undefined) call?.reject(new Error(error));
      else call?.resolve(result);
      if (this.#pending.size === 0) writer.unref();
    });
    writer.on("error", (error) => {
      for (const call of this.#pending.values()) call.reject(error);
      this.#pending.clear();
    });
    return (this.#writer = writer);
  }

  #call<T>(method: TrafficWrite["method"], args: unknown[]): Promise<T> {
    const id = (this.#nextId += 1);
    const writer = this.#startedWriter();
    writer.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: (value) => resolve(value as T), reject });
      writer.postMessage({ id, method, args } satisfies TrafficWrite);
    });
  }

  secretFor = (day: string) => this.#call<string>("secretFor", [day]);
  add = (batch: TrafficBatch) => this.#call<void>("add", [batch]);
  forget = (today: string, keepFrom: string) => this.#call<void>("forget", [today, keepFrom]);
  countsBetween = (from: string, to: string, today?: string) => countsBetween(this.sql, from, to, today);

  async close() {
    await this.#writer?.terminate();
    this.#db.close();
  }
}

class PostgresTrafficStore implements TrafficStore {
  readonly #pool;
  readonly sql: Sql;
  readonly #knownVisitors = new KnownVisitors();

  constructor(url: string) {
    this.#pool = guardedPool(url, "traffic counts", 2);
    this.sql = postgresSql(this.#pool);
  }

  secretFor = (day: string) => secretFor(this.sql, day);
  add = (batch: TrafficBatch) => addBatch(this.sql, batch, this.#knownVisitors);
  forget = (today: string, keepFrom: string) => forget(this.sql, today, keepFrom);
  countsBetween = (from: string, to: string, today?: string) => countsBetween(this.sql, from, to, today);

  close = () => this.#pool.end();
}

export function openTrafficStore(options: { databaseUrl?: string; dbPath: string }): TrafficStore {
  return options.databaseUrl ? new PostgresTrafficStore(options.databaseUrl) : new SqliteTrafficStore(options.dbPath);
}
