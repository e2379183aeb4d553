/**
 * The counts' writes to a SQLite store from the thread that runs them (the counting thread, or the store's writer
 * thread): a connection of its own, whose wait for another process's write lock never holds the server's event loop.
 */
import { DatabaseSync } from "node:sqlite";
import type { TrafficSink } from "./counter.ts";
import { sqliteSql } from "./sql-adapters.ts";
import { KnownVisitors, addBatch, forget, secretFor } from "./store.ts";

export function sqliteSink(file: string): TrafficSink & { close(): void } {
  const db = new DatabaseSync(file, { timeout: 5000 });
  // Per connection, so the leads' own stays FULL. A count written just before a power cut may be lost (never one
  // before a crash of the process): the counts' commit every few seconds then costs no sync of the disk. Deleted days
  // (their secret, their visitor hashes) are overwritten, as the leads' deletions are.
  db.exec("PRAGMA synchronous = NORMAL; PRAGMA secure_delete = ON;");
  const sql = sqliteSql(db);
  const knownVisitors = new KnownVisitors();
  return {
    secretFor: (day) => secretFor(sql, day),
    add: (batch) => addBatch(sql, batch, knownVisitors),
    forget: (today, keepFrom) => forget(sql, today, keepFrom),
    close: () => db.close(),
  };
}
