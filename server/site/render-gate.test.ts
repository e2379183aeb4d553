// @vitest-environment node
import { describe, expect, it } from "vitest";
import { KeptRenders } from "#server/shared/bounded-cache.ts";
import { RenderGate, budgetKey } from "./render-gate.ts";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("RenderGate", () => {
  it("gives each client its budget of fresh renders a minute, and other clients theirs", () => {
    const gate = new RenderGate({ perClientPerMinute: 3 });
    expect([1, 2, 3, 4].map(() => gate.admit("203.0.113.9"))).toEqual(["render", "render", "render", "client"]);
    expect(gate.admit("203.0.113.10")).toBe("render");
  });

  it("runs one render at a time, first come first served, the next on the event loop's next turn", async () => {
    const gate = new RenderGate({ perClientPerMinute: 100 });
    const log: string[] = [];
    let release!: () => void;
    const first = gate.run(async () => {
      log.push("first starts");
      await new Promise<void>((resolve) => (release = resolve));
      log.push("first ends");
      return 1;
    });
    const second = gate.run(async () => {
      log.push("second starts");
      return 2;
    });
    await tick();
    expect(log).toEqual(["first starts"]);
    expect(gate.waiting).toBe(1);
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(log).toEqual(["first starts", "first ends", "second starts"]);
  });

  it("says busy once the queue is full, whoever asks, and admits again once it drains", async () => {
    const gate = new RenderGate({ perClientPerMinute: 100, maxWaiting: 2 });
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const running = [gate.run(() => blocked), gate.run(async () => {}), gate.run(async () => {})];
    await tick();
    expect(gate.admit("198.51.100.1")).toBe("busy");
    expect(gate.admit("198.51.100.2")).toBe("busy");
    release();
    await Promise.all(running);
    expect(gate.admit("198.51.100.1")).toBe("render");
  });

  it("goes on after a render that fails", async () => {
    const gate = new RenderGate({ perClientPerMinute: 100 });
    await expect(gate.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run(async () => "next")).toBe("next");
  });
});

describe("budgetKey", () => {
  it("keys an IPv4 address by itself and an IPv6 address by its /64, however it is written", () => {
    expect(budgetKey("203.0.113.9")).toBe("203.0.113.9");
    expect(budgetKey("::ffff:127.0.0.2")).toBe("::ffff:127.0.0.2");
    expect(budgetKey("2001:db8:a:b:1:2:3:4")).toBe("2001:db8:a:b::/64");
    expect(budgetKey("2001:DB8:A:B::9")).toBe("2001:db8:a:b::/64");
    expect(budgetKey("2001:0db8:000a:000b:ffff::1")).toBe("2001:db8:a:b::/64");
    expect(budgetKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(budgetKey("::1")).toBe("0:0:0:0::/64");
    expect(budgetKey("unknown")).toBe("unknown");
  });
});

describe("KeptRenders", () => {
  it("makes a value once for everyone asking at the same time, then keeps it", async () => {
    const kept = new KeptRenders<string>(1000, (value) => value.length);
    let makings = 0;
    const make = async () => {
      makings++;
      await tick();
      return "page";
    };
    const answers = await Promise.all([kept.make("a", make), kept.make("a", make), kept.make("a", make)]);
    expect(answers).toEqual(["page", "page", "page"]);
    expect(makings).toBe(1);
    expect(kept.get("a")).toBe("page");
    expect(kept.pending("a")).toBe(false);
  });

  it("keeps nothing of a making that failed, and makes it again when asked", async () => {
    const kept = new KeptRenders<string>(1000, (value) => value.length);
    await expect(kept.make("a", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(kept.get("a")).toBeUndefined();
    expect(await kept.make("a", async () => "again")).toBe("again");
  });
});
