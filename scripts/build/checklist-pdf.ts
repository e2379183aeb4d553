import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from "pdf-lib";
import { ACCENT, INK, MUTED, PAGE, RULE, wrap } from "#server/pdf-layout.ts";
import { checklistIntro, checklistRequirements } from "#app/content/checklist.ts";
import { checklistPdfPath } from "#app/content/forms.ts";
import { siteConfig } from "#app/site.config.ts";

/** Builds the checklist PDF: intro, then each requirement with what to verify, evidence and Met / Not met boxes. */
export async function buildChecklistPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${checklistIntro.title} - ${siteConfig.brandName}`);
  doc.setAuthor(siteConfig.companyName);
  doc.setSubject(checklistIntro.subtitle);
  doc.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const form = doc.getForm();
  const textWidth = PAGE.width - PAGE.margin * 2;

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const footer = (p: PDFPage) => {
    const { contact } = siteConfig;
    p.drawText(`${siteConfig.brandName} | ${contact.email} | ${contact.phone} | ${contact.address.locality}, ${contact.address.region}`, {
      x: PAGE.margin, y: 30, size: 8, font: regular, color: MUTED,
    });
  };
  const newPage = () => {
    footer(page);
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, font: PDFFont, size: number, color = INK, indent = 0, gap = 4) => {
    for (const line of wrap(text, font, size, textWidth - indent)) {
      if (y < PAGE.margin + 40) newPage();
      page.drawText(line, { x: PAGE.margin + indent, y, size, font, color });
      y -= size + gap;
    }
  };

  write(siteConfig.brandName.toUpperCase(), bold, 10, ACCENT);
  y -= 6;
  write(checklistIntro.title, bold, 22);
  write(checklistIntro.subtitle, regular, 11, MUTED);
  y -= 10;
  write("How to use this checklist", bold, 12);
  for (const step of checklistIntro.howToUse) write(`-  ${step}`, regular, 10, INK, 8);
  y -= 4;
  write(checklistIntro.disclaimer, regular, 9, MUTED);
  y -= 12;

  checklistRequirements.forEach((item, index) => {
    // Keep a requirement together on one page.
    const needed = 150;
    if (y < PAGE.margin + needed) newPage();
    page.drawLine({ start: { x: PAGE.margin, y: y + 8 }, end: { x: PAGE.width - PAGE.margin, y: y + 8 }, thickness: 0.5, color: RULE });
    y -= 6;
    write(`${index + 1}. ${item.id}   (formerly ${item.legacyIds.join(", ")})   ${item.domain}`, bold, 10, ACCENT);
    write(item.requirement, bold, 11);
    write(`Verify: ${item.verify}`, regular, 10, INK, 0, 3);
    write(`Example evidence: ${item.evidence}`, regular, 10, MUTED, 0, 3);
    y -= 4;
    for (const [label, suffix, x] of [["Met", "met", PAGE.margin], ["Not met", "not-met", PAGE.margin + 90]] as const) {
      const box = form.createCheckBox(`${item.id}.${suffix}`);
      box.addToPage(page, { x, y: y - 3, width: 12, height: 12, borderColor: INK, borderWidth: 1 });
      page.drawText(label, { x: x + 18, y, size: 10, font: regular, color: INK });
    }
    const notes = form.createTextField(`${item.id}.notes`);
    notes.addToPage(page, { x: PAGE.margin + 190, y: y - 5, width: textWidth - 190, height: 16, borderColor: MUTED, borderWidth: 0.5 });
    y -= 30;
  });
  footer(page);
  return doc.save();
}

export async function writeChecklistPdf(clientDir: string): Promise<string> {
  const file = path.join(clientDir, checklistPdfPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await buildChecklistPdf());
  return file;
}
