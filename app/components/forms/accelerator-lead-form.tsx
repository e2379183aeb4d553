import { zodResolver } from "@hookform/resolvers/zod";
import type { BaseSyntheticEvent } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Field, inputClasses } from "~/components/ui/field";
import { acceleratorLeadForm as copy, requiredNote } from "~/content/forms";
import {
  type AcceleratorLeadData,
  type AcceleratorLeadValues,
  acceleratorErrorTitles,
  acceleratorLeadDefaults,
  acceleratorLeadPayload,
  acceleratorLeadSchema,
} from "~/lib/forms/accelerator-lead";
import { siteConfig } from "~/site.config";
import { Honeypot, honeypotValue } from "./honeypot";
import { sendLead } from "./send-lead";

const fieldOrder = ["name", "email", "company"] as const;

/**
 * The accelerator page's lead form. A validation failure shows the spec's destructive toast for the first
 * invalid field (and each error under its field) and stops; the send itself is our choice (see README).
 */
export function AcceleratorLeadForm() {
  const { register, handleSubmit, reset, formState } = useForm<AcceleratorLeadValues, unknown, AcceleratorLeadData>({
    resolver: zodResolver(acceleratorLeadSchema),
    defaultValues: acceleratorLeadDefaults,
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = formState;

  const onInvalid = (invalid: FieldErrors<AcceleratorLeadValues>) => {
    const field = fieldOrder.find((name) => invalid[name]);
    if (field) toast.error(acceleratorErrorTitles[field], { description: invalid[field]?.message });
  };

  const onSubmit = async (data: AcceleratorLeadData, event?: BaseSyntheticEvent) => {
    if (await sendLead(acceleratorLeadPayload(data, siteConfig.forms.accessKey, honeypotValue(event)), copy)) reset();
  };

  const { labels } = copy;
  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} className="relative space-y-5">
      <p className="text-sm text-muted">{requiredNote}</p>
      <Field label={labels.name} required error={errors.name?.message}>
        {(p) => <input {...p} {...register("name")} autoComplete="name" className={inputClasses} />}
      </Field>
      <Field label={labels.email} required error={errors.email?.message}>
        {(p) => <input {...p} {...register("email")} type="email" autoComplete="email" className={inputClasses} />}
      </Field>
      <Field label={labels.company} required error={errors.company?.message}>
        {(p) => <input {...p} {...register("company")} autoComplete="organization" className={inputClasses} />}
      </Field>
      <Honeypot />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
