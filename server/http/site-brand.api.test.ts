import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { seedAiTools } from '../db/seed-ai';

/**
 * Two brands by host (spec §1, decision 0022): a host containing
 * SITE_CLOUD_HOST_MARK (default `cloud`) gets the cloud brand's logo, name,
 * hotline and titles; any other host the default brand. Each brand's pages
 * are cached apart, so a warm cache never serves one brand on the other's host.
 */
describe('brand by host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const CLOUD = 'cloud.jizhiyun.cn';
  const DEFAULT = 'www.jizhiyun.cn';
  const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  const expectCloud = (html: string) => {
    expect(titleOf(html)).toContain('计智工程云');
    expect(html).toContain('data-brand="cloud"');
    expect(html).toContain('site-header--cloud');
    expect(html).toContain('400-965-0599');
    expect(html).not.toContain('data-brand="default"');
  };
  const expectDefault = (html: string) => {
    expect(titleOf(html)).not.toContain('计智工程云');
    expect(html).toContain('data-brand="default"');
    expect(html).not.toContain('site-header--cloud');
    expect(html).toContain('400-965-0588');
    expect(html).not.toContain('400-965-0599');
  };

  it('renders the cloud brand on its host and the default brand elsewhere, each from its own cache entry once warm', async () => {
    const cloud = await get('/help', CLOUD);
    expect(cloud.statusCode).toBe(200);
    expect(cloud.headers['x-page-cache']).toBe('MISS');
    expectCloud(cloud.body);

    // The cloud page is cached now; the default host must not get it.
    const other = await get('/help', DEFAULT);
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-page-cache']).toBe('MISS');
    expectDefault(other.body);

    const cloudAgain = await get('/help', CLOUD);
    const otherAgain = await get('/help', DEFAULT);
    expect(cloudAgain.headers['x-page-cache']).toBe('HIT');
    expect(otherAgain.headers['x-page-cache']).toBe('HIT');
    expect(cloudAgain.body).toBe(cloud.body);
    expect(otherAgain.body).toBe(other.body);
  });

  it('keeps the loader answers apart too: a page first rendered on one host is right on the other when the page cache is cold', async () => {
    const path = '/news';
    expectDefault((await get(path, DEFAULT)).body);
    expectCloud((await get(`${path}?fresh=1`, CLOUD)).body);
    expectDefault((await get(`${path}?fresh=2`, DEFAULT)).body);
  });

  it('titles a page with a heading after the cloud brand, and the site default title when nothing else applies', async () => {
    const login = await get('/login', CLOUD);
    expect(titleOf(login.body)).toBe('登录 - 计智工程云');
    expect(titleOf((await get('/login', DEFAULT)).body)).toBe('登录 - 计智云');
  });

  it('redirects /aiToolList and /aiToolDetail to /information on the default brand', async () => {
    for (const url of ['/aiToolList', '/aiToolDetail']) {
      const res = await get(url, DEFAULT);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/information');
    }
  });

  it('shows the AI tools with their descriptions on the cloud brand', async () => {
    await seedAiTools(t.db);
    const list = await get('/aiToolList', CLOUD);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<h1>AI 工具</h1>');
    expect(list.body).toContain('技术交底');
    expect(titleOf(list.body)).toBe('AI 工具 - 计智工程云');
    const id = list.body.match(/href="\/aiToolDetail\?id=(\d+)"/)?.[1];
    expect(id).toBeTruthy();
    const detail = await get(`/aiToolDetail?id=${id}`, CLOUD);
    expect(detail.statusCode).toBe(200);
    // Served from the cloud cache, neither page ever reaches the default host.
    expect((await get('/aiToolList', DEFAULT)).statusCode).toBe(302);
    expect((await get(`/aiToolDetail?id=${id}`, DEFAULT)).headers.location).toBe('/information');
  });

});
