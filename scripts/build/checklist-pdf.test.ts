// @vitest-environment node
/**
 * The CMMC Level 1 readiness checklist as a federal buyer's tools read it (issue 34): tagged PDF/UA, its title shown
 * in the window, its language, headings, the requirements as a list in reading order, and fillable Met / Not met /
 * notes fields that a screen reader names. Checked with poppler (`pdfinfo`, `pdfinfo -struct-text`) and pdf-lib.
 */
import { PDFBool, PDFCheckBox, PDFDict, PDFDocument, PDFName, PDFString, PDFTextField } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { checklistIntro, checklistLabels, checklistRequirements } from "#app/content/checklist.ts";
import { allOfType, pdfInfo, pdfStructure, textOf, type StructNode } from "#tests/pdf-structure.ts";
import { buildChecklistPdf } from "./checklist-pdf.ts";

let bytes: Uint8Array;
let structure: StructNode;
beforeAll(async () => {
  bytes = await buildChecklistPdf();
  structure = pdfStructure(bytes);
}, 30_000);

describe("the CMMC Level 1 readiness checklist PDF", () => {
  it("covers the 15 FAR 52.204-21 requirements with current and former identifiers", () => {
    expect(checklistRequirements).toHaveLength(15);
    expect(checklistRequirements[0]!.id).toBe("AC.L1-b.1.i");
    expect(checklistRequirements[14]!.id).toBe("SI.L1-b.1.xv");
    expect(checklistRequirements.flatMap((r) => r.legacyIds)).toHaveLength(17);
  });

  it("is tagged PDF/UA, shows its title in the window and says its language", async () => {
    const info = pdfInfo(bytes);
    expect(info.Tagged).toBe("yes");
    expect(info.Form).toBe("AcroForm");
    expect(info.Title).toBe(`${checklistIntro.title} - Singularity`);
    expect(Number(info.Pages)).toBeGreaterThanOrEqual(3);
    const pdf = await PDFDocument.load(bytes);
    const viewer = pdf.catalog.lookup(PDFName.of("ViewerPreferences"), PDFDict);
    expect(viewer.get(PDFName.of("DisplayDocTitle"))).toBe(PDFBool.True);
    expect(pdf.catalog.lookup(PDFName.of("Lang"), PDFString).decodeText()).toBe("en-US");
    expect(Buffer.from(bytes).toString("latin1")).toContain("<pdfuaid:part>1</pdfuaid:part>");
  });

  it("reads as a title, headings, the how-to list, then the requirements as a list in order", () => {
    const [document] = structure.children;
    expect(document!.type).toBe("Document");
    expect(allOfType(structure, "H1").map(textOf)).toEqual([checklistIntro.title]);
    expect(allOfType(structure, "H2").map(textOf)).toEqual([checklistLabels.howToUse, checklistLabels.requirements]);
    const [howTo, requirements] = allOfType(structure, "L");
    expect(allOfType(howTo!, "LBody").map(textOf)).toEqual(checklistIntro.howToUse);
    const items = allOfType(requirements!, "LI");
    expect(items).toHaveLength(checklistRequirements.length);
    for (const [i, requirement] of checklistRequirements.entries()) {
      const item = items[i]!;
      expect(textOf(allOfType(item, "Lbl")[0]!)).toBe(`${i + 1}.`);
      const body = textOf(allOfType(item, "LBody")[0]!);
      expect(body).toContain(requirement.id);
      expect(body).toContain(requirement.requirement);
      expect(body).toContain(`${checklistLabels.verify}: ${requirement.verify}`);
      expect(body).toContain(`${checklistLabels.evidence}: ${requirement.evidence}`);
      // The three fields sit in the item's body, after its words: the order a screen reader and the Tab key take.
      expect(allOfType(item, "Form")).toHaveLength(3);
    }
  });

  it("keeps fillable Met / Not met boxes and a notes field for every requirement, each named for a screen reader", async () => {
    const form = (await PDFDocument.load(bytes)).getForm();
    expect(form.getFields()).toHaveLength(checklistRequirements.length * 3);
    for (const { id } of checklistRequirements) {
      for (const [suffix, label, kind] of [
        ["met", checklistLabels.met, PDFCheckBox],
        ["not-met", checklistLabels.notMet, PDFCheckBox],
        ["notes", checklistLabels.notes, PDFTextField],
      ] as const) {
        const field = form.getField(`${id}.${suffix}`);
        expect(field).toBeInstanceOf(kind);
        expect(field.acroField.dict.lookup(PDFName.of("TU"), PDFString).decodeText()).toBe(`${id}: ${label}`);
      }
      // A box can be ticked: it has both states drawn.
      const box = form.getCheckBox(`${id}.met`);
      expect(box.acroField.getOnValue()?.asString()).toBe("/Yes");
      box.check();
      expect(box.isChecked()).toBe(true);
    }
  });
});
