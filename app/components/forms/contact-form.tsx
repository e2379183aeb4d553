import { contactForm as copy, formProblem, requiredNote } from "#app/content/forms.ts";
import { contactPayload } from "#app/lib/forms/contact.ts";
import { acceptedStrictly } from "#app/lib/forms/submit.ts";
import { siteConfig } from "#app/site.config.ts";
import { FormProblemSummary } from "./form-problem-summary.tsx";
import { LeadFormSubmit } from "./lead-form-submit.tsx";
import { sendLead } from "./send-lead.ts";
import { TextField } from "./text-field.tsx";
import { useLeadForm } from "./use-lead-form.tsx";

/** The contact page form: validates on submit, then on every change; keeps what was typed on failure. */
export function ContactForm() {
  const lead = useLeadForm("contact", {
    sentNotice: copy.success,
    send: (data, botcheck) =>
      sendLead(contactPayload(data, siteConfig.forms.accessKey, botcheck), copy, { accepted: acceptedStrictly }),
  });
  const { formProps, hiddenFields, problem, isSubmitting } = lead;
  const { labels } = copy;
  return (
    <>
      {lead.confirmation}
      <form {...formProps} className="relative space-y-5" aria-describedby="contact-required-note">
        {problem && <FormProblemSummary problem={problem} labels={labels} words={formProblem} />}
        <p id="contact-required-note" className="text-sm text-muted">
          {requiredNote}
        </p>
        {hiddenFields}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField lead={lead} name="firstName" label={labels.firstName} autoComplete="given-name" />
          <TextField lead={lead} name="lastName" label={labels.lastName} autoComplete="family-name" />
        </div>
        <TextField lead={lead} name="email" label={labels.email} autoComplete="email" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField lead={lead} name="company" label={labels.company} autoComplete="organization" />
          <TextField lead={lead} name="phone" label={labels.phone} type="tel" autoComplete="tel" />
        </div>
        <TextField lead={lead} name="message" label={labels.message} multiline />
        <LeadFormSubmit labels={copy} busy={isSubmitting} className="w-full sm:w-auto" />
      </form>
    </>
  );
}
