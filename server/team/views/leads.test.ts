// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type FilterValues, filtersInWords } from "./leads.ts";

const none: FilterValues = { form: "", since: "", until: "", campaign: "", source: "", medium: "" };

describe("the leads list's filters in words, for paper", () => {
  it("says every lead when nothing is filtered or searched", () => {
    expect(filtersInWords(none, {}, "")).toBe("Leads shown: every lead.");
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
        {},
        " Dana ",
      ),
    ).toBe(
      'Leads shown: from the Contact form; received 2026-11-01 to 2026-11-30; campaign spring; source linkedin; matching "Dana".',
    );
    expect(filtersInWords({ ...none, until: "2026-11-30" }, {}, "")).toBe("Leads shown: received through 2026-11-30.");
  });

  it("leaves out a filter the member mistyped, as the list does", () => {
    expect(filtersInWords({ ...none, since: "2026-13-45", medium: "email" }, { since: "Not a day" }, "")).toBe(
      "Leads shown: medium email.",
    );
  });
});
