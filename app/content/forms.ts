import data from "../../content/forms.json" with { type: "json" };
import { contentOf, fillText } from "./figures.ts";
import type { FormsContent } from "./schemas/site-copy.ts";

/** Form labels and the spec's notices (section 8), letter for letter (content/forms.json). */
const content = contentOf<FormsContent>(data);

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

/** Where the checklist PDF is served (the build writes it there from content/checklist.json). */
export const checklistPdfPath = `/downloads/${checklistForm.fileName}`;
