import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fillText } from "#app/content/figures.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { defaultPricingState } from "#app/lib/pricing/url-state.ts";
import { siteConfig } from "#app/site.config.ts";
import { QuoteLink } from "./quote-link.tsx";

const forms = siteConfig.forms as { endpoint: string };
const ownEndpoint = forms.endpoint;

describe("QuoteLink", () => {
  afterEach(() => {
    forms.endpoint = ownEndpoint;
  });

  it("links to the tab's quote, nofollow, on our server", () => {
    render(<QuoteLink state={{ ...defaultPricingState, users: 40, secopsPlan: "plus" }} tab="secops" />);
    const link = screen.getByRole("link", { name: pricingCopy.quote.link });
    expect(link.getAttribute("rel")).toBe("nofollow");
    expect(link.getAttribute("href")).toBe(
      "/pricing/quote.pdf?tab=secops&secopsPlan=plus&secopsBilling=annual&users=40&storage=10",
    );
  });

  it("says each Prepared-for field's limit and ties the privacy note to every field (issue 47)", () => {
    render(<QuoteLink state={defaultPricingState} tab="governance" />);
    const words = pricingCopy.quote.preparedFor;
    for (const [label, max] of [
      [words.organisation, 120],
      [words.contact, 100],
      [words.email, 254],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAccessibleDescription(`${fillText(words.limit, { max })} ${words.note} ${words.scripts}`);
      // A limit is a message, never a cut: the browser is not told to stop the typing.
      expect(field).not.toHaveAttribute("maxlength");
    }
  });

  it("is not shown on a static host, which has no server to render a quote", () => {
    forms.endpoint = "https://api.web3forms.com/submit";
    render(<QuoteLink state={defaultPricingState} tab="cmmc" />);
    expect(screen.queryByRole("link", { name: pricingCopy.quote.link })).toBeNull();
  });
});
