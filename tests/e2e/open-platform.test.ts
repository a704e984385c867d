import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../common/cookies';
import { openApiKeys, users } from '../../server/db/schema';
import { expectHeads, mobile, openPage, portal } from './support/portal';

beforeAll(() => portal());

async function loggedInPage() {
  const { app, database, baseUrl } = await portal();
  const [user] = await database.db
    .insert(users)
    .values({ unionid: randomBytes(16).toString('hex'), loginName: `open${randomBytes(6).toString('hex')}`, phone: '13600007788', realname: '开放平台测试' })
    .returning({ id: users.id });
  const { token } = await app.services.sessionStore.create(user!.id, { ip: '', userAgent: '' });
  const opened = await openPage();
  await opened.context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseUrl }]);
  return { ...opened, userId: user!.id };
}

describe('open platform', () => {
  it('a logged-in user creates a key (shown once), calls an open endpoint with it in the console until 429, and sees the count', async () => {
    const { page, context, errors, userId } = await loggedInPage();
    await page.goto('/open');
    const form = page.getByRole('form', { name: '创建 API 密钥' });
    await form.getByLabel('密钥名称').fill('招聘数据同步');
    await form.getByLabel('调用频率上限').selectOption('10');
    await form.getByRole('button', { name: '创建密钥' }).click();
    const secret = page.locator('.op-keys__secret');
    await expect.poll(() => secret.textContent()).toMatch(/^jzk_[A-Za-z0-9_-]{43}$/);
    const key = (await secret.textContent())!;
    await expect.poll(() => page.locator('.op-keys__table tbody tr').first().textContent()).toContain('招聘数据同步');
    const { database } = await portal();
    const [row] = await database.db.select().from(openApiKeys).where(eq(openApiKeys.userId, userId));
    expect(row).toMatchObject({ name: '招聘数据同步', rateLimit: 10, prefix: key.slice(0, 10) });

    await page.goto('/open/ui');
    await page.getByLabel('接口').selectOption('/news/pub/job/getJobCity');
    await page.getByLabel(/API 密钥/).fill(key);
    const status = page.locator('.op-console__status strong');
    for (let i = 1; i <= 10; i++) {
      await page.getByRole('button', { name: '发送请求' }).click();
      await expect.poll(() => page.locator('.op-console__headers').textContent(), { message: `call ${i}` }).toContain(`x-ratelimit-remaining: ${10 - i}`);
      expect(await status.textContent()).toBe('200');
    }
    await page.getByRole('button', { name: '发送请求' }).click();
    await expect.poll(() => status.textContent()).toBe('429');
    const reply = JSON.parse((await page.locator('.op-console__reply').textContent())!);
    expect(reply).toEqual({ code: '42900', msg: 'API 密钥调用超出频率限制（每分钟 10 次），请稍后再试' });
    expect(await page.locator('.op-console__headers').textContent()).toMatch(/retry-after: \d+/);

    await page.goto('/open');
    await expect.poll(() => page.locator('.op-keys__table tbody tr').first().locator('.op-keys__usage').textContent()).toBe('10');
    // The key is never shown again.
    expect(await page.locator('body').textContent()).not.toContain(key);
    // The browser logs the 429 we provoked; nothing else may go wrong.
    expect(errors.filter((e) => !e.includes('status of 429'))).toEqual([]);
    await context.close();
  });

  it('a visitor reads the overview and an API group generated from the OpenAPI document, at 390 px', async () => {
    const { page, context } = await openPage(mobile);
    await page.goto('/open');
    expect(await page.getByRole('link', { name: '登录后创建 API 密钥' }).getAttribute('href')).toBe('/login?redirect=%2Fopen');
    await page.getByRole('link', { name: /^招聘/ }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('招聘接口');
    const list = page.getByRole('region', { name: '在招职位（分页，可按城市与类别筛选）' });
    expect(await list.locator('.op-endpoint__title').textContent()).toBe('POST/api/news/pub/job/listPaged');
    expect(await list.locator('.op-badge').textContent()).toBe('支持 API 密钥');
    const cityRow = list.locator('table').first().locator('tr', { has: page.locator('code', { hasText: /^city$/ }) });
    expect(await cityRow.locator('td').allTextContents()).toEqual(['city', 'string', '否', '长度 ≤ 20', '']);
    expect(JSON.parse((await list.locator('.op-examples pre').first().textContent())!)).toMatchObject({ current: 1, size: 20 });
    await context.close();
  });

  it('has a title, description, keywords and canonical address on each page; an unknown group is not a page', async () => {
    const { page, context } = await openPage();
    await expectHeads(page, [
      ['/open', '/open', '开放平台'],
      ['/open/api/tender', '/open/api/tender', '招投标接口文档'],
      ['/open/ui', '/open/ui', '在线调试台'],
    ]);
    expect((await page.goto('/open/api/nope'))?.status()).toBe(404);
    expect((await page.goto('/open/api/auth?page=99'))?.status()).toBe(404);
    await context.close();
  });
});
