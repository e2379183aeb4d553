/**
 * What the server does with the proxy in front of it (TRUST_PROXY): says so when requests arrive that did not come
 * through it, and, with FORCE_HTTPS, sends a visitor who came over plain HTTP to the HTTPS address. A setting that
 * cannot act is said in the log, never silently ignored (issues 44, 56).
 */
import type { Context, Hono } from "hono";
import {
  repeatedWarning,
  requestsCounted,
  trustedForwardedValue,
  unforwardedRequestWatch,
} from "#server/shared/client-address.ts";

export interface ProxyRuleOptions {
  trustProxy: number;
  forceHttps: boolean;
  /** The host the HTTPS redirect sends visitors to (never the Host header: behind a proxy, an upstream's name). */
  canonicalHost?: string;
  /** Whether a request came over a socket (a client), not from the server itself (its warm-up). */
  fromSocket: (c: Context) => boolean;
}

export function applyProxyRules(
  app: Hono,
  { trustProxy, forceHttps, canonicalHost, fromSocket }: ProxyRuleOptions,
): void {
  if (trustProxy > 0) {
    const unforwarded = unforwardedRequestWatch(trustProxy);
    app.use("*", async (c, next) => {
      const warning = unforwarded({
        forwardedFor: c.req.header("x-forwarded-for"),
        path: c.req.path,
        fromSocket: fromSocket(c),
      });
      if (warning) console.warn(JSON.stringify({ level: "warn", msg: warning }));
      await next();
    });
  }

  if (!forceHttps) return;
  if (trustProxy < 1 || !canonicalHost) {
    console.warn(
      JSON.stringify({ level: "warn", msg: "FORCE_HTTPS needs TRUST_PROXY and SITE_ORIGIN: not redirecting" }),
    );
    return;
  }
  const noProto = repeatedWarning(
    (count) =>
      `FORCE_HTTPS is set, but ${requestsCounted(count)} came without X-Forwarded-Proto from the proxy, so ${count === 1 ? "it was" : "they were"} not redirected: add proxy_set_header X-Forwarded-Proto $scheme (README, Running several instances; docs/deploy/nginx.conf)`,
  );
  app.use("*", async (c, next) => {
    const proto = trustedForwardedValue(c.req.header("x-forwarded-proto"), trustProxy)?.toLowerCase();
    // A proxy that does not say how the visitor connected leaves FORCE_HTTPS nothing to act on: said out loud, and
    // again every 10 minutes while it lasts. The server's own warm-up requests (no socket) and health checks are not
    // the proxy's.
    if (proto === undefined && c.req.path !== "/healthz" && fromSocket(c)) {
      const warning = noProto();
      if (warning) console.warn(JSON.stringify({ level: "warn", msg: warning }));
    }
    // Health checks come from the load balancer itself, often over plain HTTP.
    if (proto !== "http" || c.req.path === "/healthz") return next();
    const { pathname, search } = new URL(c.req.url);
    // 308, not 301: a POST stays a POST (a 301 turns it into a GET, and the form's lead into a 405).
    return c.body(null, 308, {
      Location: `https://${canonicalHost}${pathname}${search}`,
      "Cache-Control": "no-store",
    });
  });
}
