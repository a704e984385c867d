import { compressToKeep, encodingFor, type Encoded } from './compress-fresh';

/**
 * Rendered pages, in process memory. Only responses that are the same for
 * every anonymous visitor go in (see ssr-handler.ts); the whole cache is
 * dropped when published content changes.
 */
export type CachedPage = {
  /** No loader read the viewer: logged-in readers get this page too (decision 0020). */
  shared: boolean;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  expiresAt: number;
};

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache({ ttlSeconds, maxEntries = 2000, now = Date.now }: { ttlSeconds: number; maxEntries?: number; now?: () => number }) {
  const entries = new Map<string, CachedPage>();
  return {
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      // Map keeps insertion order: re-inserting marks the entry as recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, page: Omit<CachedPage, 'expiresAt'>) {
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { ...page, expiresAt: now() + ttlSeconds * 1000 });
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** Picks the encoding the client accepts and compresses once per cached page (a page stored by a render comes with the encoding its first reader took). */
export function encodedBody(page: CachedPage, acceptEncoding: string | undefined): Encoded {
  const encoding = encodingFor(page.body, acceptEncoding);
  if (!encoding) return { body: page.body };
  const body = (page[encoding] ??= compressToKeep(page.body, encoding));
  return { body, encoding };
}
