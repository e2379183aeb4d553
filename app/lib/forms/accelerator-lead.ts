import * as z from "zod/mini";
import { singleLine } from "./fields.ts";
import { payloadSchema } from "./envelope.ts";

/** Toast titles by field for the accelerator form (spec section 5). */
export const acceleratorErrorTitles = {
  name: "Invalid Name",
  email: "Invalid Email",
  company: "Invalid Company",
} as const;

const nameMessage = "Name is required and must be less than 100 characters.";
const emailMessage = "Please enter a valid email address.";
const companyMessage = "Company name is required and must be less than 100 characters.";

/**
 * What the visitor asks for: a seat in the open cohort, or (while none is open) word of the next one. The page sets
 * it as a hidden field; the lead stores it in words, and its subject says it, so the team sees which it is.
 */
export const acceleratorInterests = {
  seat: "A seat in the open cohort",
  "next-cohort": "Word of the next cohort",
} as const;
export type AcceleratorInterest = keyof typeof acceleratorInterests;
const interestKeys = Object.keys(acceleratorInterests) as [AcceleratorInterest, ...AcceleratorInterest[]];

export const acceleratorLeadSchema = z.object({
  name: singleLine({ required: nameMessage, max: nameMessage }, 100),
  // The spec's rule: required, at most 255 characters, contains "@".
  email: singleLine({ required: emailMessage, max: emailMessage }, 255).check(
    z.refine((v: string) => v.includes("@"), emailMessage),
  ),
  company: singleLine({ required: companyMessage, max: companyMessage }, 100),
  // A page from before the field existed sends none: it offered a seat.
  interest: z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((value: string | undefined) => value || "seat"),
    ),
    z.enum(interestKeys, "must be one of: seat, next-cohort"),
  ),
});

export type AcceleratorLeadValues = z.input<typeof acceleratorLeadSchema>;
export type AcceleratorLeadData = z.output<typeof acceleratorLeadSchema>;

export const acceleratorLeadDefaults: AcceleratorLeadValues = { name: "", email: "", company: "" };

export const ACCELERATOR_SUBJECT = "CMMC Readiness Accelerator: seat inquiry";
export const NEXT_COHORT_SUBJECT = "CMMC Readiness Accelerator: next cohort";

/** The subject of a lead by what it asks for: the sales inbox tells a seat from word of the next cohort. */
export const acceleratorSubjects: Record<AcceleratorInterest, typeof ACCELERATOR_SUBJECT | typeof NEXT_COHORT_SUBJECT> =
  {
    seat: ACCELERATOR_SUBJECT,
    "next-cohort": NEXT_COHORT_SUBJECT,
  };

export const acceleratorLeadPayloadSchema = payloadSchema("accelerator-lead", {
  subject: z.enum([ACCELERATOR_SUBJECT, NEXT_COHORT_SUBJECT]),
  name: acceleratorLeadSchema.shape.name,
  email: acceleratorLeadSchema.shape.email,
  company: acceleratorLeadSchema.shape.company,
  interest: z.optional(z.enum(Object.values(acceleratorInterests) as [string, ...string[]])),
});

export type AcceleratorLeadPayload = z.infer<typeof acceleratorLeadPayloadSchema>;

export function acceleratorLeadPayload(
  data: AcceleratorLeadData,
  accessKey: string,
  botcheck = "",
): AcceleratorLeadPayload {
  const { interest, ...fields } = data;
  return {
    form: "accelerator-lead",
    access_key: accessKey,
    subject: acceleratorSubjects[interest],
    ...fields,
    interest: acceleratorInterests[interest],
    botcheck,
  };
}
