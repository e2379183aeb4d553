import pg from "pg";

/**
 * A small pool on the leads' database for a part of the server with its own connections (the workspace's sign-ins,
 * the traffic counts), as guarded as the leads' (postgres-repository.ts): a query or a connection that hangs gives
 * up, and a connection the database drops (a restart) is replaced, never an 'error' event nobody listens to, which
 * would end the process and the public site with it.
 */
export function guardedPool(url: string, what: string, max = 4): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 3000,
    query_timeout: 5000,
    statement_timeout: 5000,
    idle_in_transaction_session_timeout: 10_000,
    keepAlive: true,
  });
  const log = (error: Error) =>
    console.error(JSON.stringify({ level: "error", msg: `${what} database connection`, error: String(error) }));
  pool.on("error", log);
  pool.on("connect", (client) => client.on("error", log));
  return pool;
}
