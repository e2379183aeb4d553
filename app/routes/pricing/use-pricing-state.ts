import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import {
  type PricingState,
  defaultPricingState,
  fitToPlan,
  parsePricingState,
  serializePricingState,
} from "~/lib/pricing/url-state";
import { useHydrated } from "~/lib/use-hydrated";

/** How long the URL waits for a slider to settle; browsers throttle rapid history updates. */
const URL_SYNC_DELAY_MS = 250;

/**
 * The pricing page's state. Until the visitor changes something it is read from the URL (after hydration:
 * the pre-rendered HTML shows the defaults, so reading it earlier would not match). Changes are written back
 * to the URL, so a reload or a shared link shows the same configuration.
 */
export function usePricingState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const [local, setLocal] = useState<PricingState | null>(null);
  const state = local ?? (hydrated ? parsePricingState(searchParams) : defaultPricingState);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const update = useCallback(
    (patch: Partial<PricingState>) => {
      const next = fitToPlan({ ...state, ...patch });
      setLocal(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        setSearchParams(serializePricingState(next), { replace: true, preventScrollReset: true });
      }, URL_SYNC_DELAY_MS);
    },
    [state, setSearchParams],
  );

  return [state, update] as const;
}
