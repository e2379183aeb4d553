import { type ComponentProps, useContext } from "react";
import { renderToString } from "react-dom/server";
import { FormProblemContext } from "#app/lib/forms/problem.ts";
import { islandRoot } from "./island-tree.tsx";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./markup.ts";
import { type IslandName, islands } from "./registry.ts";

type IslandProps<Name extends IslandName> = {
  name: Name;
  /**
   * The wrapper's classes (a block by default; `flex` in a row of buttons). Never `display: contents`: Firefox leaves
   * a modal <dialog> under such a parent out of its accessibility tree, where a screen reader cannot reach it.
   */
  className?: string;
} & (Record<never, never> extends ComponentProps<(typeof islands)[Name]>
  ? { props?: ComponentProps<(typeof islands)[Name]> }
  : { props: ComponentProps<(typeof islands)[Name]> });

/**
 * A part of the page that works in the browser with React: rendered here as its own tree (the same tree the
 * browser hydrates, see islandRoot), inside an element that names it and carries its props. The build and the
 * server add the script of each island a page holds (server/site/islands.ts); the rest of the page is HTML only.
 */
export function Island<Name extends IslandName>({ name, props, className }: IslandProps<Name>) {
  const problem = useContext(FormProblemContext);
  const Component = islands[name] as React.ComponentType<object>;
  const values = props ?? {};
  const { tree, options } = islandRoot(name, Component, values, { problem });
  const html = renderToString(tree, options);
  // A page sent back with a form's errors is HTML only (its form posts natively again): nothing to hydrate.
  const marks = problem ? {} : { [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(values) };
  return <div className={className} {...marks} dangerouslySetInnerHTML={{ __html: html }} />;
}
