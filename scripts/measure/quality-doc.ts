/**
 * The measurements' place in docs/quality.md: each script's figures live between its own markers
 * (`<!-- name:start -->` … `<!-- name:end -->`), replaced on each run, or added at the end the first time.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const doc = path.resolve(import.meta.dirname, "../../docs/quality.md");

/** A Markdown table of a measurement's rows. */
export function markdownTable(headers: [string, string], rows: [string, string][]): string {
  return [`| ${headers.join(" | ")} |`, "| --- | --- |", ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
}

/** Puts `body` between the `marker`'s start and end comments in docs/quality.md. */
export function putInQualityDoc(marker: string, body: string): void {
  const text = readFileSync(doc, "utf8");
  const block = `<!-- ${marker}:start -->\n${body}\n<!-- ${marker}:end -->`;
  const pattern = new RegExp(`<!-- ${marker}:start -->[\\s\\S]*<!-- ${marker}:end -->`);
  writeFileSync(doc, pattern.test(text) ? text.replace(pattern, () => block) : `${text.trimEnd()}\n\n${block}\n`);
}
