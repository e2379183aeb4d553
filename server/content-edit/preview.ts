/**
 * Previews of a change before it is saved (issue 46): the pages it alters, rendered by the site's own components with
 * the changed content (preview-worker.ts, a process of its own so a render never holds the site's event loop), kept
 * for the member who asked, and shown without script under a banner that says it is a preview.
 */
import { type ChildProcess, fork } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { setPriority, tmpdir } from "node:os";
import path from "node:path";
import { formerOf } from "./moved-pages.ts";

export interface PreviewRenderer {
  /** Renders the pages `changed` (file → text) alters; keeps them for the member; answers their addresses. */
  render(
    memberId: string,
    changed: Record<string, string>,
    contentDir: string,
    /** The member's uploads the change names (each name and its file): made for the preview as the build would. */
    uploads?: Record<string, string>,
  ): Promise<{
    pages: { path: string; label: string; preview: string }[];
    /** The documents (quotes, the checklist) the change reaches, made from the changed content. */
    documents: { label: string; url: string }[];
  }>;
  /** A kept preview's document: its PDF. */
  document(memberId: string, token: string, name: string): Uint8Array | undefined;
  /** An image a preview made of an upload, by its file name: the file, or nothing. */
  image(name: string): string | undefined;
  /** A kept preview page: its HTML and the CSP that lets its own inline styles (by hash) and nothing else run. */
  page(memberId: string, token: string, pagePath: string): { html: string; csp: string } | undefined;
  /**
   * Starts the renderer and renders the content as it is, ahead of a first review (a member opened a file), so that
   * review renders only the changed content.
   */
  warm(contentDir: string): void;
  close(): void;
}

/** A preview waits at most this long; a longer one is reported, and the worker is started again. */
const PREVIEW_TIMEOUT_MS = 90_000;
/** The worker goes after this long without a preview (it holds Vite's module graph, about 300 MB). */
const IDLE_MS = 10 * 60_000;
/** Previews waiting their turn at most (each member has at most one: a member's reviews come one at a time). */
const PREVIEWS_WAITING = 4;
/** Previews kept: the latest of each member, for this many members. */
const MEMBERS_KEPT = 20;

export const PREVIEW_PATH = "/team/content/preview";
/** Where the images a preview made of uploads are served (to signed-in members, as the previews are). */
export const PREVIEW_IMAGES_PATH = "/team/content/preview-images";
/** Where a preview's documents are, under its token. */
export const DOCUMENTS = "documents";

interface RenderedPreview {
  pages: { path: string; html: string }[];
  documents: { name: string; label: string; pdf: string }[];
}

/** A made image's name: the build's own pattern (name-hash-width.format). */
const MADE_IMAGE = /^[a-z0-9-]+\.(avif|webp)$/;

/**
 * `pages` are the addresses rendered, each with the words a member reads for it (a state of the pricing page is an
 * address with its query, such as "/pricing?govBilling=monthly").
 */
