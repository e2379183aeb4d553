import type { Server } from "node:http";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { securityHeaders } from "./security-headers.ts";

/**
 * Node answers some requests before our app sees them: a request it cannot parse (400), headers over its size
 * limit (431), a request that did not arrive in time (408). Its own answers carry no headers at all; these
 * carry the same security headers as every other response.
 */
export function earlyAnswer(status: 400 | 408 | 431): string {
  const headers = { ...securityHeaders(), "Cache-Control": "no-store", Connection: "close", "Content-Length": "0" };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("\r\n")}\r\n\r\n`;
}

function statusFor(code: string | undefined): 400 | 408 | 431 {
  if (code === "HPE_HEADER_OVERFLOW") return 431;
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  return 400;
}

/** Replaces Node's bare early answers with ours. */
export function answerClientErrors(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Reset connections, and responses that have begun, cannot take an answer (Node's own rule). A request
    // already handed to the app but timed out mid-body has a response object with nothing sent yet: answer it.
    const response = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || response?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(earlyAnswer(statusFor(error.code)));
  });
}

/**
 * Node's timeouts for a request: the headers and the whole request (with its body) must arrive within these,
 * so a client trickling a body is cut off after `requestTimeoutMs` (Node's default is 300 s), and the check
 * runs every second rather than every 30 s.
 */
export function requestTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(20_000, requestTimeoutMs),
    connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs),
  };
}
