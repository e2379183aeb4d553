/**
 * The CMMC Level 1 readiness checklist as a tagged PDF/UA document (issue 34): a title, a how-to list, then the
 * requirements as a list, each with its identifiers, what to verify, example evidence, one Met / Not met choice (a
 * radio group) and a multi-line notes field, both named by the requirement's words. The visible labels and the
 * contact line are content; rules and the running footer are artifacts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { checklistIntro, checklistLabels, checklistRequirements } from "#app/content/checklist.ts";
import { checklistPdfPath } from "#app/content/forms.ts";
import { siteConfig } from "#app/site.config.ts";
import {
  PAGE,
  type Struct,
  type TaggedDoc,
  accessibleField,
  accessibleRadioGroup,
  artifact,
  createTaggedPdf,
  footerOnEveryPage,
  initAccessibleForm,
  paragraph,
  type ParagraphStyle,
  pdfBytes,
  pdfColors,
} from "#pdf/tagged-pdf.ts";
import { CHOICE_SIZE, ROW_WORDS_SIZE, choiceRow } from "#pdf/checklist-row.ts";

const width = PAGE.width - PAGE.margin * 2;
const labels = checklistLabels;

/** A paragraph of the checklist: `indent` points in from the margin, 4 points of space after unless said. */
const say = (doc: TaggedDoc, parent: Struct, text: string, { indent = 0, ...style }: ParagraphStyle & { indent?: number } = {}) =>
  paragraph(doc, parent, text, { after: 4, ...style, x: PAGE.margin + indent, width: width - indent });

