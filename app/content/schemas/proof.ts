/**
 * content/proof.json: what others say and hold of the vendor, which only the marketing team can supply and nobody may
 * invent. Customer logos, attributed testimonials, case studies per industry page, the vendor's own attestations.
 * Every list may be empty (the shipped file has none: we have no real ones), and an empty list's block is not
 * rendered at all. Images live under content/images/ and go through the image build step (scripts/build/images.ts).
 */
import { z } from "zod";
import { calendarDate, stat, text } from "./common.ts";

/** Kinds of image the build step turns into AVIF and WebP at a few widths (SVG is drawn at those widths too). */
export const imageExtensions = ["png", "jpg", "jpeg", "webp", "avif", "svg"] as const;

/** The places a content image is shown (app/lib/images/slots.ts gives each its size). */
export type ImageSlot = "logo" | "photo" | "badge" | "figure";

export const proofLimits = {
  alt: 150,
  quote: 420,
  logos: 12,
  testimonials: 6,
  figures: 4,
} as const;

/** An image from content/images/ with the words a screen reader says in its place. */
export const contentImage = z
  .strictObject({
    src: z
      .string()
      .regex(
        new RegExp(`^(?!/)(?!.*\\.\\.)[\\w./-]+\\.(${imageExtensions.join("|")})$`, "i"),
        `must be a file under content/images/, written from there (e.g. "logos/acme.png"), ending in .${imageExtensions.join(", .")}; no spaces: rename the file with dashes`,
      )
      .describe('The image file, from content/images/ (e.g. "logos/acme.png")')
      .meta({ title: "Image file" }),
    alt: text("What the image shows, read by screen readers in its place (a logo: the organisation's name)", {
      max: proofLimits.alt,
    }).meta({ title: "Alternative text" }),
  })
  .describe("An image and its alternative text");
export type ContentImage = z.infer<typeof contentImage>;

const webAddress = z
  .url({ protocol: /^https$/, message: 'must be a full web address starting with "https://"' })
  .describe("A web address starting with https://");

export const customerLogo = z
  .strictObject({
    name: text("The customer's name").meta({ title: "Customer's name" }),
    image: contentImage.meta({ title: "Image" }),
    href: webAddress
      .optional()
      .describe("Where the logo links (the customer's site), if anywhere")
      .meta({ title: "Logo links to" }),
  })
  .describe("A customer's logo, shown only with the customer's written permission")
  .meta({ itemNoun: "logo", itemTitle: "{name}" });
export type CustomerLogo = z.infer<typeof customerLogo>;

export const testimonial = z
  .strictObject({
    quote: text("The customer's words, exactly as they approved them (no quotation marks: the design adds them)", {
      max: proofLimits.quote,
    }).meta({ title: "Quote" }),
    person: text("Who said it").meta({ title: "Person" }),
    role: text("Their role").meta({ title: "Role" }),
    organisation: text("Their organisation").meta({ title: "Organisation" }),
    photo: contentImage.optional().describe("A photo of the person, if they agreed to one").meta({ title: "Photo" }),
  })
  .describe("An attributed quote")
  .meta({ itemNoun: "testimonial", itemTitle: "{person}, {organisation}" });
export type Testimonial = z.infer<typeof testimonial>;

export const caseStudy = z
  .strictObject({
    industry: z
      .string()
      .describe('The industry page it appears on: its key in content/industries.json (e.g. "defenseIndustrial")')
      .meta({ title: "Industry page" }),
    customer: text("The customer's name, as they approved it").meta({ title: "Customer's name" }),
    title: text("The case study's heading").meta({ title: "Heading" }),
    challenge: text("What the customer faced").meta({ title: "Challenge" }),
    result: text("What changed").meta({ title: "Result" }),
    figures: z
      .array(stat)
      .max(proofLimits.figures, `has room for at most ${proofLimits.figures} figures: keep the strongest`)
      .describe("Figures the customer approved (may be empty)")
      .meta({ title: "Figures" }),
    customerApproved: z
      .literal(true, {
        error:
          "must be ticked before the case study is published: the customer approves its words and figures in writing first",
      })
      .describe("Tick once the customer approved this case study, its words and its figures, in writing")
      .meta({ title: "The customer approved it in writing" }),
    image: contentImage
      .optional()
      .describe("A product screenshot or photo for the case study")
      .meta({ title: "Image" }),
  })
  .describe("A customer's case study on an industry page")
  .meta({ itemNoun: "case study", itemTitle: "{customer}: {title}" });
export type CaseStudy = z.infer<typeof caseStudy>;

export const attestation = z
  .strictObject({
    name: text('What the vendor holds, e.g. "SOC 2 Type II report"').meta({ title: "What the vendor holds" }),
    issuer: text("Who issued or assessed it").meta({ title: "Issuer" }),
    issued: calendarDate("The date it was issued").meta({ title: "Issued on" }),
    badge: contentImage
      .optional()
      .describe("The issuer's badge, if their rules allow showing it")
      .meta({ title: "Badge" }),
    href: webAddress
      .optional()
      .describe("Where a buyer can verify it or ask for it, if anywhere")
      .meta({ title: "Web address to verify it" }),
  })
  .describe("A certification, assessment or registration the vendor holds")
  .meta({ itemNoun: "attestation", itemTitle: "{name}" });
export type Attestation = z.infer<typeof attestation>;

export const proofSchema = z.strictObject({
  labels: z
    .strictObject({
      logos: text("Heading over the customer logos").meta({ title: "Customer logos heading" }),
      testimonials: text("Heading over the testimonials").meta({ title: "Testimonials heading" }),
      attestations: text("Heading over the attestations").meta({ title: "Attestations heading" }),
      issuedBy: text('Words before an attestation\'s issuer, e.g. "Issued by"').meta({
        title: "Words before the issuer",
      }),
      issuedOn: text('Words before an attestation\'s date, e.g. "Issued"').meta({ title: "Words before the date" }),
      caseStudy: z
        .strictObject({
          eyebrow: text("The small line above a case study's heading").meta({ title: "Line above each heading" }),
          challenge: text("Heading of the customer's challenge").meta({ title: "Challenge heading" }),
          result: text("Heading of the result").meta({ title: "Result heading" }),
        })
        .meta({ title: "Case studies" }),
    })
    .describe("The headings the blocks use when their lists have items")
    .meta({ title: "Headings" }),
  customerLogos: z
    .array(customerLogo)
    .max(proofLimits.logos, `has room for at most ${proofLimits.logos} logos: keep the best known`)
    .describe("Customer logos, in the order shown (home page, Trusted by). Empty: the block is not shown")
    .meta({ title: "Customer logos" }),
  testimonials: z
    .array(testimonial)
    .max(proofLimits.testimonials, `has room for at most ${proofLimits.testimonials} quotes`)
    .describe("Attributed quotes (home page, Trusted by). Empty: the block is not shown")
    .meta({ title: "Testimonials" }),
  caseStudies: z
    .array(caseStudy)
    .describe("Case studies, each on its industry's page. None for an industry: its block is not shown")
    .meta({ title: "Case studies" }),
  attestations: z
    .array(attestation)
    .describe("The vendor's own attestations (home page, About us). Empty: the block is not shown")
    .meta({ title: "Attestations" }),
});
export type ProofContent = z.infer<typeof proofSchema>;
