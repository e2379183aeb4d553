import type { PageId } from "./pages.ts";
import type { SectionIntro, PointsContent, Stat } from "./types.ts";

export interface IndustryContent {
  challenge: PointsContent;
  modules: { governance: { title: string; points: string[] }; secops: { title: string; points: string[] } };
  scenario: { title: string; setting: string; steps: string[] };
  results: Stat[];
  frameworks: string[];
}

export type IndustryId = Extract<
  PageId,
  "federalSled" | "defenseIndustrial" | "manufacturing" | "energy" | "bankingFinance"
>;

export const industrySectionIntros = {
  helps: {
    id: "how-it-helps",
    eyebrow: "How it helps",
    title: "Two modules, one picture of risk",
  } satisfies SectionIntro,
  scenario: {
    id: "scenario",
    eyebrow: "Example scenario",
    title: "What it looks like in practice",
  } satisfies SectionIntro,
  results: { id: "results", eyebrow: "Results", title: "The outcomes that matter" } satisfies SectionIntro,
  frameworksLabel: "Frameworks covered",
  governanceLabel: "Governance module",
  secopsLabel: "SecOps module",
  scenarioNote: "An illustrative scenario, not a customer case study.",
};

const challengeIntro = (title: string, lead: string): SectionIntro => ({
  id: "challenge",
  eyebrow: "The challenge",
  title,
  lead,
});

