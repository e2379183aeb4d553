import { existsSync } from "node:fs";
import { DatabaseSync, backup } from "node:sqlite";

/**
 * A copy of the SQLite lead store taken while the server runs (issue 44): SQLite's online backup, page by page,
 * consistent however many leads arrive meanwhile (WAL: writers never wait for it). Copying the file with `cp`
 * would not be: the newest leads live in the `-wal` file beside it until a checkpoint. Never over an existing file.
 */
export async function backupLeadStore(dbPath: string, target: string): Promise<{ leads: number }> {
  if (existsSync(target)) throw new Error(`${target} exists already: name a new file, so no backup is overwritten.`);
  const source = new DatabaseSync(dbPath, { readOnly: true });
  try {
    await backup(source, target);
  } finally {
    source.close();
  }
  const copy = new DatabaseSync(target, { readOnly: true });
  try {
    const check = copy.prepare("PRAGMA integrity_check").get() as { integrity_check: string };
    if (check.integrity_check !== "ok") throw new Error(`the copy at ${target} failed SQLite's integrity check.`);
    const { leads } = copy.prepare("SELECT count(*) AS leads FROM leads").get() as { leads: number };
    return { leads };
  } finally {
    copy.close();
  }
}
