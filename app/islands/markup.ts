/**
 * How an island is marked in a page's HTML, shared by the component that renders it, the browser's runtime that
 * hydrates it and the server and build that add its script (server/site/islands.ts): the root element's attribute (its
 * value is the island's name), the attribute of its props, and the prefix of its ids.
 */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
export const islandIdPrefix = (name: string) => `${name}-`;
