/**
 * Kept answers (rendered pages, quote PDFs), bounded in bytes: the least recently used go first, so random
 * queries cannot grow the process. A hit moves an entry to the most recent end (a Map keeps insertion order).
 */
export class BoundedCache<Value> {
  readonly #entries = new Map<string, { value: Value; bytes: number }>();
  #bytes = 0;

  readonly maxBytes: number;
  readonly #sizeOf: (value: Value) => number;

  constructor(maxBytes: number, sizeOf: (value: Value) => number) {
    this.maxBytes = maxBytes;
    this.#sizeOf = sizeOf;
  }

  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Value): void {
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#bytes -= old.bytes;
    }
    const bytes = this.#sizeOf(value);
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [oldKey, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldKey);
      this.#bytes -= entry.bytes;
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}
