import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../common/cookies';
import { users } from '../../server/db/schema';
import { openPage, portal } from './support/portal';

/**
 * Every internal link a visitor can follow from the home page (header, footer, user menu), /information,
 * /product and /login must lead to a page: not to /404 and not to an HTTP error. Links are read from the pages
 * as the browser shows them (after hydration), logged out and, for the user menu, logged in; each is then
 * requested as a visitor would (following redirects). File downloads under /api are links to files, not
 * pages, and are tested with their endpoints. The failure lists every broken link and where it was found.
 */
const START_PAGES = ['/', '/information', '/product', '/login'];

type Found = { href: string; from: string };

async function linksOn(path: string, token?: string): Promise<Found[]> {
  const { baseUrl } = await portal();
  const { page, context } = await openPage();
  if (token) await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseUrl }]);
  await page.goto(path, { waitUntil: 'networkidle' });
  const hrefs = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href));
  await context.close();
  const origin = new URL(baseUrl).origin;
  return hrefs
    .map((h) => new URL(h))
    .filter((u) => u.origin === origin && !u.pathname.startsWith('/api/'))
    .map((u) => ({ href: u.pathname + u.search, from: `${path}${token ? '（登录后）' : ''}` }));
}

describe('internal links', () => {
  let token = '';
  beforeAll(async () => {
    const { app, database } = await portal();
    const [user] = await database.db
      .insert(users)
      .values({ unionid: randomBytes(16).toString('hex'), loginName: `crawl${randomBytes(6).toString('hex')}`, phone: '13600001234', realname: '链接检查' })
      .returning({ id: users.id });
    ({ token } = await app.services.sessionStore.create(user!.id, { ip: '', userAgent: '' }));
  });

  it('no link reachable from /, /information, /product, /login, the footer or the user menu ends on /404 or answers ≥ 400', { timeout: 300_000 }, async () => {
    const { baseUrl } = await portal();
    const found: Found[] = [];
    for (const path of START_PAGES) found.push(...(await linksOn(path)));
    // The user menu (个人中心, 企业平台, 开放平台) exists only for a logged-in reader.
    found.push(...(await linksOn('/', token)));

    const byHref = new Map<string, string[]>();
    for (const f of found) byHref.set(f.href, [...(byHref.get(f.href) ?? []), f.from]);
    expect(byHref.size).toBeGreaterThan(40);

    const broken: string[] = [];
    const queue = [...byHref.keys()];
    const check = async () => {
      for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
        const res = await fetch(baseUrl + href, { redirect: 'follow' });
        const landed = new URL(res.url).pathname;
        await res.arrayBuffer();
        if (res.status >= 400 || landed === '/404') {
          const from = [...new Set(byHref.get(href))].join('、');
          broken.push(`${href} → ${landed === '/404' ? '/404' : `HTTP ${res.status}`}（见于 ${from}）`);
        }
      }
    };
    await Promise.all([check(), check(), check(), check()]);
    expect(broken.sort(), `broken internal links:\n${broken.join('\n')}`).toEqual([]);
  });
});
