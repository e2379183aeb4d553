/**
 * npm run bench (part): how fast the server renders distinct quotes (issue 34). Each state a new one (no cache), as
 * the quote route renders a state it has not seen, or a "Prepared for" post. Before the change of PDF library
 * (pdf-lib, untagged) the issue measured 2.26 ms a PDF; decision 0019 records this figure against it.
 *   node scripts/measure/quote-renders.ts [count]
 */
import { readPreparedFor } from "#app/lib/pricing/prepared-for.ts";
import { renderQuotePdf } from "#server/site/quote-pdf.ts";

const count = Number(process.argv[2] ?? 300);
const date = new Date("2026-11-22T15:00:00Z");
const tabs = ["governance", "secops", "cmmc"] as const;
const queries = Array.from({ length: count }, (_, i) => {
  const tab = tabs[i % 3]!;
  return new URLSearchParams(
    tab === "secops"
      ? `tab=secops&secopsPlan=plus&secopsBilling=${i % 2 ? "annual" : "monthly"}&users=${20 + (i % 180) * 5}&storage=${500 + (i % 90) * 10}`
      : tab === "governance"
        ? `tab=governance&govPlan=${(i % 3) + 1}&govBilling=${i % 2 ? "annual" : "monthly"}`
        : `tab=cmmc&addons=${i % 2 ? "hours12" : "hours24"}`,
  );
});
const preparedFor = readPreparedFor({
  organisation: "Acme Defense",
  contact: "Dana Whitfield",
  email: "dana@acme.example",
});
// A name in other scripts (issue 47): the faces for Vietnamese, Hebrew and Arabic are registered for this quote.
const preparedForAnyScript = readPreparedFor({
  organisation: "Công ty Nguyễn Văn An",
  contact: "דוד כהן · شركة النور",
  email: "an@example.vn",
});

// Warm-up: module loading and the first font parse are a process's, not a quote's.
await renderQuotePdf(queries[0]!, date);
for (const [label, buyer] of [
  ["distinct quotes", undefined],
  ["distinct quotes prepared for a buyer", preparedFor],
  ["distinct quotes prepared for a buyer in Vietnamese, Hebrew and Arabic", preparedForAnyScript],
] as const) {
  const sizes: number[] = [];
  const start = performance.now();
  for (const query of queries) sizes.push((await renderQuotePdf(query, date, buyer)).bytes.length);
  const perPdf = (performance.now() - start) / count;
  console.log(
    `${label}: ${count} in ${(perPdf * count).toFixed(0)} ms, ${perPdf.toFixed(2)} ms a PDF (${(1000 / perPdf).toFixed(0)} a second); ` +
      `size ${(Math.min(...sizes) / 1024).toFixed(1)}-${(Math.max(...sizes) / 1024).toFixed(1)} KB`,
  );
}
