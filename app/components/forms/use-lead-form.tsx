import { zodResolver } from "@hookform/resolvers/zod";
import { type BaseSyntheticEvent, type FormEvent, useMemo, useState } from "react";
import { type FieldErrors, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { formConstraints } from "#app/lib/forms/constraints.ts";
import { FORM_FIELD, REDIRECT_FIELD, leadFormDefinitions, sentPath } from "#app/lib/forms/lead-forms.ts";
import type { LeadForm } from "#app/lib/forms/payload.ts";
import { useFormProblem } from "#app/lib/forms/problem.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { siteConfig } from "#app/site.config.ts";
import { honeypotValue } from "./honeypot.tsx";
import { SentConfirmation } from "./sent-confirmation.tsx";

type Definition<Form extends LeadForm> = (typeof leadFormDefinitions)[Form];
type Values<Form extends LeadForm> = z.input<Definition<Form>["schema"]> & FieldValues;
type Data<Form extends LeadForm> = z.output<Definition<Form>["schema"]>;
type Name<Form extends LeadForm> = Path<Values<Form>> & keyof Values<Form>;

interface LeadFormOptions<Form extends LeadForm> {
  /**
   * Sends valid data (with the honeypot's value); resolves true when the service took it, and the form resets.
   * Only runs with JavaScript; before that, and without it, the form posts natively (docs/decisions/0006).
   */
  send: (data: Data<Form>, botcheck: string) => Promise<boolean>;
  onInvalid?: (errors: FieldErrors<Values<Form>>) => void;
  /** The spec has the Governance landing form checked by the browser itself, with JavaScript too. */
  browserValidation?: boolean;
  /**
   * Once sent, the form's place says so (the form's success words) and offers to send another, so the page still
   * says the message went after the toast has gone (issue 37). Not for the checklist: its dialog closes on success.
   */
  sentNotice?: { title: string; description: string };
}

const isExternal = (endpoint: string) => /^https?:\/\//i.test(endpoint);

/**
 * One mechanism for the four lead forms. Before hydration and without JavaScript each is a real POST form to
 * the lead endpoint (or the external service), with the browser's checks derived from the zod schema; once
 * React runs, react-hook-form validates with the same schema and sends JSON. When the server renders the page
 * because a native post came back, the values and errors come from that problem.
 */
export function useLeadForm<Form extends LeadForm>(form: Form, options: LeadFormOptions<Form>) {
  const { send, onInvalid, browserValidation = false, sentNotice } = options;
  const [sent, setSent] = useState(false);
  const definition = leadFormDefinitions[form] as unknown as Definition<Form>;
  const schema = definition.schema as unknown as z.ZodObject;
  const problem = useFormProblem(form);
  const hydrated = useHydrated();
  const constraints = useMemo(() => formConstraints(schema), [schema]);
  const {
    register,
    handleSubmit,
    reset,
    formState,
    control: formControl,
  } = useForm<Values<Form>, unknown, Data<Form>>({
    resolver: zodResolver(schema) as never,
    // No default values: react-hook-form then takes each field's value from the page when the field registers, as
    // hydration commits, instead of writing its default over it. What the visitor typed, pasted or chose before
    // React took over stays, with the caret where they left it.
    reValidateMode: "onChange",
  });

  const submitValid = handleSubmit(async (data: Data<Form>, event?: BaseSyntheticEvent) => {
    if (!(await send(data, honeypotValue(event)))) return;
    reset(definition.defaults as never);
    if (sentNotice) setSent(true);
  }, onInvalid);
  // While a lead is on its way the button stays focusable (aria-disabled, not disabled: a disabled button drops
  // focus to the page body), so a second press or Enter in a field is ignored here instead.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    return submitValid(event);
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
    isSubmitting: formState.isSubmitting,
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
            {definition.subject && <input type="hidden" name="subject" value={definition.subject} />}
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
    /** react-hook-form's control, for a component that follows a field's value as it is typed (useWatch). */
    formControl,
    /** Props for the Field around it: its id, whether it is required, and its message (react-hook-form's, or
     * the server's when a native post came back). */
    field: (name: Name<Form>) => ({
      id: fieldId(form, name as string),
      required: Boolean(constraints[name as string]?.required),
      error:
        (formState.errors[name]?.message as string | undefined) ??
        problem?.errors[name as string] ??
        (browserChecks ? browserErrors[name as string] : undefined),
    }),
  };
}

/** What `useLeadForm` gives a form: its props, fields and state. */
export type LeadFormApi<Form extends LeadForm> = ReturnType<typeof useLeadForm<Form>>;
/** A field of a lead form, by name. */
export type LeadFieldName<Form extends LeadForm> = Name<Form>;

/** A field's id, stable on the server and in the browser, so an error summary can link to it. */
export function fieldId(form: LeadForm, name: string): string {
  return `${form}-${name}`;
}
