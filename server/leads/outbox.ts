import type { Deliver } from "./channels.ts";
import type { Channel, LeadStore } from "./store.ts";

export interface OutboxOptions {
  store: LeadStore;
  channels: Partial<Record<Channel, Deliver>>;
  pollMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  random?: () => number;
}

/** Capped exponential backoff with jitter: between half and all of min(max, base × 2^attempts). */
export function backoffMs(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempts, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Delivers pending notifications in the background. Rows live in SQLite, so pending deliveries survive
 * restarts; each carries the lead id as its idempotency key, so a retry never makes a second lead.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly o: Required<Omit<OutboxOptions, "channels" | "store">> & Pick<OutboxOptions, "channels" | "store">;

  constructor(options: OutboxOptions) {
    this.o = {
      pollMs: 1000,
      baseDelayMs: 1000,
      maxDelayMs: 5 * 60_000,
      maxAttempts: 100,
      random: Math.random,
      ...options,
    };
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Runs a pass now (after a new lead is stored). */
  wake(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.pass().finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(this.o.pollMs);
      });
    }, delay);
    this.timer.unref?.();
  }

  /** One delivery pass over every due row. Exposed for tests. */
  async pass(now = () => Date.now()): Promise<void> {
    const { store } = this.o;
    let rows;
    try {
      rows = store.due(now());
    } catch (error) {
      console.error(JSON.stringify({ level: "error", msg: "outbox read failed", error: String(error) }));
      return;
    }
    for (const row of rows) {
      if (this.stopped) return;
      const deliver = this.o.channels[row.channel];
      const lead = store.get(row.leadId);
      try {
        if (!deliver || !lead) {
          store.markDead(row.id, deliver ? "lead missing" : `channel ${row.channel} not configured`);
          continue;
        }
        const result = await deliver(lead);
        if (result.ok) {
          store.markDelivered(row.id);
          console.log(
            JSON.stringify({
              level: "info",
              msg: "lead delivered",
              id: row.leadId,
              channel: row.channel,
              attempts: row.attempts + 1,
            }),
          );
        } else if (result.retry && row.attempts + 1 < this.o.maxAttempts) {
          const delay = backoffMs(row.attempts, this.o.baseDelayMs, this.o.maxDelayMs, this.o.random);
          store.markRetry(row.id, now() + delay, result.error);
          console.log(
            JSON.stringify({
              level: "warn",
              msg: "lead delivery failed, will retry",
              id: row.leadId,
              channel: row.channel,
              error: result.error,
              retryInMs: delay,
            }),
          );
        } else {
          store.markDead(row.id, result.error);
          console.error(
            JSON.stringify({
              level: "error",
              msg: "lead delivery dead-lettered",
              id: row.leadId,
              channel: row.channel,
              error: result.error,
            }),
          );
        }
      } catch (error) {
        console.error(
          JSON.stringify({ level: "error", msg: "outbox update failed", id: row.leadId, error: String(error) }),
        );
      }
    }
  }
}