export function createPreviewRenderer({
  pages: shownPages,
  quotes = [],
}: {
  pages: { path: string; label: string }[];
  /** The quotes a change to the prices or the quote's words is shown in: a file name, words, the pricing query. */
  quotes?: { name: string; label: string; query: string }[];
}): PreviewRenderer {
  const paths = shownPages.map(({ path: at }) => at);
  const labels = new Map(shownPages.map(({ path: at, label }) => [at, label]));
  let worker: ChildProcess | undefined;
  let ready: Promise<void> | undefined;
  let idle: NodeJS.Timeout | undefined;
  let warming = false;
  let queue: Promise<unknown> = Promise.resolve();
  let jobs = 0;
  let waiting = 0;
  const kept = new Map<string, { token: string; pages: Map<string, string>; documents: Map<string, Uint8Array> }>();
  // Made images are named by their bytes' hash: one folder for every member's previews, emptied at each start.
  const imagesDir = mkdtempSync(path.join(tmpdir(), "content-preview-images-"));

  const stop = () => {
    worker?.disconnect();
    worker?.kill();
    worker = undefined;
    ready = undefined;
  };

  const start = () => {
    if (ready) return ready;
    const child = fork(path.join(import.meta.dirname, "preview-worker.ts"), [], {
      env: { ...process.env, NODE_ENV: "development" },
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    // Background work: the site's visitors and the workspace's pages come first on a busy machine (a review waits
    // a little longer; nothing else does).
    if (child.pid) {
      try {
        setPriority(child.pid, 5);
      } catch {
        // Not allowed here (a container without the right): it runs at the server's own priority.
      }
    }
    worker = child;
    child.once("exit", () => {
      if (worker === child) stop();
    });
    ready = new Promise((resolve, reject) => {
      child.once("message", () => resolve());
      child.once("exit", (code) => reject(new Error(`the preview worker stopped (${code})`)));
    });
    return ready;
  };

  const run = (job: {
    before: Record<string, string>;
    after: Record<string, string>;
    paths: string[];
    uploads?: Record<string, string>;
    images?: { dir: string; url: string };
  }) =>
    new Promise<RenderedPreview>((resolve, reject) => {
      const id = ++jobs;
      const child = worker!;
      const timer = setTimeout(() => {
        stop();
        reject(new Error("the preview took too long"));
      }, PREVIEW_TIMEOUT_MS);
      const listen = (answer: { id: number; error?: string } & Partial<RenderedPreview>) => {
        if (answer.id !== id) return;
        clearTimeout(timer);
        child.off("message", listen);
        if (answer.pages) resolve({ pages: answer.pages, documents: answer.documents ?? [] });
        else reject(new Error(answer.error ?? "the preview failed"));
      };
      child.on("message", listen);
      child.send({ id, ...job, quotes });
    });

  return {
    render(memberId, changed, contentDir, uploads) {
      // One preview at a time for the whole server (each costs a core for a second or two), and a few waiting: past
      // them, the review goes on without its preview and says so.
      if (waiting >= PREVIEWS_WAITING) return Promise.reject(new Error("too many previews waiting"));
      waiting += 1;
      const work = queue.then(async () => {
        clearTimeout(idle);
        await start();
        const before = contentTexts(contentDir);
        const after = { ...before, ...changed };
        const movedFrom = formerAddressesIn(after["pages.json"]);
        const { pages, documents } = await run({
          before,
          after,
          // A page the change adds (or moves) is shown at its new address too; the address it moves from, which
          // then sends visitors on to it, is not a page to show.
          paths: [
            ...paths.filter((at) => !movedFrom.has(at)),
            ...newPagePaths(before["pages.json"], after["pages.json"], paths),
          ],
          uploads,
          images: { dir: imagesDir, url: PREVIEW_IMAGES_PATH },
        });
        idle = setTimeout(stop, IDLE_MS);
        idle.unref();
        const token = randomBytes(12).toString("base64url");
        kept.delete(memberId);
        kept.set(memberId, {
          token,
          pages: new Map(pages.map(({ path: at, html }) => [at, html])),
          documents: new Map(documents.map(({ name, pdf }) => [name, Buffer.from(pdf, "base64")])),
        });
        for (const member of kept.keys()) if (kept.size > MEMBERS_KEPT) kept.delete(member);
        return {
          pages: pages.map(({ path: at }) => ({
            path: at,
            label: labels.get(at) ?? at,
            preview: `${PREVIEW_PATH}/${token}${at}`,
          })),
          documents: documents.map(({ name, label }) => ({
            label,
            url: `${PREVIEW_PATH}/${token}/${DOCUMENTS}/${name}`,
          })),
        };
      });
      queue = work.catch(() => {});
      void work.finally(() => (waiting -= 1)).catch(() => {});
      return work;
    },
    document(memberId, token, name) {
      const preview = kept.get(memberId);
      return preview?.token === token ? preview.documents.get(name) : undefined;
    },
    image(name) {
      const file = path.join(imagesDir, name);
      return MADE_IMAGE.test(name) && existsSync(file) ? file : undefined;
    },
    page(memberId, token, pagePath) {
      const preview = kept.get(memberId);
      const html = preview?.token === token ? preview.pages.get(pagePath) : undefined;
      return html === undefined ? undefined : shown(html);
    },
    warm(contentDir) {
      // Once: every page a member sees asks, and a second warm-up would render the same pages again.
      if (ready || warming) return;
      warming = true;
      queue = queue
        .then(async () => {
          await start();
          const texts = contentTexts(contentDir);
          await run({ before: texts, after: texts, paths });
          clearTimeout(idle);
          idle = setTimeout(stop, IDLE_MS);
          idle.unref();
        })
        .catch(() => {})
        .finally(() => (warming = false));
    },
    close: stop,
  };
}

/** Addresses of pages a change to pages.json adds or moves, not already among `shown`. */
export function newPagePaths(before: string | undefined, after: string | undefined, shown: string[]): string[] {
  const had = new Set([...pagePathsOf(before), ...shown]);
  return pagePathsOf(after).filter((at) => !had.has(at));
}

/** The pages a pages.json text lists (none when it cannot be read: the check says why). */
function pagesOf(text: string | undefined): { path?: unknown; formerAddresses?: unknown }[] {
  try {
    const pages: unknown = JSON.parse(text ?? "{}");
    return Object.values(pages as Record<string, { path?: unknown } | null>).filter((page) => page !== null);
  } catch {
    return [];
  }
}

/** The addresses of the pages a pages.json text lists. */
function pagePathsOf(text: string | undefined): string[] {
  return pagesOf(text)
    .map((page) => page.path)
    .filter((at): at is string => typeof at === "string" && at.startsWith("/"));
}

/** The former addresses a pages.json text lists: each sends visitors on to its page. */
export function formerAddressesIn(text: string | undefined): Set<string> {
  return new Set(pagesOf(text).flatMap((page) => formerOf(page)));
}

/** Every content file's text, by name. */
function contentTexts(contentDir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(contentDir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file, readFileSync(path.join(contentDir, file), "utf8")]),
  );
}

const BANNER = `<style>.content-preview-banner{position:sticky;top:0;z-index:1000;background:#fef3c7;color:#1f2937;border-bottom:2px solid #b45309;padding:12px 16px;font:600 16px/1.4 system-ui,sans-serif}</style><div role="note" class="content-preview-banner">Preview of your change: not saved, not published. Close this tab to go back to the editor.</div>`;

/** The page without its scripts, under the preview's banner, with a CSP that allows its own styles by hash. */
function shown(html: string): { html: string; csp: string } {
  const page = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="?modulepreload"?[^>]*>/gi, "")
    .replace(/(<body\b[^>]*>)/i, `$1${BANNER}`);
  const hashes = [...page.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    ([, css]) => `'sha256-${createHash("sha256").update(css!).digest("base64")}'`,
  );
  return {
    html: page,
    csp: [
      "default-src 'none'",
      "script-src 'none'",
      `style-src 'self' ${hashes.join(" ")}`,
      "img-src 'self' data:",
      "font-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      // The workspace shows it at a phone's width in a frame of its own pages (content-editor.ts).
      "frame-ancestors 'self'",
    ].join("; "),
  };
}
