import type * as z from "zod/mini";
import { formSentPath, pages } from "#app/content/pages.ts";
import {
  ACCELERATOR_SUBJECT,
  acceleratorLeadDefaults,
  acceleratorLeadPayload,
  acceleratorLeadSchema,
} from "./accelerator-lead.ts";
import { CHECKLIST_SUBJECT, checklistDefaults, checklistPayload, checklistSchema } from "./checklist.ts";
import { CONTACT_SUBJECT, contactDefaults, contactPayload, contactSchema } from "./contact.ts";
import { governanceInquiryDefaults, governanceInquiryPayload, governanceInquirySchema } from "./governance-inquiry.ts";
import type { LeadForm, LeadPayload } from "./payload.ts";

/** What the browser and the server both need to know about one lead form. */
export interface LeadFormDefinition<Schema extends z.ZodMiniObject = z.ZodMiniObject> {
  /** The fields the visitor fills in, with the spec's messages. */
  schema: Schema;
  defaults: z.input<Schema>;
  /** The body the form service receives, built from valid fields. */
  payload: (data: z.output<Schema>, accessKey: string, botcheck?: string) => LeadPayload;
  /** The page that holds the form: a native post that comes back with errors is shown on it again. */
  page: string;
  /** The subject line an external form service sends, when the page posts to one natively. */
  subject?: string;
  /**
   * The spec gives this form its own messages (the contact table, the accelerator's toasts), so the browser never
   * checks it (`novalidate`), with JavaScript or without: the server's page shows those messages instead of the
   * browser's own bubbles. The other forms keep the browser's required and e-mail checks, as the spec asks.
   */
  ownMessages?: boolean;
  /**
   * Its confirmation page starts a download (the checklist's PDF). On our server that page is shown only right
   * after the submission that earned it: the redirect carries a single-use receipt (RECEIPT_PARAM).
   */
  confirmationDownload?: boolean;
}

function define<Schema extends z.ZodMiniObject>(definition: LeadFormDefinition<Schema>): LeadFormDefinition<Schema> {
  return definition;
}

/** The four lead forms, by the `form` value they post. */
export const leadFormDefinitions = {
  contact: define({
    schema: contactSchema,
    defaults: contactDefaults,
    payload: contactPayload,
    page: pages.contact.path,
    subject: CONTACT_SUBJECT,
    ownMessages: true,
  }),
  "governance-inquiry": define({
    schema: governanceInquirySchema,
    defaults: governanceInquiryDefaults as z.input<typeof governanceInquirySchema>,
    payload: governanceInquiryPayload,
    page: pages.lpGovernance.path,
  }),
  "accelerator-lead": define({
    schema: acceleratorLeadSchema,
    defaults: acceleratorLeadDefaults,
    payload: acceleratorLeadPayload,
    page: pages.lpCmmcAccelerator.path,
    subject: ACCELERATOR_SUBJECT,
    ownMessages: true,
  }),
  checklist: define({
    schema: checklistSchema,
    defaults: checklistDefaults,
    payload: checklistPayload,
    page: pages.lpCmmcAccelerator.path,
    subject: CHECKLIST_SUBJECT,
    confirmationDownload: true,
  }),
} satisfies Record<LeadForm, LeadFormDefinition<z.ZodMiniObject>>;

export function isLeadForm(value: unknown): value is LeadForm {
  return typeof value === "string" && Object.hasOwn(leadFormDefinitions, value);
}

/** Where a native post lands once the lead is stored: the form's confirmation page. */
export function sentPath(form: LeadForm): string {
  return formSentPath(form);
}

/** The query parameter of a confirmation page that carries its download's receipt. */
export const RECEIPT_PARAM = "receipt";

/** The hidden field that names the form in a native post. */
export const FORM_FIELD = "form";
/** The redirect field of Web3Forms-compatible services: where to send the visitor after a native post. */
export const REDIRECT_FIELD = "redirect";
