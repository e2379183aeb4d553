import { act, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ComponentType } from "react";
import type { Root } from "react-dom/client";
import { FormProblemContext } from "#app/lib/forms/problem.ts";
import { contactForm } from "#app/content/forms.ts";
import { Island } from "./island.tsx";
import { islands } from "./registry.ts";

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
  vi.restoreAllMocks();
  vi.resetModules();
});

/** A page as the server sends it: the islands' HTML, before any script. */
function serve(markup: React.ReactNode) {
  document.body.innerHTML = renderToString(markup);
}

describe("islands", () => {
  it("hydrate what the server rendered, every one, with the same ids; the page says so once all are alive", async () => {
    serve(
      <>
        <Island name="contact-form" />
        <Island name="pricing-calculators" props={{ query: "tab=secops", cohort: { open: false } }} />
        <Island name="governance-inquiry-form" />
        <Island name="accelerator-lead-form" />
        <Island name="checklist-dialog" props={{ label: "Download the checklist" }} />
      </>,
    );
    const contact = () => within(document.getElementById("contact-form")!);
    const label = contact().getByText(contactForm.labels.email, { selector: "label" });
    const serverId = label.getAttribute("for");
    const errors = vi.spyOn(console, "error");
    // The entries' work: each island's component, hydrated where its markup is.
    const { hydrateIsland } = await import("./hydrate.tsx");
    const roots: Root[] = [];
    await act(async () => {
      for (const [name, component] of Object.entries(islands))
        roots.push(...hydrateIsland(name, component as ComponentType));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(errors).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.hydrated).toBe("true");
    expect(contact().getByText(contactForm.labels.email, { selector: "label" }).getAttribute("for")).toBe(serverId);
    expect(document.getElementById(serverId!)).toBeInstanceOf(HTMLInputElement);
    // Alive: the pricing island's tabs are now APG tabs, no longer links.
    expect(screen.getAllByRole("tab").length).toBeGreaterThan(0);
    // Ended before the page goes: React's scheduler otherwise works on after the test's window is gone.
    act(() => {
      for (const root of roots) root.unmount();
    });
  });

  it("mark nothing to hydrate on a page sent back with a form's problem", () => {
    serve(
      <FormProblemContext
        value={{ form: "contact", values: { email: "x" }, errors: { email: "Invalid email address" } }}
      >
        <Island name="contact-form" />
      </FormProblemContext>,
    );
    expect(document.querySelector("[data-island]")).toBeNull();
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();
  });
});
