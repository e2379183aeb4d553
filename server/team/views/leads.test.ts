// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type FilterValues, filtersInWords, leadList } from "./leads.ts";

const none: FilterValues = { form: "", since: "", until: "", campaign: "", source: "", medium: "" };

describe("the leads list's filters in words, for paper", () => {
  it("says every lead when nothing is filtered or searched", () => {
    expect(filtersInWords(none, "")).toBe("Leads shown: every lead.");
  });

  it("says each filter and the search as the team reads them", () => {
    expect(
      filtersInWords(
        {
          form: "contact",
          since: "2026-11-01",
          until: "2026-11-30",
          campaign: "spring",
          source: "linkedin",
          medium: "",
        },
        " Dana ",
      ),
    ).toBe(
      'Leads shown: from the Contact form; received 2026-11-01 to 2026-11-30; campaign spring; source linkedin; matching "Dana".',
    );
    expect(filtersInWords({ ...none, until: "2026-11-30" }, "")).toBe("Leads shown: received through 2026-11-30.");
  });

  it("says nothing of filters while one is mistyped or the search is refused: the list then shows no leads", async () => {
    const view = { page: { leads: [] }, filterQuery: "", text: "", csrf: "x", timeZone: "UTC" };
    const printed = async (extra: Partial<Parameters<typeof leadList>[0]>) =>
      String(await leadList({ ...view, values: { ...none, medium: "email" }, errors: {}, ...extra }));
    expect(await printed({})).toContain("Leads shown: medium email.");
    expect(
      await printed({ values: { ...none, since: "2026-13-45", medium: "email" }, errors: { since: "Not a day" } }),
    ).not.toContain("Leads shown");
    expect(await printed({ text: "x".repeat(300), textError: "Too long" })).not.toContain("Leads shown");
  });
});
