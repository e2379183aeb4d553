/**
 * Findings of the loopback attack run (issue 12) against a real production server process: raw sockets for what
 * Node answers before our app sees the request, and a flood of forged forwarding headers.
 */
import { connect } from "node:net";
import { readFileSync } from "node:fs";
import { contactPayload, contactSchema } from "#app/lib/forms/contact.ts";
import { siteConfig } from "#app/site.config.ts";
import { startServer, type ServerProcess } from "#scripts/measure/server-process.ts";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const port = 3295;
let server: ServerProcess;

test.beforeAll(async () => {
  server = await startServer({
    port,
    env: { REQUEST_TIMEOUT_MS: "2000", TRUST_PROXY: "1", RATE_LIMIT_MAX: "10" },
  });
});
test.afterAll(() => {
  server?.child.kill("SIGTERM");
});

/** Writes raw bytes (optionally in timed pieces) and resolves with everything the server sent back. */
function rawExchange(pieces: (string | { waitMs: number })[]): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let closed = false;
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      closed = true;
      resolve({ answer, ms: Date.now() - started });
    });
    setTimeout(() => (closed ? undefined : reject(new Error(`no answer; got ${answer.slice(0, 80)}`))), 20_000);
    void (async () => {
      for (const piece of pieces) {
        if (closed) return;
        if (typeof piece === "string") socket.write(piece);
        else await new Promise((r) => setTimeout(r, piece.waitMs));
      }
    })();
  });
}

function expectSecurityHeaders(answer: string) {
  for (const header of [
    "Content-Security-Policy",
    "Strict-Transport-Security",
    "X-Content-Type-Options: nosniff",
    "X-Frame-Options: DENY",
    "Cache-Control: no-store",
  ]) {
    expect(answer).toContain(header);
  }
}

test("Node's early 400 for an unparseable request carries the security headers", async () => {
  const { answer } = await rawExchange(["NOT A REQUEST\r\n\r\n"]);
  expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  expectSecurityHeaders(answer);
});

test("Node's early 431 for oversized headers carries the security headers", async () => {
  const { answer } = await rawExchange([`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`]);
  expect(answer).toMatch(/^HTTP\/1\.1 431 /);
  expectSecurityHeaders(answer);
});

test("a body trickled into /api/submit is cut off with 408 after the request timeout, not after 300 s", async () => {
  const trickle: (string | { waitMs: number })[] = [
    "POST /api/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{",
  ];
  for (let i = 0; i < 60; i += 1) trickle.push({ waitMs: 250 }, " ");
  const { answer, ms } = await rawExchange(trickle);
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expectSecurityHeaders(answer);
  // Configured at 2 s here (30 s by default); Node checks every second.
  expect(ms).toBeLessThan(10_000);
});

test("a flood of forged 8 KB X-Forwarded-For values neither bypasses the limit nor grows the process", async () => {
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))![1]) / 1024;
  const body = JSON.stringify(
    contactPayload(
      contactSchema.parse({
        firstName: "Flood",
        lastName: "Test",
        email: "flood@example.com",
        company: "",
        phone: "",
        message: "Rate limit check message.",
      }),
      siteConfig.forms.accessKey,
    ),
  );
  const before = rss();
  const statuses = new Map<number, number>();
  for (let batch = 0; batch < 40; batch += 1) {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${server.url}/api/submit`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            // Not an address: the server must fall back to the socket's, one key for all of them.
            "X-Forwarded-For": `${batch}-${i}-${"x".repeat(8192)}`,
          },
          body,
        }).then((res) => res.status),
      ),
    );
    for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  // One key for all of them: at most the limit of 10 gets through (the trickled request above may have taken one).
  const accepted = statuses.get(200) ?? 0;
  expect(accepted).toBeLessThanOrEqual(10);
  expect(statuses.get(429)).toBe(2000 - accepted);
  expect(rss() - before).toBeLessThan(64);
});
