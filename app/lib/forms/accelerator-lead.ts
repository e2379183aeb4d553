import { z } from "zod";
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

export const acceleratorLeadSchema = z.object({
  name: singleLine({ required: nameMessage, max: nameMessage }, 100),
  // The spec's rule: required, at most 255 characters, contains "@".
  email: singleLine({ required: emailMessage, max: emailMessage }, 255).refine((v) => v.includes("@"), emailMessage),
  company: singleLine({ required: companyMessage, max: companyMessage }, 100),
});

export type AcceleratorLeadValues = z.input<typeof acceleratorLeadSchema>;
export type AcceleratorLeadData = z.output<typeof acceleratorLeadSchema>;

export const acceleratorLeadDefaults: AcceleratorLeadValues = { name: "", email: "", company: "" };

export const ACCELERATOR_SUBJECT = "CMMC Readiness Accelerator: seat inquiry";

export const acceleratorLeadPayloadSchema = payloadSchema("accelerator-lead", {
  subject: z.literal(ACCELERATOR_SUBJECT),
  ...acceleratorLeadSchema.shape,
});

export type AcceleratorLeadPayload = z.infer<typeof acceleratorLeadPayloadSchema>;

export function acceleratorLeadPayload(
  data: AcceleratorLeadData,
  accessKey: string,
  botcheck = "",
): AcceleratorLeadPayload {
  return { form: "accelerator-lead", access_key: accessKey, subject: ACCELERATOR_SUBJECT, ...data, botcheck };
}
