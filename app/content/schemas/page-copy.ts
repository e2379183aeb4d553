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

/** A list of cards, titled as the team calls it and described for the check's messages. */
const cards = (title: string, description: string) =>
  z.array(card).min(1, "needs at least 1 card").describe(description).meta({ title });
const stats = (title: string, description: string) =>
  z.array(stat).min(1, "needs at least 1 figure").describe(description).meta({ title });
/** A section of a heading and cards. */
const cardSection = (title: string, cardsTitle: string, description: string) =>
  z.strictObject({ intro: sectionIntro, cards: cards(cardsTitle, description) }).meta({ title });

/** A section holding a two-column table: a term and what it means. */
const termTable = z.strictObject({
  intro: sectionIntro,
  caption: text("The table's name, read by screen readers").meta({ title: "Table's name" }),
  headers: z
    .tuple([
      text("First column's heading").meta({ title: "First column" }),
      text("Second column's heading").meta({ title: "Second column" }),
    ])
    .describe("The two column headings")
    .meta({ title: "Column headings" }),
  rows: z.array(row).min(1).describe("The table's rows").meta({ title: "Rows" }),
});

export const homeSchema = z.strictObject({
  differentiators: termTable.describe("The advantage/meaning rows").meta({ title: "Differentiators" }),
  platform: z
    .strictObject({
      intro: sectionIntro,
      modules: cards("Modules", "The platform's modules"),
      links: z.array(action).describe("Links under the modules").meta({ title: "Links under the modules" }),
    })
    .meta({ title: "Platform" }),
  whoWeServe: cardSection("Who we serve", "Audiences", "The audiences"),
  leadership: termTable.describe("The leadership value/impact rows").meta({ title: "Leadership" }),
  whyChoose: z
    .strictObject({
      intro: sectionIntro,
      stats: stats("Figures", "Headline figures"),
      cards: cards("Reasons", "The reasons"),
    })
    .meta({ title: "Why choose us" }),
  trustedBy: z
    .strictObject({
      intro: sectionIntro,
      sectorsLabel: text("Heading of the sectors list").meta({ title: "Sectors heading" }),
      sectors: texts("The sectors served", { item: "sector" }).meta({ title: "Sectors" }),
      frameworksLabel: text("Heading of the frameworks list").meta({ title: "Frameworks heading" }),
      frameworks: texts("The frameworks covered", { item: "framework" }).meta({ title: "Frameworks" }),
    })
    .meta({ title: "Trusted by" }),
  about: z
    .strictObject({
      intro: sectionIntro,
      paragraphs: texts("The section's paragraphs", { item: "paragraph" }).meta({ title: "Paragraphs" }),
      badges: texts("Short facts shown as chips", { most: limits.badges, max: limits.badge, item: "chip" }).meta({
        title: "Chips",
      }),
    })
    .meta({ title: "About" }),
  cta,
});

const comparisonRow = z
  .strictObject({
    name: text("The capability").meta({ title: "Capability" }),
    singularity: z.boolean().describe("Yes when the platform has it").meta({ title: "The platform has it" }),
    mdr: z.boolean().describe("Yes when a traditional MDR service has it").meta({ title: "A traditional MDR has it" }),
    siem: z.boolean().describe("Yes when a legacy SIEM has it").meta({ title: "A legacy SIEM has it" }),
  })
  .meta({ itemNoun: "row", itemTitle: "{name}" });

export const secopsSchema = z.strictObject({
  diagram: flowDiagram,
  challenge: points.meta({ title: "The challenge" }),
  howItWorks: z
    .strictObject({
      intro: sectionIntro,
      steps: z.array(step).min(1).describe("The steps, in order").meta({ title: "Steps" }),
    })
    .meta({ title: "How it works" }),
  features: cardSection("Features", "Features", "The features"),
  agenticAi: points.meta({ title: "Agentic AI" }),
  roles: cardSection("Roles", "Roles", "The roles served"),
  outcomes: z
    .strictObject({ intro: sectionIntro, stats: stats("Outcomes", "The outcomes") })
    .meta({ title: "Outcomes" }),
  integrations: z
    .strictObject({
      intro: sectionIntro,
      label: text("The list's name, read by screen readers").meta({ title: "List's name" }),
      items: texts("Kinds of sources", { item: "source" }).meta({ title: "Kinds of sources" }),
    })
    .meta({ title: "Integrations" }),
  comparison: z
    .strictObject({
      intro: sectionIntro,
      caption: text("The table's name, read by screen readers").meta({ title: "Table's name" }),
      columns: z
        .tuple([
          text("Capability column").meta({ title: "Capability column" }),
          text("Platform column").meta({ title: "Platform column" }),
          text("MDR column").meta({ title: "MDR column" }),
          text("SIEM column").meta({ title: "SIEM column" }),
        ])
        .describe("The four column headings")
        .meta({ title: "Column headings" }),
      rows: z.array(comparisonRow).min(1).describe("The table's rows").meta({ title: "Rows" }),
    })
    .meta({ title: "Comparison" }),
});

