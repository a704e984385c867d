import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type Encoded = { body: Buffer; encoding?: 'br' | 'gzip' };

/** The encoding a client takes: brotli first, else gzip, else none; bodies under 1 kB go as they are. */
export function encodingFor(body: Buffer, acceptEncoding: string | undefined): Encoded['encoding'] {
  if (body.length < 1024) return undefined;
  const accepts = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepts)) return 'br';
  if (/\bgzip\b/.test(accepts)) return 'gzip';
  return undefined;
}

/**
 * A freshly rendered page that nobody else will be sent, compressed for the
 * client that asked for it (decision 0019). Render workers call this right
 * after rendering, so the main thread, which serves every socket, spends
 * nothing on it. Brotli at quality 1 with a 256 kB window: on the 64 kB
 * `/tender` 0.15 ms for 16.0 kB, where quality 2 took 0.29 ms for 14.6 kB
 * (both more than TCP's first window with the headers, so the reader waits
 * the same round trips) and quality 4 0.69 ms for 13.7 kB; the default window
 * made zlib's bookkeeping the main thread's largest cost (decisions 0019, 0061).
 */
export function compressFresh(body: Buffer, acceptEncoding: string | undefined): Encoded {
  const encoding = encodingFor(body, acceptEncoding);
  if (encoding === 'br') {
    return { body: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1, [zlib.BROTLI_PARAM_LGWIN]: 18, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }), encoding };
  }
  if (encoding === 'gzip') return { body: gzipSync(body, { level: 4 }), encoding };
  return { body };
}

/**
 * A page the page cache keeps, compressed once, better: brotli quality 6
 * (gzip level 6), for its first reader and every later one (page-cache.ts).
 * The larger lists then fit TCP's first window, where a fresh render's
 * quality does not: at quality 2, `/information` was 12.7 kB against 15.7 kB
 * and `/tender` 12.6 against 15.4 kB, for about 1.5 ms more on the miss
 * alone (decision 0051, stop 38).
 */
export function compressToKeep(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }) : gzipSync(body, { level: 6 });
}

/** A rendered page the cache is to keep: compressToKeep, for the encoding its first reader takes. */
export function compressToStore(body: Buffer, acceptEncoding: string | undefined): Encoded {
  const encoding = encodingFor(body, acceptEncoding);
  return encoding ? { body: compressToKeep(body, encoding), encoding } : { body };
}
