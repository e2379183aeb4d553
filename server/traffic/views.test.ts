// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { FigureRow } from "./report.ts";
import { textWidth } from "#app/lib/text-width.ts";
import { funnelLabelWidth, funnelsDrawnWords } from "./views.ts";
import { TABLES, pageAddressText, valueText } from "./tables.ts";

const campaign = (value: string, visitors: number): FigureRow => ({
  value,
  visitors,
  views: visitors * 2,
  pricingVisitors: 0,
  quotes: 0,
  checklists: 0,
  leads: visitors > 0 ? 0 : 1,
});

describe("the campaigns' funnel chart's bars", () => {
  it("start after the widest step's words and number, a reader's text spacing included", () => {
    expect(funnelLabelWidth([campaign("spring", 30)])).toBe(160);
    const busy = { ...campaign("spring", 2_500_000), pricingVisitors: 1_250_000 };
    const width = funnelLabelWidth([campaign("spring", 30), busy]);
    expect(width).toBeGreaterThan(160);
    expect(width).toBeGreaterThanOrEqual(textWidth("Saw pricing: 1,250,000", 12));
  });
});

describe("the words over the campaigns' funnel chart", () => {
  it("say as many campaigns as the chart draws, in words that fit that many", () => {
    expect(funnelsDrawnWords([])).toBe("No campaign brought a visitor in these days.");
    // A campaign with leads and no visitor in the window is in the table, not drawn.
    expect(funnelsDrawnWords([campaign("spring", 0)])).toBe("No campaign brought a visitor in these days.");
    expect(funnelsDrawnWords([campaign("spring", 3), campaign("autumn", 0)])).toBe(
      "The one campaign with visitors; every campaign is in the table.",
    );
    expect(funnelsDrawnWords([campaign("a", 3), campaign("b", 2)])).toBe(
      "The 2 campaigns with visitors; every campaign is in the table.",
    );
    const many = Array.from({ length: 9 }, (_, n) => campaign(`c${n}`, 20 - n));
    expect(funnelsDrawnWords(many)).toBe(
      "The 6 campaigns with the most visitors (of 9); every campaign is in the table.",
    );
  });
});

describe("a page's address in the Traffic tables", () => {
  it("says where a page moved from it is now, and leaves every other address as counted", () => {
    const moved = new Map([["/industries/energy", "/industries/energy-utilities"]]);
    expect(pageAddressText("/industries/energy", moved)).toBe(
      "/industries/energy (the page now at /industries/energy-utilities)",
    );
    expect(pageAddressText("/pricing", moved)).toBe("/pricing");
    expect(valueText(TABLES.landings, "/industries/manufacturing")).toBe("/industries/manufacturing");
  });
});
