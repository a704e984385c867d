/**
 * The named fields of an object, and no others: a page loader returns only what its page shows, since every field it
 * returns is encoded into the page's hydration data on each render.
 */
export function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = source[key];
  return out;
}
