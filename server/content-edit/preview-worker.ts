/**
 * The preview's renderer, in a process of its own (preview.ts starts it): the site's own route modules, loaded by
 * Vite's server-side module loader from the sources, render each page twice, with the content as it is and as the
 * change would make it. Only the pages whose HTML differs come back. Vite answers from its transform cache after the
 * first preview, so a review costs about a second, not a build.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { type Plugin, createServer } from "vite";
import type { ProofContent } from "#app/content/schemas/proof.ts";
import type { FormProblem } from "#app/lib/forms/problem.ts";
import type * as SentBack from "#app/lib/forms/sent-back.ts";
import type * as PageOfItsOwn from "#server/leads/page-of-its-own.ts";
import type { ImageManifest } from "#app/lib/images/slots.ts";
import { makeContentImages } from "#scripts/build/content-images.ts";
import { refusalOf, sentBackOf } from "./preview-states.ts";
import type * as ChecklistPdf from "#scripts/build/checklist-pdf.ts";
import type * as QuotePdf from "#server/site/quote-pdf.ts";

type QuotePdfModule = Pick<typeof QuotePdf, "renderQuotePdf">;
type SentBackModule = Pick<typeof SentBack, "sentBackExample">;
type RefusalsModule = Pick<typeof PageOfItsOwn, "refusalExamples">;
type ChecklistPdfModule = Pick<typeof ChecklistPdf, "buildChecklistPdf">;

/** A document a change reaches, made from the changed content: what the review links to. */
interface PreviewDocument {
  name: string;
  label: string;
  /** The PDF, base64 (the channel carries JSON). */
  pdf: string;
}

interface Job {
  id: number;
  /** Every content file's text, as it is, and as the change would make it. */
  before: Record<string, string>;
  after: Record<string, string>;
  paths: string[];
  /** Images the change names that the build has not made (the member's uploads): each name and its file. */
  uploads?: Record<string, string>;
  /** Where this preview's images are made, and the address they are served at. */
  images?: { dir: string; url: string };
  /** The quotes to make when the change reaches them: a name, words, and the pricing page's query. */
  quotes?: { name: string; label: string; query: string }[];
}

type Answer =
  { id: number; pages: { path: string; html: string }[]; documents: PreviewDocument[] } | { id: number; error: string };

const root = path.resolve(import.meta.dirname, "../..");
const contentDir = path.join(root, "content");
let content: Record<string, string> = {};
/** The pages of the content as it is, from the last job (most reviews follow one another on the same content). */
let kept: { key: string; pages: Map<string, string> } = { key: "", pages: new Map() };

// The content modules read the files through this plugin: the job's texts instead of the files on disk.
const overlay: Plugin = {
  name: "content-preview-overlay",
  enforce: "pre",
  // The images the build made, and those this preview made of the member's uploads (a global the job sets).
  transform(code, id) {
    if (!id.split("?")[0]!.endsWith("app/components/ui/content-picture.tsx")) return undefined;
    return code.replace(
      /export const builtImages: ImageManifest = (.*);/,
      "export const builtImages: ImageManifest = { ...($1), ...(globalThis as { __PREVIEW_IMAGES__?: ImageManifest }).__PREVIEW_IMAGES__ };",
    );
  },
  resolveId: (id) => (id === "virtual:content-preview" ? "\0virtual:content-preview" : undefined),
  load(id) {
    if (id === "\0virtual:content-preview")
      return `export { createRequestHandler } from "react-router"; export * as build from "virtual:react-router/server-build";`;
    const file = id.split("?")[0]!;
    if (path.dirname(file) === contentDir && content[path.basename(file)] !== undefined)
      return content[path.basename(file)];
    return undefined;
  },
};

const vite = await createServer({
  root,
  configFile: path.join(root, "vite.config.ts"),
  logLevel: "error",
  // No WebSocket server: `hmr: false` alone still had Vite listen on port 24678 of every interface, a port the
  // operator never opened (and a second server on the host, as during a publish, found it taken).
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  appType: "custom",
  plugins: [overlay],
});

interface PreviewModule {
  createRequestHandler: (build: unknown, mode: string) => (request: Request, context: unknown) => Promise<Response>;
  build: { entry: { module: { renderContext: (problem: FormProblem | null, day: null) => unknown } } };
}

async function renderAll(texts: Record<string, string>, paths: string[]) {
  content = texts;
  vite.moduleGraph.invalidateAll();
  const { createRequestHandler, build } = (await vite.ssrLoadModule("virtual:content-preview")) as PreviewModule;
  // Loaded with the job's content too: a form sent back says that content's words.
  const { sentBackExample } = (await vite.ssrLoadModule("/app/lib/forms/sent-back.ts")) as SentBackModule;
  const { refusalExamples } = (await vite.ssrLoadModule("/server/leads/page-of-its-own.ts")) as RefusalsModule;
  const refused = refusalExamples();
  const handle = createRequestHandler(build, "development");
  const pages = new Map<string, string>();
  for (const pagePath of paths) {
    const refusal = refusalOf(pagePath);
    if (refusal !== undefined) {
      pages.set(pagePath, refused[refusal] ?? "");
      continue;
    }
    const sentBack = sentBackOf(pagePath);
    const problem = sentBack ? sentBackExample(sentBack.form as Parameters<typeof sentBackExample>[0]) : null;
    const response = await handle(
      new Request(new URL(sentBack?.page ?? pagePath, "http://preview.invalid"), { headers: { Accept: "text/html" } }),
      build.entry.module.renderContext(problem, null),
    );
    pages.set(pagePath, await response.text());
  }
  return pages;
}

