import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A node of a PDF's structure tree as `pdfinfo -struct-text` prints it: its type and its text, or its children. */
export interface StructNode {
  type: string;
  text: string;
  children: StructNode[];
  /** Its attributes as printed, e.g. "/Scope /Column". */
  attributes: string[];
}

/** Runs a poppler tool on the bytes (from a file: pdfinfo reads no standard input). */
function poppler(tool: string, args: string[], bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-"));
  const file = path.join(dir, "document.pdf");
  try {
    writeFileSync(file, bytes);
    return execFileSync(tool, [...args, file], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `pdfinfo`'s fields ("Tagged" → "yes", "Form" → "AcroForm", "Title" → …). */
export function pdfInfo(bytes: Uint8Array): Record<string, string> {
  const info: Record<string, string> = {};
  for (const line of poppler("pdfinfo", [], bytes).split("\n")) {
    const at = line.indexOf(":");
    if (at > 0) info[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return info;
}

/**
 * The structure tree as a buyer's screen reader meets it (poppler's `pdfinfo -struct-text`): each element with the
 * text it holds. Indentation gives the nesting; a quoted line is text, "Object N 0" a form field's widget.
 */
export function pdfStructure(bytes: Uint8Array): StructNode {
  const root: StructNode = { type: "root", text: "", children: [], attributes: [] };
  const stack: { indent: number; node: StructNode }[] = [{ indent: -1, node: root }];
  for (const line of poppler("pdfinfo", ["-struct-text"], bytes).split("\n")) {
    if (!line.trim()) continue;
    const indent = line.length - line.trimStart().length;
    while (stack.length > 1 && stack.at(-1)!.indent >= indent) stack.pop();
    const parent = stack.at(-1)!.node;
    const content = line.trim();
    // An attribute of the element above ("/Scope /Column"): kept on it as text would not be; see `attributes`.
    if (content.startsWith("/")) {
      stack.at(-1)!.node.attributes.push(content);
      continue;
    }
    if (content.startsWith('"')) {
      parent.text += (parent.text ? " " : "") + content.slice(1, -1);
      continue;
    }
    const node: StructNode = {
      type: content.replace(/ \(.*\)$/, "").replace(/:$/, ""),
      text: "",
      children: [],
      attributes: [],
    };
    parent.children.push(node);
    stack.push({ indent, node });
  }
  return root;
}

/** Every element of a type, depth first. */
export function allOfType(node: StructNode, type: string): StructNode[] {
  return node.children.flatMap((child) => [...(child.type === type ? [child] : []), ...allOfType(child, type)]);
}

/** An element's text and all its descendants', in reading order. */
export function textOf(node: StructNode): string {
  return [node.text, ...node.children.map(textOf)].filter(Boolean).join(" ");
}
