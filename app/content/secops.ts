import type { ComparisonRow } from "../components/sections/comparison-table.tsx";
import { secopsPlans } from "../lib/pricing/plans.ts";
import type { Card, SectionIntro, PointsContent, Stat, Step } from "./types.ts";

/** A plan's log integrations, from the price data. */
const integrations = (id: "core" | "plus") => String(secopsPlans.find((plan) => plan.id === id)!.logIntegrations);

export const secops = {
  challenge: {
    intro: {
      id: "challenge",
      eyebrow: "The challenge",
      title: "Too many alerts, too few analysts",
      lead: "Security teams drown in alerts from tools that do not talk to each other, while attackers move in minutes.",
    },
    points: [
      "Most alerts are false positives, and each one still takes an analyst's time.",
      "Signals live in separate consoles: SIEM, endpoint, identity, cloud and network.",
      "Executives ask for posture in plain language; the SOC answers with raw data.",
      "Hiring cannot keep pace with 24/7 coverage.",
    ],
  } satisfies PointsContent,
  howItWorks: {
    intro: {
      id: "how-it-works",
      eyebrow: "How it works",
      title: "From raw alert to resolved incident in four steps",
    } satisfies SectionIntro,
    steps: [
      {
        title: "Connect",
        body: "Stream logs and alerts from the tools you already run through the integration library.",
      },
      {
        title: "Triage",
        body: "AI agents enrich, de-duplicate and score every alert, closing the noise automatically.",
      },
      {
        title: "Correlate",
        body: "Related signals become one incident with a timeline, affected assets and a likely cause.",
      },
      { title: "Respond", body: "Analysts and our MDR team act on guided playbooks; dashboards report the outcome." },
    ] satisfies Step[],
  },
  features: {
    intro: { id: "features", eyebrow: "Features", title: "Everything a modern SOC needs" } satisfies SectionIntro,
    cards: [
      {
        icon: "bot",
        title: "AI alert triage",
        body: "Agents classify and prioritise alerts around the clock, with the reasoning shown.",
      },
      {
        icon: "network",
        title: "Cross-tool correlation",
        body: "Events from different sources are joined into incidents you can act on.",
      },
      {
        icon: "shield",
        title: "Managed detection and response",
        body: "Our analysts watch, hunt and respond alongside your team, 24/7.",
      },
      {
        icon: "chart",
        title: "Executive dashboards",
        body: "Posture, trends and response times in terms a board understands.",
      },
      {
        icon: "workflow",
        title: "Guided playbooks",
        body: "Repeatable response steps so every incident is handled the same way.",
      },
      { icon: "eye", title: "24/7 visibility", body: "One view across endpoints, identities, cloud and network." },
    ] satisfies Card[],
  },
  agenticAi: {
    intro: {
      id: "agentic-ai",
      eyebrow: "Agentic AI",
      title: "AI agents that do the first hour of every investigation",
      lead: "Agents gather context, check reputation, look for related activity and draft the incident summary before an analyst opens the case.",
    },
    points: [
      "Each agent works within the permissions you grant it.",
      "Every conclusion links to the evidence behind it.",
      "Analysts approve actions; the agents do not act alone on production systems.",
      "Agents learn from analyst feedback on each verdict.",
    ],
  } satisfies PointsContent,
  roles: {
    intro: {
      id: "roles",
      eyebrow: "For every role",
      title: "One platform, the view each person needs",
    } satisfies SectionIntro,
    cards: [
      {
        icon: "shield",
        title: "CISOs",
        body: "Risk and response trends for the board, without a week of report building.",
      },
      { icon: "users", title: "SOC managers", body: "Queue health, coverage and analyst workload at a glance." },
      {
        icon: "search",
        title: "Analysts",
        body: "Pre-investigated incidents with context, so the work starts at the decision.",
      },
      { icon: "building", title: "IT directors", body: "Clear ownership of fixes and proof that they were made." },
    ] satisfies Card[],
  },
  outcomes: {
    intro: { id: "outcomes", eyebrow: "Outcomes", title: "What teams report" } satisfies SectionIntro,
    stats: [
      { value: "80%", label: "fewer false positives" },
      { value: "60%", label: "faster incident response" },
      { value: "24/7", label: "visibility across your environment" },
      { value: "40%", label: "cost reduction" },
    ] satisfies Stat[],
  },
  integrations: {
    intro: {
      id: "integrations",
      eyebrow: "Integrations",
      title: "Works with the stack you already own",
      lead: `Connect the sources you run today; Core includes ${integrations("core")} log integrations and Plus is ${integrations("plus")}.`,
    } satisfies SectionIntro,
    label: "Kinds of sources you can connect",
    items: [
      "SIEM",
      "Endpoint detection and response",
      "Firewalls",
      "Identity providers",
      "Cloud platforms",
      "Email security",
      "Vulnerability scanners",
      "Ticketing systems",
    ],
  },
  comparison: {
    intro: {
      id: "comparison",
      eyebrow: "Comparison",
      title: "How it compares",
      lead: "Against traditional managed detection and response and a SIEM on its own.",
    } satisfies SectionIntro,
    caption: "Capabilities of this platform, traditional MDR and SIEM-only",
    columns: ["Capability", "This platform", "Traditional MDR", "SIEM-only"] as [string, string, string, string],
    rows: [
      { name: "AI triage of every alert", singularity: true, mdr: false, siem: false },
      { name: "24/7 human monitoring and response", singularity: true, mdr: true, siem: false },
      { name: "Log collection and search", singularity: true, mdr: false, siem: true },
      { name: "Cross-tool incident correlation", singularity: true, mdr: false, siem: true },
      { name: "Executive dashboards", singularity: true, mdr: false, siem: false },
      { name: "Compliance evidence for CMMC and NIST", singularity: true, mdr: false, siem: false },
    ] satisfies ComparisonRow[],
  },
};
