/** The copy of each page's sections: content/home.json, secops.json, governance.json, lp-governance.json,
 * cmmc-accelerator.json, industries.json, heroes.json and checklist.json. */
import { z } from "zod";
import {
  action,
  card,
  cta,
  datedText,
  flowDiagram,
  hero,
  limits,
  points,
  row,
  sectionIntro,
  stat,
  step,
  text,
  texts,
  uniqueIds,
} from "./common.ts";

const cards = (description: string) => z.array(card).min(1, "needs at least 1 card").describe(description);
const stats = (description: string) => z.array(stat).min(1, "needs at least 1 figure").describe(description);

/** A section holding a two-column table: a term and what it means. */
const termTable = z.strictObject({
  intro: sectionIntro,
  caption: text("The table's name, read by screen readers"),
  headers: z
    .tuple([text("First column's heading"), text("Second column's heading")])
    .describe("The two column headings"),
  rows: z.array(row).min(1).describe("The table's rows"),
});

export const homeSchema = z.strictObject({
  differentiators: termTable.describe("The advantage/meaning rows"),
  platform: z.strictObject({
    intro: sectionIntro,
    modules: cards("The platform's modules"),
    links: z.array(action).describe("Links under the modules"),
  }),
  whoWeServe: z.strictObject({ intro: sectionIntro, cards: cards("The audiences") }),
  leadership: termTable.describe("The leadership value/impact rows"),
  whyChoose: z.strictObject({ intro: sectionIntro, stats: stats("Headline figures"), cards: cards("The reasons") }),
  trustedBy: z.strictObject({
    intro: sectionIntro,
    sectorsLabel: text("Heading of the sectors list").meta({ title: "Sectors heading" }),
    sectors: texts("The sectors served"),
    frameworksLabel: text("Heading of the frameworks list").meta({ title: "Frameworks heading" }),
    frameworks: texts("The frameworks covered"),
  }),
  about: z.strictObject({
    intro: sectionIntro,
    paragraphs: texts("The section's paragraphs"),
    badges: texts("Short facts shown as chips", { most: limits.badges, max: limits.badge }),
  }),
  cta,
});

const comparisonRow = z.strictObject({
  name: text("The capability"),
  singularity: z.boolean().describe("true when the platform has it"),
  mdr: z.boolean().describe("Yes when a traditional MDR service has it").meta({ title: "A traditional MDR has it" }),
  siem: z.boolean().describe("Yes when a legacy SIEM has it").meta({ title: "A legacy SIEM has it" }),
});

export const secopsSchema = z.strictObject({
  diagram: flowDiagram,
  challenge: points,
  howItWorks: z.strictObject({ intro: sectionIntro, steps: z.array(step).min(1).describe("The steps, in order") }),
  features: z.strictObject({ intro: sectionIntro, cards: cards("The features") }),
  agenticAi: points.meta({ title: "Agentic AI" }),
  roles: z.strictObject({ intro: sectionIntro, cards: cards("The roles served") }),
  outcomes: z.strictObject({ intro: sectionIntro, stats: stats("The outcomes") }),
  integrations: z.strictObject({
    intro: sectionIntro,
    label: text("The list's name, read by screen readers"),
    items: texts("Kinds of sources"),
  }),
  comparison: z.strictObject({
    intro: sectionIntro,
    caption: text("The table's name, read by screen readers"),
    columns: z
      .tuple([text("Capability column"), text("Platform column"), text("MDR column"), text("SIEM column")])
      .describe("The four column headings"),
    rows: z.array(comparisonRow).min(1).describe("The table's rows"),
  }),
});

export const governanceSchema = z.strictObject({
  diagram: flowDiagram,
  features: z.strictObject({ intro: sectionIntro, cards: cards("The features (also shown on /lp/Governance)") }),
  capabilities: z.strictObject({
    intro: sectionIntro,
    cards: cards("The capabilities (also shown on /lp/Governance)"),
  }),
});

