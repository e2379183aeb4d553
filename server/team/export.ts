import type { LeadFilter, LeadRepository } from "#server/leads/repository.ts";
import { exportText } from "#server/leads/export-format.ts";

export type ExportFormat = "csv" | "json";

const types: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
};

/** Pieces gathered to about this many characters before each is sent: a million leads are not a million writes. */
const CHUNK_CHARACTERS = 64 * 1024;

/**
 * The filtered leads as a download, streamed as the CLI's export writes them (the same bytes): read one at a time
 * from the store's cursor, sent as the browser takes them, so memory stays bounded at a million leads. `done` runs
 * when the download ends, however it ends (finished, cancelled, failed).
 */
export function exportResponse(
  store: LeadRepository,
  filter: LeadFilter,
  format: ExportFormat,
  at: Date,
  done: () => void,
): Response {
  const pieces = exportText(store.stream(filter), format);
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    done();
  };
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      // The SQLite store reads rows synchronously and a fast reader takes each chunk at once: without a turn of the
      // event loop between chunks, a download of every lead would hold up every other request until it ended.
      await new Promise((resolve) => setImmediate(resolve));
      try {
        let chunk = "";
        while (chunk.length < CHUNK_CHARACTERS) {
          const next = await pieces.next();
          if (next.done) {
            if (chunk) controller.enqueue(encoder.encode(chunk));
            controller.close();
            finish();
            return;
          }
          chunk += next.value;
        }
        controller.enqueue(encoder.encode(chunk));
      } catch (error) {
        console.error(JSON.stringify({ level: "error", msg: "lead download failed", error: String(error) }));
        controller.error(error);
        finish();
      }
    },
    async cancel() {
      await pieces.return(undefined);
      finish();
    },
  });
  const day = at.toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": types[format],
      "Content-Disposition": `attachment; filename="leads-${day}.${format}"`,
      "Cache-Control": "no-store",
    },
  });
}
