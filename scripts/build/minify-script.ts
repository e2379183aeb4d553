import { minifySync } from "rolldown/utils";

/**
 * A script minified (oxc, through rolldown) for inlining into pages: `target` keeps the syntax no newer than the
 * source's; `module` also renames its top-level names, which a module script keeps to itself. Throws, naming the
 * script, on anything the minifier cannot read.
 */
export function minifyScript(name: string, source: string, { target, module = false }: { target: string; module?: boolean }): string {
  const { code, errors } = minifySync(name, source, { compress: { target }, mangle: { toplevel: module } });
  if (errors.length > 0) throw new Error(`${name}: ${errors.map((error) => error.message).join("; ")}`);
  return code.trim();
}