/** A section's paragraph under its heading, that may change with the calendar (while a cohort is open, and not). */
const datedIntroLead = datedText("The paragraph under the heading").meta({ title: "Paragraph under the heading" });

export const lpGovernanceSchema = z.strictObject({
  features: z.strictObject({ intro: sectionIntro }).describe("Its cards are the Governance page's features"),
  capabilities: z
    .strictObject({ intro: sectionIntro, gainsTitle: text("Heading of the figures"), gains: stats("The gains") })
    .describe("Its cards are the Governance page's capabilities"),
  pricing: z.strictObject({
    intro: sectionIntro,
    includedTitle: text("Heading of the list of what every subscription includes"),
    included: texts("What every subscription includes"),
    deployment: cards("How it is delivered"),
    actions: z.array(action).describe("The section's buttons"),
  }),
  cmmc: z
    .strictObject({
      intro: sectionIntro.extend({ lead: datedIntroLead }).meta({ title: "Heading" }),
      points: texts("The program's points", { item: "point" }),
      actions: z.array(action).meta({ title: "Buttons" }),
    })
    .meta({ title: "CMMC Accelerator" }),
  contact: z.strictObject({ intro: sectionIntro }),
});

export const cmmcLandingSchema = z.strictObject({
  checklistLabel: text("The button that opens the checklist form").meta({ title: "Checklist button" }),
  heroFacts: z
    .array(datedText("A fact shown as a chip in the hero", { max: limits.fact }))
    .min(1, "needs at least 1 item")
    .max(limits.chips, `has room for at most ${limits.chips} items on the page: remove or merge some`)
    .describe("Facts shown as chips in the hero"),
  benefits: z.strictObject({ intro: sectionIntro, cards: cards("The benefits") }),
  deliverables: z.strictObject({
    intro: sectionIntro,
    items: z
      .array(
        z.strictObject({
          title: text("The deliverable"),
          description: text("What it is"),
          outcome: text("What it gives the company"),
        }),
      )
      .min(1)
      .describe("The deliverables"),
    bonus: z.strictObject({ title: text("The bonus's heading"), body: text("The bonus's text") }),
  }),
  structure: z.strictObject({ intro: sectionIntro, steps: z.array(step).min(1).describe("The program's stages") }),
  different: z
    .strictObject({ intro: sectionIntro, cards: cards("What makes it different") })
    .meta({ title: "What makes it different" }),
  pricing: z.strictObject({
    intro: sectionIntro,
    price: text("The price as shown (quote {cohort.price})"),
    installments: text("The installment plan as shown"),
    facts: z.array(datedText("A fact under the price")).min(1).describe("Facts under the price"),
    actions: z.array(action),
  }),
  contact: z.strictObject({
    intro: sectionIntro.extend({
      eyebrow: datedText("The small line above the heading", { max: limits.eyebrow }).meta({
        title: "Line above the heading",
      }),
      lead: datedIntroLead,
    }),
    demoTitle: text("Heading beside the form").meta({ title: "Heading beside the form" }),
    demoBody: text("Text beside the form").meta({ title: "Text beside the form" }),
    demo: action,
  }),
  cta: cta.extend({ lead: datedText("The band's text").meta({ title: "Text" }) }).meta({ title: "Call to action" }),
});

const moduleHelp = z.strictObject({ title: text("How the module helps, in a line"), points: texts("The details") });

export const industryCopy = z.strictObject({
  challenge: points,
  modules: z.strictObject({
    governance: moduleHelp.meta({ title: "Governance" }),
    secops: moduleHelp.meta({ title: "SecOps" }),
  }),
  scenario: z.strictObject({
    title: text("The illustrative scenario's title (never a real customer)"),
    setting: text("The situation"),
    steps: texts("What happens, step by step"),
  }),
  results: stats("The outcomes"),
  frameworks: texts("Frameworks covered"),
});