export const governanceSchema = z.strictObject({
  diagram: flowDiagram,
  features: cardSection("Features", "Features", "The features (also shown on /lp/Governance)"),
  capabilities: cardSection("Capabilities", "Capabilities", "The capabilities (also shown on /lp/Governance)"),
});

/** A section's paragraph under its heading, that may change with the calendar (while a cohort is open, and not). */
const datedIntroLead = datedText("The paragraph under the heading").meta({ title: "Paragraph under the heading" });

export const lpGovernanceSchema = z.strictObject({
  features: z
    .strictObject({ intro: sectionIntro })
    .describe("Its cards are the Governance page's features")
    .meta({ title: "Features" }),
  capabilities: z
    .strictObject({
      intro: sectionIntro,
      gainsTitle: text("Heading of the figures").meta({ title: "Figures' heading" }),
      gains: stats("Figures", "The gains"),
    })
    .describe("Its cards are the Governance page's capabilities")
    .meta({ title: "Capabilities" }),
  pricing: z
    .strictObject({
      intro: sectionIntro,
      includedTitle: text("Heading of the list of what every subscription includes").meta({
        title: "Heading of what every subscription includes",
      }),
      included: texts("What every subscription includes").meta({
        title: "What every subscription includes",
      }),
      deployment: cards("How it is delivered", "How it is delivered"),
      actions: z.array(action).describe("The section's buttons").meta({ title: "Buttons" }),
    })
    .meta({ title: "Pricing" }),
  cmmc: z
    .strictObject({
      intro: sectionIntro.extend({ lead: datedIntroLead }).meta({ title: "Section heading" }),
      points: texts("The program's points", { item: "point" }).meta({ title: "Points" }),
      actions: z.array(action).meta({ title: "Buttons" }),
    })
    .meta({ title: "CMMC Accelerator" }),
  contact: z.strictObject({ intro: sectionIntro }).meta({ title: "Contact" }),
});

export const cmmcLandingSchema = z.strictObject({
  checklistLabel: text("The button that opens the checklist form").meta({ title: "Checklist button" }),
  heroFacts: z
    .array(datedText("A fact shown as a chip in the hero", { max: limits.fact }))
    .min(1, "needs at least 1 item")
    .max(limits.chips, `has room for at most ${limits.chips} items on the page: remove or merge some`)
    .describe("Facts shown as chips in the hero")
    .meta({ title: "Chips in the hero", itemNoun: "chip" }),
  benefits: cardSection("Benefits", "Benefits", "The benefits"),
  deliverables: z
    .strictObject({
      intro: sectionIntro,
      items: z
        .array(
          z
            .strictObject({
              title: text("The deliverable").meta({ title: "Deliverable" }),
              description: text("What it is").meta({ title: "What it is" }),
              outcome: text("What it gives the company").meta({ title: "What it gives the company" }),
            })
            .meta({ itemNoun: "deliverable", itemTitle: "{title}" }),
        )
        .min(1)
        .describe("The deliverables")
        .meta({ title: "Deliverables" }),
      bonus: z
        .strictObject({
          title: text("The bonus's heading").meta({ title: "Heading" }),
          body: text("The bonus's text").meta({ title: "Text" }),
        })
        .meta({ title: "Bonus" }),
    })
    .meta({ title: "Deliverables" }),
  structure: z
    .strictObject({
      intro: sectionIntro,
      steps: z.array(step).min(1).describe("The program's stages").meta({ title: "Stages" }),
    })
    .meta({ title: "Program structure" }),
  different: cardSection("What makes it different", "Cards", "What makes it different"),
  pricing: z
    .strictObject({
      intro: sectionIntro,
      price: text("The price as shown (quote {cohort.price})").meta({ title: "Price" }),
      installments: text("The installment plan as shown").meta({ title: "Installment plan" }),
      facts: z
        .array(datedText("A fact under the price"))
        .min(1)
        .describe("Facts under the price")
        .meta({ title: "Facts under the price", itemNoun: "fact" }),
      actions: z.array(action).meta({ title: "Buttons" }),
    })
    .meta({ title: "Pricing" }),
  contact: z
    .strictObject({
      intro: sectionIntro
        .extend({
          eyebrow: datedText("The small line above the heading", { max: limits.eyebrow }).meta({
            title: "Line above the heading",
          }),
          lead: datedIntroLead,
        })
        .meta({ title: "Section heading" }),
      demoTitle: text("Heading beside the form").meta({ title: "Heading beside the form" }),
      demoBody: text("Text beside the form").meta({ title: "Text beside the form" }),
      demo: action.meta({ title: "Button beside the form" }),
    })
    .meta({ title: "Contact" }),
  cta: cta.extend({ lead: datedText("The band's text").meta({ title: "Text" }) }).meta({ title: "Call to action" }),
});

