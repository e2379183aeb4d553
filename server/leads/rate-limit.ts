/**
 * A fixed-window counter per client address: enough to stop a script flooding the lead store. The keys are
 * capped (least recently used go first), so a flood of distinct addresses cannot grow the process without
 * bound; keys are addresses, never request-controlled text (server/shared/client-address.ts).
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private readonly max: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;

  constructor(max: number, windowMs: number, maxKeys = 50_000) {
    this.max = max;
    this.windowMs = windowMs;
    this.maxKeys = maxKeys;
  }

  /** How many clients are tracked now. */
  get size(): number {
    return this.hits.size;
  }

  /** Returns the seconds to wait, or 0 when the request may go ahead. */
  take(key: string, now = Date.now()): number {
    let entry = this.hits.get(key);
    // Re-inserting keeps the Map in least-recently-used order: the first key is the one to evict.
    if (entry) this.hits.delete(key);
    if (!entry || entry.resetAt <= now) entry = { count: 0, resetAt: now + this.windowMs };
    this.hits.set(key, entry);
    if (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
    if (entry.count >= this.max) return Math.ceil((entry.resetAt - now) / 1000);
    entry.count += 1;
    return 0;
  }
}
