/**
 * Places for work a request makes the server do at length (a report of a year, a download of every lead): one per
 * client and a few in all, so neither one member asking again and again nor several at once can pile work up.
 */
export class WorkPlaces {
  readonly #taken = new Set<string>();
  readonly most: number;

  constructor(most: number) {
    this.most = most;
  }

  /** Takes a place for `client`: false while it holds one already, or every place is taken. */
  take(client: string): boolean {
    if (this.#taken.has(client) || this.#taken.size >= this.most) return false;
    this.#taken.add(client);
    return true;
  }

  /** Gives back `client`'s place (when its work is done, however it ended). */
  release(client: string): void {
    this.#taken.delete(client);
  }

  /** `work` in a place of `client`'s, the place given back after it; `busy` when no place is free. */
  async run<T, B>(client: string, work: () => Promise<T>, busy: () => B): Promise<T | B> {
    if (!this.take(client)) return busy();
    try {
      return await work();
    } finally {
      this.release(client);
    }
  }
}