export const industriesSchema = z.strictObject({
  sectionIntros: z.strictObject({
    helps: sectionIntro.meta({ title: "How it helps" }),
    scenario: sectionIntro.meta({ title: "Scenario" }),
    results: sectionIntro.meta({ title: "Results" }),
    frameworksLabel: text("Heading of the frameworks list").meta({ title: "Frameworks heading" }),
    governanceLabel: text("Label of the Governance module's column"),
    secopsLabel: text("Label of the SecOps module's column").meta({ title: "SecOps column's label" }),
    scenarioNote: text("The note under each scenario").meta({ title: "Note under each scenario" }),
  }),
  industries: z
    .record(z.string(), industryCopy)
    .describe("Each industry page's copy, under the same key as its entry in content/pages.json"),
});

export const heroesSchema = z.strictObject({
  heroes: z.record(z.string(), hero).describe("Each page's hero, under the same key as in content/pages.json"),
});

/**
 * A requirement's identifier, as the checklist's Met / Not met fields are named by it: letters, digits, dots and
 * hyphens, never a space (one at the end is invisible on the page and would ship in the PDF's field names).
 */
const requirementId = {
  regex: /^[A-Za-z0-9][A-Za-z0-9.-]*$/,
  message:
    'must be letters, digits, dots and hyphens with no spaces, e.g. "AC.L1-b.1.i" (a space at the start or the end is easy to miss: delete it)',
};

export const checklistSchema = z.strictObject({
  intro: z.strictObject({
    title: text("The PDF's title"),
    subtitle: text("The line under it; {count} is how many requirements the list below has", { params: ["count"] }),
    howToUse: texts("How to use the checklist"),
    disclaimer: text("The disclaimer at the end"),
  }),
  labels: z
    .strictObject({
      howToUse: text("Heading of the how-to list"),
      requirements: text("Heading of the requirements"),
      formerly: text('Word before a requirement\'s older numbers, e.g. "formerly"').meta({
        title: "Word before older numbers",
      }),
      verify: text('Word before how to verify a requirement, e.g. "Verify"').meta({
        title: "Word before how to verify",
      }),
      evidence: text('Words before a requirement\'s example evidence, e.g. "Example evidence"').meta({
        title: "Words before example evidence",
      }),
      met: text("The word beside the choice for a requirement that is met").meta({ title: "Word for met" }),
      notMet: text("The word beside the choice for one that is not").meta({ title: "Word for not met" }),
      notes: text("The word before each requirement's notes field (a screen reader says it with the requirement)"),
    })
    .describe("The checklist's own words around the requirements"),
  requirements: z
    .array(
      z
        .strictObject({
          id: text("The current identifier (32 CFR 170)", { pattern: requirementId }).meta({ title: "Identifier" }),
          legacyIds: z
            .array(text("An older practice number", { pattern: requirementId }))
            .describe("Older CMMC 2.0 practice numbers, if it had any (none for a new requirement)")
            .meta({ title: "Older practice numbers", itemNoun: "older number" }),
          domain: text("The domain"),
          requirement: text("The requirement"),
          verify: text("How to verify it").meta({ title: "How to verify it" }),
          evidence: text("Evidence to keep").meta({ title: "Evidence to keep" }),
        })
        .meta({ itemNoun: "requirement", itemTitle: "{id}: {requirement}" }),
    )
    .min(1)
    .superRefine(uniqueIds("requirement"))
    .describe("The requirements, in order"),
});

export type HomeContent = z.infer<typeof homeSchema>;
export type SecopsContent = z.infer<typeof secopsSchema>;
export type GovernanceContent = z.infer<typeof governanceSchema>;
export type LpGovernanceContent = z.infer<typeof lpGovernanceSchema>;
export type CmmcLandingContent = z.infer<typeof cmmcLandingSchema>;
export type IndustryContent = z.infer<typeof industryCopy>;
export type IndustriesContent = z.infer<typeof industriesSchema>;
export type HeroesContent = z.infer<typeof heroesSchema>;
export type ChecklistContent = z.infer<typeof checklistSchema>;
