/**
 * Reflow and text size (WCAG 1.4.10, 1.4.4), the same checks in both engines: the in-page functions below are
 * self-contained, so Playwright's and puppeteer's `evaluate` can both run them.
 */

import { pageList, pages } from "#app/content/pages.ts";
import { defaultPricingState, pricingParams, tabSettings } from "#app/lib/pricing/url-state.ts";

/** Where each route is looked at: a 320 px phone, a wide screen, and 1280 px with the text at 200%. */
export const reflowLayouts = [
  { name: "320 px", width: 320, textScale: 1 },
  { name: "1920 px", width: 1920, textScale: 1 },
  { name: "1280 px with text at 200%", width: 1280, textScale: 2 },
] as const;

/** Every route, and each other pricing tab (the tabs lay out different cards and controls). */
export const everyRouteAndPricingTab: string[] = [
  ...pageList.map((entry) => entry.path),
  ...Object.keys(tabSettings)
    .filter((tab) => tab !== defaultPricingState.tab)
    .map((tab) => `${pages.pricing.path}?${pricingParams.tab}=${tab}`),
];

/**
 * Enlarges the text as a browser's text-size setting does, by the root font size that every rem on the site
 * follows. Set through the CSSOM (not a style tag), so it works with JavaScript off and under the CSP. Breakpoints
 * stay where they were: stricter than the browser setting, which moves them too.
 */
export function scaleText(scale: number) {
  document.documentElement.style.fontSize = scale === 1 ? "" : `${scale * 100}%`;
}

/**
 * Sets the text spacing WCAG 1.4.12 lets a reader set (`readerSpacing`, app/lib/text-width.ts) over every element, as a
 * reader's own style sheet does (!important), or takes it off again with `null`. A constructed style sheet, so it
 * works with JavaScript off and under the CSP. Self-contained for both engines.
 */
export function spaceText(spacing: { line: number; paragraph: number; letter: number; word: number } | null) {
  const others = document.adoptedStyleSheets.filter((sheet) => !sheet.cssRules[0]?.cssText.includes("word-spacing"));
  if (!spacing) {
    document.adoptedStyleSheets = others;
    return;
  }
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    `* { line-height: ${spacing.line} !important; letter-spacing: ${spacing.letter}em !important; word-spacing: ${spacing.word}em !important; } p { margin-bottom: ${spacing.paragraph}em !important; }`,
  );
  document.adoptedStyleSheets = [...others, sheet];
}

/**
 * Text cut off or past the screen: every visible text fragment (not sr-only, not aria-hidden) must lie inside the
 * viewport's width and inside every ancestor that clips (overflow hidden or clip), across and down (a fixed-height
 * box its lines outgrow). Text in an ancestor that scrolls that way (a data table, which 1.4.10 exempts) may extend
 * past it. Also reports if the page scrolls sideways. Returns descriptions of what is wrong; empty when all is well.
 */
export function textCutOff(): string[] {
  const problems: string[] = [];
  const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow} px`);
  /** The span the text may take along one axis: inside each clipping ancestor, up to the first that scrolls. */
  const room = (element: Element, axis: "x" | "y") => {
    let [start, end] = axis === "x" ? [0, innerWidth] : [-Infinity, Infinity];
    for (
      let ancestor: Element | null = element;
      ancestor && ancestor !== document.body;
      ancestor = ancestor.parentElement
    ) {
      const style = getComputedStyle(ancestor);
      const overflow = axis === "x" ? style.overflowX : style.overflowY;
      if (["auto", "scroll"].includes(overflow)) return null;
      if (["hidden", "clip"].includes(overflow)) {
        const box = ancestor.getBoundingClientRect();
        start = Math.max(start, axis === "x" ? box.left : box.top);
        end = Math.min(end, axis === "x" ? box.right : box.bottom);
      }
    }
    return { start, end };
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent?.trim()) continue;
    if (element.closest('.sr-only, [aria-hidden="true"], script, style, template')) continue;
    if (!element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
    const across = room(element, "x");
    const down = room(element, "y");
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width === 0) continue;
      const outAcross = across && (rect.left < across.start - 0.5 || rect.right > across.end + 0.5);
      const outDown = down && (rect.top < down.start - 0.5 || rect.bottom > down.end + 0.5);
      if (!outAcross && !outDown) continue;
      problems.push(`"${node.textContent.trim().slice(0, 40)}" in <${element.tagName.toLowerCase()}> is cut off`);
      break;
    }
  }
  return problems;
}

/**
 * Visible elements whose right edge is past the viewport (a control without text, an icon), leaving out what
 * scrolls in a container of its own and what is hidden (closed menus and dialogs, sr-only text).
 */
export function elementsPastTheRightEdge(): string[] {
  const scrollsItself = (element: Element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (["auto", "scroll"].includes(getComputedStyle(parent).overflowX)) return true;
    }
    return false;
  };
  const past: string[] = [];
  for (const element of document.querySelectorAll("body *")) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right <= innerWidth + 0.5) continue;
    if (!element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
    if (element.closest('.sr-only, [aria-hidden="true"]') || scrollsItself(element)) continue;
    past.push(
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 40)}" is past the right edge`,
    );
  }
  return past;
}

/** How far below the sticky header's bottom edge the element with this id starts (0 to 24 px is "just under"). */
export function gapUnderHeader(id: string): number {
  const header = document.querySelector("header")!.getBoundingClientRect();
  return Math.round(document.getElementById(id)!.getBoundingClientRect().top - header.bottom);
}

/**
 * Puts a word of `letters` letters at the start of visible texts of the page (every one, or those inside `within`),
 * so `textCutOff` then tells whether the page holds or breaks such a word rather than cut it (issue 53): the check
 * lets no word of copy past `limits.word` letters, and flowing text (headings, paragraphs, lists) breaks any longer
 * one, as a marketer's run-together "Cybersecurityandcompliance" headline. Self-contained for both engines.
 */
export function lengthenTexts({ letters, within }: { letters: number; within?: string }) {
  const word = "Cybersecurityandcompliance".repeat(Math.ceil(letters / 26)).slice(0, letters);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent?.trim() || !element || element.closest("script, style, template, svg")) continue;
    if (within && !element.closest(within)) continue;
    // An amount or a count ("$3,600", "10 GB") is the calculator's, never a word of copy.
    if (/^[\d$.,%+\-−×/()\s]+(GB|users?)?$/.test(node.textContent.trim())) continue;
    nodes.push(node as Text);
  }
  for (const node of nodes) node.textContent = `${word} ${node.textContent}`;
  return nodes.length;
}

/** Where copy flows in lines (headings, paragraphs, lists, tables), so any word longer than a line breaks. */
export const flowingText = "h1, h2, h3, h4, p, li, dt, dd, td, th, blockquote, figcaption, address, legend";

/** The widths text spacing (WCAG 1.4.12) is tried at: the narrowest phone the site supports, and a wide screen. */
export const textSpacingWidths = [320, 1440] as const;

/** The widths a long word is tried at: the narrowest phone the site supports, and a common one. */
export const phoneWidths = [320, 390] as const;
