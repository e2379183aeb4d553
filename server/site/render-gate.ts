import { isIPv6 } from "node:net";
import { RateLimiter } from "#server/leads/rate-limit.ts";

/**
 * The one door to work a request makes this process compute afresh: a page rendered from its URL, a quote PDF, a
 * form's page sent back with its errors (issue 43). Each is milliseconds of CPU on the event loop, and nothing
 * else is: a flood of distinct URLs is otherwise a flood of CPU that every other visitor queues behind.
 *
 * - **Per client:** `perClientPerMinute` fresh renders a minute. A person opening shared links, or changing the
 *   calculator without JavaScript, stays far below it; past it the caller serves what it has without rendering
 *   (the pre-rendered page, whose calculators read the URL once live) or, for a download, a 429.
 * - **Overall:** one render at a time (they are CPU on one thread: more at once only interleaves them), the next
 *   started on the event loop's next turn so requests that wait for I/O are served between two renders, and at
 *   most `maxWaiting` waiting their turn. A request past that is served what there is at once, whoever sent it.
 *
 * Kept answers (a render already made, a quote already printed) never pass through here: they cost what a static
 * file does, so a shared link asked for again is always its own page.
 */
export class RenderGate {
  readonly #budget: RateLimiter;
  readonly #maxWaiting: number;
  #running = false;
  readonly #waiting: (() => void)[] = [];

  constructor({ perClientPerMinute, maxWaiting = 8 }: { perClientPerMinute: number; maxWaiting?: number }) {
    this.#budget = new RateLimiter(perClientPerMinute, 60_000);
    this.#maxWaiting = maxWaiting;
  }

  /**
   * Whether `client` may have a fresh render now: "render", or why not ("client": its minute's budget is spent;
   * "busy": the queue is full). A "render" answer counts against the client's budget. `maxWaiting` is the queue's
   * bound for this kind of work: a page has a free stand-in (its pre-rendered file), a quote has none, so a quote
   * waits in a longer queue before it is told to come back.
   */
  admit(client: string, { maxWaiting = this.#maxWaiting } = {}): "render" | "client" | "busy" {
    if (this.#running && this.#waiting.length >= maxWaiting) {
      this.refused.busy += 1;
      return "busy";
    }
    if (this.#budget.take(budgetKey(client)) > 0) {
      this.refused.client += 1;
      return "client";
    }
    return "render";
  }

  /** Renders refused since start, by why (the operator's metrics, server/shared/metrics.ts). */
  readonly refused = { client: 0, busy: 0 };

  /** Runs `work` when it is its turn (first come, first served) and resolves with its result. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#running = true;
    try {
      return await work();
    } finally {
      // The next render starts on the next turn of the event loop: connections that are ready are read first.
      setImmediate(() => {
        const next = this.#waiting.shift();
        if (next) next();
        else this.#running = false;
      });
    }
  }

  /** Renders waiting their turn now. */
  get waiting(): number {
    return this.#waiting.length;
  }
}

/**
 * The budget's key: the client's address, an IPv6 address by its /64 (one subscriber's network, which hands its
 * devices any address inside it, so a new address each request is still one client).
 */
export function budgetKey(address: string): string {
  if (!isIPv6(address) || address.includes(".")) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
