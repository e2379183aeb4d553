import { Field, inputClasses } from "#app/components/ui/field.tsx";
import { SettledAnnouncement } from "#app/components/ui/settled-announcement.tsx";
import { characterCount } from "#app/content/forms.ts";
import type { LeadForm } from "#app/lib/forms/payload.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";
import type { LeadFieldName, LeadFormApi } from "./use-lead-form.tsx";

interface TextFieldProps<Form extends LeadForm> {
  lead: LeadFormApi<Form>;
  name: LeadFieldName<Form>;
  label: string;
  autoComplete?: string;
  type?: "email" | "tel";
  /** A long text box (textarea, at least 120 px high), with a character count against the schema's limit. */
  multiline?: boolean;
  rows?: number;
  className?: string;
}

/**
 * One text field of a lead form: label, control, hint and error wired by `Field`, the schema's native
 * constraints but never a `maxlength` that would cut text (use-lead-form.tsx), and for a long text box the
 * GOV.UK character count. The four forms' text fields are all this component.
 */
export function TextField<Form extends LeadForm>({
  lead,
  name,
  label,
  autoComplete,
  type,
  multiline = false,
  rows = 5,
  className,
}: TextFieldProps<Form>) {
  const hydrated = useHydrated();
  const limit = multiline ? lead.limit(name) : undefined;
  return (
    <Field
      label={label}
      className={className}
      {...lead.field(name)}
      hint={limit ? characterCount.limit(limit) : undefined}
      hintPlacement="after"
      // Once the live count shows, the limit is still what the box's description says, for screen readers.
      hintClassName={hydrated ? "sr-only" : undefined}
      after={limit && hydrated ? <CharacterCount lead={lead} name={name} limit={limit} /> : undefined}
    >
      {(fieldProps) =>
        multiline ? (
          <textarea {...lead.control(name)} {...fieldProps} rows={rows} className={`${inputClasses} min-h-[120px]`} />
        ) : (
          <input
            {...lead.control(name)}
            {...fieldProps}
            // The schema's own type (email) stands unless the form names one.
            {...(type ? { type } : {})}
            autoComplete={autoComplete}
            className={inputClasses}
          />
        )
      }
    </Field>
  );
}

/**
 * The GOV.UK character count: what is left (or how far over) shown as the visitor types, and said politely once
 * they pause, so a screen reader is not interrupted at every key. Never on first paint (nothing typed yet).
 */
function CharacterCount<Form extends LeadForm>({
  lead,
  name,
  limit,
}: {
  lead: LeadFormApi<Form>;
  name: LeadFieldName<Form>;
  limit: number;
}) {
  // As the rules count: trimmed, a line break one character (a textarea's value already has LF only).
  const count = lead.watch(name).trim().length;
  const status = characterCount.status(count, limit);
  return (
    <>
      <p aria-hidden="true" className={cn("text-sm", count > limit ? "font-semibold text-danger" : "text-muted")}>
        {status}
      </p>
      <SettledAnnouncement message={status} />
    </>
  );
}
