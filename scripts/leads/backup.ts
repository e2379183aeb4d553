import { chmodSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, backup } from "node:sqlite";

/**
 * A copy of the SQLite lead store taken while the server runs (issue 44): SQLite's online backup, page by page,
 * consistent however many leads arrive meanwhile (WAL: writers never wait for it). Copying the file with `cp`
 * would not be: the newest leads live in the `-wal` file beside it until a checkpoint. Never over an existing file.
 */
export async function backupLeadStore(dbPath: string, target: string): Promise<{ leads: number }> {
  // Made owner-only before a byte of a lead is in it (issue 55); "wx": never over an existing file.
  try {
    writeFileSync(target, "", { mode: 0o600, flag: "wx" });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const folder = path.dirname(path.resolve(target));
    if (code === "ENOENT")
      throw new Error(`the folder ${folder} does not exist: create it, or name a file in one that does.`);
    if (code === "EACCES" || code === "EPERM")
      throw new Error(`this user may not write in ${folder}: name a file in a folder it may write.`);
    if (code === "EEXIST") throw new Error(`${target} exists already: name a new file, so no backup is overwritten.`);
    throw error;
  }
  chmodSync(target, 0o600);
  const source = new DatabaseSync(dbPath, { readOnly: true });
  try {
    await backup(source, target);
  } finally {
    source.close();
  }
  // The copy is one file: out of WAL mode, so checking it leaves no -wal or -shm beside it (a restore copies one file).
  const copy = new DatabaseSync(target);
  try {
    copy.exec("PRAGMA journal_mode = DELETE");
    withoutTheDaysSecret(copy);
    const check = copy.prepare("PRAGMA integrity_check").get() as { integrity_check: string };
    if (check.integrity_check !== "ok") throw new Error(`the copy at ${target} failed SQLite's integrity check.`);
    const { leads } = copy.prepare("SELECT count(*) AS leads FROM leads").get() as { leads: number };
    return { leads };
  } finally {
    copy.close();
  }
}

/**
 * A backup keeps no visitor secret nor the day's visitor hashes (issue 57): kept for weeks, the two would let anyone
 * with the file match the day's visitors against every address, where the store deletes them once the day is over.
 * Deleted from the copy and the file rebuilt (VACUUM), so no free page keeps their bytes. A store restored from it
 * makes the day a new secret: a visitor seen before counts once more that day.
 */
function withoutTheDaysSecret(copy: DatabaseSync): void {
  const tables = copy
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('traffic_salts', 'traffic_visitor_log')")
    .all()
    .map((row) => String(row.name));
  let deleted = 0;
  for (const table of tables) deleted += Number(copy.prepare(`DELETE FROM ${table}`).run().changes);
  // Nothing deleted, nothing to rebuild: the store zeroes what it deletes itself (secure_delete).
  if (deleted > 0) copy.exec("VACUUM");
}
