import { createContext as createReactContext, useContext } from "react";
import { createContext as createRouterContext } from "react-router";
import type { LeadForm } from "./payload.ts";

/** The quote's "Prepared for" form (app/components/pricing/quote-link.tsx): not a lead, but sent back the same way. */
export const QUOTE_FORM = "quote";

/** A form the server can send back with its errors: a lead form, or the quote's. */
export type ProblemForm = LeadForm | typeof QUOTE_FORM;

/**
 * A form that came back: posted natively (without JavaScript, or before the page's script ran) and refused by
 * the lead endpoint (or the quote's). The server renders the form's page again with this, so the visitor sees each
 * error under its field and every value they typed (docs/decisions/0006-native-forms-and-server-pricing.md).
 */
export interface FormProblem {
  form: ProblemForm;
  /** What the visitor sent, field by field. */
  values: Record<string, string>;
  /** The schema's message for each invalid field. */
  errors: Record<string, string>;
  /** A problem with the whole submission (rate limit, store unavailable), in the endpoint's words. */
  message?: string;
}

/** How the lead endpoint hands the problem to the server render (React Router's load context). */
export const formProblemLoadContext = createRouterContext<FormProblem | null>(null);

/** How the render hands it to the form. */
export const FormProblemContext = createReactContext<FormProblem | null>(null);

/** The problem for this form, if the page is rendered because of one. */
export function useFormProblem(form: ProblemForm): FormProblem | null {
  const problem = useContext(FormProblemContext);
  return problem?.form === form ? problem : null;
}

/** A field's id, stable on the server and in the browser, so an error summary can link to it. */
export function fieldId(form: ProblemForm, name: string): string {
  return `${form}-${name}`;
}
