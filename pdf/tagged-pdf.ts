/**
 * What the site's tagged PDFs share (issue 34; decision 0019): pdfkit set up for PDF/UA-1 (a structure tree, the
 * document's title shown in the window, its language, every font embedded), the one typeface they are set in, and
 * form fields a screen reader can name. pdf-lib, which made them before, cannot write a structure tree.
 */
import PDFDocument from "pdfkit";
import { pdfFaceFiles, pdfFonts } from "./typefaces.ts";
import { PAGE } from "./page.ts";
import { setText } from "./text-runs.ts";

export const pdfColors = { ink: "#0f172a", muted: "#475569", accent: "#0d738f", rule: "#d9e0eb" } as const;

export { PAGE } from "./page.ts";

export type TaggedDoc = InstanceType<typeof PDFDocument>;
export type Struct = ReturnType<TaggedDoc["struct"]>;

export interface TaggedPdfInfo {
  title: string;
  author: string;
  subject: string;
  /** The document's own date: the same content gives the same file. */
  date: Date;
}

/** A PDF/UA document with its title shown in the window, American English, the fonts registered as "regular"/"bold". */
export function createTaggedPdf(info: TaggedPdfInfo): TaggedDoc {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    pdfVersion: "1.7",
    subset: "PDF/UA",
    tagged: true,
    lang: "en-US",
    displayTitle: true,
    bufferPages: true,
    // No default font (pdfkit would load the standard Helvetica, which is never embedded; PDF/UA requires every
    // font embedded): the registered ones below are the only ones.
    font: null,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      CreationDate: info.date,
      ModDate: info.date,
    },
  } as unknown as ConstructorParameters<typeof PDFDocument>[0]);
  // By path (each ~26 KB, read per document): a Buffer from another realm (a test's DOM) is not one pdfkit knows.
  doc.registerFont("regular", pdfFonts.regular);
  doc.registerFont("bold", pdfFonts.bold);
  doc.font("regular");
  // PDF/UA: on a page with form fields, the tab order follows the structure.
  const tabsByStructure = () => {
    (doc.page as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data.Tabs = "S";
  };
  tabsByStructure();
  doc.on("pageAdded", tabsByStructure);
  return doc;
}

/** The finished file's bytes. */
export function pdfBytes(doc: TaggedDoc): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    doc.end();
  });
}

export interface ParagraphStyle {
  /** The structure element: P, H1, H2… */
  type?: string;
  font?: "regular" | "bold";
  size?: number;
  color?: string;
  /** Points of space after it. */
  after?: number;
  /** A column instead of the page's width between the margins. */
  x?: number;
  width?: number;
}

/** Text as one element of `parent` (a P unless `type` says otherwise), in the flow at `doc.y`. */
export function paragraph(doc: TaggedDoc, parent: Struct, text: string, style: ParagraphStyle = {}) {
  const { type = "P", font = "regular", size = 10, color = pdfColors.ink, after = 3 } = style;
  const { x = PAGE.margin, width = PAGE.width - PAGE.margin * 2 } = style;
  parent.add(
    doc.struct(type, {}, () => {
      doc.font(font).fontSize(size).fillColor(color).text(text, x, doc.y, { width });
    }),
  );
  doc.y += after;
}

/**
 * A text a buyer typed, in any script (pdf/text-runs.ts): each run in its face, right-to-left runs in their
 * order, the faces registered in this PDF only when used. The element's ActualText is the text as typed, so a screen
 * reader reads it in its own order and with every character, even one drawn as "?". Returns those characters.
 */
