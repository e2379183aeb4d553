/**
 * The production build served in the test's own process, with a clock the test moves: the same app, pre-rendered
 * site and server render as `npm start` (server/main.ts), minus the lead store. For what changes with the day (the
 * cohort's registration, issue 36): one process, the clock past midnight, no restart and no rebuild.
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "#server/site/app.ts";
import { loadPageRenderer } from "#server/site/page-renderer.ts";
import { loadStaticSite } from "#server/site/static-site.ts";

export interface ClockedServer {
  origin: string;
  /** Sets the server's clock. */
  setNow(at: Date): void;
  close(): Promise<void>;
}

export async function startClockedServer(at: Date): Promise<ClockedServer> {
  let now = at;
  const renderPage = await loadPageRenderer("build/server/index.js");
  if (!renderPage) throw new Error("No server build: run `npm run build` first");
  const app = createApp({ site: loadStaticSite("build/client"), renderPage, now: () => now });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    setNow: (next) => (now = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
