/**
 * The files that hold leads are the service user's alone (issue 55): a store made in a new folder makes the folder
 * 0700 and the store, its -wal and its -shm 0600, whatever the process's umask; a store made before is tightened when
 * opened.
 */
// @vitest-environment node
import { chmodSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SqliteLeadRepository } from "./sqlite-repository.ts";
import { testLead } from "./test-helpers.ts";

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe("the SQLite store's files", () => {
  it("are the owner's alone: the folder it makes, the store, its -wal and -shm", async () => {
    const before = process.umask(0o022);
    try {
      const folder = path.join(mkdtempSync(path.join(tmpdir(), "modes-")), "var", "leads");
      const file = path.join(folder, "leads.db");
      const store = new SqliteLeadRepository(file);
      await store.insert(testLead(1), [], Date.now());
      expect([mode(folder), mode(file), mode(`${file}-wal`), mode(`${file}-shm`)]).toEqual([
        "700",
        "600",
        "600",
        "600",
      ]);
      await store.close();
      // A store an older release made world-readable is tightened at the next start.
      chmodSync(file, 0o644);
      const again = new SqliteLeadRepository(file);
      expect(mode(file)).toBe("600");
      await again.close();
    } finally {
      process.umask(before);
    }
  });
});
