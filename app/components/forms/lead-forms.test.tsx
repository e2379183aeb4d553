import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { contactForm, governanceInquiryForm } from "#app/content/forms.ts";
import { ACCELERATOR_SUBJECT, NEXT_COHORT_SUBJECT } from "#app/lib/forms/accelerator-lead.ts";
import { CONTACT_SUBJECT } from "#app/lib/forms/contact.ts";
import { formConstraints } from "#app/lib/forms/constraints.ts";
import { leadFormDefinitions, sentPath } from "#app/lib/forms/lead-forms.ts";
import type { siteConfig } from "#app/site.config.ts";
import { AcceleratorLeadForm } from "./accelerator-lead-form.tsx";
import { ContactForm } from "./contact-form.tsx";
import { GovernanceInquiryForm } from "./governance-inquiry-form.tsx";

const forms = vi.hoisted(() => ({ endpoint: "/api/submit", accessKey: "public-test-key" }));
vi.mock("#app/site.config.ts", async (original) => {
  const actual = await original<{ siteConfig: typeof siteConfig }>();
  return { siteConfig: { ...actual.siteConfig, forms } };
});

const hidden = (form: HTMLFormElement, name: string) =>
  (form.querySelector(`input[type=hidden][name="${name}"]`) as HTMLInputElement | null)?.value;

describe("lead forms as plain HTML (before hydration, without JavaScript)", () => {
  it("post to this server's lead endpoint with their name and key, and no redirect field", () => {
    forms.endpoint = "/api/submit";
    const { container } = render(<ContactForm />);
    const form = container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/submit");
    expect(hidden(form, "form")).toBe("contact");
    expect(hidden(form, "access_key")).toBe(forms.accessKey);
    expect(hidden(form, "redirect")).toBeUndefined();
  });

  it("post natively to an external service with its redirect to our confirmation page and the subject", () => {
    forms.endpoint = "https://api.web3forms.com/submit";
    const { container } = render(<ContactForm />);
    const form = container.querySelector("form")!;
    expect(form.getAttribute("action")).toBe(forms.endpoint);
    expect(hidden(form, "redirect")).toMatch(new RegExp(`^https?://[^/]+${sentPath("contact")}$`));
    expect(hidden(form, "subject")).toBe(CONTACT_SUBJECT);
    forms.endpoint = "/api/submit";
  });

  it("post the accelerator's subject by what it asks for: a seat, or word of the next cohort (issue 56)", () => {
    forms.endpoint = "https://api.web3forms.com/submit";
    for (const [interest, subject] of [
      ["seat", ACCELERATOR_SUBJECT],
      ["next-cohort", NEXT_COHORT_SUBJECT],
    ] as const) {
      const { container, unmount } = render(<AcceleratorLeadForm interest={interest} />);
      const form = container.querySelector("form")!;
      expect([hidden(form, "interest"), hidden(form, "subject")]).toEqual([interest, subject]);
      unmount();
    }
    forms.endpoint = "/api/submit";
  });

  it("carry the schema's constraints on every named field, but never a maxlength that would cut text", () => {
    const { container } = render(<ContactForm />);
    // The contact form has the spec's own messages: the browser never checks it, the server's page does.
    expect(container.querySelector("form")!.noValidate).toBe(true);
    const constraints = formConstraints(leadFormDefinitions.contact.schema);
    for (const [name, label] of Object.entries(contactForm.labels)) {
      const control = screen.getByRole("textbox", { name: new RegExp(`^${label}`) }) as HTMLInputElement;
      const expected = constraints[name as keyof typeof constraints];
      expect(control.name).toBe(name);
      expect(control.required, name).toBe(Boolean(expected.required));
      expect(control.maxLength, name).toBe(-1);
      if (expected.minLength) expect(control.minLength, name).toBe(expected.minLength);
      if (expected.type) expect(control.type, name).toBe(expected.type);
    }
  });

  it("leave the Governance inquiry to the browser's own required check", () => {
    const { container } = render(<GovernanceInquiryForm />);
    expect(container.querySelector("form")!.noValidate).toBe(false);
    for (const label of Object.values(governanceInquiryForm.labels)) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    }
  });
});
