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

/**
 * Answers made on request and kept (rendered pages, quote PDFs): a bounded cache, and the makings under way, so
 * that clients asking for the same thing at once wait for one making instead of each starting their own.
 */
export class KeptRenders<Value> extends BoundedCache<Value> {
  readonly #making = new Map<string, Promise<Value>>();

  /** Whether `key` is being made now (asking for it costs no new work). */
  pending(key: string): boolean {
    return this.#making.has(key);
  }

  /** The value being made for `key`, or a new making of it with `make`, kept once made. */
  make(key: string, make: () => Promise<Value>): Promise<Value> {
    let making = this.#making.get(key);
    if (!making) {
      making = make()
        .then((value) => {
          this.set(key, value);
          return value;
        })
        .finally(() => this.#making.delete(key));
      this.#making.set(key, making);
    }
    return making;
  }
}