/** Builds the checklist PDF (the same content gives the same file). */
export async function buildChecklistPdf(): Promise<Uint8Array> {
  const doc = createTaggedPdf({
    title: `${checklistIntro.title} - ${siteConfig.brandName}`,
    author: siteConfig.companyName,
    subject: checklistIntro.subtitle,
    date: new Date(Date.UTC(2026, 0, 1)),
  });
  initAccessibleForm(doc);
  const root = doc.struct("Document");
  doc.addStructure(root);

  say(doc, root, siteConfig.brandName.toUpperCase(), { font: "bold", color: pdfColors.accent });
  say(doc, root, checklistIntro.title, { type: "H1", font: "bold", size: 22 });
  say(doc, root, checklistIntro.subtitle, { size: 11, color: pdfColors.muted, after: 12 });

  say(doc, root, labels.howToUse, { type: "H2", font: "bold", size: 12 });
  const howTo = doc.struct("L");
  root.add(howTo);
  for (const step of checklistIntro.howToUse) {
    const item = doc.struct("LI");
    howTo.add(item);
    const top = doc.y;
    item.add(doc.struct("Lbl", {}, () => doc.font("regular").fontSize(10).fillColor(pdfColors.ink).text("•", PAGE.margin + 4, top)));
    item.add(
      doc.struct("LBody", {}, () => {
        doc.text(step, PAGE.margin + 16, top, { width: width - 16 });
      }),
    );
    item.end();
    doc.y += 2;
  }
  howTo.end();
  doc.y += 4;
  say(doc, root, checklistIntro.disclaimer, { size: 9, color: pdfColors.muted, after: 14 });

  say(doc, root, labels.requirements, { type: "H2", font: "bold", size: 12, after: 8 });
  const list = doc.struct("L");
  root.add(list);
  checklistRequirements.forEach((requirement, index) => {
    const heading = requirementHeading(requirement, labels.formerly);
    const texts: { text: string; font: "regular" | "bold"; size: number }[] = [
      { text: heading, font: "bold", size: 10 },
      { text: requirement.requirement, font: "bold", size: 11 },
      { text: `${labels.verify}: ${requirement.verify}`, font: "regular", size: 10 },
      { text: `${labels.evidence}: ${requirement.evidence}`, font: "regular", size: 10 },
    ];
    // Keep a requirement, its boxes included, on one page.
    const needed =
      texts.reduce((sum, t) => sum + doc.font(t.font).fontSize(t.size).heightOfString(t.text, { width: width - 20 }) + 3, 0) +
      54;
    if (doc.y + needed > PAGE.height - PAGE.margin - 20) doc.addPage();
    const top = doc.y;
    artifact(doc, () => {
      doc.moveTo(PAGE.margin, top - 6).lineTo(PAGE.width - PAGE.margin, top - 6).lineWidth(0.5).strokeColor(pdfColors.rule).stroke();
    });
    const item = doc.struct("LI");
    list.add(item);
    item.add(
      doc.struct("Lbl", {}, () => {
        doc.font("bold").fontSize(10).fillColor(pdfColors.accent).text(`${index + 1}.`, PAGE.margin, top);
      }),
    );
    const body = doc.struct("LBody");
    item.add(body);
    doc.y = top;
    for (const [i, t] of texts.entries()) {
      say(doc, body, t.text, {
        font: t.font,
        size: t.size,
        color: i === 0 ? pdfColors.accent : i === 3 ? pdfColors.muted : pdfColors.ink,
        indent: 20,
        after: 3,
      });
    }
    const rowY = doc.y + 4;
    // Met or Not met: one choice, named by the requirement's own words (a screen reader says what is being judged).
    // Each part of the row placed after the words before it (the content check keeps the notes field wide enough).
    const row = choiceRow(labels);
    const named = `${requirement.id}: ${requirement.requirement}`;
    const choices = [
      { value: "Met", label: labels.met, x: row.metX },
      { value: "NotMet", label: labels.notMet, x: row.notMetX },
    ];
    accessibleRadioGroup(doc, body, {
      name: `${requirement.id}.status`,
      label: named,
      options: choices.map((choice) => ({ ...choice, y: rowY, size: CHOICE_SIZE })),
    });
    // The visible word before the notes field: real content, read before the field it names.
    body.add(
      doc.struct("Lbl", {}, () => {
        doc
          .font("regular")
          .fontSize(ROW_WORDS_SIZE)
          .fillColor(pdfColors.ink)
          .text(labels.notes, row.notesX, rowY + 1, { lineBreak: false });
      }),
    );
    accessibleField(doc, body, {
      kind: "text",
      name: `${requirement.id}.notes`,
      label: `${labels.notes}, ${named}`,
      x: row.fieldX,
      y: rowY - 2,
      width: row.fieldWidth,
      height: 30,
      multiline: true,
    });
    body.end();
    item.end();
    doc.y = rowY + 40;
  });
  list.end();

  // Who to ask, as real content at the end of the document; the same line at the foot of every page is its
  // running footer (an artifact, so a screen reader does not repeat it page after page).
  const { contact } = siteConfig;
  const contactLine = `${siteConfig.brandName} | ${contact.email} | ${contact.phone} | ${contact.address.locality}, ${contact.address.region}`;
  if (doc.y + 30 > PAGE.height - PAGE.margin - 20) doc.addPage();
  say(doc, root, contactLine, { size: 9, color: pdfColors.muted });
  root.end();
  footerOnEveryPage(doc, contactLine);
  return pdfBytes(doc);
}

export async function writeChecklistPdf(clientDir: string): Promise<string> {
  const file = path.join(clientDir, checklistPdfPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await buildChecklistPdf());
  return file;
}

/**
 * A requirement's heading: its identifier, its older numbers, its domain. A requirement new in 32 CFR 170 has no
 * older number (issue 54: the editor no longer forces one), so its heading says none rather than "(formerly )".
 */
export function requirementHeading(
  requirement: { id: string; legacyIds: string[]; domain: string },
  formerly: string,
): string {
  const older = requirement.legacyIds.length > 0 ? ` (${formerly} ${requirement.legacyIds.join(", ")})` : "";
  return `${requirement.id}${older}, ${requirement.domain}`;
}
