import { afterAll, beforeAll } from "vitest";
import { type PostgresCluster, startPostgresCluster } from "./postgres-cluster.ts";
import { PostgresLeadRepository } from "./postgres-repository.ts";
import type { LeadRepository } from "./repository.ts";
import { SqliteLeadRepository } from "./sqlite-repository.ts";

export const storeKinds = ["sqlite", "postgres"] as const;
export type StoreKind = (typeof storeKinds)[number];

/**
 * For a test file that runs against both stores: starts a throwaway PostgreSQL cluster for the file and opens a
 * fresh, empty store of either kind (an in-memory SQLite database, or a new database on the cluster).
 */
export function bothStores() {
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, 60_000);
  afterAll(() => cluster?.stop());
  return {
    open: async (kind: StoreKind): Promise<LeadRepository> =>
      kind === "sqlite"
        ? new SqliteLeadRepository(":memory:")
        : PostgresLeadRepository.connect(await cluster!.createDatabase()),
    /** The cluster, for tests that inject faults with their own connection. */
    cluster: () => cluster!,
  };
}
