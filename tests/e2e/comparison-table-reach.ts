/**
 * Issue 37: on a phone, every column of the /secops comparison table can be read. Run in the page (Chromium and
 * Firefox alike): the table's scroll region is scrolled across in small steps; a column counts as read when, at
 * some step, its heading lies whole in the region beside the capability column, which must stay at the region's
 * left edge (sticky) throughout. Returns what it found.
 */
export function comparisonTableReach(caption: string) {
  const region = document.querySelector<HTMLElement>(`[role="region"][aria-label="${caption}"]`);
  if (!region) return { found: false };
  const headings = [...region.querySelectorAll("thead th")];
  const box = region.getBoundingClientRect();
  const seen = headings.map(() => false);
  let firstColumnStays = true;
  for (let left = 0; left <= region.scrollWidth; left += 8) {
    region.scrollLeft = left;
    const first = headings[0]!.getBoundingClientRect();
    if (Math.abs(first.left - box.left - region.clientLeft) > 2) firstColumnStays = false;
    headings.forEach((heading, i) => {
      const rect = heading.getBoundingClientRect();
      const from = i === 0 ? box.left : first.right;
      if (rect.left >= from - 1 && rect.right <= box.right + 1) seen[i] = true;
    });
  }
  region.scrollLeft = 0;
  return {
    found: true,
    overflows: region.scrollWidth > region.clientWidth + 1,
    everyColumnSeen: seen,
    firstColumnStays,
  };
}

/** What comparisonTableReach finds on a phone when every column can be read. */
export const readableOnAPhone = (columns: readonly string[]) => ({
  found: true,
  overflows: true,
  everyColumnSeen: columns.map(() => true),
  firstColumnStays: true,
});
