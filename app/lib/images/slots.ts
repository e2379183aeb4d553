/**
 * The places a content image is shown, and its shown size there. The build step (scripts/build/content-images.ts)
 * makes each image at that size and twice it; the page reserves exactly that box (width and height attributes),
 * so nothing moves when the image arrives. No sharp and no zod here: the pages import it.
 */

import type { ImageSlot } from "#app/content/schemas/proof.ts";

export type { ImageSlot };

interface Slot {
  /** The CSS pixel size shown, from the file's own size (keeps its proportions unless `fit` is cover). */
  shownSize(width: number, height: number): { width: number; height: number };
  fit: "contain" | "cover" | "inside";
}

/** At most `maxWidth` wide and `maxHeight` tall, proportions kept. */
const within =
  (maxWidth: number, maxHeight: number) =>
  (width: number, height: number): { width: number; height: number } => {
    const scale = Math.min(maxWidth / width, maxHeight / height);
    return { width: Math.round(width * scale), height: Math.round(height * scale) };
  };

export const imageSlots: Record<ImageSlot, Slot> = {
  // A row of logos at one height; a very wide wordmark is held to 176 px.
  logo: { shownSize: within(176, 48), fit: "inside" },
  // A round portrait beside a quote.
  photo: { shownSize: () => ({ width: 56, height: 56 }), fit: "cover" },
  badge: { shownSize: within(128, 80), fit: "inside" },
  // A screenshot in a case study, as wide as its column on a desktop (a phone scales it down to fit).
  figure: { shownSize: within(640, 480), fit: "inside" },
};

export interface MadeImage {
  width: number;
  height: number;
  avif: string;
  webp: string;
  fallback: string;
}

/** Each made image under `imageKey(src, slot)`. */
export type ImageManifest = Record<string, MadeImage>;

export const imageKey = (src: string, slot: ImageSlot) => `${slot}:${src}`;
