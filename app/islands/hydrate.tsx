import { type ComponentType, startTransition } from "react";
import { type Root, createRoot, hydrateRoot } from "react-dom/client";
import { LazyToaster } from "#app/components/ui/lazy-toaster.tsx";
import { islandRoot } from "./island-tree.tsx";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./markup.ts";

/** Islands of the page not yet hydrated; when none is left, the page says so (`data-hydrated`, for tests). */
const pending = new Set<Element>(document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`));

function settled(element: Element) {
  pending.delete(element);
  if (pending.size === 0) document.documentElement.dataset.hydrated = "true";
}

/** Hydrates every element of the page marked as the island `name`, with the props the server rendered it with. */
export function hydrateIsland<Props extends object>(name: string, Component: ComponentType<Props>): Root[] {
  const roots: Root[] = [];
  for (const element of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}="${name}"]`)) {
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as Props;
    // In a transition, hydration is interruptible: React works in slices of a few milliseconds and lets a tap or
    // a keypress through between them, instead of holding the main thread for the whole island.
    // Settled once React has committed this island (hydrated, or rendered again after a mismatch).
    const { tree, options } = islandRoot(name, Component, props, { onHydrated: () => settled(element) });
    startTransition(() => {
      roots.push(hydrateRoot(element, tree, options));
    });
  }
  // The roots, for whoever must end them (a test, before its page goes away).
  return roots;
}

let toasterMounted = false;

/**
 * The page's notices (the forms' toasts), once per page, at the end of <body>: a root of its own, since no
 * server markup is there to hydrate. A modal dialog mounts its own toaster inside itself.
 */
export function mountPageToaster(): void {
  if (toasterMounted) return;
  toasterMounted = true;
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(<LazyToaster />);
}
