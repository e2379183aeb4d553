import data from "#content/forms.json" with { type: "json" };
import { fillText } from "./figures.ts";
import { parseCopy } from "./site-figures.ts";

/** Form labels and the spec's notices (section 8), letter for letter (content/forms.json). */
const content = parseCopy("forms.json", data);

export const { contactForm, governanceInquiryForm, acceleratorLeadForm, checklistForm, requiredNote, formProblem } =
  content;

/**
 * The confirmation page a native post lands on once the lead is stored (titles and texts are the spec's success
 * notices, above). The checklist's page also starts the PDF download.
 */
export const formSent = {
  ...content.formSent,
  backLabel: (page: string) => fillText(content.formSent.backLabel, { page }),
};

/** The words of a long text box's character count (GOV.UK pattern), for a limit and what is typed. */
export const characterCount = {
  limit: (limit: number) => fillText(content.characterCount.limit, { limit }),
  /** What is left (or how far over), for `count` characters typed against `limit`. */
  status: (count: number, limit: number) => {
    const left = limit - count;
    const words = content.characterCount;
    if (left === 1) return words.remainingOne;
    if (left === -1) return words.overOne;
    return fillText(left >= 0 ? words.remaining : words.over, { count: Math.abs(left) });
  },
};

/** Where the checklist PDF is served (the build writes it there from content/checklist.json). */
export const checklistPdfPath = `/downloads/${checklistForm.fileName}`;
