/**
 * The CMMC Level 1 readiness checklist offered on /lp/cmmc-accelerator (content/checklist.json). The PDF is
 * generated at build from it (scripts/build/checklist-pdf.ts). Level 1 is the 15 basic safeguarding requirements
 * of FAR 52.204-21(b)(1); the older CMMC 2.0 numbering split requirement (ix) into three practices (17 in all).
 */
import data from "#content/checklist.json" with { type: "json" };
import type { ChecklistContent } from "#app/content/schemas/page-copy.ts";
import { fillText } from "./figures.ts";
import { parseCopy } from "./site-figures.ts";

const content = parseCopy("checklist.json", data);

export type ChecklistRequirement = ChecklistContent["requirements"][number];
/** The intro, its {count} the number of requirements listed (typed, it went stale when one was added). */
export const checklistIntro = {
  ...content.intro,
  subtitle: fillText(content.intro.subtitle, { count: content.requirements.length }),
};
export const checklistLabels = content.labels;
export const checklistRequirements: ChecklistRequirement[] = content.requirements;
