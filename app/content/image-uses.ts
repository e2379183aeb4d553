import { where } from "./problems.ts";
import type { ImageSlot, ProofContent } from "#app/content/schemas/proof.ts";

/** Every image content/proof.json names, where the page shows it, and the field that names it (for problems). */
export function imageUses(proof: ProofContent): { src: string; slot: ImageSlot; field: string }[] {
  return [
    ...proof.customerLogos.map((logo, i) => ({
      src: logo.image.src,
      slot: "logo" as const,
      field: where(["customerLogos", i, "image", "src"]),
    })),
    ...proof.testimonials.flatMap((quote, i) =>
      quote.photo
        ? [{ src: quote.photo.src, slot: "photo" as const, field: where(["testimonials", i, "photo", "src"]) }]
        : [],
    ),
    ...proof.caseStudies.flatMap((study, i) =>
      study.image
        ? [{ src: study.image.src, slot: "figure" as const, field: where(["caseStudies", i, "image", "src"]) }]
        : [],
    ),
    ...proof.attestations.flatMap((held, i) =>
      held.badge
        ? [{ src: held.badge.src, slot: "badge" as const, field: where(["attestations", i, "badge", "src"]) }]
        : [],
    ),
  ];
}

/** What the check and the image step both say of an image that is not in content/images/. */
export const missingImage = (src: string) =>
  `names "${src}", which is not in content/images/: add the file there, or correct the name (capitals count)`;
