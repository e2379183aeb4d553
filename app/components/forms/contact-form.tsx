import { zodResolver } from "@hookform/resolvers/zod";
import type { BaseSyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Field, inputClasses } from "~/components/ui/field";
import { contactForm as copy, requiredNote } from "~/content/forms";
import {
  type ContactData,
  type ContactValues,
  contactDefaults,
  contactPayload,
  contactSchema,
} from "~/lib/forms/contact";
import { acceptedStrictly } from "~/lib/forms/submit";
import { siteConfig } from "~/site.config";
import { Honeypot, honeypotValue } from "./honeypot";
import { sendLead } from "./send-lead";

/** The contact page form: validates on submit, then on every change; keeps what was typed on failure. */
export function ContactForm() {
  const { register, handleSubmit, reset, formState } = useForm<ContactValues, unknown, ContactData>({
    resolver: zodResolver(contactSchema),
    defaultValues: contactDefaults,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (data: ContactData, event?: BaseSyntheticEvent) => {
    const payload = contactPayload(data, siteConfig.forms.accessKey, honeypotValue(event));
    if (await sendLead(payload, copy, acceptedStrictly)) reset();
  };

  const { labels } = copy;
  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="relative space-y-5"
      aria-describedby="contact-required-note"
    >
      <p id="contact-required-note" className="text-sm text-muted">
        {requiredNote}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={labels.firstName} required error={errors.firstName?.message}>
          {(p) => <input {...p} {...register("firstName")} autoComplete="given-name" className={inputClasses} />}
        </Field>
        <Field label={labels.lastName} required error={errors.lastName?.message}>
          {(p) => <input {...p} {...register("lastName")} autoComplete="family-name" className={inputClasses} />}
        </Field>
      </div>
      <Field label={labels.email} required error={errors.email?.message}>
        {(p) => <input {...p} {...register("email")} type="email" autoComplete="email" className={inputClasses} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={labels.company} error={errors.company?.message}>
          {(p) => <input {...p} {...register("company")} autoComplete="organization" className={inputClasses} />}
        </Field>
        <Field label={labels.phone} error={errors.phone?.message}>
          {(p) => <input {...p} {...register("phone")} type="tel" autoComplete="tel" className={inputClasses} />}
        </Field>
      </div>
      <Field label={labels.message} required error={errors.message?.message}>
        {(p) => <textarea {...p} {...register("message")} rows={5} className={`${inputClasses} min-h-[120px]`} />}
      </Field>
      <Honeypot />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