const moduleHelp = z.strictObject({
  title: text("How the module helps, in a line").meta({ title: "How it helps" }),
  points: texts("The details", { item: "detail" }).meta({ title: "Details" }),
});

export const industryCopy = z.strictObject({
  challenge: points.meta({ title: "The challenge" }),
  modules: z
    .strictObject({
      governance: moduleHelp.meta({ title: "Governance" }),
      secops: moduleHelp.meta({ title: "SecOps" }),
    })
    .meta({ title: "How each module helps" }),
  scenario: z
    .strictObject({
      title: text("The illustrative scenario's title (never a real customer)").meta({ title: "Heading" }),
      setting: text("The situation").meta({ title: "The situation" }),
      steps: texts("What happens, step by step", { item: "step" }).meta({ title: "Steps" }),
    })
    .meta({ title: "Scenario" }),
  results: stats("Outcomes", "The outcomes"),
  frameworks: texts("Frameworks covered", { item: "framework" }).meta({ title: "Frameworks" }),
});

export const industriesSchema = z.strictObject({
  sectionIntros: z
    .strictObject({
      helps: sectionIntro.meta({ title: "How it helps" }),
      scenario: sectionIntro.meta({ title: "Scenario" }),
      results: sectionIntro.meta({ title: "Results" }),
      frameworksLabel: text("Heading of the frameworks list").meta({ title: "Frameworks heading" }),
      governanceLabel: text("Label of the Governance module's column").meta({ title: "Governance column's label" }),
      secopsLabel: text("Label of the SecOps module's column").meta({ title: "SecOps column's label" }),
      scenarioNote: text("The note under each scenario").meta({ title: "Note under each scenario" }),
    })
    .meta({ title: "Every industry page's headings" }),
  industries: z
    .record(z.string(), industryCopy)
    .describe("Each industry page's copy, under its page's key in Page addresses and titles (content/pages.json)")
    .meta({ title: "Industry pages", keysArePages: true }),
});

export const heroesSchema = z.strictObject({
  heroes: z
    .record(z.string(), hero)
    .describe("Each page's hero, under its page's key in Page addresses and titles (content/pages.json)")
    .meta({ title: "Each page's top", keysArePages: true }),
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
  intro: z
    .strictObject({
      title: text("The PDF's title").meta({ title: "Title" }),
      subtitle: text("The line under it; {count} is how many requirements the list below has", {
        params: ["count"],
      }).meta({ title: "Line under the title" }),
      howToUse: texts("How to use the checklist").meta({ title: "How to use it" }),
      disclaimer: text("The disclaimer at the end").meta({ title: "Disclaimer" }),
    })
    .meta({ title: "Opening" }),
  labels: z
    .strictObject({
      howToUse: text("Heading of the how-to list").meta({ title: "How-to heading" }),
      requirements: text("Heading of the requirements").meta({ title: "Requirements heading" }),
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
      notes: text("The word before each requirement's notes field (a screen reader says it with the requirement)").meta(
        { title: "Word before the notes" },
      ),
    })
    .describe("The checklist's own words around the requirements")
    .meta({ title: "Words around the requirements" }),
  requirements: z
    .array(
      z
        .strictObject({
          id: text("The current identifier (32 CFR 170)", { pattern: requirementId }).meta({ title: "Identifier" }),
          legacyIds: z
            .array(text("An older practice number", { pattern: requirementId }))
            .describe("Older CMMC 2.0 practice numbers, if it had any (none for a new requirement)")
            .meta({ title: "Older practice numbers", itemNoun: "older number" }),
          domain: text("The domain").meta({ title: "Domain" }),
          requirement: text("The requirement").meta({ title: "Requirement" }),
          verify: text("How to verify it").meta({ title: "How to verify it" }),
          evidence: text("Evidence to keep").meta({ title: "Evidence to keep" }),
        })
        .meta({ itemNoun: "requirement", itemTitle: "{id}: {requirement}" }),
    )
    .min(1)
    .superRefine(uniqueIds("requirement"))
    .describe("The requirements, in order")
    .meta({ title: "Requirements" }),
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
