import { type FormEvent, useMemo, useState } from "react";
import type * as z from "zod/mini";
import { formConstraints } from "#app/lib/forms/constraints.ts";
import { FORM_FIELD, REDIRECT_FIELD, leadFormDefinitions, sentPath } from "#app/lib/forms/lead-forms.ts";
import type { LeadForm } from "#app/lib/forms/payload.ts";
import { fieldId, useFormProblem } from "#app/lib/forms/problem.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { siteConfig } from "#app/site.config.ts";
import { honeypotValue } from "./honeypot.tsx";
import { type FieldMessages, useFormState } from "./form-state.ts";
import { SentConfirmation } from "./sent-confirmation.tsx";

type Definition<Form extends LeadForm> = (typeof leadFormDefinitions)[Form];
type Values<Form extends LeadForm> = z.input<Definition<Form>["schema"]>;
type Data<Form extends LeadForm> = z.output<Definition<Form>["schema"]>;
type Name<Form extends LeadForm> = keyof Values<Form> & string;

interface LeadFormOptions<Form extends LeadForm> {
  /**
   * Sends valid data (with the honeypot's value); resolves true when the service took it, and the form resets.
   * Only runs with JavaScript; before that, and without it, the form posts natively (docs/decisions/0006).
   */
  send: (data: Data<Form>, botcheck: string) => Promise<boolean>;
  /** Each invalid field's first message, by name, after a send the schema refused. */
  onInvalid?: (errors: Partial<Record<Name<Form>, string>>) => void;
  /** The spec has the Governance landing form checked by the browser itself, with JavaScript too. */
  browserValidation?: boolean;
  /**
   * Once sent, the form's place says so (the form's success words) and offers to send another, so the page still
   * says the message went after the toast has gone (issue 37). Not for the checklist: its dialog closes on success.
   */
  sentNotice?: { title: string; description: string };
  /**
   * The subject a native post to a form service carries, when it depends on what the visitor asks for (the
   * accelerator's seat or next cohort); otherwise the form's own (issue 56: the sales inbox reads it).
   */
  subject?: string;
}

const isExternal = (endpoint: string) => /^https?:\/\//i.test(endpoint);

/**
 * One mechanism for the four lead forms. Before hydration and without JavaScript each is a real POST form to
 * the lead endpoint (or the external service), with the browser's checks derived from the zod schema; once
 * React runs, form-state.ts judges the fields with the same schema and the form sends JSON. When the server renders the page
 * because a native post came back, the values and errors come from that problem.
 */
