import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createNewsTree } from '../test-support/news-fixtures';
import { createLoggedInUser } from '../test-support/viewer-fixtures';
import { techContactDrafts } from '../db/factories/tech-contacts';

/**
 * Lists the page's HTML already shows (the footer, the news menu, the
 * information home's blocks) are not written into it a second time as
 * hydration data; a client navigation, which has no such HTML, gets them as
 * data (decision 0068). Through the app as production composes it.
 */
describe('markup kept in the page', () => {
  let t: TestApp;
  let cookie: string;
  let topicName: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await createLoggedInUser(t, { realname: '周工程师' }));
    await createNewsTree(t.services, { perChild: 3, seed: 11 });
    topicName = '城市更新专题';
    await t.services.news.createColumn({ name: topicName, bizType: 'NEWS', isTopic: true });
    await t.services.site.addContacts(techContactDrafts.slice(0, 2));
  });
  afterAll(() => t.close());

  /** What React Router writes into a document for hydration: its turbo-stream text. */
  const hydrationOf = (html: string) => {
    const match = html.match(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/);
    expect(match, 'the page has hydration data').toBeTruthy();
    return JSON.parse(match![1]!) as string;
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const contact = techContactDrafts[0]!;

  it('shows the footer, the news menu and the home’s lists as markup and leaves their data out of the hydration data', async () => {
    const res = await get('/information');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const hydration = hydrationOf(html);
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toContain(contact.org);
    expect(footer).toContain(contact.phone);
    expect(footer).toContain(topicName);
    expect(html).toMatch(/class="news-popover" role="menu" data-kept="news-popover">.*行业动态11/s);
    const blockTitles = [...html.matchAll(/<ul class="info-block__list"><li><a href="[^"]+" data-discover="true">([^<]+)<\/a>/g)].map((m) => m[1]!);
    expect(blockTitles.length).toBeGreaterThan(0);

    for (const kept of [contact.org, contact.phone, topicName, '行业动态11', '"contacts"', '"newsColumns"', '"blocks"', '"topRead"']) {
      expect(hydration, kept).not.toContain(kept);
    }
    // What stays: what the page's own code reads (the site settings, the banners, the page's title).
    expect(hydration).toContain('"config"');
    expect(hydration).toContain('"banners"');
  });

  it('gives a client navigation the same lists as data', async () => {
    const page = await get('/information');
    const blockTitle = page.body.match(/<ul class="info-block__list"><li><a href="[^"]+" data-discover="true">([^<]+)<\/a>/)![1]!;
    const data = await get('/information.data');
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain('"live"');
    expect(data.body).toContain('"blocks"');
    expect(data.body).toContain(JSON.stringify(blockTitle));
    // The root's data (the frame) as a visit that began without it would ask for it.
    const frame = await t.app.inject({ method: 'POST', url: '/api/site/pub/frame', payload: {} });
    expect(frame.json()).toMatchObject({
      code: '30000',
      data: {
        nav: { newsColumns: expect.arrayContaining([expect.objectContaining({ name: '行业动态11' })]), topics: [expect.objectContaining({ name: topicName })] },
        footer: { contacts: [expect.objectContaining({ org: contact.org }), expect.anything()] },
      },
    });
  });

  it('writes the same frame into every page and every reader’s page, and a changed contact into the next page at once', async () => {
    const frameOf = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>') + 9);
    const first = frameOf((await get('/information?from=a')).body);
    const others = await Promise.all([get('/help'), get('/information?from=b', { cookie }), get('/news/tags')]);
    for (const res of others) expect(frameOf(res.body)).toBe(first);
    expect(first).not.toContain('中铁十一局集团电务工程有限公司');

    await t.services.site.addContacts([
      { org: '中铁十一局集团电务工程有限公司', address: '湖北省武汉市武昌区八一路 16 号', name: '王建军', phone: '027-8836-1203' },
    ]);
    const after = frameOf((await get('/information?from=c', { cookie })).body);
    expect(after).toContain('中铁十一局集团电务工程有限公司');
    expect(after).toContain('027-8836-1203');
  });
});
