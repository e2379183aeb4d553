// @vitest-environment node
import { PDFCheckBox, PDFDocument, PDFTextField } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { checklistRequirements } from "#app/content/checklist.ts";
import { buildChecklistPdf } from "./checklist-pdf.ts";

describe("the CMMC Level 1 readiness checklist PDF", () => {
  it("covers the 15 FAR 52.204-21 requirements with current and former identifiers", () => {
    expect(checklistRequirements).toHaveLength(15);
    expect(checklistRequirements[0]!.id).toBe("AC.L1-b.1.i");
    expect(checklistRequirements[14]!.id).toBe("SI.L1-b.1.xv");
    expect(checklistRequirements.flatMap((r) => r.legacyIds)).toHaveLength(17);
  });

  it("parses, has several pages, and Met / Not met boxes and notes for every requirement", async () => {
    const pdf = await PDFDocument.load(await buildChecklistPdf());
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(pdf.getTitle()).toContain("CMMC Level 1 Readiness Checklist");
    const fields = pdf.getForm().getFields();
    expect(fields).toHaveLength(15 * 3);
    for (const requirement of checklistRequirements) {
      expect(pdf.getForm().getField(`${requirement.id}.met`)).toBeInstanceOf(PDFCheckBox);
      expect(pdf.getForm().getField(`${requirement.id}.not-met`)).toBeInstanceOf(PDFCheckBox);
      expect(pdf.getForm().getField(`${requirement.id}.notes`)).toBeInstanceOf(PDFTextField);
    }
  });
});
