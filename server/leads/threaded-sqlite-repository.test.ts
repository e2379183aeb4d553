// @vitest-environment node
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { contactPayload, contactSchema } from "#app/lib/forms/contact.ts";
import { ThreadedSqliteLeadRepository } from "./threaded-sqlite-repository.ts";

/** The i-th lead (each its own submission: the same values twice are one lead). */
const lead = (i: number) =>
  contactPayload(
    contactSchema.parse({
      firstName: "Lock",
      lastName: "Test",
      email: "lock@example.com",
      company: "",
      phone: "",
      message: `Waiting for the lock (${i}).`,
    }),
    "k",
  );

let store: ThreadedSqliteLeadRepository | undefined;
afterEach(async () => store?.close());

describe("the SQLite store while another process holds the write lock", () => {
  it("keeps the event loop free, refuses a write past its deadline without committing it, and recovers", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "lock-")), "leads.db");
    store = new ThreadedSqliteLeadRepository(file);
    await store.insert(lead(1), ["webhook"]);
    const other = new DatabaseSync(file);
    other.exec("BEGIN IMMEDIATE");
    try {
      const started = Date.now();
      const refused = store.insert(lead(2), ["webhook"], Date.now(), Date.now() + 400).then(
        () => "stored",
        () => "refused",
      );
      // Meanwhile the event loop keeps turning, and reads answer at once.
      const lags: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const before = Date.now();
        await new Promise((resolve) => setTimeout(resolve, 20));
        lags.push(Date.now() - before - 20);
        expect(await store.count()).toBe(1);
      }
      expect(Math.max(...lags)).toBeLessThan(50);
      expect(await refused).toBe("refused");
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    expect(await store.count()).toBe(1);
    await store.insert(lead(2), ["webhook"], Date.now(), Date.now() + 400);
    expect(await store.count()).toBe(2);
    expect(await store.outboxStatus()).toEqual({ pending: 2 });
  });
});
