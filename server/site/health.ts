/**
 * /healthz, for load balancers: 200 while this process can take leads ("degraded" when notifications wait for a
 * person), 503 when its store cannot or it is stopping. It says states only; the details of a failure go to the log,
 * once per change.
 */
import type { Hono } from "hono";
import { settleBy } from "#server/shared/deadline.ts";
import type { StoreHealth } from "#server/leads/repository.ts";

/** /healthz answers within this, whatever the store does. */
export const HEALTH_DEADLINE_MS = 900;

/** What /healthz says: states only. No host, port, path, driver or error text (those go to the log). */
export interface PublicHealth {
  status: "ok" | "degraded" | "unavailable" | "stopping";
  leads: "ok" | "unavailable";
  notifications?: { pending: number; failed: number };
}

export function mountHealth(
  app: Hono,
  { storeHealth, isDraining }: { storeHealth?: () => Promise<StoreHealth>; isDraining: () => boolean },
): void {
  let lastHealthError: string | undefined;
  app.get("/healthz", async (c) => {
    const headers = { "Cache-Control": "no-store" };
    if (isDraining()) return c.json({ status: "stopping", leads: "unavailable" } satisfies PublicHealth, 503, headers);
    const store: StoreHealth = storeHealth
      ? await settleBy(storeHealth(), HEALTH_DEADLINE_MS, "the lead store").catch((error: unknown) => ({
          ok: false,
          error: String(error),
        }))
      : { ok: true };
    if (store.error !== lastHealthError) {
      if (store.error) console.error(JSON.stringify({ level: "error", msg: "store unhealthy", error: store.error }));
      else console.log(JSON.stringify({ level: "info", msg: "store healthy again" }));
      lastHealthError = store.error;
    }
    if (!store.ok) return c.json({ status: "unavailable", leads: "unavailable" } satisfies PublicHealth, 503, headers);
    const notifications =
      store.pending === undefined ? undefined : { pending: store.pending, failed: store.failed ?? 0 };
    const status = (notifications?.failed ?? 0) > 0 ? "degraded" : "ok";
    return c.json({ status, leads: "ok", notifications } satisfies PublicHealth, 200, headers);
  });
}
