import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** False while React hydrates pre-rendered HTML (and during pre-rendering), true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
