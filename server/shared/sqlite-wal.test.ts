import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { truncateWal } from "./sqlite-wal.ts";

describe("cutting a SQLite store's -wal file", () => {
  const store = () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "wal-")), "store.db");
    const db = new DatabaseSync(file, { timeout: 50 });
    db.exec("PRAGMA journal_mode = WAL; CREATE TABLE t (x TEXT); INSERT INTO t VALUES ('a row')");
    return { file, db };
  };

  it("leaves it empty once no reader is in the middle of a read", async () => {
    const { file, db } = store();
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
    expect(await truncateWal(db)).toBe(true);
    expect(statSync(`${file}-wal`).size).toBe(0);
    db.close();
  });

  it("gives up within its time while a reader holds an older snapshot, and says so", async () => {
    const { file, db } = store();
    const reader = new DatabaseSync(file);
    reader.exec("BEGIN");
    reader.prepare("SELECT * FROM t").all();
    db.exec("INSERT INTO t VALUES ('a newer row')");
    const started = Date.now();
    expect(await truncateWal(db, 300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
    reader.exec("COMMIT");
    expect(await truncateWal(db, 300)).toBe(true);
    reader.close();
    db.close();
  });
});
