import { type ComponentType, type ReactElement, useEffect } from "react";
import { type FormProblem, FormProblemContext } from "#app/lib/forms/problem.ts";
import { islandIdPrefix } from "./markup.ts";

/**
 * What an island renders, on the server and in the browser alike, so that hydration meets the same tree and
 * `useId` gives the same ids (it counts from the root it is rendered in; the island's root is this tree).
 * A page rendered because a native post came back has its form's problem; it is never hydrated. `onHydrated` runs
 * once the browser's render is committed (an effect: never on the server), so the page can say it is ready.
 */
function IslandTree<Props extends object>({
  Component,
  props,
  problem,
  onHydrated,
}: {
  Component: ComponentType<Props>;
  props: Props;
  problem: FormProblem | null;
  onHydrated?: () => void;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <FormProblemContext value={problem}>
      <Component {...props} />
    </FormProblemContext>
  );
}

/**
 * An island's tree and its render options, for `renderToString` on the server and `hydrateRoot` in the browser
 * alike: one function, so the two can never differ.
 */
export function islandRoot<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  props: Props,
  { problem = null, onHydrated }: { problem?: FormProblem | null; onHydrated?: () => void } = {},
): { tree: ReactElement; options: { identifierPrefix: string } } {
  return {
    tree: <IslandTree Component={Component} props={props} problem={problem} onHydrated={onHydrated} />,
    options: { identifierPrefix: islandIdPrefix(name) },
  };
}
