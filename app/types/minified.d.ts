/** `import source from "./x.js?minified"`: the file minified, as text (scripts/build/minified-script-plugin.ts). */
declare module "*?minified" {
  const source: string;
  export default source;
}
