import path from "node:path";
import { siteConfig } from "../app/site.config.ts";

const root = path.resolve(import.meta.dirname, "..");

function int(name: string, fallback: number): number {
  const value = Number.parseInt(process.env[name] ?? "", 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Server settings from the environment (documented in the README). */
export function serverConfig(env = process.env) {
  return {
    port: int("PORT", 3000),
    host: env.HOST ?? "0.0.0.0",
    clientDir: path.join(root, "build/client"),
    dbPath: path.resolve(root, env.LEADS_DB_PATH ?? "data/leads.db"),
    accessKey: siteConfig.forms.accessKey,
    formEndpoint: siteConfig.forms.endpoint,
    rateLimitMax: int("RATE_LIMIT_MAX", 10),
    rateLimitWindowMs: int("RATE_LIMIT_WINDOW_MS", 60_000),
    trustProxy: env.TRUST_PROXY === "1",
    webhookUrl: env.LEADS_WEBHOOK_URL || undefined,
    webhookTimeoutMs: int("LEADS_WEBHOOK_TIMEOUT_MS", 10_000),
    smtpUrl: env.SMTP_URL || undefined,
    notifyTo: env.LEADS_NOTIFY_TO || undefined,
    notifyFrom: env.LEADS_NOTIFY_FROM || `${siteConfig.brandName} website <no-reply@localhost>`,
    outboxPollMs: int("OUTBOX_POLL_MS", 1000),
    outboxBaseDelayMs: int("OUTBOX_BASE_DELAY_MS", 1000),
    outboxMaxDelayMs: int("OUTBOX_MAX_DELAY_MS", 5 * 60_000),
  };
}

export type ServerConfig = ReturnType<typeof serverConfig>;
