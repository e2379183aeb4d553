import { acceleratorLeadForm as copy, formProblem, requiredNote } from "#app/content/forms.ts";
import {
  type AcceleratorInterest,
  acceleratorErrorTitles,
  acceleratorLeadPayload,
  acceleratorSubjects,
} from "#app/lib/forms/accelerator-lead.ts";
import { siteConfig } from "#app/site.config.ts";
import { FormProblemSummary } from "./form-problem-summary.tsx";
import { LeadFormSubmit } from "./lead-form-submit.tsx";
import { loadToast, sendLead } from "./send-lead.ts";
import { TextField } from "./text-field.tsx";
import { useLeadForm } from "./use-lead-form.tsx";

const fieldOrder = ["name", "email", "company"] as const;

/**
 * The accelerator page's lead form. A validation failure shows the spec's destructive toast for the first
 * invalid field (and each error under its field) and stops; the send itself is our choice (see README).
 * `interest`: a seat in the open cohort, or, while none is open, word of the next one (the page decides by the day).
 */
export function AcceleratorLeadForm({ interest = "seat" }: { interest?: AcceleratorInterest }) {
  const words = interest === "seat" ? copy : { ...copy, ...copy.nextCohort };
  const lead = useLeadForm("accelerator-lead", {
    sentNotice: words.success,
    subject: acceleratorSubjects[interest],
    send: (data, botcheck) =>
      sendLead(acceleratorLeadPayload({ ...data, interest }, siteConfig.forms.accessKey, botcheck), words),
    onInvalid: (invalid) => {
      const name = fieldOrder.find((key) => invalid[key]);
      if (name)
        void loadToast().then((toast) => toast.error(acceleratorErrorTitles[name], { description: invalid[name] }));
    },
  });
  const { formProps, hiddenFields, problem, isSubmitting } = lead;
  const { labels } = copy;
  return (
    <>
      {lead.confirmation}
      <form {...formProps} className="relative space-y-5">
        {problem && <FormProblemSummary problem={problem} labels={acceleratorErrorTitles} words={formProblem} />}
        <p className="text-sm text-muted">{requiredNote}</p>
        {hiddenFields}
        <input type="hidden" name="interest" value={interest} />
        <TextField lead={lead} name="name" label={labels.name} autoComplete="name" />
        {/* The spec's rule is "contains @", not a full address check, so the type is ours, not the schema's. */}
        <TextField lead={lead} name="email" label={labels.email} type="email" autoComplete="email" />
        <TextField lead={lead} name="company" label={labels.company} autoComplete="organization" />
        <LeadFormSubmit labels={words} busy={isSubmitting} className="w-full" />
      </form>
    </>
  );
}
