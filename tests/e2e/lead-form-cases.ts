/**
 * The four lead forms as a visitor meets them, for the journeys that run in both browsers: where each one is, its
 * labels and words (from the content, never re-typed), and values to type. `invalid` holds values the browser's own
 * checks let through but the schema refuses (spaces only, an address without a dot), so the server must answer.
 */
import { cmmcLanding } from "#app/content/cmmc-accelerator.ts";
import { acceleratorFormToday } from "./cohort-today.ts";
import { acceleratorLeadForm, checklistForm, contactForm, governanceInquiryForm } from "#app/content/forms.ts";
import { pages } from "#app/content/pages.ts";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { LeadForm } from "#app/lib/forms/payload.ts";
import { siteConfig } from "#app/site.config.ts";

export interface LeadFormCase {
  form: LeadForm;
  page: string;
  /** The label of the button that opens the form, when it sits behind one (the checklist dialog). */
  opener?: string;
  labels: Record<string, string>;
  submit: string;
  /** The button's label while a submission is on its way. */
  submitting: string;
  success: { title: string; description: string };
  failure: { title: string };
  invalid: (email: string) => Record<string, string>;
  valid: (email: string) => Record<string, string>;
  /** Fields that are a select, not a text box. */
  selects?: string[];
  /** Fields the page sets (hidden), not the visitor: no value set of a visitor's can break them. */
  setByPage?: string[];
  /**
   * Sets of values that, together, break every rule of the form's schema (section 5) that a visitor can reach in
   * every mode: values the browser's own checks let through where the spec keeps them (spaces for a required
   * field, an address without a dot), so the schema, in the browser or on the server, must answer.
   */
  ruleBreakers: (email: string) => Record<string, string>[];
}

const longer = (limit: number) => "x".repeat(limit + 1);
/** A well-formed address of 262 characters: only the length rule refuses it. */
const longEmail = `${"a".repeat(250)}@example.com`;

/** The checklist form's opener, as the page labels it. */
export const checklistOpener = cmmcLanding.checklistLabel;

export const leadFormCases: LeadFormCase[] = [
  {
    form: "contact",
    page: pages.contact.path,
    labels: contactForm.labels,
    submit: contactForm.submit,
    submitting: contactForm.submitting,
    success: contactForm.success,
    failure: contactForm.failure,
    invalid: (email) => ({
      firstName: "   ",
      lastName: "Lovelace",
      email: email.replace(/\.com$/, ""),
      company: "",
      phone: "",
      message: "We need help with CMMC Level 2.",
    }),
    valid: (email) => ({
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      company: "Analytical Engines LLC",
      phone: "",
      message: "We need help with CMMC Level 2.",
    }),
    ruleBreakers: (email) => [
      {
        firstName: "   ",
        lastName: longer(50),
        email: email.replace(/\.com$/, ""),
        company: longer(100),
        phone: longer(20),
        message: "too short",
      },
      { firstName: longer(50), lastName: "  ", email: longEmail, company: "", phone: "", message: longer(1000) },
    ],
  },
  {
    form: "governance-inquiry",
    page: pages.lpGovernance.path,
    labels: governanceInquiryForm.labels,
    submit: governanceInquiryForm.submit,
    submitting: governanceInquiryForm.submitting,
    success: governanceInquiryForm.success,
    failure: governanceInquiryForm.failure,
    selects: ["interest"],
    invalid: (email) => ({
      name: "  ",
      email: email.replace(/\.com$/, ""),
      company: "Hopper Systems",
      interest: "governance",
      message: "Tell me about continuous monitoring.",
    }),
    valid: (email) => ({
      name: "Grace Hopper",
      email,
      company: "Hopper Systems",
      interest: "governance",
      message: "Tell me about continuous monitoring.",
    }),
    // The browser itself requires a choice of interest (spec): its rule never reaches the schema.
    ruleBreakers: (email) => [
      { name: "   ", email: email.replace(/\.com$/, ""), company: "  ", interest: "cmmc", message: "   " },
      { name: longer(100), email: longEmail, company: longer(100), interest: "cmmc", message: longer(1000) },
    ],
  },
  {
    form: "accelerator-lead",
    page: pages.lpCmmcAccelerator.path,
    labels: acceleratorLeadForm.labels,
    submit: acceleratorFormToday.submit,
    // A seat, or word of the next cohort: the page's day decides (issue 36).
    setByPage: ["interest"],
    submitting: acceleratorLeadForm.submitting,
    success: acceleratorLeadForm.success,
    failure: acceleratorLeadForm.failure,
    invalid: (email) => ({ name: "   ", email, company: "  " }),
    valid: (email) => ({ name: "Katherine Johnson", email, company: "Langley Defense LLC" }),
    ruleBreakers: () => [
      { name: "   ", email: "no-at-sign", company: "  " },
      { name: longer(100), email: `${"a".repeat(250)}@x.io`.padEnd(256, "o"), company: longer(100) },
    ],
  },
  {
    form: "checklist",
    page: pages.lpCmmcAccelerator.path,
    opener: checklistOpener,
    labels: checklistForm.labels,
    submit: checklistForm.submit,
    submitting: checklistForm.submitting,
    success: checklistForm.success,
    failure: checklistForm.failure,
    invalid: (email) => ({ fullName: "Dorothy Vaughan", email: email.replace(/\.com$/, ""), companyName: "   " }),
    valid: (email) => ({ fullName: "Dorothy Vaughan", email, companyName: "Vaughan Compute" }),
    ruleBreakers: (email) => [
      { fullName: "   ", email: email.replace(/\.com$/, ""), companyName: "  " },
      { fullName: longer(100), email: longEmail, companyName: longer(100) },
    ],
  },
];

/** Where a form's fields are: its dialog when it sits behind a button, else the form itself. */
export const formRegion = (page: Page, item: LeadFormCase): Locator =>
  item.opener ? page.getByRole("dialog", { name: checklistForm.title }) : page.locator(`#${item.form}-form`);

/** A form's field by its label, found by role as assistive technology finds it. */
export const formControl = (scope: Locator, item: LeadFormCase, name: string): Locator =>
  item.selects?.includes(name)
    ? scope.getByRole("combobox", { name: item.labels[name]! })
    : scope.getByRole("textbox", { name: item.labels[name]!, exact: true });

/** Opens the form (its dialog, where it has one) and types these values into it; returns the form's region. */
export async function openAndFill(page: Page, item: LeadFormCase, values: Record<string, string>): Promise<Locator> {
  if (item.opener) await page.getByRole("button", { name: item.opener }).first().click();
  const form = formRegion(page, item);
  for (const [name, value] of Object.entries(values)) {
    if (item.selects?.includes(name)) await formControl(form, item, name).selectOption(value);
    else await formControl(form, item, name).fill(value);
  }
  return form;
}

/** A token unique to one test run, put in the typed email so a test can look for it in every URL. */
export const uniqueToken = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * The confirmation page's URL as a native post earns it (with its download's receipt, where it has one): posts the
 * form's valid values as a browser without JavaScript does and reads the redirect.
 */
export async function earnedConfirmation(request: APIRequestContext, form: LeadForm): Promise<string> {
  const item = leadFormCases.find((candidate) => candidate.form === form)!;
  const response = await request.post("/api/submit", {
    form: { form, access_key: siteConfig.forms.accessKey, ...item.valid(`${uniqueToken("earned")}@example.com`) },
    headers: { Accept: "text/html" },
    maxRedirects: 0,
  });
  if (response.status() !== 303) throw new Error(`the ${form} form answered ${response.status()}`);
  return response.headers().location!;
}
