// @vitest-environment node
/**
 * The CMMC Level 1 readiness checklist as a federal buyer's tools read it (issue 34): tagged PDF/UA, its title shown
 * in the window, its language, headings, the requirements as a list in reading order, and a Met / Not met choice and
 * notes for each requirement that a screen reader names by the requirement's words. Checked with poppler (`pdfinfo`, `pdfinfo -struct-text`) and pdf-lib.
 */
import { PDFBool, PDFDict, PDFDocument, PDFName, PDFRadioGroup, PDFString } from "pdf-lib";
import { siteConfig } from "#app/site.config.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { checklistIntro, checklistLabels, checklistRequirements } from "#app/content/checklist.ts";
import { allOfType, pdfInfo, pdfStructure, textOf, type StructNode } from "#tests/pdf-structure.ts";
import { buildChecklistPdf, requirementHeading } from "./checklist-pdf.ts";

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

  it("heads a requirement with its older numbers, and a new one without any (issue 54)", () => {
    expect(requirementHeading({ id: "AC.L1-b.1.i", legacyIds: ["AC.L1-3.1.1"], domain: "Access Control" }, "formerly")).toBe(
      "AC.L1-b.1.i (formerly AC.L1-3.1.1), Access Control",
    );
    expect(requirementHeading({ id: "AC.L1-b.1.xx", legacyIds: [], domain: "Access Control" }, "formerly")).toBe(
      "AC.L1-b.1.xx, Access Control",
    );
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

  it("asks Met or Not met as one choice per requirement and keeps multi-line notes, each named by the requirement's words (issue 47)", async () => {
    const form = (await PDFDocument.load(bytes)).getForm();
    expect(form.getFields()).toHaveLength(checklistRequirements.length * 2);
    for (const { id, requirement } of checklistRequirements) {
      const status = form.getField(`${id}.status`);
      expect(status).toBeInstanceOf(PDFRadioGroup);
      const named = (field: { acroField: { dict: PDFDict } }) =>
        field.acroField.dict.lookup(PDFName.of("TU"), PDFString).decodeText();
      expect(named(status)).toBe(`${id}: ${requirement}`);
      const choice = form.getRadioGroup(`${id}.status`);
      expect(choice.getOptions()).toEqual(["Met", "NotMet"]);
      // One choice: choosing Not met after Met leaves only Not met chosen.
      choice.select("Met");
      choice.select("NotMet");
      expect(choice.getSelected()).toBe("NotMet");
      const notes = form.getTextField(`${id}.notes`);
      expect(named(notes)).toBe(`${checklistLabels.notes}, ${id}: ${requirement}`);
      expect(notes.isMultiline()).toBe(true);
    }
  });

  it("reads each choice's and the notes' visible words as content beside their fields, and ends with whom to ask", () => {
    const items = allOfType(allOfType(structure, "L")[1]!, "LI");
    for (const item of items) {
      const body = allOfType(item, "LBody")[0]!;
      const sequence = body.children.filter((child) => child.type !== "P").map((child) => child.type === "Form" ? "Form" : textOf(child));
      expect(sequence).toEqual(["Form", checklistLabels.met, "Form", checklistLabels.notMet, checklistLabels.notes, "Form"]);
    }
    const [document] = structure.children;
    expect(textOf(document!.children.at(-1)!)).toBe(
      `${siteConfig.brandName} | ${siteConfig.contact.email} | ${siteConfig.contact.phone} | ${siteConfig.contact.address.locality}, ${siteConfig.contact.address.region}`,
    );
  });
});
