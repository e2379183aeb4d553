import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Deliver } from "./channels.ts";
import type { Channel, ClaimedNotification, Completion, LeadRepository } from "./repository.ts";

export interface OutboxOptions {
  repository: LeadRepository;
  channels: Partial<Record<Channel, Deliver>>;
  pollMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  /** Deliveries in flight at once; also how many notifications one claim takes. */
  concurrency?: number;
  /**
   * How long a claim lasts. It must outlast one batch (the slowest delivery, a webhook timeout): a worker that is
   * killed leaves its rows for this long before another process takes them over.
   */
  leaseMs?: number;
  random?: () => number;
}

/** Capped exponential backoff with jitter: between half and all of min(max, base × 2^attempts). */
export function backoffMs(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempts, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const log = (level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown>) =>
  (level === "info" ? console.log : console.error)(JSON.stringify({ level, msg, ...fields }));

/**
 * Delivers pending notifications in the background. Rows live in the lead store, so deliveries survive restarts;
 * each carries the lead id as its idempotency key. Every worker, in any number of processes, claims rows with a
 * lease before sending them, so a notification goes out once per channel; deliveries run `concurrency` at a time,
 * newest first, so a backlog drains fast and never holds up a new lead.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private wakeRequested = false;
  /**
   * Outcomes of sent notifications that could not be recorded yet (the store was locked or unreachable). They are
   * recorded before anything new is claimed: dropping them would let the claims lapse and the rows go out again.
   */
  private unrecorded: Completion[] = [];
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly o: Required<Omit<OutboxOptions, "channels" | "repository">> &
    Pick<OutboxOptions, "channels" | "repository">;

  constructor(options: OutboxOptions) {
    this.o = {
      pollMs: 1000,
      baseDelayMs: 1000,
      maxDelayMs: 5 * 60_000,
      maxAttempts: 100,
      concurrency: 32,
      leaseMs: 60_000,
      random: Math.random,
      ...options,
    };
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Runs a pass now (after a new lead is stored), or right after the one running. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.wakeRequested = true;
    else this.schedule(0);
  }

  /**
   * Stops after the batch in flight: its outcomes are recorded, and the claims this worker still holds are given
   * up, so another process sends those rows at once instead of after the lease.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    if (this.unrecorded.length > 0) await this.record();
    try {
      await this.o.repository.releaseClaims(this.owner);
    } catch (error) {
      log("error", "outbox release failed", { error: String(error) });
    }
  }

  /** How many outcomes wait to be recorded (tests). */
  get unrecordedCount(): number {
    return this.unrecorded.length;
  }

  /** Records the outcomes waiting; false while the store cannot take them. */
  private async record(now = Date.now()): Promise<boolean> {
    try {
      await this.o.repository.complete(this.unrecorded, now);
      this.unrecorded = [];
      this.storeAnswered(now);
      return true;
    } catch (error) {
      // Kept and recorded on the next pass: each applies only while the claim is still this worker's, so a row
      // is sent again only if its lease lapsed and another worker took it.
      this.storeFailed("recording what was sent", error, now, { waiting: this.unrecorded.length });
      return false;
    }
  }

  /** Since when, and how many passes, the store has not answered; undefined while it does. */
  private outage?: { since: number; passes: number };

  /**
   * A store that does not answer (PostgreSQL down, a long lock) is said once when it starts and once when it ends,
   * never every pass (issue 44: one line a second for as long as the outage lasted buried everything else).
   */
  private storeFailed(doing: string, error: unknown, now: number, fields: Record<string, unknown> = {}) {
    if (this.outage) {
      this.outage.passes += 1;
      return;
    }
    this.outage = { since: now, passes: 1 };
    log("error", "outbox: the lead store does not answer; notifications wait and go out once it does", {
      doing,
      error: String(error),
      ...fields,
    });
  }

  private storeAnswered(now: number) {
    if (!this.outage) return;
    log("info", "outbox: the lead store answers again; notifications resume", {
      downMs: now - this.outage.since,
      failedPasses: this.outage.passes,
    });
    this.outage = undefined;
  }

  private schedule(delay: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.wakeRequested = false;
      this.running = this.pass().finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(this.wakeRequested ? 0 : this.o.pollMs);
      });
    }, delay);
    this.timer.unref?.();
  }

  /** Claims and delivers due notifications, batch after batch, until none is due. Exposed for tests. */
  async pass(now = () => Date.now()): Promise<void> {
    const { repository, concurrency, leaseMs } = this.o;
    if (this.unrecorded.length > 0 && !(await this.record(now()))) return;
    while (!this.stopped) {
      let batch: ClaimedNotification[];
      try {
        batch = await repository.claimDue({ owner: this.owner, limit: concurrency, leaseMs, now: now() });
      } catch (error) {
        this.storeFailed("claiming notifications", error, now());
        return;
      }
      this.storeAnswered(now());
      if (batch.length === 0) return;
      const completions = await Promise.all(batch.map((notification) => this.deliver(notification, now)));
      this.unrecorded.push(...completions.filter((completion) => completion !== undefined));
      if (!(await this.record(now()))) return;
      if (batch.length < concurrency) return;
    }
  }

  /** Sends one notification; undefined when its claim lapsed before it could be sent (another worker's now). */
  private async deliver(notification: ClaimedNotification, now: () => number): Promise<Completion | undefined> {
    const { lead, channel, attempts } = notification;
    // The claim is re-checked right before sending: after a long stall (a locked store, a paused process) the
    // lease may have passed to another worker, which sends the row itself.
    if (now() >= notification.leaseUntil) {
      log("warn", "outbox claim lapsed before sending", { id: lead?.id, channel });
      return undefined;
    }
    const send = this.o.channels[channel];
    if (!send || !lead) {
      return { notification, outcome: "dead", error: send ? "lead missing" : `channel ${channel} not configured` };
    }
    let result: Awaited<ReturnType<Deliver>>;
    try {
      result = await send(lead);
    } catch (error) {
      result = { ok: false, retry: true, error: String(error) };
    }
    if (result.ok) {
      log("info", "lead delivered", { id: lead.id, channel, attempts: attempts + 1 });
      return { notification, outcome: "delivered" };
    }
    if (result.retry && attempts + 1 < this.o.maxAttempts) {
      const delay = backoffMs(attempts, this.o.baseDelayMs, this.o.maxDelayMs, this.o.random);
      log("warn", "lead delivery failed, will retry", { id: lead.id, channel, error: result.error, retryInMs: delay });
      return { notification, outcome: "retry", nextAttemptAt: now() + delay, error: result.error };
    }
    log("error", "lead delivery dead-lettered", { id: lead.id, channel, error: result.error });
    return { notification, outcome: "dead", error: result.error };
  }
}
