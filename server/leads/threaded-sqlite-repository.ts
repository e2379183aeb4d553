import { Worker } from "node:worker_threads";
import type { LeadPayload } from "#app/lib/forms/payload.ts";
import type {
  Channel,
  ClaimOptions,
  ClaimedNotification,
  Completion,
  FailedNotification,
  InsertedLead,
  LeadFilter,
  LeadRepository,
  ReportDimension,
  StoreHealth,
} from "./repository.ts";
import { SqliteLeadRepository } from "./sqlite-repository.ts";
import type { AuditEntry, IssuedQuote, LeadQuery, ListCursor } from "./workspace.ts";
import type { WriterRequest } from "./sqlite-writer.ts";

/** How long after its deadline a write may still answer before the caller stops waiting. */
const GRACE_MS = 1000;

/**
 * The SQLite store as the server uses it: writes (which may wait seconds for another process's write lock) run on a
 * worker thread; reads, which WAL never blocks, run here. So pages and /healthz answer while another process holds
 * the lock, and a submission that cannot commit by its deadline is refused (503), never acknowledged.
 */
export class ThreadedSqliteLeadRepository implements LeadRepository {
  readonly kind = "sqlite" as const;
  private readonly reader: SqliteLeadRepository;
  private readonly writer: Worker;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  constructor(file: string) {
    // Opening here first applies the migrations before the writer starts.
    this.reader = new SqliteLeadRepository(file);
    this.writer = new Worker(new URL("./sqlite-writer.ts", import.meta.url), { workerData: { file } });
    this.writer.on("message", ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const call = this.pending.get(id);
      this.pending.delete(id);
      if (error !== undefined) call?.reject(new Error(error));
      else call?.resolve(result);
    });
    this.writer.on("error", (error) => {
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    });
    this.writer.unref();
  }

  private call<T>(method: WriterRequest["method"], args: unknown[], deadline?: number): Promise<T> {
    const id = (this.nextId += 1);
    // The writer keeps the process alive only while a write is waiting for it.
    this.writer.ref();
    const settled = () => {
      if (this.pending.size === 0) this.writer.unref();
    };
    return new Promise<T>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      if (deadline !== undefined) {
        timer = setTimeout(
          () => {
            // The writer is still busy: answer now. (If it commits later, the lead is kept: refused, never lost.)
            this.pending.delete(id);
            settled();
            reject(new Error("the lead store did not answer in time"));
          },
          Math.max(0, deadline - Date.now()) + GRACE_MS,
        );
      }
      this.pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          settled();
          resolve(value as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          settled();
          reject(error);
        },
      });
      this.writer.postMessage({ id, method, args } satisfies WriterRequest);
    });
  }

  insert(payload: LeadPayload, channels: Channel[], now = Date.now(), deadline?: number): Promise<InsertedLead> {
    return this.call("insert", [payload, channels, now, deadline], deadline);
  }

  claimDue(options: ClaimOptions): Promise<ClaimedNotification[]> {
    return this.call("claimDue", [options]);
  }

  complete(completions: Completion[], now = Date.now()): Promise<void> {
    return this.call("complete", [completions, now]);
  }

  retryFailed(leadId?: string, now = Date.now()): Promise<number> {
    return this.call("retryFailed", [leadId, now]);
  }

  releaseClaims(owner: string): Promise<void> {
    return this.call("releaseClaims", [owner]);
  }

  issueReceipt(form: string, now = Date.now()): Promise<string> {
    return this.call("issueReceipt", [form, now]);
  }

  redeemReceipt(token: string, form: string, now = Date.now()): Promise<boolean> {
    return this.call("redeemReceipt", [token, form, now]);
  }

  audit(entry: Omit<AuditEntry, "at">, now = Date.now()): Promise<void> {
    return this.call("audit", [entry, now]);
  }

  recordQuote(quote: IssuedQuote, now = Date.now()): Promise<void> {
    return this.call("recordQuote", [quote, now]);
  }

  keepAside(payload: LeadPayload, now = Date.now()): Promise<void> {
    return this.call("keepAside", [payload, now]);
  }

  restoreSpam(id: string, channels: Channel[], now = Date.now()) {
    return this.call<Awaited<ReturnType<SqliteLeadRepository["restoreSpam"]>>>("restoreSpam", [id, channels, now]);
  }

  erase(email: string): Promise<{ leads: number; spam: number }> {
    return this.call("erase", [email]);
  }

  erasureCounts(email: string) {
    return this.reader.erasureCounts(email);
  }

  leadPage(query: LeadQuery) {
    return this.reader.leadPage(query);
  }

  notificationsOf(leadId: string) {
    return this.reader.notificationsOf(leadId);
  }

  auditLog(limit: number, beforeId?: number) {
    return this.reader.auditLog(limit, beforeId);
  }

  quotesNumbered(number: string) {
    return this.reader.quotesNumbered(number);
  }

  spamPage(limit: number, before?: ListCursor) {
    return this.reader.spamPage(limit, before);
  }

  failedNotifications(): Promise<FailedNotification[]> {
    return this.reader.failedNotifications();
  }

  get(id: string) {
    return this.reader.get(id);
  }

  all() {
    return this.reader.all();
  }

  stream(filter?: LeadFilter) {
    return this.reader.stream(filter);
  }

  countBy(dimension: ReportDimension, filter?: LeadFilter) {
    return this.reader.countBy(dimension, filter);
  }

  count() {
    return this.reader.count();
  }

  outboxStatus() {
    return this.reader.outboxStatus();
  }

  health(): Promise<StoreHealth> {
    return this.reader.health();
  }

  async close(): Promise<void> {
    await this.writer.terminate();
    await this.reader.close();
  }
}
