import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../common/cookies';
import { users } from '../../server/db/schema';
import { desktop, mobile, openPage, portal } from './support/portal';

/** A fresh user and a browser context holding their session cookie (no login page involved). */
async function loggedInPage(viewport = desktop) {
  const { app, database, baseUrl } = await portal();
  const [user] = await database.db
    .insert(users)
    .values({ unionid: randomBytes(16).toString('hex'), loginName: `e2e${randomBytes(6).toString('hex')}`, phone: '13700001234', realname: '李工' })
    .returning({ id: users.id });
  const { token } = await app.services.sessionStore.create(user!.id, { ip: '', userAgent: '' });
  const opened = await openPage(viewport);
  await opened.context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseUrl }]);
  return { ...opened, userId: user!.id };
}

/** An article no test has touched yet. */
async function freshArticle(offset: number) {
  const { app } = await portal();
  const list = await app.services.news.listArticles({ current: 1, size: 40 });
  return list.records[list.records.length - 1 - offset]!;
}

describe('personal centre', () => {
  it('favourites a news article on its page, records the read, and lists it under 我的收藏', async () => {
    const { app } = await portal();
    const { page, context, errors, userId } = await loggedInPage();
    const article = await freshArticle(0);
    const before = await app.services.news.getArticle({ id: article.id });

    await page.goto(`/news/${article.id}`);
    const favourite = page.locator('.article-actions__btn', { hasText: '收藏' });
    const like = page.locator('.article-actions__btn', { hasText: /赞/ });
    await expect.poll(() => like.textContent()).toContain(String(before.praiseCount));
    await favourite.click();
    await expect.poll(() => favourite.getAttribute('aria-pressed')).toBe('true');
    expect(await favourite.textContent()).toContain('已收藏');
    await like.click();
    await expect.poll(() => like.textContent()).toBe(`已赞${before.praiseCount + 1}`);
    expect((await app.services.news.getArticle({ id: article.id })).praiseCount).toBe(before.praiseCount + 1);
    // Opening the article while logged in reported the reading record.
    await expect
      .poll(async () => (await app.services.account.listHistory({ userId, current: 1, size: 10 })).records.map((r) => r.id))
      .toContain(article.id);

    // The header's user link leads to the personal centre.
    await page.locator('.site-header__user').click();
    await page.waitForURL(/\/personalCenter$/);
    await page.locator('.pc-tabs__item', { hasText: '我的收藏' }).click();
    await page.waitForURL(/tab=favorites/);
    const items = page.locator('[data-testid="favorites-list"] .pc-list__item');
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.first().locator('.pc-list__title').textContent()).toBe(article.title);
    expect(await items.first().locator('.pc-kind').textContent()).toBe('资讯');
    expect(await items.first().locator('.pc-list__title').getAttribute('href')).toBe(`/news/${article.id}`);

    // Filtering by another kind shows none; unfavouriting from the list empties it.
    await page.locator('.pc-filter a', { hasText: '课程' }).click();
    await page.waitForURL(/kind=VIDEO/);
    await expect.poll(() => page.locator('.pc-empty').textContent()).toContain('还没有收藏过课程');
    await page.locator('.pc-filter a', { hasText: '全部' }).click();
    await page.waitForURL((url) => !url.search.includes('kind='));
    await items.first().locator('button', { hasText: '取消收藏' }).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect.poll(() => items.count()).toBe(0);
    expect((await app.services.account.listOperations({ userId, op: 'FAVORITE', current: 1, size: 10 })).total).toBe(0);

    await page.locator('.pc-tabs__item', { hasText: '浏览历史' }).click();
    await expect.poll(() => page.locator('[data-testid="history-list"] .pc-list__title').first().textContent()).toBe(article.title);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in for points once and shows the balance rise once', async () => {
    const { app } = await portal();
    const { page, context, errors, userId } = await loggedInPage();
    await page.goto('/personalCenter?tab=points');
    const balance = page.getByTestId('points-balance');
    const button = page.getByTestId('sign-button');
    expect(await balance.textContent()).toBe('0');
    expect(await button.textContent()).toMatch(/签到 \+5/);
    await button.click();
    await expect.poll(() => button.textContent()).toBe('今日已签到');
    expect(await balance.textContent()).toBe('5');
    expect(await button.isDisabled()).toBe(true);
    expect(await page.locator('.sign-calendar__cell.is-signed.is-today').count()).toBe(1);
    expect(await page.locator('[data-testid="ledger-list"] li').count()).toBe(1);
    expect(await page.locator('.pc-user__points').textContent()).toBe('5');

    // A second attempt from the same browser (another tab, a double click) credits nothing.
    const again = await page.evaluate(async () => {
      const res = await fetch('/api/ai/accumulatePoint/signDay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return res.json();
    });
    expect(again.code).toBe('40001');
    await page.reload();
    expect(await balance.textContent()).toBe('5');
    expect(await app.services.account.pointBalance({ userId })).toBe(5);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('saves the real name and organisation, and uploads an avatar', async () => {
    const { app } = await portal();
    const { page, context, userId } = await loggedInPage();
    await page.goto('/personalCenter');
    await page.locator('input[name="realname"]').fill('  张晓明 ');
    await page.locator('input[name="orgName"]').fill('中铁五局集团有限公司');
    await page.locator('button', { hasText: '保存资料' }).click();
    await expect.poll(() => page.locator('.pc-user__name').textContent()).toBe('张晓明');
    expect(await page.locator('.pc-user__org').textContent()).toBe('中铁五局集团有限公司');
    expect(await app.services.account.getProfile({ userId })).toMatchObject({ realname: '张晓明', orgName: '中铁五局集团有限公司' });

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const avatar = page.locator('.pc-avatar img.user-avatar');
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    const { avatarUrl } = await app.services.account.getProfile({ userId });
    expect(await avatar.getAttribute('src')).toBe(avatarUrl);
    await app.services.account.storage.remove(avatarUrl.replace('/uploads/', ''));
    await context.close();
  });

  it('sends logged-out visitors to the login page and back', async () => {
    const { context } = await openPage();
    const res = await context.request.get('/personalCenter?tab=points', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/login?redirect=%2FpersonalCenter%3Ftab%3Dpoints');
    await context.close();
  });

  it('sends a logged-out reader who clicks 点赞 to log in, without calling the API', async () => {
    const { page, context, errors } = await openPage();
    const article = await freshArticle(1);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(`/news/${article.id}`);
    await page.locator('.article-actions__btn', { hasText: '点赞' }).click();
    await expect.poll(() => requested.some((u) => u.includes('/login') && u.includes(encodeURIComponent(`/news/${article.id}`)))).toBe(true);
    expect(requested.some((u) => u.includes('/api/news/pub/praise') || u.includes('/api/news/pub/userOperation'))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 390 px screen on every tab', async () => {
    const { page, context, errors } = await loggedInPage(mobile);
    for (const tab of ['profile', 'favorites', 'praises', 'history', 'points', 'ai', 'invite']) {
      await page.goto(`/personalCenter?tab=${tab}`);
      const { scrollWidth, title, robots } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        title: document.title,
        robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
      }));
      expect(scrollWidth, tab).toBeLessThanOrEqual(mobile.width);
      expect(title).toContain('个人中心');
      expect(robots).toBe('noindex');
    }
    expect(await page.locator('.pc-invite input').inputValue()).toMatch(/^http:\/\/portal\.test\/invite\/register\?code=[A-Z2-9]{8}$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
