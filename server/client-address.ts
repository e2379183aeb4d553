import { isIP } from "node:net";

/**
 * The value of a forwarding header (X-Forwarded-For, X-Forwarded-Proto) that the outermost of `trustedHops`
 * reverse proxies wrote (TRUST_PROXY=N). Each proxy appends what it saw, so only the last N entries were
 * written by proxies we trust; anything to their left came from the client and can be forged. Undefined with
 * no trusted hops or no entries.
 */
export function trustedForwardedValue(header: string | undefined, trustedHops: number): string | undefined {
  if (trustedHops < 1 || !header) return undefined;
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
