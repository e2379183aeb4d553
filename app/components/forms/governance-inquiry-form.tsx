import { Field, inputClasses } from "~/components/ui/field";
import { governanceInquiryForm as copy, requiredNote } from "~/content/forms";
import { governanceInquiryPayload, interests } from "~/lib/forms/governance-inquiry";
import { siteConfig } from "~/site.config";
import { FormProblemSummary } from "./form-problem-summary";
import { LeadFormSubmit } from "./lead-form-submit";
import { sendLead } from "./send-lead";
import { useLeadForm } from "./use-lead-form";

/** The /lp/Governance inquiry: every field required, checked by the browser (spec); reset on success. */
export function GovernanceInquiryForm() {
  const { formProps, hiddenFields, control, field, problem, isSubmitting } = useLeadForm("governance-inquiry", {
    send: (data, botcheck) => sendLead(governanceInquiryPayload(data, siteConfig.forms.accessKey, botcheck), copy),
    browserValidation: true,
  });
  const { labels } = copy;
  return (
    <form {...formProps} className="relative space-y-5">
      {problem && <FormProblemSummary problem={problem} labels={labels} />}
      <p className="text-sm text-muted">{requiredNote}</p>
      {hiddenFields}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={labels.name} {...field("name")}>
          {(fieldProps) => <input {...control("name")} {...fieldProps} autoComplete="name" className={inputClasses} />}
        </Field>
        <Field label={labels.email} {...field("email")}>
          {(fieldProps) => (
            <input {...control("email")} {...fieldProps} autoComplete="email" className={inputClasses} />
          )}
        </Field>
        <Field label={labels.company} {...field("company")}>
          {(fieldProps) => (
            <input {...control("company")} {...fieldProps} autoComplete="organization" className={inputClasses} />
          )}
        </Field>
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
      <Field label={labels.message} {...field("message")}>
        {(fieldProps) => (
          <textarea {...control("message")} {...fieldProps} rows={4} className={`${inputClasses} min-h-[120px]`} />
        )}
      </Field>
      <LeadFormSubmit labels={copy} busy={isSubmitting} className="w-full sm:w-auto" />
    </form>
  );
}
