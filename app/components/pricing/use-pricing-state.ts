import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import {
  type PricingState,
  fitToPlan,
  parsePricingState,
  samePricingState,
  serializePricingState,
} from "#app/lib/pricing/url-state.ts";

/** How long the URL waits for a slider to settle; browsers throttle rapid history updates. */
const URL_SYNC_DELAY_MS = 250;

/** The id of the pricing page's form; its data-state says which state the HTML shows. */
export const PRICING_FORM_ID = "pricing-form";

interface PageAtHydration {
  /** What the HTML shows: the URL's state when the server rendered it, the defaults when pre-rendered. */
  shown: PricingState;
  /** What the form holds now: the shown state plus anything the visitor changed before React took over. */
  chosen: PricingState;
}

/**
 * The page as React takes it over: read when hydration commits (never on the server). React keeps what the
 * visitor did to a control until then (it does not write a value while hydrating), so the live form holds every
 * change made before the scripts ran and while they were waking.
 */
function readPageAtHydration(): PageAtHydration | null {
  const form = document.getElementById(PRICING_FORM_ID);
  const shown = form?.getAttribute("data-state");
  if (!(form instanceof HTMLFormElement) || shown == null) return null;
  const entries = [...new FormData(form)].map(([key, value]) => [key, String(value)]);
  return {
    shown: parsePricingState(new URLSearchParams(shown)),
    chosen: parsePricingState(new URLSearchParams(entries)),
  };
}

/**
 * The pricing page's state. It starts as the query the page was rendered for, so hydration matches the server's
 * render; as hydration commits it takes what the visitor chose before React took over, or else the URL's state (a static host
 * serves the defaults' HTML for every query). Hydration never undoes a choice. Changes are written back to the
 * URL, so a reload or a shared link shows the same configuration.
 */
export function usePricingState(serverQuery: string) {
  const query = useLocationQuery(serverQuery);
  const [state, setState] = useState<PricingState>(() => parsePricingState(new URLSearchParams(query)));
  const changedByVisitor = useRef(false);
  /** The query this hook last wrote, so its own writes are not mistaken for a navigation. */
  const written = useRef<string | null>(null);
  const pendingWrite = useRef<number | undefined>(undefined);

  const update = useCallback((patch: Partial<PricingState>) => {
    changedByVisitor.current = true;
    setState((current) => fitToPlan({ ...current, ...patch }));
  }, []);

  useEffect(() => {
    if (!changedByVisitor.current) return;
    const query = serializePricingState(state);
    if (query.toString() === new URLSearchParams(window.location.search).toString()) return;
    pendingWrite.current = window.setTimeout(() => {
      written.current = query.toString();
      writeLocationQuery(query);
    }, URL_SYNC_DELAY_MS);
    return () => window.clearTimeout(pendingWrite.current);
  }, [state]);

  // A move through history to another pricing query (Back, Forward) shows that query's state: URL, page and
  // history agree.
  const queryShown = useRef(query);
  useEffect(() => {
    if (query === queryShown.current) return;
    queryShown.current = query;
    const ownWrite = query === written.current;
    // Consumed: a later Back or Forward to this same query is a navigation.
    written.current = null;
    if (ownWrite) return;
    window.clearTimeout(pendingWrite.current);
    changedByVisitor.current = false;
    const fromUrl = parsePricingState(new URLSearchParams(query));
    // The URL is the outside system this state follows after a navigation.
    setState((current) => (samePricingState(current, fromUrl) ? current : fromUrl));
  }, [query]);

  useLayoutEffect(() => {
    const page = readPageAtHydration();
    if (!page) return;
    const visitorChanged = !samePricingState(page.chosen, page.shown);
    const wanted = visitorChanged ? page.chosen : parsePricingState(new URLSearchParams(window.location.search));
    // Syncing from the DOM as it was before React, once, before the first paint after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!samePricingState(wanted, page.shown)) update(wanted);
  }, [update]);

  return [state, update] as const;
}

// The page's query as an outside store: the server renders the request's, the browser follows its location
// (history moves announce themselves with popstate; the hook's own writes are read at the next render).
const subscribeToHistory = (onChange: () => void) => {
  addEventListener("popstate", onChange);
  return () => removeEventListener("popstate", onChange);
};
const locationQuery = () => new URLSearchParams(window.location.search).toString();

function useLocationQuery(serverQuery: string): string {
  return useSyncExternalStore(subscribeToHistory, locationQuery, () => serverQuery);
}

/** Replaces the current history entry's query (no new entry, no scroll), keeping the path and the fragment. */
function writeLocationQuery(query: URLSearchParams): void {
  const search = query.toString();
  const url = `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`;
  window.history.replaceState(window.history.state, "", url);
}
