import type { ContentImage } from "#app/content/schemas/proof.ts";
import { type ImageManifest, type ImageSlot, imageKey } from "#app/lib/images/slots.ts";

/** The images the build made (vite.config.ts defines it from scripts/build/content-images.ts). */
declare const __CONTENT_IMAGES__: ImageManifest | undefined;
export const builtImages: ImageManifest = typeof __CONTENT_IMAGES__ === "undefined" ? {} : __CONTENT_IMAGES__;

/**
 * A content image as the build made it: AVIF, then WebP, at its shown size and twice that, in a box of its shown
 * width and height (nothing moves when it arrives), loaded lazily: every place a content image has is below the
 * first screen.
 */
export function ContentPicture({
  image,
  slot,
  className,
  images = builtImages,
}: {
  image: ContentImage;
  slot: ImageSlot;
  className?: string;
  images?: ImageManifest;
}) {
  const made = images[imageKey(image.src, slot)];
  // The build makes every image the content names, or stops with the content check's words; a page without it
  // would be a page with a hole, so rendering stops too.
  if (!made) throw new Error(`content/proof.json names the image "${image.src}", which the build did not make`);
  const sizes = `(max-width: ${made.width + 48}px) calc(100vw - 48px), ${made.width}px`;
  return (
    <picture>
      <source type="image/avif" srcSet={made.avif} sizes={sizes} />
      <source type="image/webp" srcSet={made.webp} sizes={sizes} />
      <img
        src={made.fallback}
        alt={image.alt}
        width={made.width}
        height={made.height}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  );
}
