import { isIP } from "node:net";

/**
 * The client's address behind `trustedHops` reverse proxies (TRUST_PROXY=N). Each proxy appends the address
 * it saw to X-Forwarded-For, so only the last N entries were written by proxies we trust; anything to their
 * left came from the client and can be forged. Counting from the right, the client is the address the
 * outermost trusted proxy saw. With 0 hops, or a header that is not an address, the socket's peer is used.
 */
export function clientAddress(socketAddress: string, forwardedFor: string | undefined, trustedHops: number): string {
  if (trustedHops < 1 || !forwardedFor) return socketAddress;
  const chain = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return socketAddress;
  // Fewer entries than trusted hops: the furthest one we have is the best we know.
  const candidate = chain[Math.max(0, chain.length - trustedHops)]!;
  return isIP(candidate) ? candidate : socketAddress;
}
