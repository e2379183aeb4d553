import { toast } from "sonner";
import { acceleratorLeadForm as copy, requiredNote } from "~/content/forms";
import { acceleratorErrorTitles, acceleratorLeadPayload } from "~/lib/forms/accelerator-lead";
import { siteConfig } from "~/site.config";
import { FormProblemSummary } from "./form-problem-summary";
import { LeadFormSubmit } from "./lead-form-submit";
import { sendLead } from "./send-lead";
import { TextField } from "./text-field";
import { useLeadForm } from "./use-lead-form";

const fieldOrder = ["name", "email", "company"] as const;

/**
 * The accelerator page's lead form. A validation failure shows the spec's destructive toast for the first
 * invalid field (and each error under its field) and stops; the send itself is our choice (see README).
 */
export function AcceleratorLeadForm() {
  const lead = useLeadForm("accelerator-lead", {
    send: (data, botcheck) => sendLead(acceleratorLeadPayload(data, siteConfig.forms.accessKey, botcheck), copy),
    onInvalid: (invalid) => {
      const name = fieldOrder.find((key) => invalid[key]);
      if (name) toast.error(acceleratorErrorTitles[name], { description: invalid[name]?.message });
    },
  });
  const { formProps, hiddenFields, problem, isSubmitting } = lead;
  const { labels } = copy;
  return (
    <form {...formProps} className="relative space-y-5">
      {problem && <FormProblemSummary problem={problem} labels={acceleratorErrorTitles} />}
      <p className="text-sm text-muted">{requiredNote}</p>
      {hiddenFields}
      <TextField lead={lead} name="name" label={labels.name} autoComplete="name" />
      {/* The spec's rule is "contains @", not a full address check, so the type is ours, not the schema's. */}
      <TextField lead={lead} name="email" label={labels.email} type="email" autoComplete="email" />
      <TextField lead={lead} name="company" label={labels.company} autoComplete="organization" />
      <LeadFormSubmit labels={copy} busy={isSubmitting} className="w-full" />
    </form>
  );
}
