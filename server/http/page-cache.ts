import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

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

/** Picks the encoding the client accepts and compresses once per cached page. */
export function encodedBody(page: CachedPage, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepts = acceptEncoding ?? '';
  if (page.body.length < 1024) return { body: page.body };
  if (/\bbr\b/.test(accepts)) {
    page.br ??= brotliCompressSync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } });
    return { body: page.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepts)) {
    page.gzip ??= gzipSync(page.body, { level: 6 });
    return { body: page.gzip, encoding: 'gzip' };
  }
  return { body: page.body };
}
