// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import {
  type ContentFile,
  checkContent,
  contentDir,
  contentSchemas,
  formatProblems,
  reportOnContent,
} from "./check.server.ts";
import { fillText } from "./figures.ts";
import { siteFigures } from "./site-figures.ts";

const real = (file: string) => readFileSync(path.join(contentDir, file), "utf8");

/** The content with one file's data changed by `edit`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits arbitrary JSON
function checkWith(file: ContentFile, edit: (data: any) => void) {
  const data = JSON.parse(real(file));
  edit(data);
  return checkContent((name) => (name === file ? JSON.stringify(data) : real(name)));
}

describe("the content check", () => {
  it("passes the content as it is", () => {
    expect(checkContent()).toEqual([]);
  });

  it("names the file, and who can fix it, when one of its own rules breaks on it (issue 47: never a TypeError)", () => {
    vi.spyOn(contentSchemas["heroes.json"], "safeParse").mockImplementation(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'iso')");
    });
    expect(checkContent()).toEqual([
      {
        file: "heroes.json",
        field: "",
        problem: expect.stringMatching(
          /^could not be checked: a rule of the check failed on this file, which needs an engineer \(tell them: "Cannot read properties of undefined \(reading 'iso'\)"\)/,
        ),
      },
    ]);
  });

  it("checks every file in content/", () => {
    const files = readdirSync(contentDir).filter((name) => name.endsWith(".json"));
    expect(Object.keys(contentSchemas).sort()).toEqual(files.sort());
  });

  it("names the file, the field and the rule: a negative price", () => {
    const problems = checkWith("plans.json", (data) => (data.governancePlans[0].monthlyPrice = -5));
    expect(problems).toEqual([
      {
        file: "plans.json",
        field: "governancePlans › item 1 › monthlyPrice",
        problem: "must be 0 or more (it is -5)",
        hint: "Dollars per month, billed monthly",
      },
    ]);
  });

  it("a missing headline", () => {
    const problems = checkWith("heroes.json", (data) => delete data.heroes.pricing.headline);
    expect(problems).toEqual([
      expect.objectContaining({
        file: "heroes.json",
        field: "heroes › pricing › headline",
        problem: expect.stringMatching(/^is missing/),
      }),
    ]);
  });

  it("a word longer than a phone's line, and a hero lead of an article's length (issue 53)", () => {
    const run = "Cybersecurityandcompliance".repeat(2) + "team";
    const problems = checkWith("heroes.json", (data) => {
      data.heroes.home.headline = run;
      data.heroes.secops.lead = "Protect what matters. ".repeat(150);
    });
    expect(problems.map((p) => [p.field, p.problem])).toEqual([
      [
        "heroes › home › headline",
        `has a word of 56 letters ("Cybersecurityandcomplian…"), longer than a phone's line holds in every place it may show (20): split it with a space or a hyphen`,
      ],
      [
        "heroes › secops › lead",
        expect.stringContaining("must be at most 320 characters as shown on the site (it has 3300)"),
      ],
    ]);
    // Addresses are not words; a hyphenated compound breaks at its hyphen.
    expect(
      checkWith("heroes.json", (data) => {
        data.heroes.home.lead =
          "Read https://www.example.com/a-very-long-path/to/somewhere or write to someone@example.com.";
        data.heroes.home.headline = "Requirement-by-requirement readiness";
      }),
    ).toEqual([]);
  });

  it("a description longer than 160 characters, as shown", () => {
    const problems = checkWith("pages.json", (data) => (data.pricing.description = "word ".repeat(32) + "x"));
    expect(problems).toEqual([
      expect.objectContaining({
        file: "pages.json",
        field: "pricing › description",
        problem: expect.stringContaining("at most 160 characters as shown on the site (it has 161)"),
      }),
    ]);
  });

  it("a misspelled field, an unknown figure, a wrong icon and a text typed as a number", () => {
    const problems = checkWith("home.json", (data) => {
      data.cta.titel = data.cta.title;
      data.cta.lead = "Only {cohort.week} weeks";
      data.whoWeServe.cards[0].icon = "rocket";
      data.about.badges[0] = 24;
    });
    expect(problems.map((p) => [p.field, p.problem])).toEqual([
      ["whoWeServe › cards › item 1 › icon", expect.stringMatching(/^must be one of "shield", .* \(it is "rocket"\)$/)],
      ["about › badges › item 1", "must be a text in quotes (it is 24)"],
      ["cta › lead", expect.stringMatching(/^uses \{cohort\.week\}, which is not a known figure/)],
      ["cta", 'has "titel", which is not a known field: check the spelling, or remove it'],
    ]);
  });

  it("a price or a cohort figure typed out in copy instead of quoted from the price data", () => {
    const problems = checkWith("lp-governance.json", (data) => {
      data.pricing.intro.title = "Subscriptions start at $199 per month";
      data.cmmc.intro.lead = "A 12-week cohort limited to 15 companies.";
    });
    expect(problems.map((p) => [p.field, p.problem])).toEqual([
      ["pricing › intro › title", expect.stringContaining("types a price")],
      ["cmmc › intro › lead", expect.stringContaining("types the cohort's length")],
    ]);
  });

  it("proof: a case study for no industry page, and images not in content/images/ (issue 37)", () => {
    const fixture = readFileSync(path.join(import.meta.dirname, "../../tests/fixtures/proof/proof.json"), "utf8");
    const problems = checkWith("proof.json", (data) => {
      Object.assign(data, JSON.parse(fixture));
      data.caseStudies[0].industry = "retail";
    });
    expect(problems.map((p) => [p.file, p.field, p.problem])).toEqual([
      [
        "proof.json",
        "caseStudies › item 1 › industry",
        'is "retail", which is not an industry page: use one of "federalSled", "defenseIndustrial", "manufacturing", "energy", "bankingFinance" (the keys of content/industries.json)',
      ],
      ...[
        ["customerLogos › item 1 › image › src", "logos/northwind.svg"],
        ["customerLogos › item 2 › image › src", "logos/contoso.svg"],
        ["testimonials › item 1 › photo › src", "portrait.svg"],
        ["caseStudies › item 1 › image › src", "dashboard.svg"],
        ["attestations › item 1 › badge › src", "badge.svg"],
      ].map(([field, src]) => [
        "proof.json",
        field,
        `names "${src}", which is not in content/images/: add the file there, or correct the name (capitals count)`,
      ]),
    ]);
  });

  it("two Governance plans with the same id (issue 36)", () => {
    const problems = checkWith("plans.json", (data) => (data.governancePlans[2].id = 2));
    expect(problems.map((p) => [p.file, p.field, p.problem])).toEqual([
      [
        "plans.json",
        "governancePlans › item 3 › id",
        "is 2, the same as plan 2's: each plan needs its own id. Give this one an id no other plan has",
      ],
    ]);
  });

  it("two checklist requirements with the same id (issue 36)", () => {
    const problems = checkWith("checklist.json", (data) => (data.requirements[4].id = data.requirements[0].id));
    expect(problems.map((p) => [p.file, p.field, p.problem])).toEqual([
      [
        "checklist.json",
        "requirements › item 5 › id",
        'is "AC.L1-b.1.i", the same as requirement 1\'s: each requirement needs its own id. Give this one an id no other requirement has',
      ],
    ]);
  });

  it("a character the checklist PDF's typeface cannot show (it would print as an empty box)", () => {
    const problems = checkWith("checklist.json", (data) => {
      data.requirements[0].verify = "Passwords have ≥ 12 characters ✓ 🔒 锁";
      data.intro.title = "CMMC Level 1 Readiness Checklist, 2026 édition";
    });
    expect(problems.map((p) => [p.file, p.field, p.problem])).toEqual([
      [
        "checklist.json",
        "requirements › item 1 › verify",
        'uses "🔒", "锁", which the checklist PDF\'s typeface cannot print (they would print as an empty box): write them another way, e.g. in words',
      ],
    ]);
  });

  it("a character the quote PDF cannot print, in every text the quote prints: a plan's name, an add-on, its own words (issue 53)", () => {
    const problems = checkWith("plans.json", (data) => {
      data.governancePlans[1].name = "🚀🚀";
      data.cmmcAccelerator.addOns[0].name = "Expert hours ✨";
      // A feature on the Governance card is not printed on the quote: the page shows an emoji, so it passes.
      data.governancePlans[0].features[0] = "Dashboards 📊";
    });
    expect(problems.map((p) => [p.file, p.field, p.problem])).toEqual([
      [
        "plans.json",
        "governancePlans › item 2 › name",
        'uses "🚀", which the quote PDF\'s typeface cannot print (it would print as "?"): write it another way, e.g. in words',
      ],
      [
        "plans.json",
        "cmmcAccelerator › addOns › item 1 › name",
        'uses "✨", which the quote PDF\'s typeface cannot print (it would print as "?"): write it another way, e.g. in words',
      ],
    ]);
    expect(
      checkWith("pricing-page.json", (data) => (data.quote.currency = "Prices in USD ₿")).map((p) => p.field),
    ).toEqual(["quote › currency"]);
  });

  it("a character the pages' link preview image cannot draw, in a page's name or description", () => {
    const problems = checkWith("pages.json", (data) => {
      data.pricing.name = "Pricing 🚀";
      data.contact.description = `${data.contact.description.slice(0, 150)} 锁`;
    });
    expect(problems.map((p) => p.problem)).toEqual([
      'uses "🚀", which the link preview image\'s typeface cannot print (it would print as nothing): write it another way, e.g. in words',
      'uses "锁", which the link preview image\'s typeface cannot print (it would print as nothing): write it another way, e.g. in words',
    ]);
  });

  it("refuses checklist words that would leave a requirement's notes field too narrow to write in", () => {
    const problems = checkWith("checklist.json", (data) => {
      data.labels.met = "Met, with evidence on file and reviewed";
      data.labels.notMet = "Not met, a gap to close";
    });
    expect(problems.map((p) => [p.file, p.field])).toEqual([["checklist.json", "labels"]]);
    expect(problems[0]!.problem).toMatch(/leave it too narrow to write in\. Shorten them by about \d+ letters$/);
    // Longer than the shipped words, and still room to write: the row makes way.
    expect(
      checkWith("checklist.json", (data) => {
        data.labels.met = "Met, with evidence";
        data.labels.notMet = "Not met yet";
      }),
    ).toEqual([]);
  });

  it("refuses a quote table heading or unit with a word wider than its column, which the PDF would cut in two", () => {
    const problems = checkWith("pricing-page.json", (data) => {
      data.quote.columns.quantity = "Bestellmengenangabe";
      data.quote.units.userMonth = "Abrechnungseinheiten";
      // Several short words wrap within the column: no problem.
      data.quote.columns.unitPrice = "Price of one unit";
    });
    expect(problems.map((p) => [p.field, p.problem])).toEqual([
      [
        "quote › columns › quantity",
        'has "Bestellmengenangabe", wider than its column in the quote PDF\'s table, which would cut it in two: use a shorter word, or split it with a space or a hyphen',
      ],
      [
        "quote › units › userMonth",
        'has "Abrechnungseinheiten", wider than its column in the quote PDF\'s table, which would cut it in two: use a shorter word, or split it with a space or a hyphen',
      ],
    ]);
  });

  it("names a character that would show as nothing by what it is and its code, never as empty quotes", () => {
    // Pasted from a web page or a word processor: a zero-width space, a combining accent on its own, an emoji and
    // the variation selector after it.
    const problems = checkWith(
      "plans.json",
      (data) => (data.governancePlans[1].name = "Level 2 Pro\u200bfessional\u0301 \u{1F6E1}\uFE0F"),
    );
    expect(problems.map((p) => p.problem)).toEqual([
      'uses an invisible character (U+200B), an accent on its own (U+0301), "🛡", an invisible character (U+FE0F), which the quote PDF\'s typeface cannot print (they would print as "?"): write them another way, e.g. in words',
    ]);
  });

  it("figures copy may work out instead of typing: the saving of annual billing and the checklist's count (issue 53)", () => {
    const saving = checkWith("pricing-page.json", (data) => (data.governance.badge = "Save up to 16%"));
    expect(saving.map((p) => [p.field, p.problem])).toEqual([
      [
        "governance › badge",
        "types the saving of annual billing, which goes stale when a price changes: write {governance.bestAnnualSaving} instead (worked out from the Governance prices)",
      ],
    ]);
    const count = checkWith(
      "checklist.json",
      (data) => (data.intro.subtitle = "The 15 basic safeguarding requirements"),
    );
    expect(count.map((p) => [p.field, p.problem])).toEqual([
      ["intro › subtitle", "types how many requirements the checklist lists: write {count} instead, which counts them"],
    ]);
    // The figure follows the prices: a monthly price raised alone makes annual billing save more.
    const report = (edit: (plans: { governancePlans: { monthlyPrice: number }[] }) => void) => {
      const plans = JSON.parse(real("plans.json"));
      edit(plans);
      return reportOnContent((name) => (name === "plans.json" ? JSON.stringify(plans) : real(name)), "2026-11-27");
    };
    const badge = (edit: Parameters<typeof report>[0]) => report(edit).parsed!["pricing-page.json"].governance.badge;
    const shipped = JSON.parse(real("plans.json")).governancePlans as { monthlyPrice: number; annualTotal: number }[];
    const best = (plans: { monthlyPrice: number; annualTotal: number }[]) =>
      Math.max(...plans.map((plan) => Math.round((1 - plan.annualTotal / (plan.monthlyPrice * 12)) * 100)));
    expect(badge(() => {})).toBe(`Save up to ${best(shipped)}%`);
    const raised = shipped.map((plan, i) => (i === 1 ? { ...plan, monthlyPrice: plan.monthlyPrice + 200 } : plan));
    expect(badge((plans) => (plans.governancePlans[1]!.monthlyPrice += 200))).toBe(`Save up to ${best(raised)}%`);
    expect(best(raised)).toBeGreaterThan(best(shipped));
  });

  it("HTML typed into copy: a tag or an entity is refused with what to do instead; a lone < is a character (issue 36)", () => {
    const problems = checkWith("heroes.json", (data) => {
      data.heroes.home.headline = "<b>New</b> AI security operations";
      data.heroes.secops.lead = "Fewer false positives&nbsp;today.";
      data.heroes.governance.lead = "For teams of <5 people and > 500 people alike.";
    });
    expect(problems.map((p) => [p.file, p.field, p.problem])).toEqual([
      [
        "heroes.json",
        "heroes › home › headline",
        'contains the HTML tag <b>: copy is plain text, so visitors would see the tag itself. Remove it; emphasis comes from the design (a headline, a chip, a card), and a link is an action with "label" and "to"',
      ],
      [
        "heroes.json",
        "heroes › secops › lead",
        'contains the HTML entity &nbsp;: copy is plain text, so visitors would see those letters. Type the character itself (a space, "&", an em dash)',
      ],
    ]);
  });

  it("a figure quoted in copy that the price data leaves empty", () => {
    const problems = checkWith("plans.json", (data) => (data.secopsPlans[1].logIntegrations = null));
    expect(problems.map((p) => [p.file, p.field, p.problem])).toEqual([
      [
        "secops.json",
        "integrations › intro › lead",
        expect.stringMatching(/^quotes \{secops\.core\.integrations\}, which content\/plans\.json leaves empty/),
      ],
    ]);
  });

  it("rules across files: an industry page needs a hero and copy, and links must reach a page", () => {
    const problems = checkContent((name) => {
      const data = JSON.parse(real(name));
      if (name === "pages.json")
        data.water = { path: "/industries/water", name: "Water", description: "Water utilities." };
      if (name === "site.json") data.productShared.actions[0].to = "/prices";
      return JSON.stringify(data);
    });
    expect(problems.map((p) => `${p.file}: ${p.problem}`)).toEqual([
      expect.stringMatching(/^heroes\.json: has no hero for the page "water"/),
      expect.stringMatching(/^industries\.json: has no copy for the industry page "water"/),
      expect.stringMatching(/^site\.json: links to "\/prices", which is not a page/),
    ]);
  });

  it("lets a page move to a new address in one save: links to its former address are a warning, not a problem", () => {
    const read = (name: string) => {
      if (name !== "pages.json") return real(name);
      const data = JSON.parse(real(name));
      data.energy.path = "/industries/energy-utilities";
      data.energy.formerAddresses = ["/industries/energy"];
      return JSON.stringify(data);
    };
    const report = reportOnContent(read, "2025-11-30");
    expect(report.problems).toEqual([]);
    // The Industries menu's link still works (and goes straight to the page): asked to change, not refused.
    expect(report.warnings).toContainEqual({
      file: "navigation.json",
      field: expect.stringMatching(/^mainNav › groups › .* › to$/),
      problem:
        'links to "/industries/energy", the former address of “Energy”: it still works (visitors are sent on), but change it to "/industries/energy-utilities"',
    });
    expect(report.warnings.map(({ problem }) => problem)).not.toContainEqual(expect.stringMatching(/no menu links/));
    // Without the former address, the same links are broken.
    expect(
      checkWith("pages.json", (data) => (data.energy.path = "/industries/energy-utilities")).map(
        ({ problem }) => problem,
      ),
    ).toContainEqual('links to "/industries/energy", which is not a page in pages.json');
  });

  it("keeps a former address to one page, off the pages' addresses and off what the site answers itself", () => {
    const problems = checkWith("pages.json", (data) => {
      data.energy.formerAddresses = ["/industries/Energy", "/Pricing", "/team/content", "/old-energy", "/old-energy"];
      data.manufacturing.formerAddresses = ["/old-energy"];
    });
    expect(problems.map(({ field, problem }) => `${field}: ${problem}`)).toEqual([
      "energy › formerAddresses › item 1: is this page's own address: remove it from its former addresses",
      "energy › formerAddresses › item 2: is the address of the page “Pricing” (/pricing), which keeps it: remove it from this page's former addresses",
      "energy › formerAddresses › item 3: is under /team, which the site keeps for itself (its workspace, forms and files): remove it",
      "energy › formerAddresses › item 4: is also a former address of the page “Manufacturing” (/industries/manufacturing): an old address can lead to one page only, so remove it from one of them",
      "energy › formerAddresses › item 5: is listed twice: remove one",
    ]);
  });

  it("lets a new industry page be saved a file at a time: its hero and copy first, a warning until its page", () => {
    const withWater = (files: string[]) => (name: string) => {
      const data = JSON.parse(real(name));
      if (name === "heroes.json" && files.includes(name)) data.heroes.water = data.heroes.energy;
      if (name === "industries.json" && files.includes(name)) data.industries.water = data.industries.energy;
      if (name === "pages.json" && files.includes(name))
        data.water = { path: "/industries/water", name: "Water", description: "Water utilities." };
      if (name === "navigation.json" && files.includes(name))
        data.mainNav.groups[1].items.push({ to: "/industries/water" });
      if (name === "proof.json" && files.includes(name))
        data.caseStudies = [
          {
            industry: "water",
            customer: "A",
            title: "T",
            challenge: "C",
            result: "R",
            figures: [],
            customerApproved: true,
          },
        ];
      return JSON.stringify(data);
    };
    const heroOnly = reportOnContent(withWater(["heroes.json"]), "2025-11-30");
    expect(heroOnly.problems).toEqual([]);
    expect(heroOnly.warnings).toEqual([
      {
        file: "heroes.json",
        field: "heroes › water",
        problem:
          'is for a page the site does not have, so it shows nowhere: for a new page, add "water" under Page addresses and titles once its hero and copy are saved; for a page taken off the site, remove this entry (docs/content-and-prices.md, "Add an industry page")',
      },
    ]);
    const copyToo = reportOnContent(withWater(["heroes.json", "industries.json"]), "2025-11-30");
    expect(copyToo.problems).toEqual([]);
    expect(copyToo.warnings.map((warning) => warning.field)).toEqual(["heroes › water", "industries › water"]);
    // On the site with its page, and said to be in no menu until its link is added.
    expect(reportOnContent(withWater(["heroes.json", "industries.json", "pages.json"]), "2025-11-30")).toMatchObject({
      problems: [],
      warnings: [
        {
          file: "pages.json",
          field: "water",
          problem:
            'is on the site, but no menu links to /industries/water, so visitors find it only by its address: add it to the Industries menu under Menus and footer (docs/content-and-prices.md, "Add an industry page")',
        },
      ],
    });
    expect(
      reportOnContent(withWater(["heroes.json", "industries.json", "pages.json", "navigation.json"]), "2025-11-30"),
    ).toMatchObject({ problems: [], warnings: [] });
    // A case study names a page visitors can reach, never copy waiting for its page.
    expect(checkContent(withWater(["heroes.json", "industries.json", "proof.json"]))).toEqual([
      expect.objectContaining({
        field: "caseStudies › item 1 › industry",
        problem: expect.stringMatching(/^is "water", which is not an industry page: use one of "federalSled"/),
      }),
    ]);
  });

  it("a file that is not valid JSON, with where it broke", () => {
    const problems = checkContent((name) => (name === "forms.json" ? real(name).replace(/,\n/, "\n") : real(name)));
    expect(problems).toEqual([
      { file: "forms.json", field: "", problem: expect.stringMatching(/^is not valid JSON at line \d+, column \d+: /) },
    ]);
  });

  it("prints each problem with its file and field, and says nothing was built", () => {
    const text = formatProblems(checkWith("plans.json", (data) => (data.cmmcAccelerator.weeks = -1)));
    expect(text).toContain("nothing was built");
    expect(text).toContain("content/plans.json › cmmcAccelerator › weeks\n    must be 0 or more (it is -1)");
  });
});

describe("the price model's rules, in a marketer's words", () => {
  const only = (problems: { file: string; field: string; problem: string }[]) =>
    problems.map(({ file, field, problem }) => [file, field, problem]);

  it("prices and rates are whole cents", () => {
    expect(only(checkWith("plans.json", (data) => (data.secopsPlans[2].storageOverageRate = 0.755)))).toEqual([
      [
        "plans.json",
        "secopsPlans › item 3 › storageOverageRate",
        "must be whole cents, at most two decimals (e.g. 0.75, not 0.755): prices are charged in cents (it is 0.755)",
      ],
    ]);
  });

  it('a price typed as text, "$1,049", says to write digits only', () => {
    expect(only(checkWith("plans.json", (data) => (data.governancePlans[1].monthlyPrice = "$1,049")))).toEqual([
      [
        "plans.json",
        "governancePlans › item 2 › monthlyPrice",
        'must be a number, written with digits only: no quotes, "$" or commas (e.g. 1049, not "$1,049"; it is "$1,049")',
      ],
    ]);
  });

  it("an annual total above twelve monthly payments, and out of step with its price per month", () => {
    expect(only(checkWith("plans.json", (data) => (data.governancePlans[1].annualTotal = 12070)))).toEqual([
      [
        "plans.json",
        "governancePlans › item 2 › annualTotal",
        "must not be more than 12 monthly payments (12 × $999 = $11,988): the page would show a negative saving",
      ],
      [
        "plans.json",
        "governancePlans › item 2 › annualMonthly",
        "× 12 is $10,068, but the yearly total is $12,070: they may differ by rounding (at most $12), so one of the two figures is wrong",
      ],
    ]);
  });

  it("the spec's own rounding passes: $167 × 12 = $2,004 against $2,006", () => {
    expect(checkWith("plans.json", (data) => (data.governancePlans[0].annualTotal = 2006 + 10))).toEqual([]);
  });

  it("compares prices in whole cents: a yearly total of exactly 12 monthly payments passes, one cent more does not", () => {
    // 12 × 833333.33 in floating point is 11999999.879999…, below the exact total of $11,999,999.88.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits arbitrary JSON
    const twelveOf = (data: any, total: number) => {
      Object.assign(data.governancePlans[2], { monthlyPrice: 833333.33, annualMonthly: 833333.33, annualTotal: total });
      Object.assign(data.secopsPlans[1], { monthlyPrice: 833333.33, annualPrice: total });
    };
    expect(checkWith("plans.json", (data) => twelveOf(data, 9999999.96))).toEqual([]);
    expect(only(checkWith("plans.json", (data) => twelveOf(data, 9999999.97))).map(([, field]) => field)).toEqual([
      "governancePlans › item 3 › annualTotal",
      "secopsPlans › item 2 › annualPrice",
    ]);
  });

  it("keeps the calculator's sliders above what a plan includes, and a paid plan's year above $0", () => {
    // Each once made the page price negative users or gigabytes ("Additional users (-10 × $1) -$10").
    const fields = (edit: (data: any) => void) => checkWith("plans.json", edit).map((p) => [p.field, p.problem]); // eslint-disable-line @typescript-eslint/no-explicit-any -- the test edits arbitrary JSON
    expect(fields((data) => (data.secopsPlans[1].maxUsers = 5))).toEqual([
      [
        "secopsPlans › item 2 › maxUsers",
        "is 5, but the users slider starts at the 10 users the plan includes and moves 1 at a time: make it at least 11",
      ],
    ]);
    expect(fields((data) => (data.secopsSliders.storageMaxGb = 10))).toEqual([
      [
        "secopsSliders › storageMaxGb",
        "is 10 GB, but the storage slider of Core starts at the 10 GB it includes and moves 10 GB at a time: make it at least 20",
      ],
    ]);
    expect(fields((data) => (data.secopsPlans[2].annualPrice = 0))).toEqual([
      [
        "secopsPlans › item 3 › annualPrice",
        "is $0 while the plan costs $1,200 a month: the page would say a year of it costs nothing. Write the yearly price (at most 12 × $1,200 = $14,400)",
      ],
    ]);
    expect(fields((data) => (data.cmmcAccelerator.weeks = 0))).toEqual([
      ["cmmcAccelerator › weeks", "must be 1 or more (it is 0)"],
    ]);
    expect(fields((data) => (data.secopsPlans[0].trialDays = 0))).toEqual([
      ["secopsPlans › item 1 › trialDays", "must be 1 or more: a plan without a trial has none (it is 0)"],
    ]);
  });

  it("bounds every price and count, and the largest quote a calculator can make, so totals stay exact to the cent", () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits arbitrary JSON
    const said = (edit: (data: any) => void) => checkWith("plans.json", edit).map((p) => [p.field, p.problem]);
    expect(said((data) => (data.governancePlans[0].monthlyPrice = 123456789))).toEqual([
      ["governancePlans › item 1 › monthlyPrice", "must be at most $10,000,000 (it is 123456789)"],
    ]);
    expect(said((data) => (data.secopsPlans[0].trialDays = 1_000_001))).toEqual([
      ["secopsPlans › item 1 › trialDays", "must be at most 1,000,000 (it is 1000001)"],
    ]);
    // Each figure within its bound, together past a billion dollars a year: 12 × 999,990 users × $100, and more.
    expect(
      said((data) => {
        data.secopsPlans[1].maxUsers = 1_000_000;
        data.secopsPlans[1].userOverageRate = 100;
      }),
    ).toEqual([
      [
        "secopsPlans › item 2",
        "could be quoted $1,199,997,480 a year (1,000,000 users and 500 GB, the sliders' most), more than the $1,000,000,000 a quote may come to: lower the most users, the most storage or the prices per user and GB",
      ],
    ]);
  });

  it("a SecOps annual price above twelve monthly payments", () => {
    expect(only(checkWith("plans.json", (data) => (data.secopsPlans[1].annualPrice = 3700)))).toEqual([
      [
        "plans.json",
        "secopsPlans › item 2 › annualPrice",
        "must not be more than 12 monthly payments (12 × $300 = $3,600): the page would show a negative saving",
      ],
    ]);
  });

  it("a SecOps feature the card could never show", () => {
    const problems = checkWith("plans.json", (data) => data.secopsPlans[1].features.push("Email support"));
    expect(only(problems)).toEqual([
      [
        "plans.json",
        "secopsPlans › item 2 › features",
        "has 2 features, but the card shows 5 lines and 4 of them are the plan's allowances, so 1 line is free: remove 1 or merge them into one line",
      ],
    ]);
  });

  it("Governance cards: at most 6 bullets, each at most 64 characters", () => {
    const problems = checkWith("plans.json", (data) => {
      data.governancePlans[0].features.push("Quarterly review");
      data.governancePlans[2].features[0] = "word ".repeat(13);
    });
    expect(only(problems)).toEqual([
      [
        "plans.json",
        "governancePlans › item 1 › features",
        "has room for at most 6 items on the page: remove or merge some",
      ],
      [
        "plans.json",
        "governancePlans › item 3 › features › item 1",
        "must be at most 64 characters as shown on the site (it has 65): shorten it",
      ],
    ]);
  });

  it("an add-on's rate and saving are worked out, not typed: a typed note is refused, an uneven price is named", () => {
    const problems = checkWith("plans.json", (data) => {
      data.cmmcAccelerator.addOns[1].note = "save $120";
    });
    expect(only(problems)).toEqual([
      [
        "plans.json",
        "cmmcAccelerator › addOns › item 2",
        'has "note", which is not a known field: check the spelling, or remove it',
      ],
    ]);
    expect(only(checkWith("plans.json", (data) => (data.cmmcAccelerator.addOns[0].price = 901)))).toEqual([
      [
        "plans.json",
        "cmmcAccelerator › addOns › item 1 › price",
        "divided by the hours (12) must come out in whole cents, because the rate per hour is shown beside it (it comes to 75.0833): check the hours and the price",
      ],
    ]);
  });

  it("dates are dates: year-month-day, a real day, one message for one slip (issue 54)", () => {
    const format =
      'must be a date: choose it in the date field (in the file it is written year-month-day, "2027-03-01")';
    for (const [date, message] of [
      ["Mrach 2024", format],
      ["Jan 2026", format],
      ["TBD", format],
      ["2026-02-30", "is not a day on the calendar (2026-02-30): check the month and the day"],
    ]) {
      expect(
        only(checkWith("plans.json", (data) => (data.cmmcAccelerator.cohorts[0].start.landingPage = date))),
        date,
      ).toEqual([["plans.json", "cmmcAccelerator › cohorts › item 1 › start › landingPage", message]]);
      // A cohort with one start date, written as a single date.
      expect(only(checkWith("plans.json", (data) => (data.cmmcAccelerator.cohorts[0].start = date))), date).toEqual([
        ["plans.json", "cmmcAccelerator › cohorts › item 1 › start", message],
      ]);
    }
  });

  it("names a cohort listed twice as already listed, not as out of order (issue 53)", () => {
    const problems = checkWith("plans.json", (data) => {
      const cohorts = data.cmmcAccelerator.cohorts;
      cohorts.push({ ...cohorts.at(-1) });
    });
    const last = JSON.parse(real("plans.json")).cmmcAccelerator.cohorts.length;
    const start = JSON.parse(real("plans.json")).cmmcAccelerator.cohorts.at(-1).start;
    const day =
      typeof start === "string" ? start : start.landingPage < start.pricingTab ? start.landingPage : start.pricingTab;
    expect(only(problems)).toEqual([
      [
        "plans.json",
        `cmmcAccelerator › cohorts › item ${last + 1} › start`,
        `is already listed: cohort ${last} starts on the same day (${day}). Remove this one, or give it the day the next cohort starts`,
      ],
    ]);
  });

  it("refuses an attestation issued on a day still to come (issue 53)", () => {
    const attestation = { name: "SOC 2 Type II report", issuer: "An assessor", issued: "2026-11-27" };
    const report = (issued: string) => {
      const proof = { ...JSON.parse(real("proof.json")), attestations: [{ ...attestation, issued }] };
      return reportOnContent((name) => (name === "proof.json" ? JSON.stringify(proof) : real(name)), "2026-11-27");
    };
    expect(report("2026-11-27").problems).toEqual([]);
    expect(report("2027-11-27").problems).toEqual([
      {
        file: "proof.json",
        field: "attestations › item 1 › issued",
        problem:
          "is 2027-11-27, a day still to come (today is 2026-11-27): the site shows an attestation as held, so give the day it was issued",
      },
    ]);
    // "TBD" is one slip: one message, the same as a cohort's date gets (issue 54).
    expect(report("TBD").problems.map((each) => each.problem)).toEqual([
      'must be a date: choose it in the date field (in the file it is written year-month-day, "2027-03-01")',
    ]);
  });

  it("the cohorts' calendar: registration closes before the start, seats within the size, in order, a real time zone (issue 36)", () => {
    const problems = checkWith("plans.json", (data) => {
      const accelerator = data.cmmcAccelerator;
      accelerator.timeZone = "Eastern";
      accelerator.cohorts[0].registrationCloses = "2025-12-01";
      accelerator.cohorts[0].seats = 16;
      accelerator.cohorts.push({ start: "2025-06-01", registrationCloses: "2025-05-01", seats: 15 });
    });
    expect(only(problems)).toEqual([
      [
        "plans.json",
        "cmmcAccelerator › timeZone",
        'must be a time zone such as "America/New_York" (the IANA name): the site switches on midnight there',
      ],
      [
        "plans.json",
        "cmmcAccelerator › cohorts › item 2 › start",
        "must be after the cohort above it (cohort 1, which starts Dec 2025): list the cohorts in the order they start",
      ],
    ]);
    expect(
      only(
        checkWith("plans.json", (data) => {
          data.cmmcAccelerator.cohorts[0].registrationCloses = "2025-12-01";
          data.cmmcAccelerator.cohorts[0].seats = 16;
        }),
      ),
    ).toEqual([
      [
        "plans.json",
        "cmmcAccelerator › cohorts › item 1 › registrationCloses",
        "is 2025-12-01, but the cohort starts 2025-12-01: registration must close before the first day (a company cannot join a cohort that has begun)",
      ],
      [
        "plans.json",
        "cmmcAccelerator › cohorts › item 1 › seats",
        "is 16, more than the companies per cohort (15), the size the site promises: lower the seats, or raise the companies per cohort",
      ],
    ]);
  });

  it("a cohort's date is quoted only by a text's whileOpen form, never by one shown when no cohort is open (issue 36)", () => {
    const problems = checkWith("lp-governance.json", (data) => {
      data.cmmc.points[0] = "Starts {cohort.start}";
      data.cmmc.intro.lead.whenClosed = "Registration closes {cohort.registrationCloses}";
    });
    const words =
      'a date of the open cohort, which only a text\'s "whileOpen" form may quote: write this text as { "whileOpen": "…", "whenClosed": "…" }, the second for the days no cohort is open (docs/content-and-prices.md, "A new cohort")';
    expect(only(problems)).toEqual([
      ["lp-governance.json", "cmmc › intro › lead › whenClosed", `quotes {cohort.registrationCloses}, ${words}`],
      ["lp-governance.json", "cmmc › points › item 1", `quotes {cohort.start}, ${words}`],
    ]);
  });

  it("a cohort that has started or closed its registration is a warning naming it, not a problem (issue 36)", () => {
    const read = (name: string) => real(name);
    // The shipped first cohort: registration's last day 2025-11-30, first day 2025-12-01 (the pricing tab's reading).
    expect(reportOnContent(read, "2025-11-30")).toMatchObject({ problems: [], warnings: [] });
    expect(reportOnContent(read, "2025-12-01")).toMatchObject({
      problems: [],
      warnings: [
        {
          file: "plans.json",
          field: "cmmcAccelerator › cohorts › item 1",
          problem:
            'started on December 1, 2025: no cohort is open, so the site offers no seat or deposit and asks visitors to hear about the next cohort. Add the next cohort (docs/content-and-prices.md, "A new cohort")',
        },
      ],
    });
    const withNext = (name: string) => {
      if (name !== "plans.json") return real(name);
      const data = JSON.parse(real(name));
      data.cmmcAccelerator.cohorts.push({ start: "2027-03-01", registrationCloses: "2027-02-01", seats: 15 });
      return JSON.stringify(data);
    };
    expect(reportOnContent(withNext, "2026-11-25").warnings).toEqual([
      {
        file: "plans.json",
        field: "cmmcAccelerator › cohorts › item 1",
        problem: "started on December 1, 2025: the site no longer offers it; you may remove it from the list",
      },
    ]);
  });

  it("copy limits from the layout: a headline, chips and badges", () => {
    const problems = checkWith("heroes.json", (data) => {
      data.heroes.secops.headline = "AI-driven security operations for every team, every agency and every day";
      data.heroes.home.highlights.push("One more", "And another");
    });
    expect(only(problems)).toEqual([
      ["heroes.json", "heroes › home › highlights", "has room for at most 4 items on the page: remove or merge some"],
      [
        "heroes.json",
        "heroes › secops › headline",
        "must be at most 64 characters as shown on the site (it has 72): shorten it",
      ],
    ]);
  });

  it("the cohort's region typed in copy instead of quoted", () => {
    const problems = checkWith(
      "heroes.json",
      (data) => (data.heroes.lpCmmcAccelerator.eyebrow = "Virginia small businesses"),
    );
    expect(only(problems)).toEqual([
      [
        "heroes.json",
        "heroes › lpCmmcAccelerator › eyebrow",
        "types the cohort's region: write {cohort.region} instead",
      ],
    ]);
  });
});

describe("figures", () => {
  it("are each listed in the marketing team's guide", () => {
    const guide = readFileSync(path.join(import.meta.dirname, "../../docs/content-and-prices.md"), "utf8");
    for (const name of Object.keys(siteFigures)) expect(guide, name).toContain(`{${name}}`);
  });

  it("every figure has a value", () => {
    for (const name of Object.keys(siteFigures))
      expect(fillText(`{${name}}`, siteFigures), name).not.toMatch(/^\{|^$|NaN|undefined/);
  });
});
