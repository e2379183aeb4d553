import * as z from "zod/mini";
import { emailField, multiLine, singleLine } from "./fields.ts";
import { payloadSchema } from "./envelope.ts";

export const interests = [
  { value: "governance", label: "Governance module" },
  { value: "unified", label: "Unified Platform" },
  { value: "cmmc", label: "CMMC Readiness Accelerator" },
  { value: "other", label: "Other" },
] as const;

export type Interest = (typeof interests)[number]["value"];
const interestValues = interests.map((i) => i.value) as [Interest, ...Interest[]];

/** Governance landing inquiry: every field required (spec section 5). */
export const governanceInquirySchema = z.object({
  name: singleLine({ required: "Name is required", max: "Name must be less than 100 characters" }, 100),
  email: emailField({ invalid: "Please enter a valid email address", max: "Email must be less than 255 characters" }),
  company: singleLine({ required: "Company is required", max: "Company must be less than 100 characters" }, 100),
  interest: z.enum(interestValues, { error: "Please choose what you are interested in" }),
  message: multiLine({ min: "Message is required", max: "Message must be less than 1000 characters" }, 1, 1000),
});

export type GovernanceInquiryValues = z.input<typeof governanceInquirySchema>;
export type GovernanceInquiryData = z.output<typeof governanceInquirySchema>;

export const governanceInquiryDefaults = { name: "", email: "", company: "", interest: "", message: "" };

export const governanceInquiryPayloadSchema = payloadSchema("governance-inquiry", {
  ...governanceInquirySchema.shape,
});

export type GovernanceInquiryPayload = z.infer<typeof governanceInquiryPayloadSchema>;

export function governanceInquiryPayload(
  data: GovernanceInquiryData,
  accessKey: string,
  botcheck = "",
): GovernanceInquiryPayload {
  return { form: "governance-inquiry", access_key: accessKey, ...data, botcheck };
}
