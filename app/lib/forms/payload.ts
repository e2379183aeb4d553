import * as z from "zod/mini";
import { acceleratorLeadPayloadSchema } from "./accelerator-lead.ts";
import { checklistPayloadSchema } from "./checklist.ts";
import { contactPayloadSchema } from "./contact.ts";
import { governanceInquiryPayloadSchema } from "./governance-inquiry.ts";

/** Every body the forms send; the server accepts exactly these. */
export const leadPayloadSchema = z.discriminatedUnion("form", [
  contactPayloadSchema,
  governanceInquiryPayloadSchema,
  acceleratorLeadPayloadSchema,
  checklistPayloadSchema,
]);

export type LeadPayload = z.infer<typeof leadPayloadSchema>;
export type LeadForm = LeadPayload["form"];
