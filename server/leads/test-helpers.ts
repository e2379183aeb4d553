import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { contactPayload, contactSchema } from "#app/lib/forms/contact.ts";

/** A webhook receiver on loopback whose behaviour a test can change; it records idempotency keys. */
export async function startWebhookReceiver() {
  const received: { key: string; body: unknown }[] = [];
  let arrived = 0;
  let mode: "ok" | "500" | "400" | "hang" = "ok";
  let delayMs = 0;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => {
      arrived += 1;
      if (mode === "hang") return; // never answers: the sender's timeout fires
      if (mode === "500" || mode === "400") {
        res.writeHead(Number(mode)).end(mode === "500" ? "down" : "token expired");
        return;
      }
      const accept = () => {
        received.push({ key: String(req.headers["idempotency-key"]), body: JSON.parse(data) });
        res.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}');
      };
      if (delayMs > 0) setTimeout(accept, delayMs);
      else accept();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    setMode: (next: typeof mode) => (mode = next),
    /** Each accepted delivery is answered after this long (a slow receiver). */
    setDelay: (ms: number) => (delayMs = ms),
    /** How many deliveries have arrived, answered or not. */
    get arrived() {
      return arrived;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An SMTP receiver on loopback; `down` makes it refuse messages with a temporary (4xx) error. */
export async function startSmtpReceiver() {
  const messages: string[] = [];
  let down = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        if (down) {
          const error = new Error("try later") as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        messages.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    setDown: (value: boolean) => (down = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The i-th of a run of valid contact leads, as the API receives it. */
export function testLead(i: number) {
  return contactPayload(
    contactSchema.parse({
      firstName: `Lead${i}`,
      lastName: "Test",
      email: `lead${i}@example.com`,
      company: "",
      phone: "",
      message: "Please get in touch.",
    }),
    "k",
  );
}
