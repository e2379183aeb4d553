/**
 * Each page's social preview (1200 × 630, `og:image`): brand, page name and description on the site's dark hero,
 * drawn at build from an SVG with the documents' Inter (an image carries its own pixels; the content check refuses
 * a character it lacks in a page's name or description, app/content/printed-texts.ts). A name of 60 characters and
 * a description of 160 (the check's limits) always fit whole: the words are broken into lines by width, the lines
 * measured as drawn, and a long text takes a smaller size rather than losing a line or running past the edge.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { pdfFonts } from "#pdf/typefaces.ts";
import { wordsFit, wrapWords } from "#app/lib/text-width.ts";
import { siteConfig } from "#app/site.config.ts";
import { madeBefore } from "./build-cache.ts";

const require = createRequire(import.meta.url);

export const PREVIEW = { width: 1200, height: 630, margin: 72, bar: 610 } as const;
/** Where the name's first line sits (its baseline at this plus its size), under the brand. */
const NAME_TOP = 186;
/** The sizes tried, largest first; the last fits the longest name and description the check lets through. */
export const PREVIEW_SIZES = [
  { name: 64, description: 28 },
  { name: 56, description: 26 },
  { name: 48, description: 24 },
  { name: 40, description: 22 },
  { name: 34, description: 20 },
] as const;

type Sizes = (typeof PREVIEW_SIZES)[number];
export interface Line {
  text: string;
  y: number;
  size: number;
  weight: 400 | 700;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The site's icon (public/favicon.svg, which every page links inline): favicon.ico, the previews', the home screen's. */
export const siteIcon = readFileSync(new URL("../../public/favicon.svg", import.meta.url), "utf8");
const iconShapes = siteIcon.replace(/^\s*<svg[^>]*>|<\/svg>\s*$/g, "");

/** The site's icon at (x, y), `scale` times its 32 units. */
export const shield = (x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${iconShapes}</g>`;

/**
 * The name's and description's lines at these sizes, placed down the image; undefined when they run into the bar, or
 * when a word would be broken and `wholeWords` asks for none.
 */
function place(name: string, description: string, sizes: Sizes, width: number, wholeWords: boolean): Line[] | undefined {
  if (wholeWords && !(wordsFit(name, width, sizes.name, false) && wordsFit(description, width, sizes.description, false)))
    return undefined;
  const lines: Line[] = [];
  let y = NAME_TOP + sizes.name;
  for (const text of wrapWords(name, width, sizes.name, false)) {
    lines.push({ text, y, size: sizes.name, weight: 700 });
    y += Math.round(sizes.name * 1.19);
  }
  // The description's first baseline a line and a half of the name's size under the name's last.
  y += Math.round(sizes.name * 0.31);
  for (const text of wrapWords(description, width, sizes.description, false)) {
    lines.push({ text, y, size: sizes.description, weight: 400 });
    y += Math.round(sizes.description * 1.43);
  }
  // The last line's descenders stay above the bar, with room.
  const last = lines.at(-1)!;
  return last.y + last.size * 0.3 <= PREVIEW.bar - 10 ? lines : undefined;
}

const textElements = (lines: Line[]) =>
  lines
    .map(
      (line) =>
        `<text x="${PREVIEW.margin}" y="${line.y}" font-family="Inter" font-weight="${line.weight}" font-size="${line.size}" fill="${line.weight === 700 ? "#ffffff" : "#cbd5e1"}">${escapeXml(line.text)}</text>`,
    )
    .join("\n  ");

/** The preview's SVG with these lines of name and description. */
export function ogSvg(lines: Line[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW.width}" height="${PREVIEW.height}" viewBox="0 0 ${PREVIEW.width} ${PREVIEW.height}">
  <defs>
    <radialGradient id="g" cx="1" cy="0" r="1"><stop offset="0" stop-color="#22d3ee" stop-opacity="0.35"/><stop offset="1" stop-color="#060b18" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="#060b18"/>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="0" y="${PREVIEW.bar}" width="1200" height="${PREVIEW.height - PREVIEW.bar}" fill="#22d3ee"/>
  ${shield(72, 64, 2.2)}
  <text x="150" y="112" font-family="Inter" font-weight="700" font-size="40" fill="#ffffff">${escapeXml(siteConfig.brandName)}</text>
  ${textElements(lines)}
</svg>`;
}

/** How far right the widest line's ink reaches, drawn with Inter (no background, so the box is the words'). */
export async function inkRight(lines: Line[]): Promise<number> {
  await ready();
  const resvg = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW.width * 4}" height="${PREVIEW.height}">${textElements(lines)}</svg>`,
    { font: inter() },
  );
  const box = resvg.innerBBox();
  resvg.free();
  return box ? box.x + box.width : 0;
}

/**
 * The name and description laid out at the largest sizes that hold every word whole: lines broken by the site's
 * width estimate, then measured as Inter draws them; a line the estimate let run past the right margin (Inter's
 * capitals are wider than it counts) breaks again narrower. Only at the smallest size may a word too long for a
 * line break. Throws only if even that cannot hold them, which the check's limits rule out (social-preview.test.ts).
 */
export async function previewLines(name: string, description: string): Promise<Line[]> {
  const room = PREVIEW.width - 2 * PREVIEW.margin;
  for (const sizes of PREVIEW_SIZES) {
    const wholeWords = sizes !== PREVIEW_SIZES.at(-1);
    let width = room;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const lines = place(name, description, sizes, width, wholeWords);
      if (!lines) break;
      const right = await inkRight(lines);
      if (right <= PREVIEW.width - PREVIEW.margin) return lines;
      width *= room / (right - PREVIEW.margin) - 0.01;
    }
  }
  throw new Error(`The social preview cannot hold the page "${name}": shorten its name or description.`);
}

/** A page's preview as a PNG. */
export async function previewPng(name: string, description: string): Promise<Uint8Array> {
  return renderPng(ogSvg(await previewLines(name, description)), PREVIEW.width);
}

/** An SVG as a PNG `width` pixels wide: a release takes it from the build before when the SVG is the same. */
export async function renderPng(svg: string, width: number): Promise<Uint8Array> {
  const [png] = await madeBefore("png", `${width}\n${svg}`, async () => [Buffer.from(await drawPng(svg, width))]);
  return png!;
}

let loaded: Promise<void> | undefined;
const ready = () => (loaded ??= initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm"))));
let fontBuffers: Uint8Array[] | undefined;
/**
 * What resvg draws and measures text with: the documents' own cut of Inter (pdf/typefaces.ts), whose characters the
 * content check holds these texts to, read once.
 */
function inter() {
  fontBuffers ??= [pdfFonts.regular, pdfFonts.bold].map((file) => readFileSync(file));
  return { fontBuffers, defaultFontFamily: "Inter" };
}

/** Any SVG as a PNG `width` pixels wide, with Inter. */
async function drawPng(svg: string, width: number): Promise<Uint8Array> {
  await ready();
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: inter() });
  const png = resvg.render().asPng();
  resvg.free();
  return png;
}
