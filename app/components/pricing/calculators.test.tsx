import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { pricingCopy } from "#app/content/pricing.ts";
import { cmmcSummary, governanceSummary, secopsSummary } from "#app/lib/pricing/line-items.ts";
import { governancePlans, secopsPlans } from "#app/lib/pricing/plans.ts";
import { cmmcQuote, secopsQuote } from "#app/lib/pricing/quote.ts";
import { PricingCalculators } from "./calculators.tsx";
import { CmmcTab } from "./cmmc-tab.tsx";
import { GovernanceTab } from "./governance-tab.tsx";
import { SecOpsTab } from "./secops-tab.tsx";

const summaryLabels = pricingCopy.summary;

function valueOf(summaryName: string, label: string) {
  const summary = screen.getByRole("region", { name: summaryName });
  const term = within(summary).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent;
}

describe("GovernanceTab", () => {
  it("renders the selected plan's annual summary and reports choices", async () => {
    const onPlanChange = vi.fn();
    const onBillingChange = vi.fn();
    render(<GovernanceTab planId={2} billing="annual" onPlanChange={onPlanChange} onBillingChange={onBillingChange} />);
    for (const row of governanceSummary(governancePlans[1]!, "annual").rows) {
      expect(valueOf(summaryLabels.title, row.label)).toBe(row.amount);
    }
    await userEvent.click(screen.getByRole("radio", { name: "Level 1 Starter" }));
    expect(onPlanChange).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole("switch", { name: pricingCopy.billingLabel }));
    expect(onBillingChange).toHaveBeenCalledWith("monthly");
  });

  it("shows the monthly year total and no savings when billed monthly", () => {
    render(<GovernanceTab planId={1} billing="monthly" onPlanChange={() => {}} onBillingChange={() => {}} />);
    for (const row of governanceSummary(governancePlans[0]!, "monthly").rows) {
      expect(valueOf(summaryLabels.title, row.label)).toBe(row.amount);
    }
    expect(screen.queryByText(summaryLabels.savings)).toBeNull();
  });
});

describe("SecOpsTab", () => {
  it("prices Plus with overages and exposes the sliders with units", () => {
    render(<SecOpsTab planId="plus" billing="annual" users={57} storage={230} onChange={() => {}} />);
    const quote = secopsQuote(
      secopsPlans.find((plan) => plan.id === "plus")!,
      "annual",
      57,
      230,
    );
    if (quote.kind !== "priced") throw new Error("Plus is priced");
    for (const row of secopsSummary(quote).rows) expect(valueOf(summaryLabels.title, row.label)).toBe(row.amount);
    expect(screen.getByRole("slider", { name: "Users" })).toHaveAttribute("aria-valuetext", "57 users");
    expect(screen.getByRole("slider", { name: "Storage" })).toHaveAttribute("aria-valuetext", "230 GB");
  });

  it("hides the sliders for Enterprise and shows its custom pricing", () => {
    render(<SecOpsTab planId="enterprise" billing="annual" users={10} storage={10} onChange={() => {}} />);
    expect(screen.queryByRole("slider")).toBeNull();
    expect(screen.getByRole("region", { name: pricingCopy.secops.customTitle })).toHaveTextContent(
      secopsPlans.find((plan) => plan.id === "enterprise")!.customPricing!,
    );
  });
});

describe("CmmcTab", () => {
  it("totals the base and the selected add-ons and reports toggles", async () => {
    const onAddOnsChange = vi.fn();
    render(<CmmcTab cohort={{ open: false }} addOns={["hours24"]} onAddOnsChange={onAddOnsChange} />);
    for (const row of cmmcSummary(cmmcQuote(["hours24"])).rows) {
      expect(valueOf(pricingCopy.cmmc.summaryTitle, row.label)).toBe(row.amount);
    }
    await userEvent.click(screen.getByRole("checkbox", { name: /12 hours/ }));
    expect(onAddOnsChange).toHaveBeenCalledWith(["hours24", "hours12"]);
  });
});

describe("the summary's rounding note (issue 34)", () => {
  it("says why 12 × the monthly total is not the annual total, under the summary, exactly when it is not", () => {
    const plus = secopsPlans.find((plan) => plan.id === "plus")!;
    const { rerender } = render(
      <SecOpsTab planId="plus" billing="annual" users={90} storage={1200} onChange={() => {}} />,
    );
    const summary = secopsSummary(
      secopsQuote(plus, "annual", 90, 1200) as Extract<ReturnType<typeof secopsQuote>, { kind: "priced" }>,
    );
    const cents = (row: string) =>
      Math.round(Number(summary.rows.find((line) => line.label === row)!.amount.replace(/[$,]/g, "")) * 100);
    expect(cents(summaryLabels.monthlyTotal) * 12).not.toBe(cents(summaryLabels.annualTotal));
    const region = screen.getByRole("region", { name: summaryLabels.title });
    expect(within(region).getByText(pricingCopy.quote.roundingNote)).toBeInTheDocument();
    // Billed monthly, the annual total is 12 × the monthly one: nothing to explain.
    rerender(<SecOpsTab planId="plus" billing="monthly" users={90} storage={1200} onChange={() => {}} />);
    expect(screen.queryByText(pricingCopy.quote.roundingNote)).toBeNull();
  });
});

describe("the pricing tabs (APG tabs, issue 47)", () => {
  it("every tab names its panel with aria-controls, and only the chosen panel is shown", async () => {
    render(<PricingCalculators query="" cohort={{ open: false }} />);
    const tabs = await screen.findAllByRole("tab");
    expect(tabs).toHaveLength(3);
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      expect(panel, tab.textContent ?? "").not.toBeNull();
      expect(panel).toHaveAttribute("role", "tabpanel");
      expect(panel).toHaveAttribute("aria-labelledby", tab.id);
      expect(panel!.hidden).toBe(tab.getAttribute("aria-selected") !== "true");
    }
    const chosen = screen.getByRole("tab", { selected: true });
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName(chosen.textContent!);
  });
});