/**
 * The pages whose HTML the change alters. A form sent back is listed only when its page as visitors first see it is
 * not: the change is then in words that only the sent-back page shows (a field's message, the summary's heading).
 * A refusal's page of its own is listed for its own message; for words all of a kind say, only the first is.
 */
function changedPages(paths: string[], before: Map<string, string>, after: Map<string, string>): string[] {
  const changed = (pagePath: string) => before.get(pagePath) !== after.get(pagePath);
  // Words every refusal's page of a kind says (a form's or a quote's heading, the way back) change them all: the
  // first of each kind shows it.
  const kindOf = (pagePath: string) => refusalOf(pagePath)?.split(".")[0];
  const firstOfKind = (pagePath: string) => paths.find((other) => kindOf(other) === kindOf(pagePath)) === pagePath;
  const everyOfKind = (kind: string) => paths.filter((other) => kindOf(other) === kind).every(changed);
  return paths.filter((pagePath) => {
    const kind = kindOf(pagePath);
    if (kind !== undefined && !firstOfKind(pagePath) && everyOfKind(kind)) return false;
    const sentBack = sentBackOf(pagePath);
    return changed(pagePath) && !(sentBack && changed(sentBack.page));
  });
}

/**
 * The member's uploads the change names, made as the build makes them (AVIF and WebP at their shown sizes) into the
 * preview's folder: a page with a new logo shows it. Each file is made once per its bytes and place.
 */
async function previewImages(job: Job): Promise<{ manifest: ImageManifest } | { problem: string }> {
  const uploads = job.uploads ?? {};
  if (Object.keys(uploads).length === 0 || !job.images || job.after["proof.json"] === undefined)
    return { manifest: {} };
  const run = await makeContentImages({
    proof: JSON.parse(job.after["proof.json"]) as ProofContent,
    imagesDir: (src) => uploads[src] ?? path.join(contentDir, "images", src),
    outDir: job.images.dir,
    urlPrefix: job.images.url,
    only: new Set(Object.keys(uploads)),
  });
  return run.problems.length > 0 ? { problem: run.problems[0]!.problem } : { manifest: run.manifest };
}

/** The files each document is made from (quote-pdf.ts and checklist-pdf.ts read them, and the site's settings). */
const quoteFiles = ["plans.json", "pricing-page.json", "navigation.json"];
const checklistFiles = ["checklist.json", "forms.json"];

/**
 * The documents the change reaches, made from the changed content by the site's own code (the modules the build and
 * the server run, loaded with the job's content): the quotes of each tab when the prices or the quote's words
 * change, the checklist when its words do.
 */
async function documentsOf(job: Job): Promise<PreviewDocument[]> {
  const touches = (files: string[]) => files.some((file) => job.before[file] !== job.after[file]);
  const documents: PreviewDocument[] = [];
  // The content is the job's "after" (renderAll left it so); the modules are loaded afresh for it.
  if (touches(quoteFiles) && job.quotes) {
    const { renderQuotePdf } = (await vite.ssrLoadModule("/server/site/quote-pdf.ts")) as QuotePdfModule;
    // The CMMC quote lists every add-on, as the change has them (a new one included).
    const addOns = (JSON.parse(job.after["plans.json"] ?? "{}") as { cmmcAccelerator?: { addOns?: { id: string }[] } })
      .cmmcAccelerator?.addOns;
    for (const { name, label, query } of job.quotes) {
      const params = new URLSearchParams(query);
      if (params.get("tab") === "cmmc" && addOns) params.set("addons", addOns.map(({ id }) => id).join(","));
      const { bytes } = await renderQuotePdf(params, new Date());
      documents.push({ name, label, pdf: Buffer.from(bytes).toString("base64") });
    }
  }
  if (touches(checklistFiles)) {
    const { buildChecklistPdf } = (await vite.ssrLoadModule("/scripts/build/checklist-pdf.ts")) as ChecklistPdfModule;
    documents.push({
      name: "checklist.pdf",
      label: "The checklist",
      pdf: Buffer.from(await buildChecklistPdf()).toString("base64"),
    });
  }
  return documents;
}

process.on("message", (job: Job) => {
  void (async (): Promise<Answer> => {
    try {
      // The content as it is changes only with a save: its pages are rendered once per state of it.
      const key = createHash("sha256")
        .update(JSON.stringify([job.before, job.paths]))
        .digest("hex");
      const before = key === kept.key ? kept.pages : await renderAll(job.before, job.paths);
      kept = { key, pages: before };
      const made = await previewImages(job);
      if ("problem" in made) return { id: job.id, error: made.problem };
      (globalThis as { __PREVIEW_IMAGES__?: ImageManifest }).__PREVIEW_IMAGES__ = made.manifest;
      const after = await renderAll(job.after, job.paths).finally(() => {
        (globalThis as { __PREVIEW_IMAGES__?: ImageManifest }).__PREVIEW_IMAGES__ = undefined;
      });
      const documents = await documentsOf(job);
      return {
        id: job.id,
        documents,
        pages: changedPages(job.paths, before, after).map((pagePath) => ({
          path: pagePath,
          html: after.get(pagePath)!,
        })),
      };
    } catch (error) {
      return { id: job.id, error: String(error instanceof Error ? error.message : error).split("\n")[0]! };
    }
  })().then((answer) => process.send!(answer));
});
process.send!({ ready: true });
process.on("disconnect", () => void vite.close().then(() => process.exit(0)));
