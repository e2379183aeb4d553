/**
 * The CMMC Level 1 readiness checklist as a tagged PDF/UA document (issue 34): a title, a how-to list, then the
 * requirements as a list, each with its identifiers, what to verify, example evidence, and fillable Met / Not met
 * boxes and a notes field that a screen reader names ("AC.L1-b.1.i: Met"). Rules and the page footer are artifacts.
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
  artifact,
  createTaggedPdf,
  footerOnEveryPage,
  initAccessibleForm,
  paragraph,
  type ParagraphStyle,
  pdfBytes,
  pdfColors,
} from "#server/tagged-pdf.ts";

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
    const heading = `${requirement.id} (${labels.formerly} ${requirement.legacyIds.join(", ")}), ${requirement.domain}`;
    const texts: { text: string; font: "regular" | "bold"; size: number }[] = [
      { text: heading, font: "bold", size: 10 },
      { text: requirement.requirement, font: "bold", size: 11 },
      { text: `${labels.verify}: ${requirement.verify}`, font: "regular", size: 10 },
      { text: `${labels.evidence}: ${requirement.evidence}`, font: "regular", size: 10 },
    ];
    // Keep a requirement, its boxes included, on one page.
    const needed =
      texts.reduce((sum, t) => sum + doc.font(t.font).fontSize(t.size).heightOfString(t.text, { width: width - 20 }) + 3, 0) +
      44;
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
    const boxes = [
      { suffix: "met", label: labels.met, x: PAGE.margin + 20 },
      { suffix: "not-met", label: labels.notMet, x: PAGE.margin + 90 },
    ];
    for (const box of boxes) {
      accessibleField(doc, body, {
        kind: "checkbox",
        name: `${requirement.id}.${box.suffix}`,
        label: `${requirement.id}: ${box.label}`,
        x: box.x,
        y: rowY,
        width: 12,
        height: 12,
      });
      // The visible word beside the box: its name is the field's own (TU), so this is not read twice.
      artifact(doc, () => {
        doc.font("regular").fontSize(10).fillColor(pdfColors.ink).text(box.label, box.x + 18, rowY + 1, { lineBreak: false });
      });
    }
    const notesX = PAGE.margin + 175;
    artifact(doc, () => {
      doc.font("regular").fontSize(10).fillColor(pdfColors.ink).text(labels.notes, notesX, rowY + 1, { lineBreak: false });
    });
    const fieldX = notesX + doc.widthOfString(labels.notes) + 8;
    accessibleField(doc, body, {
      kind: "text",
      name: `${requirement.id}.notes`,
      label: `${requirement.id}: ${labels.notes}`,
      x: fieldX,
      y: rowY - 2,
      width: PAGE.width - PAGE.margin - fieldX,
      height: 16,
    });
    body.end();
    item.end();
    doc.y = rowY + 30;
  });
  list.end();
  root.end();

  const { contact } = siteConfig;
  footerOnEveryPage(
    doc,
    `${siteConfig.brandName} | ${contact.email} | ${contact.phone} | ${contact.address.locality}, ${contact.address.region}`,
  );
  return pdfBytes(doc);
}

export async function writeChecklistPdf(clientDir: string): Promise<string> {
  const file = path.join(clientDir, checklistPdfPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await buildChecklistPdf());
  return file;
}
