import { zodResolver } from "@hookform/resolvers/zod";
import type { BaseSyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Field, inputClasses } from "~/components/ui/field";
import { governanceInquiryForm as copy, requiredNote } from "~/content/forms";
import {
  type GovernanceInquiryData,
  type GovernanceInquiryValues,
  governanceInquiryDefaults,
  governanceInquiryPayload,
  governanceInquirySchema,
  interests,
} from "~/lib/forms/governance-inquiry";
import { siteConfig } from "~/site.config";
import { Honeypot, honeypotValue } from "./honeypot";
import { sendLead } from "./send-lead";

/** The /lp/Governance inquiry: every field required; reset on success. */
export function GovernanceInquiryForm() {
  const { register, handleSubmit, reset, formState } = useForm<GovernanceInquiryValues, unknown, GovernanceInquiryData>(
    {
      resolver: zodResolver(governanceInquirySchema),
      defaultValues: governanceInquiryDefaults as GovernanceInquiryValues,
      reValidateMode: "onChange",
    },
  );
  const { errors, isSubmitting } = formState;

  const onSubmit = async (data: GovernanceInquiryData, event?: BaseSyntheticEvent) => {
    if (await sendLead(governanceInquiryPayload(data, siteConfig.forms.accessKey, honeypotValue(event)), copy)) reset();
  };

  const { labels } = copy;
  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="relative space-y-5">
      <p className="text-sm text-muted">{requiredNote}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={labels.name} required error={errors.name?.message}>
          {(p) => <input {...p} {...register("name")} autoComplete="name" required className={inputClasses} />}
        </Field>
        <Field label={labels.email} required error={errors.email?.message}>
          {(p) => (
            <input {...p} {...register("email")} type="email" autoComplete="email" required className={inputClasses} />
          )}
        </Field>
        <Field label={labels.company} required error={errors.company?.message}>
          {(p) => (
            <input {...p} {...register("company")} autoComplete="organization" required className={inputClasses} />
          )}
        </Field>
        <Field label={labels.interest} required error={errors.interest?.message}>
          {(p) => (
            <select {...p} {...register("interest")} required className={inputClasses}>
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
      <Field label={labels.message} required error={errors.message?.message}>
        {(p) => (
          <textarea {...p} {...register("message")} rows={4} required className={`${inputClasses} min-h-[120px]`} />
        )}
      </Field>
      <Honeypot />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
