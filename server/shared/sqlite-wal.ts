/**
 * A SQLite store's `-wal` file cut to nothing, so rows just deleted leave no earlier page version behind (the store
 * file's own deleted cells are zeroed by `PRAGMA secure_delete`). Used after a lead's erasure (issue 55) and after the
 * day's visitor secret is deleted (issue 57).
 */
import type { DatabaseSync } from "node:sqlite";

/**
 * A truncating checkpoint copies the pages into the store and cuts the WAL to nothing; a reader in the middle of a
 * read makes it wait, so it is tried again every 100 ms for up to five seconds in all (an attempt itself may wait for
 * the connection's busy timeout). False if readers kept it busy throughout (the caller says so in the log: the next
 * checkpoints overwrite the file in time).
 */
export async function truncateWal(db: DatabaseSync, withinMs = 5000): Promise<boolean> {
  const until = Date.now() + withinMs;
  for (;;) {
    const result = db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number } | undefined;
    if (!result || Number(result.busy) === 0) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
