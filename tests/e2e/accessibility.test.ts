import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { SESSION_COOKIE } from '../../common/cookies';
import { users } from '../../server/db/schema';
import { desktop, mobile, openPage, portal } from './support/portal';
import { seriousViolations, type Violation } from './support/axe';

/**
 * axe-core on the pages Lighthouse is run on (decision 0017), logged out as a
 * search engine or a first visitor sees them, at 1440 and 390 px; and the
 * personal centre logged in. A serious or critical violation fails, and the
 * message names each rule, its help and the elements it found.
 *
 * Every axe rule runs, and target-size (WCAG 2.2, off in axe by default) is
 * switched on, as Lighthouse does; no rule is disabled. The first test shows
 * that the check (./support/axe.ts) finds violations.
 */

/** One readable paragraph per rule: impact, id, help, link, then the first elements with axe's reason. */
function describeViolations(where: string, violations: Violation[]): string {
  const rules = violations.map((v) => {
    const nodes = v.nodes.slice(0, 8).map((n) => {
      const why = (n.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
      return `    ${n.target.join(' ')}${why ? ` — ${why}` : ''}`;
    });
    const more = v.nodes.length > 8 ? [`    … and ${v.nodes.length - 8} more`] : [];
    return [`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`, ...nodes, ...more].join('\n');
  });
  return `axe found serious/critical violations on ${where}:\n${rules.join('\n')}`;
}

async function expectNoSeriousViolations(expect: ExpectStatic, page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect(
    violations.map((v) => `${v.id} (${v.nodes.length})`),
    describeViolations(where, violations),
  ).toEqual([]);
}

const viewports = [
  ['1440 px', desktop],
  ['390 px', mobile],
] as const;

describe('the accessibility check', () => {
  it('finds what it is there to find: faint text, an unlabelled field and a nameless button', async () => {
    const { page, context } = await openPage(desktop);
    await page.setContent(
      '<!DOCTYPE html><html lang="zh-CN"><head><title>检查</title></head><body><main><h1>标题</h1>' +
        '<p style="color:#ccc;background:#fff">浅灰色的正文</p><input type="text"><button></button></main></body></html>',
    );
    const ids = (await seriousViolations(page)).map((v) => v.id);
    await context.close();
    expect(ids).toEqual(expect.arrayContaining(['button-name', 'color-contrast', 'label']));
  });
});

describe.concurrent.each(viewports)('accessibility at %s (axe, logged out)', (_label, viewport) => {
  let articlePath = '';
  let orgPath = '';
  beforeAll(async () => {
    const { app } = await portal();
    const { records } = await app.services.news.listArticles({ current: 1, size: 1 });
    articlePath = `/news/${records[0]!.id}`;
    orgPath = `/tender/org/${(await app.services.tender.listOrgs({ current: 1, size: 1 })).records[0]!.id}`;
  });

  it.for(['/', 'news article', '/information', '/tender', '/search?keywords=地铁', '/login', '/product', '/erp', '/treasurepro', '/index1', '/service', '/recruit', '/backService', '/weChat', '/kllogin', '/open', '/open/api/tender', '/open/ui', '/aiWriteList', 'organisation profile'])('%s has no serious or critical violation', async (name, { expect }) => {
    const path = name === 'news article' ? articlePath : name === 'organisation profile' ? orgPath : name;
    const { page, context } = await openPage(viewport);
    const res = await page.goto(path, { waitUntil: 'networkidle' });
    expect(res?.status(), path).toBe(200);
    await expectNoSeriousViolations(expect, page, `${path} at ${viewport.width} px`);
    await context.close();
  });
});

describe.concurrent.each(viewports)('accessibility of the personal centre at %s (axe, logged in)', (_label, viewport) => {
  let token = '';
  beforeAll(async () => {
    const { app, database } = await portal();
    const [user] = await database.db
      .insert(users)
      .values({ unionid: randomBytes(16).toString('hex'), loginName: `a11y${randomBytes(6).toString('hex')}`, phone: '13700005678', realname: '王工' })
      .returning({ id: users.id });
    const userId = user!.id;
    // Something in every list: a favourite, a like, a read and a sign-in (calendar and points ledger).
    const { records } = await app.services.news.listArticles({ current: 1, size: 2 });
    await app.services.account.setOperation({ userId, kind: 'NEWS', id: records[0]!.id, op: 'FAVORITE', on: true });
    await app.services.account.setOperation({ userId, kind: 'NEWS', id: records[1]!.id, op: 'PRAISE', on: true });
    await app.services.account.recordReading({ userId, kind: 'NEWS', id: records[0]!.id, title: records[0]!.title });
    await app.services.account.signIn({ userId });
    await app.services.tenderAlerts.create({
      userId,
      input: { keywords: ['地铁'], excludeWords: ['监理'], regions: [{ provinceCode: '430000', cityCode: null }], catNos: ['ENGINEERING'], infoTypes: [], projectTypes: [], titleOnly: false },
    });
    // A followed organisation, so 关注单位 shows its list and notices.
    await app.services.tenderUser.follow({ userId, orgId: (await app.services.tender.listOrgs({ current: 1, size: 1 })).records[0]!.id });
    ({ token } = await app.services.sessionStore.create(userId, { ip: '', userAgent: '' }));
  });

  it.for(['profile', 'subscriptions', 'follows', 'favorites', 'praises', 'history', 'points', 'ai', 'invite'])('tab %s has no serious or critical violation', async (tab, { expect }) => {
    const { baseUrl } = await portal();
    const { page, context } = await openPage(viewport);
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseUrl }]);
    const path = `/personalCenter?tab=${tab}`;
    const res = await page.goto(path, { waitUntil: 'networkidle' });
    expect(res?.status(), path).toBe(200);
    await expectNoSeriousViolations(expect, page, `${path} at ${viewport.width} px, logged in`);
    await context.close();
  });

  it('the AI conversation with a tool’s form has no serious or critical violation', async ({ expect }) => {
    const { baseUrl, app } = await portal();
    const tool = (await app.services.ai.listTools()).tools[0]!;
    const { page, context } = await openPage(viewport);
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseUrl }]);
    const path = `/Conversation?toolId=${tool.id}`;
    expect((await page.goto(path, { waitUntil: 'networkidle' }))?.status(), path).toBe(200);
    await expectNoSeriousViolations(expect, page, `${path} at ${viewport.width} px, logged in`);
    await context.close();
  });
});

describe.concurrent.each(viewports)('accessibility of the staff console at %s (axe)', (_label, viewport) => {
  it.for(['/admin', '/admin/leads', '/admin/settings', '/admin/tender-import'])('%s has no serious or critical violation', async (path, { expect }) => {
    const { baseUrl } = await portal();
    const { page, context } = await openPage(viewport);
    if (path !== '/admin') {
      const login = await page.request.post(`${baseUrl}/api/admin/auth/login`, { data: { username: 'admin', password: 'Admin@2026' }, headers: { origin: baseUrl } });
      expect(login.ok()).toBe(true);
    }
    const res = await page.goto(path, { waitUntil: 'networkidle' });
    expect(res?.status(), path).toBe(200);
    await page.locator(path === '/admin' ? '.admin-auth__card' : '.admin-content .ant-card').first().waitFor();
    await expectNoSeriousViolations(expect, page, `${path} at ${viewport.width} px`);
    await context.close();
  });
});
