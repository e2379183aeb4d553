/**
 * A production server of its own for the workspace's tests (issue 45): its own store (a SQLite file, or a database
 * on a throwaway PostgreSQL cluster), a real SMTP receiver that catches the sign-in links, and a webhook receiver
 * the test turns off and on. The leads a test needs are written through the store's own contract.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { SERVER_NODE_FLAGS } from "#server/shared/config.ts";
import { type PostgresCluster, startPostgresCluster } from "#server/leads/postgres-cluster.ts";
import { PostgresLeadRepository } from "#server/leads/postgres-repository.ts";
import type { LeadRepository } from "#server/leads/repository.ts";
import { SqliteLeadRepository } from "#server/leads/sqlite-repository.ts";
import { startSmtpReceiver, startWebhookReceiver } from "#server/leads/test-helpers.ts";
import { makeContentRepo, makeSiteCheckout } from "#tests/content-repo.ts";
import { freePort } from "#tests/local-machine.ts";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { seedRelease } from "./shared-release.ts";

const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

export type StoreKind = "sqlite" | "postgres";

export interface TeamServer {
  origin: string;
  kind: StoreKind;
  smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  /** The same store the server uses, for a test's leads. */
  store: LeadRepository;
  /** The server's environment (for the `leads` and `team` commands against its store). */
  env: NodeJS.ProcessEnv;
  /** Runs `npm run <script> -- args` against the server's store: what it printed. */
  command(script: "leads" | "team", args: string[]): Promise<string>;
  /** The newest sign-in link e-mailed to an address (waits for it). */
  linkFor(email: string, after?: number): Promise<string>;
  /** How many e-mails an address has had. */
  mailsTo(email: string): number;
  /** What the server has written to its output (its log). */
  log(): string;
  stop(): Promise<void>;
}

/** A message as the receiver got it, quoted-printable undone (a long URL is folded and its "=" written "=3D"). */
export const quotedPrintableDecoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

export async function startTeamServer(
  kind: StoreKind,
  settings: NodeJS.ProcessEnv = {},
  /** Started as `npm start` on a checkout of its own (the supervisor that publishes), not as server/main.ts. */
  { supervised = false } = {},
): Promise<TeamServer & { contentRepo: string }> {
  // The editor's saves go to a repository of the test's own, never to this checkout.
  const contentRepo = supervised ? makeSiteCheckout().checkout : (settings.CONTENT_REPO ?? makeContentRepo().repo);
  const smtp = await startSmtpReceiver();
  const webhook = await startWebhookReceiver();
  let cluster: PostgresCluster | undefined;
  let databaseUrl = "";
  let store: LeadRepository;
  const dbPath = path.join(mkdtempSync(path.join(tmpdir(), "team-e2e-")), "leads.db");
  if (kind === "postgres") {
    cluster = await startPostgresCluster();
    databaseUrl = await cluster.createDatabase();
    store = await PostgresLeadRepository.connect(databaseUrl);
  } else {
    store = new SqliteLeadRepository(dbPath);
  }
  // The supervisor starts on the run's one build of the checkout's commit, not on a build of its own.
  if (supervised) await seedRelease(contentRepo, path.dirname(dbPath));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    TEAM_ORIGIN: origin,
    TEAM_AUTH_SECRET: "a-test-secret-of-more-than-thirty-two-characters",
    TEAM_TIME_ZONE: "UTC",
    LEADS_DB_PATH: dbPath,
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: "sales@vendor.example",
    LEADS_WEBHOOK_URL: webhook.url,
    OUTBOX_POLL_MS: "100",
    OUTBOX_BASE_DELAY_MS: "100",
    REQUEST_LOG: "0",
    RATE_LIMIT_MAX: "1000",
    RENDERS_PER_CLIENT_PER_MINUTE: "100000",
    // Every test signs in from 127.0.0.1: the limit's own test is a unit test (server/team/workspace.test.ts).
    TEAM_SIGN_INS_PER_CLIENT: "1000",
    ...settings,
    CONTENT_REPO: contentRepo,
  };
  const child: ChildProcess = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, supervised ? "scripts/start.ts" : "server/main.ts"],
    { cwd: supervised ? contentRepo : root, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('"listening"')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    child.once("exit", (code) => {
      clearInterval(timer);
      reject(new Error(`the workspace's server exited (${code}): ${output}`));
    });
  });

  const mailsTo = (email: string) => smtp.messages.filter((raw) => raw.includes(`To: ${email}`)).length;
  return {
    origin,
    kind,
    contentRepo,
    smtp,
    webhook,
    store,
    env,
    mailsTo,
    log: () => output,
    async command(script, args) {
      const { stdout } = await run(process.execPath, [`scripts/${script}.ts`, ...args], { cwd: root, env });
      return stdout;
    },
    async linkFor(email, after = 0) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mails = smtp.messages.filter((raw) => raw.includes(`To: ${email}`)).slice(after);
        const link =
          mails.length > 0
            ? /http:\/\/localhost:\d+\/team\/sign-in\/link\?token=[\w-]+/.exec(quotedPrintableDecoded(mails.at(-1)!))
            : null;
        if (link) return link[0];
        if (Date.now() > deadline) throw new Error(`no sign-in link reached ${email}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      await store.close();
      await smtp.close();
      await webhook.close();
      cluster?.stop();
    },
  };
}

/**
 * A member's browser: a new context signed in through the e-mailed link, as a person does it, landing on the first
 * section their role opens. `options` are the context's (a client address a proxy would forward, no script).
 */
export async function signedInContext(
  browser: Browser,
  server: TeamServer,
  email: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.origin, acceptDownloads: true, ...options });
  const page = await context.newPage();
  const before = server.mailsTo(email);
  await page.goto("/team");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await page.getByLabel("Your work e-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  await page.goto(await server.linkFor(email, before));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^(Leads|Content|Members)$/ })).toBeVisible();
  return { context, page };
}
