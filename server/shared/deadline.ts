/**
 * The work's result, or a rejection once `ms` have passed. The work itself goes on: whoever started it bounds it
 * (a store's own timeouts), and this only bounds how long the caller waits for it.
 */
export function settleBy<T>(work: Promise<T>, ms: number, what = "the work"): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
