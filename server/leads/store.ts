import type { PostgresTimeouts } from "./postgres-repository.ts";
import type { LeadRepository } from "./repository.ts";
import { ThreadedSqliteLeadRepository } from "./threaded-sqlite-repository.ts";

export type { Channel, LeadRepository, StoredLead } from "./repository.ts";
export { SqliteLeadRepository } from "./sqlite-repository.ts";
export { ThreadedSqliteLeadRepository } from "./threaded-sqlite-repository.ts";

/**
 * Opens the lead store: PostgreSQL when DATABASE_URL is set (any number of server processes, on any hosts),
 * otherwise the embedded SQLite file (any number of processes on one host). Migrations run at start.
 */
export async function openLeadRepository(options: {
  databaseUrl?: string;
  dbPath: string;
  timeouts?: PostgresTimeouts;
}): Promise<LeadRepository> {
  if (options.databaseUrl) {
    const { PostgresLeadRepository } = await import("./postgres-repository.ts");
    return PostgresLeadRepository.connect(options.databaseUrl, options.timeouts);
  }
  return new ThreadedSqliteLeadRepository(options.dbPath);
}
