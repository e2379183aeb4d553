import { type ReactNode, useEffect } from "react";
import { type FormProblem, FormProblemContext } from "#app/lib/forms/problem.ts";

/** The attribute that marks an island's root element, its props, and the prefix of its ids. */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
export const islandIdPrefix = (name: string) => `${name}-`;

/**
 * What an island renders, on the server and in the browser alike, so that hydration meets the same tree and
 * `useId` gives the same ids (it counts from the root it is rendered in; the island's root is this tree).
 * A page rendered because a native post came back has its form's problem; it is never hydrated. `onHydrated` runs
 * once the browser's render is committed (an effect: never on the server), so the page can say it is ready.
 */
export function IslandTree({
  problem,
  onHydrated,
  children,
}: {
  problem: FormProblem | null;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <FormProblemContext value={problem}>{children}</FormProblemContext>;
}
