/** Images the tests make themselves (issue 53): a tests' own fixtures, never files of the site. */
import sharp from "sharp";

/** A 1600 × 900 export with detail enough that its PNG is tens of KB (cut short, it is an interrupted download). */
export async function noisyPng(): Promise<Buffer> {
  const raw = Buffer.alloc(1600 * 900 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width: 1600, height: 900, channels: 3 } })
    .png()
    .toBuffer();
}

/** A logo-like PNG of one colour at the given size, as a member exports one. */
export const plainPng = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: "#0e7490" } })
    .png()
    .toBuffer();

/** A valid PNG of `side` × `side` pixels of one colour (a few MB however many pixels it has). */
export const squarePng = (side: number): Promise<Buffer> =>
  sharp({ create: { width: side, height: side, channels: 3, background: "#ffffff" }, limitInputPixels: false })
    .greyscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
