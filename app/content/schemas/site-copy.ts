/** The site's frame and shared words: content/pages.json, navigation.json, site.json, forms.json, pricing-page.json. */
import { z } from "zod";
import { action, cta, datedText, iconName, limits, link, text } from "./common.ts";

export const pageEntry = z.strictObject({
  path: z
    .string()
    .regex(/^\/([A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*)?$/, 'must start with "/" and use letters, digits, "-" and "/"')
    .describe("The page's address on the site; an industry page is /industries/<slug>"),
  name: text('The page\'s name: the browser tab reads "{name} - {brand}"', { max: 60 }),
  description: text("The search-result and link-preview description", { max: 160 }),
});

export const pagesSchema = z
  .record(z.string().regex(/^[a-z][A-Za-z]*$/, "must be a camelCase key"), pageEntry)
  .describe("Every page: its address, name and description, under a key the other files use")
  .superRefine((pages, ctx) => {
    const seen = new Map<string, string>();
    for (const [key, page] of Object.entries(pages)) {
      const other = seen.get(page.path);
      if (other) ctx.addIssue({ code: "custom", path: [key, "path"], message: `is also the path of "${other}"` });
      seen.set(page.path, key);
    }
  });

const navLink = z
  .strictObject({
    label: text("The link's words (an industry link may leave it out: the page's name is used)")
      .optional()
      .meta({ title: "Link's words" }),
    to: link,
  })
  .describe("A navigation link")
  .meta({ itemNoun: "link", itemTitle: "{label}" });

const navGroup = z
  .strictObject({ label: text("The group's name"), items: z.array(navLink).min(1).meta({ title: "Links" }) })
  .meta({ itemNoun: "group", itemTitle: "{label}" });

const campaignNav = z.strictObject({
  home: link.describe("Where the logo goes"),
  links: z.array(navLink).min(1).describe("The header's links"),
  cta: navLink.optional().describe("The header's button").meta({ title: "Header button" }),
});

export const navigationSchema = z.strictObject({
  mainNav: z
    .strictObject({
      groups: z.array(navGroup).describe("Menus that open a list"),
      links: z.array(navLink).describe("Plain links after the menus"),
    })
    .describe("The main header")
    .meta({ title: "Main navigation" }),
  campaignNavs: z
    .strictObject({
      lpGovernance: campaignNav.meta({ title: "Governance landing page" }),
      lpCmmcAccelerator: campaignNav.meta({ title: "CMMC Accelerator landing page" }),
    })
    .describe("The headers of the two campaign landing pages")
    .meta({ title: "Campaign landing pages' navigation" }),
  footerNav: z.strictObject({
    tagline: text("The line under the logo"),
    columns: z.array(navGroup).describe("The footer's link columns"),
    termsLabel: text("The Terms of Service placeholder"),
    termsNote: text("The note beside it"),
    termsRequestSubject: text(
      "Subject of the e-mail the Terms of Service link starts while no terms are published (SITE_TERMS_URL unset)",
    ),
    legal: text("The legal line"),
  }),
});

/** A form's field labels, under the field names of its schema (app/lib/forms). */
const labels = <const K extends string>(...fields: K[]) =>
  z
    .strictObject(
      Object.fromEntries(fields.map((field) => [field, text(`The label of the ${field} field`)])) as Record<
        K,
        ReturnType<typeof text>
      >,
    )
    .describe("The field labels")
    .meta({ title: "Field labels" });
const notice = z.strictObject({
  title: text("The notice's title").meta({ title: "Heading" }),
  description: text("The notice's text").meta({ title: "Text" }),
});
const failure = z.strictObject({
  title: text("The error notice's title").meta({ title: "Heading" }),
  fallback: text("The text when no answer came back at all").meta({ title: "Text when nothing answered" }),
});

/** A form's notices, titled as the team reads them in each form. */
const sentNotice = notice.meta({ title: "Notice once sent" });
const failedNotice = failure.meta({ title: "Notice when sending fails" });

const sendButton = text("The button").meta({ title: "Send button" });
const sendingButton = text("The button while sending").meta({ title: "Send button, while sending" });

export const formsSchema = z.strictObject({
  contactForm: z.strictObject({
    title: text("The form's heading"),
    note: text("The note under it"),
    labels: labels("firstName", "lastName", "email", "company", "phone", "message"),
    submit: sendButton,
    submitting: sendingButton,
    success: sentNotice,
    failure: notice.meta({ title: "Notice when sending fails" }),
  }),
  governanceInquiryForm: z.strictObject({
    labels: labels("name", "email", "company", "interest", "message"),
    interestPlaceholder: text("The empty choice of the interest list").meta({ title: "Interest list's empty choice" }),
    submit: sendButton,
    submitting: sendingButton,
    success: sentNotice,
    failure: failedNotice,
  }),
  acceleratorLeadForm: z.strictObject({
    labels: labels("name", "email", "company"),
    submit: sendButton,
    submitting: sendingButton,
    success: sentNotice,
    failure: failedNotice,
    nextCohort: z
      .strictObject({ submit: sendButton })
      .describe("While no cohort is open: the form asks to hear about the next cohort (its lead's interest says so)")
      .meta({ title: "While no cohort is open" }),
  }),
  checklistForm: z.strictObject({
    title: text("The dialog's heading"),
    description: text("The dialog's text"),
    labels: labels("fullName", "email", "companyName"),
    submit: sendButton,
    submitting: sendingButton,
    success: sentNotice,
    failure: failedNotice,
    fileName: z
      .string()
      .regex(/^[a-z0-9-]+\.pdf$/, 'must be a file name such as "checklist.pdf"')
      .describe("The downloaded file's name"),
  }),
  requiredNote: text("The note about required fields").meta({ title: "Note on required fields" }),
  formProblem: z
    .strictObject({
      title: text("Heading of the summary when a form without JavaScript comes back with errors"),
      fieldsIntro: text("The line above the list of errors").meta({ title: "Line above the errors" }),
      banner: text("The banner on the page"),
      bannerLink: text("The banner's link to the form").meta({ title: "Banner's link" }),
    })
    .describe("A form posted without JavaScript that the server sent back")
    .meta({ title: "A form sent back with errors" }),
  characterCount: z
    .strictObject({
      limit: text("Under a long text box, always: the limit ({limit}: the number of characters)", {
        params: ["limit"],
      }),
      remaining: text("As the visitor types, while under the limit ({count}: characters left)", {
        params: ["count"],
      }).meta({ title: "Characters left" }),
      remainingOne: text("The same, with exactly one character left").meta({ title: "One character left" }),
      over: text("Once past the limit ({count}: characters too many)", { params: ["count"] }).meta({
        title: "Characters too many",
      }),
      overOne: text("The same, with exactly one character too many").meta({ title: "One character too many" }),
    })
    .describe("The character count under a long text box (GOV.UK pattern): a line break counts as one character"),
  formSent: z.strictObject({
    backLabel: text("The link back to the form's page", { params: ["page"] }).meta({ title: "Link back" }),
    homeLabel: text("The link home").meta({ title: "Link home" }),
    downloadLabel: text("The checklist's download link").meta({ title: "Download link" }),
    downloadHint: text("The hint beside it").meta({ title: "Hint beside the download link" }),
    sendAnother: text("In a form's place once its message is sent: the button that brings back an empty form").meta({
      title: "Button for another message",
    }),
  }),
});

export const siteSchema = z.strictObject({
  skipLinkLabel: text("The first link on every page, for keyboard users"),
  uiLabels: z
    .strictObject({
      menu: text("The menu button's name"),
      closeMenu: text("The menu's close button"),
      closeDialog: text("A dialog's close button"),
      close: text("A generic close button"),
      homeSuffix: text('After the brand in the logo link\'s name (keep the space): "Singularity home"'),
      newTab: text("After a link that opens a new tab (keep the space)"),
      notifications: text("The region of the notices"),
      mobileNav: text("The phone menu's name"),
      mainNav: text("The main menu's name"),
      step: text("A step without its own label", { params: ["n"] }),
      yes: text("A tick in a comparison table, as screen readers read it"),
      no: text("A cross in a comparison table, as screen readers read it"),
      scrollTable: text("Above a comparison table on a phone, where its last columns are beyond the screen's edge"),
    })
    .describe("Names read by screen readers (menus, dialogs, new-tab notes)")
    .meta({ title: "Words for screen readers" }),
  cookieBanner: z.strictObject({
    label: text("The banner's name for screen readers"),
    text: text("The banner's text"),
    privacyLabel: text("The privacy link"),
    accept: text("The button").meta({ title: "Button" }),
    closeLabel: text("The close button's name"),
  }),
  notFound: z.strictObject({
    code: text("The big code"),
    heading: text("The heading"),
    body: text("The text"),
    homeLabel: text("The link home").meta({ title: "Link home" }),
    title: text("The browser tab's title"),
  }),
  errorPage: z.strictObject({
    heading: text("The heading"),
    homeLabel: text("The link home").meta({ title: "Link home" }),
  }),
  contactPage: z.strictObject({
    detailsTitle: text("Heading of the contact details"),
    emailLabel: text("Label of the e-mail"),
    phoneLabel: text("Label of the phone"),
    addressLabel: text("Label of the address"),
  }),
  productShared: cta
    .describe("The band shared by the product and industry pages")
    .meta({ title: "Product and industry pages' call to action" }),
});

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
      label: text("The button"),
      note: text("The note beside it"),
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
      governance: text("The Governance tab"),
      secops: text("The SecOps tab").meta({ title: "SecOps" }),
      cmmc: text("The CMMC tab").meta({ title: "CMMC" }),
    })
    .meta({ title: "Tab names" }),
  billingLabel: text("The annual billing switch").meta({ title: "Annual billing switch" }),
  governance: z
    .strictObject({
      title: text("The tab's heading"),
      lead: text("The tab's text").meta({ title: "Text under the heading" }),
      badge: text(
        'The badge beside the billing switch (spec: "Save up to 16%"): write the saving as {governance.bestAnnualSaving}, worked out from the Governance prices',
        { max: limits.badge },
      ),
      planGroupLabel: text("The plan choice's name for screen readers").meta({
        title: "Plan choice's name (screen readers)",
      }),
      cta: text("Each card's button").meta({ title: "Card button" }),
      recommended: text("The recommended plan's badge", { max: limits.badge }),
      frameworkLabel: text("Label of the framework line"),
      audienceLabel: text("Label of the audience line"),
    })
    .meta({ title: "Governance tab" }),
  secops: z
    .strictObject({
      title: text("The tab's heading"),
      lead: text("The tab's text").meta({ title: "Text under the heading" }),
      badge: text('The badge beside the billing switch (spec: "Save 17%")', { max: limits.badge }),
      planGroupLabel: text("The plan choice's name for screen readers").meta({
        title: "Plan choice's name (screen readers)",
      }),
      cta: text("Each card's button").meta({ title: "Card button" }),
      popular: text("The recommended plan's badge", { max: limits.badge }),
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
      trialDays: text("The trial's length", { params: ["days"] }),
      allowances: z
        .strictObject({
          users: counted("Users, on the trial card"),
          usersIncluded: text("Users, on paid cards", { params: ["count"] }),
          storage: text("Storage, on the trial card", { params: ["count"] }),
          storageIncluded: text("Storage, on paid cards", { params: ["count"] }),
          agents: countedOrUnlimited("AI agents"),
          integrations: countedOrUnlimited("Log integrations"),
        })
        .describe("A plan's allowances, worded from its figures in content/plans.json"),
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
      title: text("The tab's heading"),
      lead: text("The tab's text").meta({ title: "Text under the heading" }),
      addOnsTitle: text("Heading of the add-ons").meta({ title: "Add-ons heading" }),
      addOnsLead: text("Text of the add-ons").meta({ title: "Add-ons text" }),
      summaryTitle: text("Heading of the summary").meta({ title: "Summary heading" }),
      reserve: text("The deposit button's words").meta({ title: "Deposit button" }),
      closed: z
        .strictObject({
          title: text("Heading in place of the deposit button"),
          body: text("Its text; the button under it is the action below"),
          action: action.describe(
            "While no cohort is open, every call to register (a link to /pricing?tab=cmmc-accelerator, on any page) becomes this one: a way to hear about the next cohort",
          ),
          notice: text(
            "Where a static host still shows a closed cohort's deposit button, the first-paint script hides it and shows this, with the action",
          ),
        })
        .describe(
          "While no cohort is open for registration (content/plans.json › cohorts): shown in place of the deposit button, and the call that replaces every call to register",
        )
        .meta({ title: "While no cohort is open" }),
    })
    .meta({ title: "CMMC tab" }),
  price: z
    .strictObject({
      perMonth: text("After a monthly price (keep the space at the start)"),
      billedAnnually: text("Under an annual price", { params: ["amount"] }),
      billedMonthly: text("Under a monthly price"),
      trial: text("Under the trial's price", { params: ["days"] }).meta({ title: "Under the trial's price" }),
      captionMonthly: text("The summary's caption, monthly", { params: ["plan"] }),
      captionAnnual: text("The summary's caption, annual", { params: ["plan"] }),
    })
    .meta({ title: "Price lines" }),
  program: z
    .strictObject({
      title: text("Heading of the program card"),
      installmentsLine: text("After the program fee (keep the space at the start)", {
        params: ["count", "amount", "interval"],
      }),
      facts: z
        .array(z.strictObject({ icon: iconName, text: datedText("A fact about the cohort") }))
        .min(1)
        .describe("The program card's facts, each with its icon"),
      firstInstallment: text("The first installment", { params: ["deposit"] }),
      firstInstallmentWithAddOns: text("The first installment with add-ons", { params: ["deposit"] }),
      installment: text("Every later installment", { params: ["n"] }),
      addOnDetail: text("Under an add-on", { params: ["rate", "cadence"] }),
      addOnDetailWithSavings: text(
        "Under an add-on that costs less per hour than the dearest one; {savings} is worked out from the hours and rates in plans.json",
        { params: ["rate", "cadence", "savings"] },
      ),
      reserveLabel: text("The deposit button", { params: ["reserve", "deposit"] }),
    })
    .meta({ title: "Program card" }),
  summary: z
    .strictObject({
      title: text("The summary's heading"),
      perMonth: text("Row"),
      billedAnnually: text("Row"),
      perYear: text("Row"),
      savings: text("Row"),
      base: text("Row"),
      monthlyTotal: text("Row"),
      annualTotal: text("Row"),
      program: text("Row"),
      total: text("Row"),
      deposit: text("Row"),
      balance: text("Row"),
      installments: text("Heading of the installments"),
    })
    .describe("The summaries' row labels")
    .meta({ title: "Summary rows" }),
  quote: z
    .strictObject({
      link: text("The link under each tab's summary"),
      title: text("The PDF's heading"),
      number: text("Label of the quote number"),
      date: text("Label of the quote's date"),
      validity: text("How long the quote holds", { params: ["days", "date"] }),
      validForDays: z
        .number()
        .int("must be a whole number of days")
        .min(1, "must be at least 1 day")
        .max(365, "must be at most 365 days")
        .describe("How many days a quote holds from its date"),
      from: text("Label of the vendor's block"),
      item: text("Heading of the line items' column"),
      amount: text("Heading of the amounts' column"),
      paymentTitle: text("Heading of the payment terms"),
      paymentCohort: text("How the cohort is paid", { params: ["deposit", "url", "email"] }),
      noOpenCohort: text("Instead of how the cohort is paid, while no cohort is open for registration", {
        params: ["email"],
      }),
      paymentGovernance: text("How a Governance plan is bought", { params: ["url"] }),
      paymentSecops: text("How a SecOps plan is bought", { params: ["url"] }).meta({ title: "Payment, SecOps" }),
      currency: text("The currency and tax line"),
      custom: text("Instead of amounts, for a plan priced case by case", {
        params: ["plan", "pricing", "email", "phone"],
      }),
      trial: text("Instead of amounts, for the free trial", { params: ["plan", "days", "email", "phone"] }).meta({
        title: "Instead of amounts, free trial",
      }),
      questions: text("The last line", { params: ["email", "phone"] }),
      columns: z
        .strictObject({
          quantity: text("Heading of the quantities' column"),
          unit: text("Heading of the units' column"),
          unitPrice: text("Heading of the unit prices' column"),
        })
        .describe("The line items' other column headings (item and amount are above)"),
      lineItemsTitle: text("Heading of the line items' table"),
      summaryTitle: text("Heading of the summary rows, the same as the pricing page shows"),
      items: z
        .strictObject({
          planAnnual: text("A plan billed annually", { params: ["module", "plan"] }),
          planMonthly: text("A plan billed monthly", { params: ["module", "plan"] }),
          usersAnnual: text("Additional users over a year", { params: ["count"] }),
          usersMonthly: text("Additional users for a month"),
          storageAnnual: text("Additional storage over a year", { params: ["count"] }),
          storageMonthly: text("Additional storage for a month"),
          program: text("The CMMC program", { params: ["name", "weeks"] }),
        })
        .describe("The line items' descriptions"),
      units: z
        .strictObject({
          year: text("Unit of a yearly plan"),
          month: text("Unit of a monthly plan"),
          userMonth: text("Unit of additional users billed annually (one user for one month)"),
          userPerMonth: text("Unit of additional users billed monthly"),
          gbMonth: text("Unit of additional storage billed annually (one GB for one month)").meta({
            title: "GB-month unit",
          }),
          gbPerMonth: text("Unit of additional storage billed monthly").meta({ title: "GB per month unit" }),
          program: text("Unit of the CMMC program"),
          hour: text("Unit of an add-on's expert hours"),
        })
        .describe("The units of the line items"),
      roundingNote: text(
        "Under the summary, when 12 times a rounded monthly figure differs from the annual total: why, and which is billed",
      ),
      periodTitle: text("Heading of the period of performance"),
      periodAnnual: text("Period of performance of a plan billed annually"),
      periodMonthly: text("Period of performance of a plan billed monthly"),
      periodCohort: text("Period of performance of the program while a cohort is open", {
        params: ["weeks", "start", "access"],
      }),
      periodNoCohort: text("Period of performance of the program while no cohort is open", {
        params: ["weeks", "access"],
      }),
      billedAnnually: text("Payment terms of a plan billed annually", { params: ["amount"] }),
      billedMonthly: text("Payment terms of a plan billed monthly", { params: ["amount"] }),
      paymentPlans: text("Payment terms of the program: in full or in installments", {
        params: ["total", "count", "interval", "deposit", "methods"],
      }),
      acceptTitle: text("Heading of how to accept"),
      accept: text("How to accept the quote", { params: ["email", "number", "date"] }).meta({ title: "How to accept" }),
      vendorIds: z
        .strictObject({
          uei: text("Label of the Unique Entity ID").meta({ title: "UEI label" }),
          cage: text("Label of the CAGE code").meta({ title: "CAGE code label" }),
          naics: text("Label of the NAICS codes").meta({ title: "NAICS codes label" }),
          sam: text("Label of the SAM registration status").meta({ title: "SAM registration label" }),
        })
        .describe("Labels of the vendor's identifiers, shown when the site settings give them")
        .meta({ title: "Vendor identifiers" }),
      preparedFor: z
        .strictObject({
          title: text("Heading of the buyer's block in the PDF"),
          summary: text("The disclosure under each summary that opens the fields"),
          organisation: text("Label of the organisation field"),
          contact: text("Label of the contact name field"),
          email: text("Label of the e-mail field"),
          submit: text("The button that downloads the quote with these details"),
          note: text("Under the fields: what happens to what is typed"),
          limit: text('Under each field: how long it may be, e.g. "Up to {max} characters."', { params: ["max"] }),
          scripts: text(
            "After the note: which alphabets the PDF prints (Latin, Vietnamese, Greek, Cyrillic, Hebrew, Arabic), and what it does with other characters",
          ),
          shortened: text("In the PDF, when a value was too long and was cut", { params: ["fields", "max"] }),
          leftOut: text("In the PDF, when the e-mail did not look like an address and was left out"),
          unprintable: text(
            'In the PDF, when a value has characters its typefaces cannot print (an emoji, Chinese): they show as "?"',
            { params: ["fields"] },
          ),
        })
        .describe('The optional "Prepared for" block: typed before download, printed on the PDF, never stored'),
    })
    .describe("The downloadable quote (PDF) of each tab's state")
    .meta({ title: "Quote (PDF)" }),
});

export type PageEntryContent = z.infer<typeof pageEntry>;
export type NavigationContent = z.infer<typeof navigationSchema>;
export type FormsContent = z.infer<typeof formsSchema>;
export type SiteContent = z.infer<typeof siteSchema>;
export type PricingPageContent = z.infer<typeof pricingPageSchema>;
