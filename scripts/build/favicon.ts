/**
 * /favicon.ico: what a browser asks for where no page names an icon (a quote or the checklist opened in a tab, a
 * bookmark, a feed reader), drawn at build from the site's own icon (public/favicon.svg), which pages link inline.
 * An ICO holding one PNG, as every browser since Internet Explorer 9 reads it.
 */

/** An ICO file holding `png`, a square image `size` pixels wide. */
export function icoOfPng(png: Uint8Array, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 is 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.byteLength, 14); // the image's length
  header.writeUInt32LE(header.byteLength, 18); // where it starts
  return Buffer.concat([header, png]);
}