export function paragraphInAnyScript(doc: TaggedDoc, parent: Struct, text: string, style: ParagraphStyle = {}) {
  const { type = "P", font = "regular", size = 10, color = pdfColors.ink, after = 3 } = style;
  const { x = PAGE.margin, width = PAGE.width - PAGE.margin * 2 } = style;
  const { runs, unprintable, logical } = setText(text);
  const plain = runs.length === 1 && runs[0]!.face === "inter" && !runs[0]!.rtl && unprintable.length === 0;
  const registered = (doc as unknown as { _registeredFonts: Record<string, unknown> })._registeredFonts;
  parent.add(
    doc.struct(type, plain ? {} : ({ actual: logical } as object), () => {
      doc.fontSize(size).fillColor(color);
      for (const [i, run] of runs.entries()) {
        const name = run.face === "inter" ? font : `${run.face}-${font}`;
        if (!registered[name]) doc.registerFont(name, pdfFaceFiles[run.face][font]);
        const options = { width, continued: i < runs.length - 1 };
        if (i === 0) doc.font(name).text(run.text, x, doc.y, options);
        else doc.font(name).text(run.text, options);
      }
    }),
  );
  doc.y += after;
  return unprintable;
}

/** Draws decoration (rules, boxes) as an artifact: outside the structure, skipped by screen readers. */
export function artifact(doc: TaggedDoc, draw: () => void, type: "Layout" | "Pagination" = "Layout") {
  doc.markContent("Artifact", { type });
  draw();
  doc.endMarkedContent();
}

/** A line of text at the foot of every page, as a pagination artifact. Call once, after the content. */
export function footerOnEveryPage(doc: TaggedDoc, text: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Inside the bottom margin: without this, pdfkit would start a new page for the line.
    doc.page.margins.bottom = 0;
    artifact(
      doc,
      () => {
        doc
          .font("regular")
          .fontSize(8)
          .fillColor(pdfColors.muted)
          .text(text, PAGE.margin, PAGE.height - 36, { lineBreak: false, width: PAGE.width - PAGE.margin * 2 });
      },
      "Pagination",
    );
    doc.page.margins.bottom = bottom;
  }
}

/** Form fields with their own appearances (accessibleField), so viewers need not make any. Call after initForm. */
export function initAccessibleForm(doc: TaggedDoc) {
  doc.initForm();
  (doc as unknown as FieldInternals)._root.data.AcroForm.data.NeedAppearances = false;
}

interface FieldInternals {
  _fieldDict(name: string, type: string, options: object): Record<string, unknown>;
  _root: { data: { AcroForm: { data: { Fields: unknown[]; NeedAppearances?: boolean } } } };
  annotate(x: number, y: number, w: number, h: number, options: object): TaggedDoc;
  ref(data: object): { end(chunk?: string): void };
}

/** A circle's path around (cx, cy), from four Bézier arcs (k: the control points' distance for a quarter circle). */
function circle(cx: number, cy: number, r: number): string {
  const k = r * 0.5523;
  return `${cx + r} ${cy} m ${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r} c ${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy} c ${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r} c ${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy} c`;
}

/** A field's own appearance: a bordered box (round for a radio button), with `marks` drawn in it. */
function fieldAppearance(internals: FieldInternals, w: number, h: number, marks = "", round = false) {
  const stream = internals.ref({ Type: "XObject", Subtype: "Form", BBox: [0, 0, w, h], Resources: {} });
  const border = round ? `${circle(w / 2, h / 2, Math.min(w, h) / 2 - 0.5)} S` : `0.5 0.5 ${w - 1} ${h - 1} re S`;
  stream.end(`q 0.28 0.33 0.41 RG 0.75 w ${border} ${marks}Q`);
  return stream;
}

/**
 * One choice among options (Met / Not met): a radio group, named for a screen reader by `label` (TU), each option a
 * round button in the structure as a Form element named by its own word, its visible word beside it. Choosing one
 * clears the other; a choice once made stays made (NoToggleToOff), as on a paper form.
 */
