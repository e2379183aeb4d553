/**
 * The workspace's SQLite connection, as the sign-in library (better-auth) is given it. Its node:sqlite dialect begins
 * every transaction with a plain BEGIN (deferred): a transaction that reads, then writes (a sign-in link consumed,
 * a session made) is refused at once, "database is locked", when another connection (the counts, a lead, the outbox)
 * commits between the two: SQLite cannot upgrade its snapshot (SQLITE_BUSY_SNAPSHOT, which no busy timeout waits
 * out), and the member saw "Something went wrong". Begun IMMEDIATE, the transaction takes the write lock at its start,
 * waiting up to the busy timeout for it, and never has to upgrade.
 */
import { DatabaseSync, type StatementSync } from "node:sqlite";

export class WorkspaceDatabase extends DatabaseSync {
  override prepare(sql: string): StatementSync {
    return super.prepare(/^\s*begin\s*;?\s*$/i.test(sql) ? "BEGIN IMMEDIATE" : sql);
  }
}
