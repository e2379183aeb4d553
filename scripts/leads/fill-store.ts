/**
 * Large lead stores for the export's test and benchmark (issue 35): `count` of the project's own rows, a minute
 * apart from 2026-01-01, in one of seven campaigns, written straight into the schema in one transaction.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { PostgresLeadRepository } from "#server/leads/postgres-repository.ts";
import { leadColumns, leadFromPayload, leadValues } from "#server/leads/repository.ts";
import { SqliteLeadRepository } from "#server/leads/sqlite-repository.ts";
import { testLead } from "#server/leads/test-helpers.ts";

const start = Date.parse("2026-01-01T00:00:00Z");

/** The i-th lead's column values. */
function row(i: number) {
  return leadValues(
    leadFromPayload(
      { ...testLead(i), utm_campaign: `campaign-${i % 7}`, landing_path: "/pricing" },
      start + i * 60_000,
    ),
  );
}

const insertSql = (placeholder: (index: number) => string) =>
  `INSERT INTO leads (${leadColumns.join(", ")}) VALUES (${leadColumns.map((_, i) => placeholder(i + 1)).join(", ")})`;

/** A new SQLite store with `count` leads; the environment that points the CLI at it. */
export function filledSqliteStore(count: number): Record<string, string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "leads-filled-")), "leads.db");
  const store = new SqliteLeadRepository(file);
  const insert = store.db.prepare(insertSql(() => "?"));
  store.db.exec("BEGIN");
  for (let i = 0; i < count; i += 1) insert.run(...row(i));
  store.db.exec("COMMIT");
  void store.close();
  return { LEADS_DB_PATH: file, DATABASE_URL: "" };
}

/**
 * `count` leads in the (empty) PostgreSQL database at `url`: a first batch of real rows, then copies of it with new
 * ids and later times (the same shape, written by the database itself, in seconds). The CLI's environment.
 */
export async function filledPostgresStore(url: string, count: number): Promise<Record<string, string>> {
  await (await PostgresLeadRepository.connect(url)).close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const batch = Math.min(count, 5_000);
    await client.query("BEGIN");
    for (let i = 0; i < batch; i += 1)
      await client.query(
        insertSql((index) => `$${index}`),
        row(i),
      );
    const others = leadColumns.filter((column) => column !== "id" && column !== "created_at");
    for (let copy = 1; copy * batch < count; copy += 1) {
      await client.query(
        `INSERT INTO leads (id, created_at, ${others.join(", ")})
         SELECT gen_random_uuid()::text,
                to_char((created_at::timestamptz + make_interval(mins => $1)) AT TIME ZONE 'UTC',
                        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                ${others.join(", ")}
         FROM leads WHERE seq <= $2 LIMIT $3`,
        [copy * batch, batch, count - copy * batch],
      );
    }
    await client.query("COMMIT");
  } finally {
    await client.end();
  }
  return { DATABASE_URL: url };
}
