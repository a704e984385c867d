import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../common/cookies';
import { downloadFiles, users } from '../../server/db/schema';
import { desktop, headOf, mobile, openPage, portal } from './support/portal';

/** A fresh user and a browser context holding their session cookie (no login page involved). */
async function loggedInPage(viewport = desktop) {
  const { app, database, baseUrl } = await portal();
  const [user] = await database.db
    .insert(users)
    .values({ unionid: randomBytes(16).toString('hex'), loginName: `e2e${randomBytes(6).toString('hex')}`, phone: '13700005678', realname: '周工' })
    .returning({ id: users.id });
  const { token } = await app.services.sessionStore.create(user!.id, { ip: '', userAgent: '' });
  const opened = await openPage(viewport);
  await opened.context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseUrl }]);
  return opened;
}

const countOf = async (id: number) => {
  const { database } = await portal();
  const [row] = await database.db.select({ n: downloadFiles.downloadCount }).from(downloadFiles).where(eq(downloadFiles.id, id));
  return row!.n;
};

describe('download materials (资料下载)', () => {
  it('browses folders and file types, and sends a logged-out visitor to the login page from 下载', async () => {
    const { app } = await portal();
    const { page, context, errors } = await openPage(desktop);
    const response = await page.goto('/information/list?tabsType=download');
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('资料下载');
    expect(await page.locator('.breadcrumbs').textContent()).toContain('资料下载');
    const head = await headOf(page);
    expect(head.title).toContain('资料下载');
    expect(head.canonical).toBe('http://portal.test/information/list?tabsType=download');
    const all = await app.services.download.listPaged({ current: 1, size: 20 });
    expect(await page.locator('.page-nav__total').textContent()).toBe(`共 ${all.total} 条`);
    expect(await page.locator('.download-list .download-row__title').allTextContents()).toEqual(all.records.map((r) => r.title));
    expect(await page.locator('.download-top .rank-list li').count()).toBe(10);

    const tree = await app.services.download.dirTree();
    const parent = tree.find((d) => d.name === '技术交底')!;
    await page.locator('.download-dirs a', { hasText: '技术交底' }).first().click();
    await page.waitForURL(new RegExp(`/information/list/${parent.id}\\?tabsType=download$`));
    await expect.poll(() => page.locator('h1').textContent()).toBe('技术交底');
    expect(await page.locator('.column-tabs--sub a').count()).toBe(parent.children.length + 1);

    await page.locator('.download-types a', { hasText: 'PPT' }).click();
    await page.waitForURL(new RegExp(`/information/list/${parent.id}\\?tabsType=download&fileType=PPT$`));
    await expect.poll(() => page.locator('.download-types a.is-active').getAttribute('href')).toBe(`/information/list/${parent.id}?tabsType=download&fileType=PPT`);
    const ppt = await app.services.download.listPaged({ dirId: parent.id, fileType: 'PPT', current: 1, size: 20 });
    await expect.poll(() => page.locator('.download-list .download-row').count()).toBe(ppt.records.length);
    expect(new Set(await page.locator('.download-list .download-row > .file-icon').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))))).toEqual(new Set(['PPT 文件']));

    // The filter keeps the tab and the type when the sort changes.
    expect(await page.locator('.lib-filters__row[aria-label="排序"] a', { hasText: '下载最多' }).getAttribute('href')).toBe(`/information/list/${parent.id}?tabsType=download&fileType=PPT&sort=hottest`);

    const before = await countOf(ppt.records[0]!.id);
    await page.locator('.download-list .download-btn').first().click();
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/information/list/${parent.id}?tabsType=download&fileType=PPT`);
    expect(await countOf(ppt.records[0]!.id)).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('downloads a file with its Chinese name for a logged-in viewer and counts it', async () => {
    const { app } = await portal();
    const { page, context, errors } = await loggedInPage(desktop);
    const tree = await app.services.download.dirTree();
    const child = tree[0]!.children[0]!;
    await page.goto(`/information/list/${child.id}?tabsType=download&fileType=XLSX`);
    expect(await page.locator('h1').textContent()).toBe(child.name);
    const first = (await app.services.download.listPaged({ dirId: child.id, fileType: 'XLSX', current: 1, size: 20 })).records[0]!;
    const before = await countOf(first.id);
    const row = page.locator(`#file-${first.id}`);
    const [download] = await Promise.all([page.waitForEvent('download'), row.locator('.download-btn').click()]);
    expect(download.suggestedFilename()).toBe(first.fileName);
    const saved = await download.path();
    expect((await stat(saved)).size).toBe(first.sizeBytes);
    await expect.poll(() => countOf(first.id)).toBe(before + 1);
    await expect.poll(() => row.locator('.download-row__count').textContent()).toBe(`下载 ${before + 1}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('downloads a standard’s PDF from its page when logged in', async () => {
    const { app } = await portal();
    const { page, context } = await loggedInPage(desktop);
    const list = await app.services.library.listStandards({ current: 1, size: 40 });
    let id = 0;
    for (const s of list.records) {
      if ((await app.services.library.getStandard({ id: s.id })).pdf) {
        id = s.id;
        break;
      }
    }
    expect(id).toBeGreaterThan(0);
    const standard = await app.services.library.getStandard({ id });
    await page.goto(`/standard/detail/${id}`);
    const action = page.locator('.lib-pdf__action');
    // The page is everyone's; the link becomes the download once the page knows who is logged in.
    await expect.poll(() => action.getAttribute('href')).toBe(`/api/library/pub/standard/pdf/${id}`);
    const [download] = await Promise.all([page.waitForEvent('download'), action.click()]);
    expect(download.suggestedFilename()).toBe(`${standard.number.replace(/\//g, '／')} ${standard.title}.pdf`);
    await context.close();
  });

  it('pins a file named by a search hit, answers 404 for an unknown folder, and fits a phone screen', async () => {
    const { app } = await portal();
    const { page, context, errors } = await openPage(mobile);
    const file = (await app.services.download.topDownload({ size: 1 }))[0]!;
    await page.goto(`/information/list/${file.dirId}?tabsType=download&file=${file.id}`);
    expect(await page.locator('.download-row--pinned .download-row__title').textContent()).toBe(file.title);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect((await page.goto('/information/list/99999?tabsType=download'))?.status()).toBe(404);
    expect((await page.goto('/information/list/all/999?tabsType=download'))?.status()).toBe(404);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });
});