export function accessibleRadioGroup(
  doc: TaggedDoc,
  parent: Struct,
  group: {
    name: string;
    label: string;
    options: { value: string; label: string; x: number; y: number; size: number }[];
  },
) {
  const internals = doc as unknown as FieldInternals;
  // Field flags: Radio (bit 16) and NoToggleToOff (bit 15).
  const field = internals.ref({
    FT: "Btn",
    Ff: (1 << 15) | (1 << 14),
    T: new String(group.name),
    TU: new String(group.label),
    V: "Off",
    Kids: [] as unknown[],
  });
  const kids: unknown[] = [];
  for (const option of group.options) {
    const { size } = option;
    const form = doc.struct("Form", { alt: `${group.label}: ${option.label}` });
    parent.add(form);
    internals.annotate(option.x, option.y, size, size, {
      Subtype: "Widget",
      F: 4,
      Parent: field,
      AS: "Off",
      MK: { CA: new String("l") },
      AP: {
        N: {
          [option.value]: fieldAppearance(internals, size, size, inscribedDot(size), true),
          Off: fieldAppearance(internals, size, size, "", true),
        },
      },
      structParent: form,
    });
    form.end();
    kids.push(doc.page.annotations.at(-1));
    // Its visible word beside it, as content right after it: what a sighted reader and a screen reader both meet.
    parent.add(
      doc.struct("Lbl", {}, () => {
        doc
          .font("regular")
          .fontSize(10)
          .fillColor(pdfColors.ink)
          .text(option.label, option.x + size + 6, option.y + 1, { lineBreak: false });
      }),
    );
  }
  (field as unknown as { data: { Kids: unknown[] } }).data.Kids = kids;
  // Not ended here: pdfkit ends every field with kids as it ends the form.
  internals._root.data.AcroForm.data.Fields.push(field);
}

/** A filled dot in the middle of a round button `size` points wide. */
const inscribedDot = (size: number) => `0.06 0.09 0.16 rg ${circle(size / 2, size / 2, size * 0.22)} f `;

/**
 * A form field a screen reader can name: its widget carries the accessible name (TU) and sits in the structure as a
 * Form element, in reading order. pdfkit's own form methods set neither and draw no check box, so the widget is
 * made here from pdfkit's field dictionary (needs `initAccessibleForm(doc)` first).
 */
export function accessibleField(
  doc: TaggedDoc,
  parent: Struct,
  field: {
    kind: "checkbox" | "text";
    name: string;
    label: string;
    x: number;
    y: number;
    width: number;
    height: number;
    /** A text field of several lines (Notes): Enter starts a new line instead of leaving the field. */
    multiline?: boolean;
  },
) {
  const internals = doc as unknown as FieldInternals;
  const dict = internals._fieldDict(field.name, field.kind, field.kind === "text" ? { fontSize: 10 } : {});
  const extra: Record<string, unknown> = { TU: new String(field.label) };
  // Field flag Multiline (bit 13).
  if (field.multiline) extra.Ff = (Number(dict.Ff) || 0) | (1 << 12);
  // Its own appearance (a bordered box; ticked or not): every viewer shows the same field, and none has to make one.
  const { width: w, height: h } = field;
  const appearance = (marks = "") => fieldAppearance(internals, w, h, marks);
  if (field.kind === "checkbox") {
    const tick = `0.06 0.09 0.16 RG 1.8 w ${w * 0.22} ${h * 0.52} m ${w * 0.42} ${h * 0.26} l ${w * 0.8} ${h * 0.78} l S `;
    Object.assign(extra, { V: "Off", AS: "Off", AP: { N: { Yes: appearance(tick), Off: appearance() } } });
  } else {
    Object.assign(extra, { AP: { N: appearance() } });
  }
  const form = doc.struct("Form", { alt: field.label });
  parent.add(form);
  internals.annotate(field.x, field.y, field.width, field.height, {
    ...dict,
    ...extra,
    Subtype: "Widget",
    F: 4,
    structParent: form,
  });
  form.end();
  internals._root.data.AcroForm.data.Fields.push(doc.page.annotations.at(-1));
}
