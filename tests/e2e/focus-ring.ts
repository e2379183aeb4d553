/**
 * Focus and forced colours in the workspace (issue 54, WCAG 2.4.7, 2.4.13's ring and 1.4.11): the same in-page checks
 * in both engines. Each function is self-contained, so Playwright's and puppeteer's `evaluate` can both run it.
 */

/**
 * Colours as painted, against the background behind (the nearest ancestor's that paints one), in one self-contained
 * function for both checks (a canvas resolves any CSS colour to RGB):
 * - "focused ring": what is wrong with the focused element's ring, if anything: an outline at least 2 px wide whose
 *   colour stands at 3:1 (the ring is drawn outside the element, over its parent's background);
 * - "chart words": SVG text below 4.5:1 (under forced colours a fixed fill keeps its colour while the background
 *   turns to the system's).
 * (`check` is one of the two.) Returns the problems found, none when all is well.
 */
export function contrastProblems(check: string): string[] {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  const rgba = (color: string) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data] as [number, number, number, number];
  };
  const luminance = ([r, g, b]: number[]) => {
    const linear = (channel: number) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  };
  const ratioBehind = (color: string, from: Element | null | undefined) => {
    let behind: [number, number, number, number] = [255, 255, 255, 255];
    for (let at = from; at; at = at.parentElement) {
      const painted = rgba(getComputedStyle(at).backgroundColor);
      if (painted[3] >= 128) {
        behind = painted;
        break;
      }
    }
    const [lighter, darker] = [luminance(rgba(color)), luminance(behind)].sort((a, b) => b - a) as [number, number];
    return (lighter + 0.05) / (darker + 0.05);
  };
  if (check === "chart words")
    return [...document.querySelectorAll("svg text")].flatMap((text) => {
      const ratio = ratioBehind(getComputedStyle(text).fill, text.closest("svg")?.parentElement);
      return ratio < 4.5 ? [`"${(text.textContent ?? "").trim()}" at ${ratio.toFixed(2)}:1`] : [];
    });
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return [];
  const name = (
    element.getAttribute("aria-label") ||
    element.textContent ||
    element.getAttribute("name") ||
    element.id ||
    element.tagName
  )
    .trim()
    .replace(/\s+/g, " ")
    .slice(0, 50);
  const style = getComputedStyle(element);
  if (style.outlineStyle === "none" || Number.parseFloat(style.outlineWidth) < 2)
    return [`"${name}": no focus ring (outline ${style.outlineStyle} ${style.outlineWidth})`];
  const ratio = ratioBehind(style.outlineColor, element.parentElement);
  return ratio >= 3 ? [] : [`"${name}": its ring stands at ${ratio.toFixed(2)}:1 against what is behind it`];
}

/**
 * Buttons that read as bare text under forced colours (the browser paints their background over): each visible button
 * needs a border of its own, which forced colours draw in the button text's colour. Returns their names.
 */
/**
 * Focuses the page's nth visible control as the keyboard would (`focusVisible`, which Firefox honours): for Firefox,
 * whose Tab walk leaves the page for the browser's own controls and then stops drawing the page's rings.
 */
export function focusControl(index: number): void {
  const focusable = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions));
  focusable[index]?.focus({ focusVisible: true } as FocusOptions);
}

/**
 * How many Tab stops to walk on a page: its visible focusable controls, at most `most` (walking past the last would
 * leave the document for the browser's own controls, where Firefox no longer draws the page's focus rings). A walk
 * starts with a click on the page's corner, so the page, not the browser's controls, has the keyboard.
 */
export function tabStops(most: number): number {
  const focusable = [
    ...document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions));
  return Math.min(most, focusable.length);
}

export function buttonsWithoutEdge(): string[] {
  return [...document.querySelectorAll<HTMLElement>('button, input[type="submit"], [role="button"]')]
    .filter((button) => button.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions))
    .filter((button) => {
      const style = getComputedStyle(button);
      return !["Top", "Right", "Bottom", "Left"].every(
        (side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== "none" &&
          Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1,
      );
    })
    .map((button) => (button.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50));
}
