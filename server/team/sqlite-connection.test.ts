// @vitest-environment node
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { NodeSqliteDialect } from "@better-auth/kysely-adapter/node-sqlite-dialect";
import { Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { WorkspaceDatabase } from "./sqlite-connection.ts";

/** A store in WAL mode with one row, and another process's connection to it (the counts', a lead's). */
function storeWithAnotherWriter() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "workspace-db-")), "leads.db");
  const setup = new DatabaseSync(file);
  setup.exec(
    "PRAGMA journal_mode = WAL; CREATE TABLE verification (id TEXT); INSERT INTO verification VALUES ('link')",
  );
  setup.close();
  return { file, other: new DatabaseSync(file, { timeout: 0 }) };
}

/** A sign-in link consumed as the sign-in library does it: read, then delete, in one transaction. */
const consumeLink = (db: DatabaseSync, meanwhile: () => void) =>
  new Kysely<{ verification: { id: string } }>({ dialect: new NodeSqliteDialect({ database: db }) })
    .transaction()
    .execute(async (trx) => {
      await trx.selectFrom("verification").selectAll().execute();
      meanwhile();
      await sql`DELETE FROM verification WHERE id = 'link'`.execute(trx);
    });

describe("the workspace's SQLite connection", () => {
  it("a plain connection's link consumption is refused at once when another writer commits in between", async () => {
    const { file, other } = storeWithAnotherWriter();
    const plain = new DatabaseSync(file, { timeout: 2000 });
    await expect(consumeLink(plain, () => other.exec("INSERT INTO verification VALUES ('other')"))).rejects.toThrow(
      /database is locked/,
    );
  });

  it("begins the library's transactions IMMEDIATE: the other writer waits, and the link is consumed", async () => {
    const { file, other } = storeWithAnotherWriter();
    const workspace = new WorkspaceDatabase(file, { timeout: 2000 });
    let otherWrote = true;
    await consumeLink(workspace, () => {
      try {
        other.exec("INSERT INTO verification VALUES ('other')");
      } catch {
        otherWrote = false; // the write lock is the workspace's from the transaction's start
      }
    });
    expect(otherWrote).toBe(false);
    expect(workspace.prepare("SELECT id FROM verification").all()).toEqual([]);
  });
});
