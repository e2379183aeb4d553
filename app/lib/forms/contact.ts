import * as z from "zod/mini";
import { emailField, multiLine, singleLine } from "./fields.ts";
import { payloadSchema } from "./envelope.ts";

/** Contact page form (spec section 5): the exact messages. */
export const contactSchema = z.object({
  firstName: singleLine({ required: "First name is required", max: "First name must be less than 50 characters" }, 50),
  lastName: singleLine({ required: "Last name is required", max: "Last name must be less than 50 characters" }, 50),
  email: emailField({ invalid: "Invalid email address", max: "Email must be less than 255 characters" }),
  company: singleLine({ max: "Company name must be less than 100 characters" }, 100),
  phone: singleLine({ max: "Phone number must be less than 20 characters" }, 20),
  message: multiLine(
    { min: "Message must be at least 10 characters", max: "Message must be less than 1000 characters" },
    10,
    1000,
  ),
});

export type ContactValues = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

export const contactDefaults: ContactValues = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  phone: "",
  message: "",
};

export const CONTACT_SUBJECT = "New Contact Form Submission";
export const NOT_PROVIDED = "Not provided";

/** What is sent (spec section 7): name joined, empty optional fields as "Not provided". */
export const contactPayloadSchema = payloadSchema("contact", {
  subject: z.literal(CONTACT_SUBJECT),
  name: singleLine({ required: "Name is required", max: "Name must be less than 102 characters" }, 101),
  email: contactSchema.shape.email,
  company: contactSchema.shape.company,
  phone: contactSchema.shape.phone,
  message: contactSchema.shape.message,
});

export type ContactPayload = z.infer<typeof contactPayloadSchema>;

export function contactPayload(data: ContactData, accessKey: string, botcheck = ""): ContactPayload {
  return {
    form: "contact",
    access_key: accessKey,
    subject: CONTACT_SUBJECT,
    name: `${data.firstName} ${data.lastName}`,
    email: data.email,
    company: data.company || NOT_PROVIDED,
    phone: data.phone || NOT_PROVIDED,
    message: data.message,
    botcheck,
  };
}
