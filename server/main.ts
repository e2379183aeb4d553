import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { loadStaticSite } from "./static-site.ts";
import { siteConfig } from "../app/site.config.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";

const site = loadStaticSite(path.join(root, "build/client"));
const app = createApp({ site, formEndpoint: siteConfig.forms.endpoint });

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(JSON.stringify({ level: "info", msg: "listening", url: `http://localhost:${info.port}` }));
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: "info", msg: "shutting down", signal }));
  // Stop accepting connections, let in-flight requests finish, then exit; force it after 10 s.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(() => process.exit(0));
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
