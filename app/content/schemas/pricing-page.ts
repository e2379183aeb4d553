/** The pricing page's words and the quote PDF's: content/pricing-page.json. */
import { z } from "zod";
import { action, datedText, iconName, limits, text } from "./common.ts";
import { serverOnly } from "./server-only.ts";

/** The quote PDF's own words: the server prints them; the pricing page's scripts are given the rest of the quote's. */
const inThePdfOnly = <Schema extends z.ZodType>(schema: Schema) =>
  serverOnly(schema, "printed in the quote PDF, which the server makes (app/lib/pricing/quote-document.ts)");

const countedForms = {
  one: text("For exactly one", { params: ["count"] })
    .optional()
    .meta({ title: "For exactly one" }),
  other: text("For any other number", { params: ["count"] }).meta({ title: "For any other number" }),
};
const counted = (description: string) => z.strictObject(countedForms).describe(description);
const countedOrUnlimited = (description: string) =>
  z
    .strictObject({ ...countedForms, unlimited: text('For "unlimited"').meta({ title: 'For "unlimited"' }) })
    .describe(description);

export const pricingPageSchema = z.strictObject({
  tabsLabel: text("The tabs' name for screen readers").meta({ title: "Tabs' name (screen readers)" }),
  update: z
    .strictObject({
      label: text("The button").meta({ title: "Button" }),
      note: text("The note beside it").meta({ title: "Note beside the button" }),
      liveNote: text(
        "Shown in the button's place once the page's script runs, when prices follow every change (the SecOps calculator says its own note)",
      ).meta({ title: "Note once live" }),
    })
    .describe(
      "Before the page's script runs, the settings are a form with this button; once it runs, the note takes its place",
    )
    .meta({ title: "Update button, and the note in its place" }),
  tabs: z
    .strictObject({
      governance: text("The Governance tab").meta({ title: "Governance" }),
      secops: text("The SecOps tab").meta({ title: "SecOps" }),
      cmmc: text("The CMMC tab").meta({ title: "CMMC" }),
    })
    .meta({ title: "Tab names" }),
  billingLabel: text("The annual billing switch").meta({ title: "Annual billing switch" }),
  governance: z
    .strictObject({
      title: text("The tab's heading").meta({ title: "Heading" }),
      lead: text("The tab's text").meta({ title: "Text under the heading" }),
      badge: text(
        'The badge beside the billing switch (spec: "Save up to 16%"): write the saving as {governance.bestAnnualSaving}, worked out from the Governance prices',
        { max: limits.badge },
      ).meta({ title: "Badge beside the billing switch" }),
      planGroupLabel: text("The plan choice's name for screen readers").meta({
        title: "Plan choice's name (screen readers)",
      }),
      cta: text("Each card's button").meta({ title: "Card button" }),
      recommended: text("The recommended plan's badge", { max: limits.badge }).meta({
        title: "Recommended plan's badge",
      }),
      frameworkLabel: text("Label of the framework line").meta({ title: "Framework line's label" }),
      audienceLabel: text("Label of the audience line").meta({ title: "Audience line's label" }),
    })
    .meta({ title: "Governance tab" }),
  secops: z
    .strictObject({
      title: text("The tab's heading").meta({ title: "Heading" }),
      lead: text("The tab's text").meta({ title: "Text under the heading" }),
      badge: text('The badge beside the billing switch (spec: "Save 17%")', { max: limits.badge }).meta({
        title: "Badge beside the billing switch",
      }),
      planGroupLabel: text("The plan choice's name for screen readers").meta({
        title: "Plan choice's name (screen readers)",
      }),
      cta: text("Each card's button").meta({ title: "Card button" }),
      popular: text("The recommended plan's badge", { max: limits.badge }).meta({ title: "Recommended plan's badge" }),
      customizeTitle: text("Heading of the calculator").meta({ title: "Calculator heading" }),
      customizeLead: text("Text of the calculator").meta({ title: "Calculator text" }),
      customizeLiveNote: text(
        "Shown under the sliders in the update button's place once the page's script runs, when the summary follows every change",
      ).meta({ title: "Calculator note, once live" }),
      usersLabel: text("The users slider").meta({ title: "Users slider" }),
      storageLabel: text("The storage slider").meta({ title: "Storage slider" }),
      usersValue: counted("The users slider's value, as screen readers announce it").meta({
        title: "Users slider's value (screen readers)",
      }),
      storageValue: text("The storage slider's value, as screen readers announce it", { params: ["count"] }).meta({
        title: "Storage slider's value (screen readers)",
      }),
      trialTitle: text("Heading when the trial is chosen").meta({ title: "Heading, trial chosen" }),
      trialLead: text("Text when the trial is chosen").meta({ title: "Text, trial chosen" }),
      customTitle: text("Heading when Enterprise is chosen").meta({ title: "Heading, Enterprise chosen" }),
      customLead: text("Text when Enterprise is chosen").meta({ title: "Text, Enterprise chosen" }),
      trialDays: text("The trial's length", { params: ["days"] }).meta({ title: "Trial's length" }),
      allowances: z
        .strictObject({
          users: counted("Users, on the trial card").meta({ title: "Users, trial card" }),
          usersIncluded: text("Users, on paid cards", { params: ["count"] }).meta({ title: "Users, paid cards" }),
          storage: text("Storage, on the trial card", { params: ["count"] }).meta({ title: "Storage, trial card" }),
          storageIncluded: text("Storage, on paid cards", { params: ["count"] }).meta({ title: "Storage, paid cards" }),
          agents: countedOrUnlimited("AI agents").meta({ title: "AI agents" }),
          integrations: countedOrUnlimited("Log integrations").meta({ title: "Log integrations" }),
        })
        .describe("A plan's allowances, worded from its figures in content/plans.json")
        .meta({ title: "Plan allowances" }),
      userOverage: text("The summary's extra-users line", { params: ["count", "rate"] }).meta({
        title: "Extra users line",
      }),
      storageOverage: text("The summary's extra-storage line", { params: ["count", "rate"] }).meta({
        title: "Extra storage line",
      }),
    })
    .meta({ title: "SecOps tab" }),
  cmmc: z
    .strictObject({
      title: text("The tab's heading").meta({ title: "Heading" }),
      lead: text("The tab's text").meta({ title: "Text under the heading" }),
      addOnsTitle: text("Heading of the add-ons").meta({ title: "Add-ons heading" }),
      addOnsLead: text("Text of the add-ons").meta({ title: "Add-ons text" }),
      summaryTitle: text("Heading of the summary").meta({ title: "Summary heading" }),
      reserve: text("The deposit button's words").meta({ title: "Deposit button" }),
      closed: z
        .strictObject({
          title: text("Heading in place of the deposit button").meta({ title: "Heading" }),
          body: text("Its text; the button under it is the action below").meta({ title: "Text" }),
          action: action
            .describe(
              "While no cohort is open, every call to register (a link to /pricing?tab=cmmc-accelerator, on any page) becomes this one: a way to hear about the next cohort",
            )
            .meta({ title: "Button" }),
          notice: text(
            "Where a static host still shows a closed cohort's deposit button, the first-paint script hides it and shows this, with the action",
          ).meta({ title: "Notice on a static host" }),
        })
        .describe(
          "While no cohort is open for registration (content/plans.json › cohorts): shown in place of the deposit button, and the call that replaces every call to register",
        )
        .meta({ title: "While no cohort is open" }),
    })
    .meta({ title: "CMMC tab" }),
  price: z
    .strictObject({
      perMonth: text("After a monthly price (keep the space at the start)").meta({ title: "After a monthly price" }),
      billedAnnually: text("Under an annual price", { params: ["amount"] }).meta({ title: "Under an annual price" }),
      billedMonthly: text("Under a monthly price").meta({ title: "Under a monthly price" }),
      trial: text("Under the trial's price", { params: ["days"] }).meta({ title: "Under the trial's price" }),
      captionMonthly: text("The summary's caption, monthly", { params: ["plan"] }).meta({
        title: "Summary's caption, monthly",
      }),
      captionAnnual: text("The summary's caption, annual", { params: ["plan"] }).meta({
        title: "Summary's caption, annual",
      }),
    })
    .meta({ title: "Price lines" }),
  program: z
    .strictObject({
      title: text("Heading of the program card").meta({ title: "Heading" }),
      installmentsLine: text("After the program fee (keep the space at the start)", {
        params: ["count", "amount", "interval"],
      }).meta({ title: "After the program fee" }),
      facts: z
        .array(
          z
            .strictObject({ icon: iconName, text: datedText("A fact about the cohort").meta({ title: "Fact" }) })
            .meta({ itemNoun: "fact", itemTitle: "{text}" }),
        )
        .min(1)
        .describe("The program card's facts, each with its icon")
        .meta({ title: "Facts" }),
      firstInstallment: text("The first installment", { params: ["deposit"] }).meta({ title: "First installment" }),
      firstInstallmentWithAddOns: text("The first installment with add-ons", { params: ["deposit"] }).meta({
        title: "First installment with add-ons",
      }),
      installment: text("Every later installment", { params: ["n"] }).meta({ title: "Every later installment" }),
      addOnDetail: text("Under an add-on", { params: ["rate", "cadence"] }).meta({ title: "Under an add-on" }),
      addOnDetailWithSavings: text(
        "Under an add-on that costs less per hour than the dearest one; {savings} is worked out from the hours and rates in plans.json",
        { params: ["rate", "cadence", "savings"] },
      ).meta({ title: "Under an add-on that saves" }),
      reserveLabel: text("The deposit button", { params: ["reserve", "deposit"] }).meta({ title: "Deposit button" }),
    })
    .meta({ title: "Program card" }),
  summary: z
    .strictObject({
      title: text("The summary's heading").meta({ title: "Heading" }),
      perMonth: text("Row").meta({ title: "Per month" }),
      billedAnnually: text("Row").meta({ title: "Billed annually" }),
      perYear: text("Row").meta({ title: "Per year" }),
      savings: text("Row").meta({ title: "Savings per year" }),
      base: text("Row").meta({ title: "Base price" }),
      monthlyTotal: text("Row").meta({ title: "Monthly total" }),
      annualTotal: text("Row").meta({ title: "Annual total" }),
      program: text("Row").meta({ title: "Program fee" }),
      total: text("Row").meta({ title: "Total" }),
      deposit: text("Row").meta({ title: "Deposit" }),
      balance: text("Row").meta({ title: "Balance" }),
      installments: text("Heading of the installments").meta({ title: "Installments heading" }),
    })
    .describe("The summaries' row labels")
    .meta({ title: "Summary rows" }),
  quote: z
    .strictObject({
      link: text("The link under each tab's summary").meta({ title: "Link under each summary" }),
      title: inThePdfOnly(text("The PDF's heading").meta({ title: "Heading" })),
      number: inThePdfOnly(text("Label of the quote number").meta({ title: "Quote number's label" })),
      date: inThePdfOnly(text("Label of the quote's date").meta({ title: "Date's label" })),
      validity: inThePdfOnly(
        text("How long the quote holds", { params: ["days", "date"] }).meta({
          title: "How long the quote holds",
        }),
      ),
      validForDays: inThePdfOnly(
        z
          .number()
          .int("must be a whole number of days")
          .min(1, "must be at least 1 day")
          .max(365, "must be at most 365 days")
          .describe("How many days a quote holds from its date")
          .meta({ title: "Days a quote holds" }),
      ),
      from: inThePdfOnly(text("Label of the vendor's block").meta({ title: "Vendor block's label" })),
      item: inThePdfOnly(text("Heading of the line items' column").meta({ title: "Item column's heading" })),
      amount: inThePdfOnly(text("Heading of the amounts' column").meta({ title: "Amount column's heading" })),
      paymentTitle: inThePdfOnly(text("Heading of the payment terms").meta({ title: "Payment terms heading" })),
      paymentCohort: inThePdfOnly(
        text("How the cohort is paid", { params: ["deposit", "url", "email"] }).meta({
          title: "Payment, CMMC cohort",
        }),
      ),
      noOpenCohort: inThePdfOnly(
        text("Instead of how the cohort is paid, while no cohort is open for registration", {
          params: ["email"],
        }).meta({ title: "Payment, while no cohort is open" }),
      ),
      paymentGovernance: inThePdfOnly(
        text("How a Governance plan is bought", { params: ["url"] }).meta({
          title: "Payment, Governance",
        }),
      ),
      paymentSecops: inThePdfOnly(
        text("How a SecOps plan is bought", { params: ["url"] }).meta({ title: "Payment, SecOps" }),
      ),
      currency: inThePdfOnly(text("The currency and tax line").meta({ title: "Currency and tax line" })),
      custom: inThePdfOnly(
        text("Instead of amounts, for a plan priced case by case", {
          params: ["plan", "pricing", "email", "phone"],
        }).meta({ title: "Instead of amounts, plan priced case by case" }),
      ),
      trial: inThePdfOnly(
        text("Instead of amounts, for the free trial", { params: ["plan", "days", "email", "phone"] }).meta({
          title: "Instead of amounts, free trial",
        }),
      ),
      questions: inThePdfOnly(text("The last line", { params: ["email", "phone"] }).meta({ title: "Last line" })),
      columns: inThePdfOnly(
        z
          .strictObject({
            quantity: text("Heading of the quantities' column").meta({ title: "Quantity" }),
            unit: text("Heading of the units' column").meta({ title: "Unit" }),
            unitPrice: text("Heading of the unit prices' column").meta({ title: "Unit price" }),
          })
          .describe("The line items' other column headings (item and amount are above)")
          .meta({ title: "Other column headings" }),
      ),
      lineItemsTitle: inThePdfOnly(text("Heading of the line items' table").meta({ title: "Line items heading" })),
      summaryTitle: inThePdfOnly(
        text("Heading of the summary rows, the same as the pricing page shows").meta({
          title: "Summary heading",
        }),
      ),
      items: inThePdfOnly(
        z
          .strictObject({
            planAnnual: text("A plan billed annually", { params: ["module", "plan"] }).meta({
              title: "Plan billed annually",
            }),
            planMonthly: text("A plan billed monthly", { params: ["module", "plan"] }).meta({
              title: "Plan billed monthly",
            }),
            usersAnnual: text("Additional users over a year", { params: ["count"] }).meta({
              title: "Additional users, annual",
            }),
            usersMonthly: text("Additional users for a month").meta({ title: "Additional users, monthly" }),
            storageAnnual: text("Additional storage over a year", { params: ["count"] }).meta({
              title: "Additional storage, annual",
            }),
            storageMonthly: text("Additional storage for a month").meta({ title: "Additional storage, monthly" }),
            program: text("The CMMC program", { params: ["name", "weeks"] }).meta({ title: "CMMC program" }),
          })
          .describe("The line items' descriptions")
          .meta({ title: "Line items" }),
      ),
      units: inThePdfOnly(
        z
          .strictObject({
            year: text("Unit of a yearly plan").meta({ title: "Year" }),
            month: text("Unit of a monthly plan").meta({ title: "Month" }),
            userMonth: text("Unit of additional users billed annually (one user for one month)").meta({
              title: "User-month",
            }),
            userPerMonth: text("Unit of additional users billed monthly").meta({ title: "User per month" }),
            gbMonth: text("Unit of additional storage billed annually (one GB for one month)").meta({
              title: "GB-month unit",
            }),
            gbPerMonth: text("Unit of additional storage billed monthly").meta({ title: "GB per month unit" }),
            program: text("Unit of the CMMC program").meta({ title: "Program" }),
            hour: text("Unit of an add-on's expert hours").meta({ title: "Expert hour" }),
          })
          .describe("The units of the line items")
          .meta({ title: "Units" }),
      ),
      roundingNote: text(
        "Under the summary, when 12 times a rounded monthly figure differs from the annual total: why, and which is billed",
      ).meta({ title: "Rounding note" }),
      periodTitle: inThePdfOnly(
        text("Heading of the period of performance").meta({ title: "Period of performance heading" }),
      ),
      periodAnnual: inThePdfOnly(
        text("Period of performance of a plan billed annually").meta({ title: "Period, billed annually" }),
      ),
      periodMonthly: inThePdfOnly(
        text("Period of performance of a plan billed monthly").meta({ title: "Period, billed monthly" }),
      ),
      periodCohort: inThePdfOnly(
        text("Period of performance of the program while a cohort is open", {
          params: ["weeks", "start", "access"],
        }).meta({ title: "Period, CMMC cohort" }),
      ),
      periodNoCohort: inThePdfOnly(
        text("Period of performance of the program while no cohort is open", {
          params: ["weeks", "access"],
        }).meta({ title: "Period, while no cohort is open" }),
      ),
      billedAnnually: inThePdfOnly(
        text("Payment terms of a plan billed annually", { params: ["amount"] }).meta({
          title: "Terms, billed annually",
        }),
      ),
      billedMonthly: inThePdfOnly(
        text("Payment terms of a plan billed monthly", { params: ["amount"] }).meta({
          title: "Terms, billed monthly",
        }),
      ),
      paymentPlans: inThePdfOnly(
        text("Payment terms of the program: in full or in installments", {
          params: ["total", "count", "interval", "deposit", "methods"],
        }).meta({ title: "Terms, CMMC program" }),
      ),
      acceptTitle: inThePdfOnly(text("Heading of how to accept").meta({ title: "How to accept heading" })),
      accept: inThePdfOnly(
        text("How to accept the quote", { params: ["email", "number", "date"] }).meta({ title: "How to accept" }),
      ),
      vendorIds: inThePdfOnly(
        z
          .strictObject({
            uei: text("Label of the Unique Entity ID").meta({ title: "UEI label" }),
            cage: text("Label of the CAGE code").meta({ title: "CAGE code label" }),
            naics: text("Label of the NAICS codes").meta({ title: "NAICS codes label" }),
            sam: text("Label of the SAM registration status").meta({ title: "SAM registration label" }),
          })
          .describe("Labels of the vendor's identifiers, shown when the site settings give them")
          .meta({ title: "Vendor identifiers" }),
      ),
      preparedFor: z
        .strictObject({
          title: inThePdfOnly(text("Heading of the buyer's block in the PDF").meta({ title: "Heading" })),
          summary: text("The disclosure under each summary that opens the fields").meta({ title: "Disclosure" }),
          organisation: text("Label of the organisation field").meta({ title: "Organisation field" }),
          contact: text("Label of the contact name field").meta({ title: "Contact name field" }),
          email: text("Label of the e-mail field").meta({ title: "E-mail field" }),
          submit: text("The button that downloads the quote with these details").meta({ title: "Download button" }),
          note: text("Under the fields: what happens to what is typed").meta({ title: "Note under the fields" }),
          limit: text('Under each field: how long it may be, e.g. "Up to {max} characters."', { params: ["max"] }).meta(
            { title: "Limit under each field" },
          ),
          scripts: text(
            "After the note: which alphabets the PDF prints (Latin, Vietnamese, Greek, Cyrillic, Hebrew, Arabic), and what it does with other characters",
          ).meta({ title: "Alphabets the PDF prints" }),
          tooLong: text(
            "When no quote was made: a field longer than the quote prints, said under the field and in the list above the fields",
            { params: ["field", "length", "max"] },
          ).meta({ title: "When a value is too long" }),
          problemTitle: text(
            "When no quote was made: the heading of the list of what to correct (and of the page, when the pricing page cannot be shown)",
          ).meta({ title: "When no quote was made" }),
          problemBanner: text(
            "When no quote was made: the line at the top of the pricing page, before its link down to the fields",
          ).meta({ title: "Banner when no quote was made" }),
          problemIntro: text("When no quote was made: the line before the list of what to correct").meta({
            title: "Before the list of what to correct",
          }),
          leftOut: inThePdfOnly(
            text("In the PDF, when the e-mail did not look like an address and was left out").meta({
              title: "When the e-mail was left out",
            }),
          ),
          unprintable: inThePdfOnly(
            text(
              'In the PDF, when a value has characters its typefaces cannot print (an emoji, Chinese): they show as "?"',
              { params: ["fields"] },
            ).meta({ title: "When characters cannot print" }),
          ),
        })
        .describe('The optional "Prepared for" block: typed before download, printed on the PDF, never stored')
        .meta({ title: "Prepared for" }),
    })
    .describe("The downloadable quote (PDF) of each tab's state")
    .meta({ title: "Quote (PDF)" }),
});

export type PricingPageContent = z.infer<typeof pricingPageSchema>;
