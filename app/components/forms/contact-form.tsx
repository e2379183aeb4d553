import { Field, inputClasses } from "~/components/ui/field";
import { contactForm as copy, requiredNote } from "~/content/forms";
import { contactPayload } from "~/lib/forms/contact";
import { acceptedStrictly } from "~/lib/forms/submit";
import { siteConfig } from "~/site.config";
import { FormProblemSummary } from "./form-problem-summary";
import { LeadFormSubmit } from "./lead-form-submit";
import { sendLead } from "./send-lead";
import { useLeadForm } from "./use-lead-form";

/** The contact page form: validates on submit, then on every change; keeps what was typed on failure. */
export function ContactForm() {
  const { formProps, hiddenFields, control, field, problem, isSubmitting } = useLeadForm("contact", {
    send: (data, botcheck) =>
      sendLead(contactPayload(data, siteConfig.forms.accessKey, botcheck), copy, { accepted: acceptedStrictly }),
  });
  const { labels } = copy;
  return (
    <form {...formProps} className="relative space-y-5" aria-describedby="contact-required-note">
      {problem && <FormProblemSummary problem={problem} labels={labels} />}
      <p id="contact-required-note" className="text-sm text-muted">
        {requiredNote}
      </p>
      {hiddenFields}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={labels.firstName} {...field("firstName")}>
          {(fieldProps) => (
            <input {...control("firstName")} {...fieldProps} autoComplete="given-name" className={inputClasses} />
          )}
        </Field>
        <Field label={labels.lastName} {...field("lastName")}>
          {(fieldProps) => (
            <input {...control("lastName")} {...fieldProps} autoComplete="family-name" className={inputClasses} />
          )}
        </Field>
      </div>
      <Field label={labels.email} {...field("email")}>
        {(fieldProps) => <input {...control("email")} {...fieldProps} autoComplete="email" className={inputClasses} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={labels.company} {...field("company")}>
          {(fieldProps) => (
            <input {...control("company")} {...fieldProps} autoComplete="organization" className={inputClasses} />
          )}
        </Field>
        <Field label={labels.phone} {...field("phone")}>
          {(fieldProps) => (
            <input {...control("phone")} {...fieldProps} type="tel" autoComplete="tel" className={inputClasses} />
          )}
        </Field>
      </div>
      <Field label={labels.message} {...field("message")}>
        {(fieldProps) => (
          <textarea {...control("message")} {...fieldProps} rows={5} className={`${inputClasses} min-h-[120px]`} />
        )}
      </Field>
      <LeadFormSubmit labels={copy} busy={isSubmitting} className="w-full sm:w-auto" />
    </form>
  );
}
