/**
 * Runs in the page (Playwright's and puppeteer's evaluate; works with JavaScript off too, where the harness's
 * script still runs): the pricing page's one quote link, named `name`, and the rows of the summary it sits under
 * as the page shows them, installments included.
 */
export function quoteLinkAndRows(name: string) {
  const links = [...document.querySelectorAll("main a")].filter((a) => a.textContent?.trim() === name);
  if (links.length !== 1) throw new Error(`${links.length} links named "${name}"`);
  const link = links[0] as HTMLAnchorElement;
  const summary = link.closest("section")!;
  const rows = [
    ...[...summary.querySelectorAll("dl > div")].map((row) => ({
      label: row.querySelector("dt")!.textContent!,
      amount: row.querySelector("dd")!.textContent!,
    })),
    ...[...summary.querySelectorAll("ol > li")].map((item) => {
      const [label, amount] = [...item.querySelectorAll("span")].map((span) => span.textContent!);
      return { label: label!, amount: amount! };
    }),
  ];
  return { href: link.href, rel: link.rel, rows };
}
