/**
 * Forced colours (Windows High Contrast; WCAG 1.4.11), the same check in both engines: the browser repaints
 * colours and drops shadows, so a state shown by a colour or a ring alone disappears. The in-page function is
 * self-contained, so Playwright's and puppeteer's `evaluate` can both run it.
 */

/**
 * States that look the same as their opposite under forced colours: the current page's link beside itself unmarked,
 * the selected tab beside the others, the chosen plan card beside the others. Compares what
 * survives forced colours (system colours, borders, outlines, underlines, weight). Returns what cannot be told
 * apart, empty when every state shows.
 */
export function statesLostInForcedColors(): string[] {
  const look = (element: Element) => {
    const style = getComputedStyle(element);
    return [
      style.color,
      style.backgroundColor,
      style.fontWeight,
      style.textDecorationLine,
      ...["Top", "Right", "Bottom", "Left"].map(
        (side) =>
          `${style.getPropertyValue(`border-${side.toLowerCase()}-style`)} ${style.getPropertyValue(`border-${side.toLowerCase()}-width`)} ${style.getPropertyValue(`border-${side.toLowerCase()}-color`)}`,
      ),
      `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
    ].join("|");
  };
  const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
  const name = (element: Element) => (element.textContent ?? "").trim().slice(0, 40);
  const lost: string[] = [];
  const compare = (kind: string, on: Element | null | undefined, off: Element | null | undefined) => {
    if (on && off && visible(on) && visible(off) && look(on) === look(off)) {
      lost.push(`${kind}: "${name(on)}" looks like "${name(off)}"`);
    }
  };
  // The current page's link against itself without the state (aria-current, and data-state where a component
  // styles by it; transitions off, so the change shows at once): what the state alone changes must survive.
  for (const current of document.querySelectorAll<HTMLElement>('[aria-current="page"]')) {
    if (!visible(current)) continue;
    const dataState = current.getAttribute("data-state");
    current.style.transition = "none";
    const marked = look(current);
    current.removeAttribute("aria-current");
    current.removeAttribute("data-state");
    const unmarked = look(current);
    current.setAttribute("aria-current", "page");
    if (dataState !== null) current.setAttribute("data-state", dataState);
    current.style.transition = "";
    if (marked === unmarked) lost.push(`current page link: "${name(current)}" looks like any other link`);
  }
  compare(
    "selected tab",
    document.querySelector('[role="tab"][aria-selected="true"]'),
    document.querySelector('[role="tab"][aria-selected="false"]'),
  );
  for (const group of document.querySelectorAll("fieldset")) {
    const cards = [...group.querySelectorAll(":scope li")].filter((card) => card.querySelector('input[type="radio"]'));
    compare(
      "chosen plan card",
      cards.find((card) => card.querySelector("input:checked")),
      cards.find((card) => !card.querySelector("input:checked")),
    );
  }
  return lost;
}
