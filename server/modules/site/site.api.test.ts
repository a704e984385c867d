import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { techContactDrafts } from '../../db/factories/tech-contacts';

/**
 * The footer's technical contacts and topics (spec §2.3, §9): from the
 * database, in the footer of every default-layout page, and kept like other
 * layout data until they change.
 */
describe('site footer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const footer = () => t.app.inject({ method: 'POST', url: '/api/site/pub/footer', payload: {} });

  it('answers an empty footer on an empty site', async () => {
    const res = await footer();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: '30000', msg: expect.any(String), data: { contacts: [], topics: [] } });
  });

  it('lists the contacts in their order and at most nine topic columns, each a link to its list', async () => {
    for (let i = 1; i <= 11; i++) await t.services.news.createColumn({ name: `专题${i}`, isTopic: true, sort: i });
    await t.services.site.addContacts(techContactDrafts.slice(0, 3));
    const { data } = (await footer()).json();
    expect(data.contacts.map((c: { org: string }) => c.org)).toEqual(techContactDrafts.slice(0, 3).map((c) => c.org));
    expect(data.contacts[0]).toEqual({ id: expect.any(Number), org: techContactDrafts[0]!.org, address: techContactDrafts[0]!.address, name: '刘志强', phone: '0731-8563-2101' });
    expect(data.topics).toHaveLength(9);
    expect(data.topics[0]).toEqual({ id: expect.any(Number), name: '专题1', href: `/news/list/${data.topics[0].id}` });
  });

  it('refuses other methods with the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/pub/footer' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().code).not.toBe('30000');
  });

  it('shows the table in the page footer, scrolling past ten rows, and a new contact at once despite the page cache', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/help' });
    expect(before.body).toContain('技术支持联系人');
    expect(before.body).not.toContain('tech-contacts--scroll');
    expect((await t.app.inject({ method: 'GET', url: '/help' })).headers['x-page-cache']).toBe('HIT');

    await t.services.site.addContacts(techContactDrafts.slice(3));
    const after = await t.app.inject({ method: 'GET', url: '/help' });
    expect(after.headers['x-page-cache']).toBe('MISS');
    expect(after.body).toContain('tech-contacts--scroll');
    const rows = after.body.match(/<tr><td>/g) ?? [];
    expect(rows).toHaveLength(techContactDrafts.length);
    expect(after.body).toContain(techContactDrafts[techContactDrafts.length - 1]!.org);
    expect(after.body).toContain('<nav class="site-footer__topics" aria-label="专题">');
  });
});
