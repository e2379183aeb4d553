import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);

/** The cut font the stylesheet (app/app.css) and the preload (app/root.tsx) point at. */
export const FONT_FILE = path.join(root, "node_modules/.cache/site-fonts/inter.woff2");
const SOURCE_FONT = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
/** The OpenType features the site uses (app.css sets cv11 and ss01; tabular figures) and those text needs. */
const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "rlig", "cv11", "ss01", "tnum"];

/**
 * Every character the site can show: printable ASCII, the common typographic marks and symbols whatever the copy
 * says today, plus each character written anywhere in content/ and app/ (so "é" in a name or "≥" in a new
 * sentence is drawn in Inter too, from the next build). Other Latin-1 letters are left out: 5 KB the copy never
 * uses.
 */
export function fontCharacters(sources: string[]): string {
  const chars = new Set<string>();
  for (let code = 0x20; code <= 0x7e; code += 1) chars.add(String.fromCodePoint(code));
  for (const char of "\u00a0©®°±·×÷§¶«»–—‘’‚“”„•…‹›€£™←↑→↓−≤≥") chars.add(char);
  for (const text of sources)
    for (const char of text) if (char.codePointAt(0)! >= 0x20 && !/\s/.test(char)) chars.add(char);
  return [...chars].sort().join("");
}

/** The weight range the stylesheet declares for Inter (`font-weight: 400 700`): the cut keeps only that. */
export function declaredWeights(css: string): { min: number; max: number } {
  const face = /@font-face\s*{[^}]*font-family:\s*"Inter Variable"[^}]*}/.exec(css)?.[0] ?? "";
  const range = /font-weight:\s*(\d+)\s+(\d+)/.exec(face);
  if (!range) throw new Error('app/app.css: the "Inter Variable" @font-face needs a weight range (font-weight: 400 700)');
  return { min: Number(range[1]), max: Number(range[2]) };
}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(json|ts|tsx|css)$/.test(name))
    .map((name) => readFileSync(path.join(dir, name), "utf8"));
}

async function writeFont(): Promise<void> {
  const { default: subsetFont } = await import("subset-font");
  const css = readFileSync(path.join(root, "app/app.css"), "utf8");
  const text = fontCharacters([...textFiles(path.join(root, "content")), ...textFiles(path.join(root, "app"))]);
  const font = await subsetFont(readFileSync(SOURCE_FONT), text, {
    targetFormat: "woff2",
    variationAxes: { wght: declaredWeights(css) },
    keepFeatures: FEATURES,
  });
  mkdirSync(path.dirname(FONT_FILE), { recursive: true });
  writeFileSync(FONT_FILE, font);
}

/**
 * Inter, cut to the characters, weights and features the site uses (21 KB instead of 48 KB), written before the
 * build reads the stylesheet and root.tsx's preload (docs/decisions/0013-font-cut-to-the-site.md).
 */
export function fontPlugin(): Plugin {
  let written: Promise<void> | undefined;
  return {
    name: "font-subset",
    config() {
      // React Router resolves the config more than once; one cut per process is enough.
      return (written ??= writeFont());
    },
  };
}
