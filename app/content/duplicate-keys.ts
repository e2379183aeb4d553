/**
 * The same key twice in one JSON object: JSON.parse keeps the last one without a word, so a marketer's corrected
 * copy pasted below the old one (or the old one pasted back) silently decides which text ships. The check names it
 * (issue 47). Reads text that JSON.parse has already accepted.
 */

export interface DuplicateKey {
  /** The object's place, as the check names fields (keys and list positions). */
  keys: PropertyKey[];
  key: string;
  /** Lines (1-based) of the first and the repeated key. */
  firstLine: number;
  line: number;
}

type Frame =
  | { kind: "object"; keys: Map<string, number>; path: PropertyKey[]; pending?: string }
  | {
      kind: "array";
      index: number;
      path: PropertyKey[];
    };

/** Every key written twice in one object of `text` (valid JSON), in the order they appear. */
export function duplicateKeys(text: string): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const stack: Frame[] = [];
  let line = 1;
  // Whether the next string in an object is a key (after "{" or ",") rather than a value (after ":").
  let expectKey = false;
  const childPath = (): PropertyKey[] => {
    const top = stack.at(-1);
    if (!top) return [];
    return top.kind === "object" ? [...top.path, top.pending ?? ""] : [...top.path, top.index];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === "\n") line++;
    else if (char === "{") {
      stack.push({ kind: "object", keys: new Map(), path: childPath() });
      expectKey = true;
    } else if (char === "[") {
      stack.push({ kind: "array", index: 0, path: childPath() });
      expectKey = false;
    } else if (char === "}" || char === "]") {
      stack.pop();
      expectKey = false;
    } else if (char === ",") {
      const top = stack.at(-1);
      if (top?.kind === "array") top.index++;
      expectKey = top?.kind === "object";
    } else if (char === ":") expectKey = false;
    else if (char === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      const top = stack.at(-1);
      if (expectKey && top?.kind === "object") {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        const firstLine = top.keys.get(key);
        if (firstLine !== undefined) found.push({ keys: top.path, key, firstLine, line });
        else top.keys.set(key, line);
        top.pending = key;
      }
      i = end;
    }
  }
  return found;
}