export const industries: Record<IndustryId, IndustryContent> = {
  federalSled: {
    challenge: {
      intro: challengeIntro(
        "Mandates grow; teams do not",
        "Federal, state, local and education bodies must meet FedRAMP and NIST 800-53 obligations while defending networks around the clock.",
      ),
      points: [
        "Authorization packages take months of manual writing and evidence gathering.",
        "Continuous monitoring requirements outpace small security teams.",
        "Alerts from many agencies' tools arrive without context.",
        "Leaders need posture reports they can act on.",
      ],
    },
    modules: {
      governance: {
        title: "Authorization and continuous monitoring",
        points: [
          "NIST 800-53 and FedRAMP baselines out of the box",
          "AI-drafted SSPs and POA&Ms",
          "Scheduled evidence collection for continuous monitoring",
        ],
      },
      secops: {
        title: "Detection and response for lean teams",
        points: [
          "AI triage of every alert",
          "Managed detection and response, 24/7",
          "Executive dashboards for agency leadership",
        ],
      },
    },
    scenario: {
      title: "A state agency preparing an authorization package",
      setting:
        "An IT team of a dozen people supports thousands of users and must document NIST 800-53 controls for a new system.",
      steps: [
        "Import the NIST 800-53 baseline and map existing controls once.",
        "Let the platform draft the SSP from the controls and collected evidence.",
        "Track open findings as POA&M items with owners and dates.",
        "Hand alert triage to AI agents and the MDR team while the package is built.",
      ],
    },
    results: [
      { value: "80%", label: "faster SSP creation" },
      { value: "50%", label: "less manual workload" },
      { value: "24/7", label: "visibility" },
    ],
    frameworks: ["FedRAMP", "NIST 800-53", "NIST 800-171", "CMMC"],
  },
  defenseIndustrial: {
    challenge: {
      intro: challengeIntro(
        "No certification, no contract",
        "CMMC, NIST 800-171 and DFARS clauses now decide which contractors can bid, and assessors want evidence, not intentions.",
      ),
      points: [
        "110 NIST 800-171 requirements to implement, document and prove.",
        "SPRS scores that must be reported and defended.",
        "Controlled unclassified information spread across email, file shares and laptops.",
        "Small IT teams with no dedicated compliance staff.",
      ],
    },
    modules: {
      governance: {
        title: "CMMC and NIST 800-171 readiness",
        points: [
          "CMMC Level 1 (18 controls) and Level 2 (110 controls) libraries",
          "SPRS score tracking and POA&M management",
          "AI-generated System Security Plans",
        ],
      },
      secops: {
        title: "Protect the CUI you are certifying",
        points: [
          "Monitoring of the systems in your CUI boundary",
          "AI triage and managed response",
          "Incident records that support DFARS reporting",
        ],
      },
    },
    scenario: {
      title: "A machining subcontractor heading for CMMC Level 2",
      setting:
        "A 60-person supplier with one IT manager needs an SSP, a credible SPRS score and a plan for every gap before its prime's deadline.",
      steps: [
        "Run the gap assessment against the 110 requirements.",
        "Generate the SSP and a POA&M from the results.",
        "Close gaps in priority order and watch the SPRS score rise.",
        "Keep evidence current with the monitoring scheduler until the assessment.",
      ],
    },
    results: [
      { value: "58 → 110", label: "SPRS score" },
      { value: "80%", label: "faster SSP creation" },
      { value: "50%", label: "less audit preparation" },
    ],
    frameworks: ["CMMC", "NIST 800-171", "DFARS", "NIST 800-53"],
  },
  manufacturing: {
    challenge: {
      intro: challengeIntro(
        "Production cannot stop, and neither can compliance",
        "Manufacturers in the defense supply chain handle controlled unclassified information and must protect plant networks at the same time.",
      ),
      points: [
        "Flat networks connect office IT to the plant floor.",
        "CMMC and NIST 800-171 obligations flow down from primes.",
        "Security alerts compete with production priorities for attention.",
        "Evidence for audits lives in many hands and many formats.",
      ],
    },
    modules: {
      governance: {
        title: "Flow-down requirements, handled",
        points: [
          "CMMC and NIST 800-171 control libraries",
          "Evidence collection on a schedule",
          "POA&M tracking with owners across IT and operations",
        ],
      },
      secops: {
        title: "Detection that understands the plant",
        points: [
          "Correlation across office and operational networks",
          "AI triage that filters routine noise",
          "24/7 managed detection and response",
        ],
      },
    },
    scenario: {
      title: "A components maker answering a prime's CMMC flow-down",
      setting: "A plant with office and shop-floor networks must show CMMC readiness without slowing production.",
      steps: [
        "Scope the CUI boundary and map controls across IT and operations.",
        "Schedule evidence collection instead of chasing screenshots.",
        "Route plant and office alerts through AI triage.",
        "Report posture to the prime and to leadership from one dashboard.",
      ],
    },
    results: [
      { value: "80%", label: "fewer false positives" },
      { value: "60%", label: "faster incident response" },
      { value: "80%", label: "faster audit preparation" },
    ],
    frameworks: ["CMMC", "NIST 800-171", "DFARS", "ISO"],
  },
  energy: {
    challenge: {
      intro: challengeIntro(
        "Critical infrastructure, constant scrutiny",
        "Energy operators answer to NERC CIP while defending operational networks that attackers target first.",
      ),
      points: [
        "NERC CIP evidence spread across teams and sites.",
        "Operational technology that cannot be patched on IT schedules.",
        "Incidents that must be contained in minutes, not days.",
        "Audit preparation that takes months.",
      ],
    },
    modules: {
      governance: {
        title: "NERC CIP compliance visibility",
        points: [
          "Controls and evidence organised by NERC CIP domain",
          "Continuous monitoring of compliance status",
          "Audit packages assembled from current evidence",
        ],
      },
      secops: {
        title: "Faster response across IT and OT",
        points: [
          "AI correlation of IT and operational alerts",
          "24/7 managed detection and response",
          "Executive dashboards for operations leadership",
        ],
      },
    },
    scenario: {
      title: "A regional utility preparing for a NERC CIP audit",
      setting: "Compliance evidence sits with substations, IT and security teams, and the audit is months away.",
      steps: [
        "Map NERC CIP requirements to the controls each team owns.",
        "Collect evidence continuously instead of in a pre-audit rush.",
        "Correlate alerts from IT and OT sources into single incidents.",
        "Show auditors a live compliance view instead of a binder.",
      ],
    },
    results: [
      { value: "50%", label: "faster incident response" },
      { value: "100%", label: "compliance visibility across NERC CIP domains" },
      { value: "Months → days", label: "audit preparation" },
    ],
    frameworks: ["NERC CIP", "NIST 800-53", "ISO"],
  },
  bankingFinance: {
    challenge: {
      intro: challengeIntro(
        "Overlapping regulations, fragmented controls",
        "Banks and financial institutions face GLBA, FFIEC, PCI-DSS and SOC 2 pressure, with controls scattered across teams and tools.",
      ),
      points: [
        "The same control is documented several times for different examiners.",
        "Evidence lives in audit files, SIEM and DLP tools that do not connect.",
        "Fraud and insider threats hide in the gaps between systems.",
        "Audit readiness depends on a few people and a lot of spreadsheets.",
      ],
    },
    modules: {
      governance: {
        title: "One control library for every examiner",
        points: [
          "Unified control library across GLBA, SOC 2, PCI-DSS and ISO 27001",
          "Evidence mapped from audits, SIEM and DLP tools",
          "Real-time compliance dashboards",
        ],
      },
      secops: {
        title: "Fraud and insider-threat detection",
        points: [
          "AI-driven correlation across transactions, identity and endpoint signals",
          "Insider-threat patterns surfaced early",
          "24/7 managed detection and response",
        ],
      },
    },
    scenario: {
      title: "A regional bank ahead of its FFIEC examination",
      setting:
        "A regional bank maintains separate evidence for GLBA, PCI-DSS and SOC 2, while its fraud team works from a different set of alerts.",
      steps: [
        "Consolidate controls into one library mapped to GLBA, SOC 2, PCI-DSS and ISO 27001.",
        "Feed audit findings, SIEM and DLP evidence into real-time dashboards.",
        "Correlate fraud and insider-threat signals with AI.",
        "Walk examiners through one current view of cyber and compliance posture.",
      ],
    },
    results: [
      { value: "60%", label: "faster audit readiness" },
      { value: "35%", label: "improved fraud detection accuracy" },
      { value: "Unified", label: "cyber and compliance visibility" },
    ],
    frameworks: ["GLBA", "FFIEC", "PCI-DSS", "SOC 2", "ISO 27001"],
  },
};
