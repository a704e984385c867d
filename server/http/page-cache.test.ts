import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, encodedBody } from './page-cache';

describe('page cache', () => {
  it('expires entries after their time to live', () => {
    let now = 1_000;
    const cache = createPageCache({ ttlSeconds: 60, now: () => now });
    cache.set('/news', { shared: true, status: 200, headers: {}, body: Buffer.from('页面') });
    expect(cache.get('/news')?.body.toString()).toBe('页面');
    now += 61_000;
    expect(cache.get('/news')).toBeUndefined();
  });

  it('drops the least recently used entry when full', () => {
    const cache = createPageCache({ ttlSeconds: 60, maxEntries: 2 });
    const page = { shared: true, status: 200, headers: {}, body: Buffer.from('x') };
    cache.set('/a', page);
    cache.set('/b', page);
    cache.get('/a');
    cache.set('/c', page);
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/c')).toBeDefined();
  });

  it('serves gzip to clients that accept it and compresses only once', () => {
    const cache = createPageCache({ ttlSeconds: 60 });
    cache.set('/', { shared: true, status: 200, headers: {}, body: Buffer.from('<p>工程资讯</p>'.repeat(200)) });
    const page = cache.get('/')!;
    const first = encodedBody(page, 'gzip, deflate');
    expect(first.encoding).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toBe('<p>工程资讯</p>'.repeat(200));
    expect(encodedBody(page, 'gzip').body).toBe(first.body);
    expect(encodedBody(page, undefined).encoding).toBeUndefined();
  });
});
