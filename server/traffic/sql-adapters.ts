/**
 * The two stores behind store.ts's `Sql`: node:sqlite (synchronous, wrapped) and a pg pool (placeholders numbered).
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import type pg from "pg";
import { truncateWal } from "#server/shared/sqlite-wal.ts";
import type { Row, Sql } from "./store.ts";

/** Statements prepared once and kept (a batch's texts are the same every interval; compiling one costs more than running it). */
const STATEMENTS_KEPT = 64;

export function sqliteSql(db: DatabaseSync): Sql {
  const prepared = new Map<string, StatementSync>();
  const statement = (text: string) => {
    let kept = prepared.get(text);
    if (!kept) {
      kept = db.prepare(text);
      if (prepared.size >= STATEMENTS_KEPT) prepared.delete(prepared.keys().next().value!);
      prepared.set(text, kept);
    }
    return kept;
  };
  const sql: Sql = {
    jsonRows: "json_each(?)",
    rowByRow: true,
    all: async (text, params) => statement(text).all(...(params as SQLInputValue[])) as Row[],
    run: async (text, params) => Number(statement(text).run(...(params as SQLInputValue[])).changes),
    transaction: async (work) => {
      // IMMEDIATE: the write lock is taken at the start, so the transaction never fails half-way for a lock.
      db.exec("BEGIN IMMEDIATE");
      try {
        const result = await work(sql);
        db.exec("COMMIT");
        return result;
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
    clearDeleted: async () => {
      if (!(await truncateWal(db)))
        throw new Error(
          "the store's -wal file could not be cut while readers were busy (the next checkpoints overwrite it)",
        );
    },
  };
  return sql;
}

const numbered = (text: string) => {
  let index = 0;
  return text.replace(/\?/g, () => `$${(index += 1)}`);
};

export function postgresSql(pool: pg.Pool): Sql {
  const on = (client: pg.Pool | pg.PoolClient): Sql => ({
    jsonRows: "jsonb_array_elements(?::jsonb)",
    rowByRow: false,
    // Held until the transaction ends: instances add to the day's visitor log one after another, in seq order.
    writersTakeTurns: "SELECT pg_advisory_xact_lock(hashtext('traffic-visitor-log'))",
    all: async (text, params) => (await client.query(numbered(text), params)).rows as Row[],
    run: async (text, params) => (await client.query(numbered(text), params)).rowCount ?? 0,
    transaction: async (work) => {
      const connection = await pool.connect();
      try {
        await connection.query("BEGIN");
        const result = await work(on(connection));
        await connection.query("COMMIT");
        return result;
      } catch (error) {
        await connection.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
    },
    // The table holds a row or two: rewritten in a moment, its old file gone at the next checkpoint. The visitor log
    // is vacuumed too (its hashes are nothing without the secret), without locking out the counts' writes.
    clearDeleted: async () => {
      await pool.query("VACUUM FULL traffic_salts");
      await pool.query("VACUUM traffic_visitor_log");
    },
  });
  return on(pool);
}
