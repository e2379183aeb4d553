import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { pricingCopy } from "~/content/pricing";
import { CmmcTab } from "./cmmc-tab";
import { GovernanceTab } from "./governance-tab";
import { SecOpsTab } from "./secops-tab";

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
    expect(valueOf(summaryLabels.title, summaryLabels.perMonth)).toBe("$839");
    expect(valueOf(summaryLabels.title, summaryLabels.billedAnnually)).toBe("$10,070");
    expect(valueOf(summaryLabels.title, summaryLabels.savings)).toBe("$1,918 (16%)");
    await userEvent.click(screen.getByRole("radio", { name: "Level 1 Starter" }));
    expect(onPlanChange).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole("switch", { name: pricingCopy.billingLabel }));
    expect(onBillingChange).toHaveBeenCalledWith("monthly");
  });

  it("shows the monthly year total and no savings when billed monthly", () => {
    render(<GovernanceTab planId={1} billing="monthly" onPlanChange={() => {}} onBillingChange={() => {}} />);
    expect(valueOf(summaryLabels.title, summaryLabels.perMonth)).toBe("$199");
    expect(valueOf(summaryLabels.title, summaryLabels.perYear)).toBe("$2,388");
    expect(screen.queryByText(summaryLabels.savings)).toBeNull();
  });
});

describe("SecOpsTab", () => {
  it("prices Plus with overages and exposes the sliders with units", () => {
    render(<SecOpsTab planId="plus" billing="annual" users={57} storage={230} onChange={() => {}} />);
    expect(valueOf(summaryLabels.title, summaryLabels.monthlyTotal)).toBe("$1,350.17");
    expect(valueOf(summaryLabels.title, summaryLabels.annualTotal)).toBe("$16,202");
    expect(valueOf(summaryLabels.title, summaryLabels.savings)).toBe("$400");
    expect(screen.getByRole("slider", { name: "Users" })).toHaveAttribute("aria-valuetext", "57 users");
    expect(screen.getByRole("slider", { name: "Storage" })).toHaveAttribute("aria-valuetext", "230 GB");
  });

  it("hides the sliders for Enterprise and shows its custom pricing", () => {
    render(<SecOpsTab planId="enterprise" billing="annual" users={10} storage={10} onChange={() => {}} />);
    expect(screen.queryByRole("slider")).toBeNull();
    expect(screen.getByRole("region", { name: pricingCopy.secops.customTitle })).toHaveTextContent(
      "$50K-$200K+ per year",
    );
  });
});

describe("CmmcTab", () => {
  it("totals the base and the selected add-ons and reports toggles", async () => {
    const onAddOnsChange = vi.fn();
    render(<CmmcTab addOns={["hours24"]} onAddOnsChange={onAddOnsChange} />);
    expect(valueOf(pricingCopy.cmmc.summaryTitle, summaryLabels.total)).toBe("$9,180");
    await userEvent.click(screen.getByRole("checkbox", { name: /12 hours/ }));
    expect(onAddOnsChange).toHaveBeenCalledWith(["hours24", "hours12"]);
  });
});
