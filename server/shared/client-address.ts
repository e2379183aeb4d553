import { isIP } from "node:net";

/**
 * The value of a forwarding header (X-Forwarded-For, X-Forwarded-Proto) that the outermost of `trustedHops`
 * reverse proxies wrote (TRUST_PROXY=N). Each proxy appends what it saw, so only the last N entries were
 * written by proxies we trust; anything to their left came from the client and can be forged. Undefined with
 * no trusted hops or no entries.
 */
export function trustedForwardedValue(header: string | undefined, trustedHops: number): string | undefined {
  if (trustedHops < 1 || !header) return undefined;
  // One proxy's header holds one address (the usual case: asked of every request counted and limited).
  if (!header.includes(",")) return header.trim() || undefined;
  const chain = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than trusted hops: the furthest one we have is the best we know.
  return chain.length > 0 ? chain[Math.max(0, chain.length - trustedHops)] : undefined;
}

/**
 * The client's address behind `trustedHops` reverse proxies: the address the outermost trusted proxy saw.
 * With no trusted hops, or a header entry that is not an address, the socket's peer is used.
 */
export function clientAddress(socketAddress: string, forwardedFor: string | undefined, trustedHops: number): string {
  const candidate = trustedForwardedValue(forwardedFor, trustedHops);
  return candidate && isIP(candidate) ? candidate : socketAddress;
}

/** How often a server behind proxies says that requests reach it around them (with the count since). */
export const UNFORWARDED_WARNING_MS = 10 * 60_000;

/**
 * A warning about requests that keep coming (issue 56: said again while it lasts, never only once): each call counts
 * one; the warning is returned at most once per 10 minutes, with how many came since it was last said.
 */
export function repeatedWarning(say: (count: number) => string) {
  let seen = 0;
  let saidAt = Number.NEGATIVE_INFINITY;
  return (now = Date.now()): string | undefined => {
    seen += 1;
    if (now - saidAt < UNFORWARDED_WARNING_MS) return undefined;
    saidAt = now;
    const count = seen;
    seen = 0;
    return say(count);
  };
}

/** "a request" or "3 requests". */
export const requestsCounted = (count: number) => (count === 1 ? "a request" : `${count} requests`);

/**
 * Watches for requests that did not come through the proxies TRUST_PROXY counts (issue 55): such a request carries no
 * X-Forwarded-For, and whoever can send one can also send a forged header and lift every per-client limit. Returns
 * the warning to log, at most once per 10 minutes, with how many arrived since; never the client's address. Health
 * checks (a load balancer asks directly) and the server's own requests (no socket) are not counted.
 */
export function unforwardedRequestWatch(trustedHops: number) {
  const warning = repeatedWarning(
    (count) =>
      `TRUST_PROXY is ${trustedHops}, but ${requestsCounted(count)} reached this server with no X-Forwarded-For, so not through the proxy: anyone who can reach it directly can forge that header and lift every per-client limit. Let only the proxy reach the server (listen on 127.0.0.1 or a private network, or firewall the port; README, "Proxies").`,
  );
  return (request: { forwardedFor?: string; path: string; fromSocket: boolean }, now = Date.now()) =>
    trustedHops < 1 || request.forwardedFor || !request.fromSocket || request.path === "/healthz"
      ? undefined
      : warning(now);
}
