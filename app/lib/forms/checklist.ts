import * as z from "zod/mini";
import { emailField, singleLine } from "./fields.ts";
import { payloadSchema } from "./envelope.ts";

/** Checklist download dialog (spec section 5). */
export const checklistSchema = z.object({
  fullName: singleLine({ required: "Full name is required", max: "Full name must be less than 100 characters" }, 100),
  email: emailField({ invalid: "Please enter a valid email address", max: "Email must be less than 255 characters" }),
  companyName: singleLine(
    { required: "Company name is required", max: "Company name must be less than 100 characters" },
    100,
  ),
});

export type ChecklistValues = z.input<typeof checklistSchema>;
export type ChecklistData = z.output<typeof checklistSchema>;

export const checklistDefaults: ChecklistValues = { fullName: "", email: "", companyName: "" };

export const CHECKLIST_INTEREST = "CMMC Level 1 Readiness Checklist";
export const CHECKLIST_SUBJECT = "CMMC Level 1 readiness checklist download";
export const CHECKLIST_MESSAGE = "Downloaded the CMMC Level 1 readiness checklist.";

export const checklistPayloadSchema = payloadSchema("checklist", {
  name: checklistSchema.shape.fullName,
  email: checklistSchema.shape.email,
  company: checklistSchema.shape.companyName,
  interest: z.literal(CHECKLIST_INTEREST),
  subject: z.literal(CHECKLIST_SUBJECT),
  message: z.literal(CHECKLIST_MESSAGE),
});

export type ChecklistPayload = z.infer<typeof checklistPayloadSchema>;

export function checklistPayload(data: ChecklistData, accessKey: string, botcheck = ""): ChecklistPayload {
  return {
    form: "checklist",
    access_key: accessKey,
    name: data.fullName,
    email: data.email,
    company: data.companyName,
    interest: CHECKLIST_INTEREST,
    subject: CHECKLIST_SUBJECT,
    message: CHECKLIST_MESSAGE,
    botcheck,
  };
}
