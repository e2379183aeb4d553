import { Field, inputClasses } from "#app/components/ui/field.tsx";
import { governanceInquiryForm as copy, formProblem, requiredNote } from "#app/content/forms.ts";
import { governanceInquiryPayload, interests } from "#app/lib/forms/governance-inquiry.ts";
import { siteConfig } from "#app/site.config.ts";
import { FormProblemSummary } from "./form-problem-summary.tsx";
import { LeadFormSubmit } from "./lead-form-submit.tsx";
import { sendLead } from "./send-lead.ts";
import { TextField } from "./text-field.tsx";
import { useLeadForm } from "./use-lead-form.tsx";

/** The /lp/Governance inquiry: every field required, checked by the browser (spec); reset on success. */
export function GovernanceInquiryForm() {
  const lead = useLeadForm("governance-inquiry", {
    sentNotice: copy.success,
    send: (data, botcheck) => sendLead(governanceInquiryPayload(data, siteConfig.forms.accessKey, botcheck), copy),
    browserValidation: true,
  });
  const { formProps, hiddenFields, control, field, problem, isSubmitting } = lead;
  const { labels } = copy;
  return (
    <>
      {lead.confirmation}
      <form {...formProps} className="relative space-y-5">
        {problem && <FormProblemSummary problem={problem} labels={labels} words={formProblem} />}
        <p className="text-sm text-muted">{requiredNote}</p>
        {hiddenFields}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField lead={lead} name="name" label={labels.name} autoComplete="name" />
          <TextField lead={lead} name="email" label={labels.email} autoComplete="email" />
          <TextField lead={lead} name="company" label={labels.company} autoComplete="organization" />
          <Field label={labels.interest} {...field("interest")}>
            {(fieldProps) => (
              <select {...control("interest")} {...fieldProps} className={inputClasses}>
                <option value="">{copy.interestPlaceholder}</option>
                {interests.map((interest) => (
                  <option key={interest.value} value={interest.value}>
                    {interest.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <TextField lead={lead} name="message" label={labels.message} multiline rows={4} />
        <LeadFormSubmit labels={copy} busy={isSubmitting} className="w-full sm:w-auto" />
      </form>
    </>
  );
}
