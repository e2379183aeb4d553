import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { contactPayload, contactSchema } from "../../app/lib/forms/contact.ts";
import { siteConfig } from "../../app/site.config.ts";
import { startServer } from "../../scripts/measure/server-process.ts";
import { expect, test } from "./fixtures.ts";

/** These start their own production servers; no browser involved. */

const lead = (email: string) =>
  contactPayload(
    contactSchema.parse({
      firstName: "Crash",
      lastName: "Test",
      email,
      company: "",
      phone: "",
      message: "Durability check message.",
    }),
    siteConfig.forms.accessKey,
  );

test.describe("the lead store under faults", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test("every lead answered 200 survives repeated SIGKILLs, and none is stored twice", async () => {
    const dbPath = path.join(mkdtempSync(path.join(tmpdir(), "crash-")), "leads.db");
    const port = 3290;
    const acknowledged: string[] = [];
    let sent = 0;
    for (let cycle = 0; cycle < 4; cycle += 1) {
      const server = await startServer({ port, dbPath, env: { RATE_LIMIT_MAX: "1000000" } });
      const killAt = Date.now() + 600 + cycle * 150;
      const workers = Array.from({ length: 8 }, async () => {
        while (Date.now() < killAt + 300) {
          const email = `crash-${cycle}-${sent++}@example.com`;
          try {
            const res = await fetch(`${server.url}/api/submit`, {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify(lead(email)),
            });
            if (res.status === 200) acknowledged.push(email);
          } catch {
            // The server was killed mid-request: that lead was never acknowledged.
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
      });
      await new Promise((resolve) => setTimeout(resolve, killAt - Date.now()));
      server.child.kill("SIGKILL");
      await Promise.all(workers);
      await server.exited;
    }
    expect(acknowledged.length).toBeGreaterThan(50);
    const db = new DatabaseSync(dbPath, { readOnly: true });
    const rows = db.prepare("SELECT email, COUNT(*) AS n FROM leads GROUP BY email").all() as {
      email: string;
      n: number;
    }[];
    db.close();
    const stored = new Map(rows.map((row) => [row.email, Number(row.n)]));
    expect(acknowledged.filter((email) => stored.get(email) !== 1)).toEqual([]);
    expect([...stored.values()].every((n) => n === 1)).toBe(true);
  });

  test("SIGTERM shuts the server down gracefully", async () => {
    const server = await startServer({ port: 3291 });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});