export function useLeadForm<Form extends LeadForm>(form: Form, options: LeadFormOptions<Form>) {
  const { send, onInvalid, browserValidation = false, sentNotice } = options;
  const [sent, setSent] = useState(false);
  const definition = leadFormDefinitions[form] as unknown as Definition<Form>;
  const schema = definition.schema as unknown as z.ZodMiniObject;
  const problem = useFormProblem(form);
  const hydrated = useHydrated();
  const constraints = useMemo(() => formConstraints(schema), [schema]);
  const {
    register,
    onSubmit: submit,
    errors,
    values,
    isSubmitting,
  } = useFormState(schema, {
    onValid: async (data, event) => {
      if (!(await send(data as Data<Form>, honeypotValue(event)))) return false;
      if (sentNotice) setSent(true);
      return true;
    },
    onInvalid: onInvalid as ((errors: FieldMessages) => void) | undefined,
    empty: definition.defaults as Record<string, string>,
  });
  // While a lead is on its way the button stays focusable (aria-disabled, not disabled: a disabled button drops
  // focus to the page body), so a second press or Enter in a field is ignored here instead.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting) {
      event.preventDefault();
      return;
    }
    return submit(event);
  };

  // The browser's own checks (the Governance inquiry, as the spec asks) show only a passing bubble: once the
  // visitor has tried to send, each field the browser refused says so (aria-invalid) with the browser's words under
  // it, until it is corrected.
  const [browserErrors, setBrowserErrors] = useState<Record<string, string>>({});
  const browserChecks = browserValidation && hydrated;
  const onInvalidCapture = (event: FormEvent<HTMLFormElement>) => {
    const element = event.target as HTMLInputElement;
    if (element.name) setBrowserErrors((errors) => ({ ...errors, [element.name]: element.validationMessage }));
  };
  const onInputCapture = (event: FormEvent<HTMLFormElement>) => {
    const element = event.target as HTMLInputElement;
    if (element.name && element.validity?.valid && browserErrors[element.name]) {
      setBrowserErrors(({ [element.name]: _fixed, ...rest }) => rest);
    }
  };

  const endpoint = siteConfig.forms.endpoint;
  const formId = `${form}-form`;
  return {
    problem,
    isSubmitting,
    /** In the form's place once it is sent: the success words and the way to send another (else nothing). */
    confirmation:
      sent && sentNotice ? (
        <SentConfirmation
          notice={sentNotice}
          onSendAnother={() => {
            setSent(false);
            // The empty form is back: the visitor starts in its first field.
            requestAnimationFrame(() =>
              document.querySelector<HTMLElement>(`#${formId} input:not([type=hidden]), #${formId} select`)?.focus(),
            );
          }}
        />
      ) : null,
    /** Props for the <form> element. */
    formProps: {
      id: formId,
      hidden: sent,
      method: "post",
      action: endpoint,
      // Forms with the spec's own messages are never checked by the browser; the others are until React runs
      // (and the Governance inquiry always, as the spec asks).
      noValidate: Boolean(definition.ownMessages) || (hydrated && !browserValidation),
      onSubmit,
      ...(browserChecks ? { onInvalidCapture, onInputCapture, onChangeCapture: onInputCapture } : {}),
    },
    /** The hidden fields a native post needs: which form it is, the service's key, its redirect and subject. */
    hiddenFields: (
      <>
        <input type="hidden" name={FORM_FIELD} value={form} />
        <input type="hidden" name="access_key" value={siteConfig.forms.accessKey} />
        {isExternal(endpoint) && (
          <>
            <input type="hidden" name={REDIRECT_FIELD} value={`${siteConfig.origin}${sentPath(form)}`} />
            {(options.subject ?? definition.subject) && (
              <input type="hidden" name="subject" value={options.subject ?? definition.subject} />
            )}
          </>
        )}
      </>
    ),
    /**
     * Props for a field's input: name and handlers, the schema's native constraints, a returned value. Never
     * `maxlength`: it cuts typed and pasted text without a word, so no "must be less than" message could ever
     * show; a limit is a message, from the schema, in every mode.
     */
    control: (name: Name<Form>) => {
      const { maxLength: _limit, ...native } = constraints[name as string] ?? {};
      return { ...register(name), ...native, defaultValue: problem?.values[name as string] };
    },
    /** The schema's maximum length for a field, if it has one (a long text box shows a count against it). */
    limit: (name: Name<Form>): number | undefined => constraints[name as string]?.maxLength,
    /** A field's value as it is now typed, for a component that follows it (a character count). */
    watch: (name: Name<Form>): string => values[name] ?? "",
    /** Props for the Field around it: its id, whether it is required, and its message (the schema's, or the
     * server's when a native post came back). */
    field: (name: Name<Form>) => ({
      id: fieldId(form, name as string),
      required: Boolean(constraints[name as string]?.required),
      error:
        errors[name] ?? problem?.errors[name as string] ?? (browserChecks ? browserErrors[name as string] : undefined),
    }),
  };
}

/** What `useLeadForm` gives a form: its props, fields and state. */
export type LeadFormApi<Form extends LeadForm> = ReturnType<typeof useLeadForm<Form>>;
/** A field of a lead form, by name. */
export type LeadFieldName<Form extends LeadForm> = Name<Form>;
