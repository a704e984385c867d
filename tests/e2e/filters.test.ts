import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { desktop, holdData, openPage, portal, untilInteractive } from './support/portal';

/**
 * Filters never lose a choice (decision 0016): a reader who picks several
 * filters in quick succession, each before the previous one has loaded, gets
 * all of them. Each test clicks its choices with no wait between the clicks
 * while the page's data requests are held, so every click after the first
 * lands while a navigation is still pending; then it lets the data through and
 * waits only on what the reader sees: the address, the options marked active,
 * and the list, which must be the one the server renders for that address.
 */

/** Opens a list and waits until it is interactive (entry.client marks <html data-hydrated>). */
async function openList(path: string) {
  const opened = await openPage(desktop);
  opened.page.setDefaultTimeout(15_000);
  await opened.page.goto(path);
  await untilInteractive(opened.page);
  return opened;
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The texts of `selectors` as the server renders `path` for a fresh visitor. */
async function renderedList(page: Page, path: string, selectors: string[]) {
  const reference = await page.context().newPage();
  await reference.goto(path);
  const texts = await readList(reference, selectors);
  await reference.close();
  return texts;
}

const readList = (page: Page, selectors: string[]) => Promise.all(selectors.map((s) => page.locator(s).allTextContents()));

/**
 * Clicks every choice with no wait in between while data is held, checks that no navigation could finish meanwhile,
 * then releases the data and waits for the address, each choice marked active, and the list of that address.
 */
async function chooseQuickly(page: Page, choices: Locator[], expected: string, listSelectors: string[], active: (choice: Locator) => Promise<boolean> = isActive) {
  const start = pathOf(page);
  const release = await holdData(page);
  for (const choice of choices) await choice.click();
  // Still the first address: every click above came while the first navigation was pending.
  expect(pathOf(page)).toBe(start);
  release();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === expected);
  for (const choice of choices) await expect.poll(() => active(choice), { message: `${expected}: ${String(choice)} active` }).toBe(true);
  const list = await renderedList(page, expected, listSelectors);
  await expect.poll(() => readList(page, listSelectors)).toEqual(list);
  expect(pathOf(page)).toBe(expected);
}

const isActive = async (choice: Locator) => ((await choice.getAttribute('class')) ?? '').split(/\s+/).includes('is-active');

const chip = (page: Page, group: string, label: RegExp) => page.locator(`${group} a`, { hasText: label });
const row = (page: Page, label: string, text: string) => chip(page, `.lib-filters__row[aria-label="${label}"]`, new RegExp(`^${text}$`));

describe('filters keep every choice made in quick succession', () => {
  it('news list (/information/list): column, project type, role and date', async () => {
    const { app } = await portal();
    const root = (await app.services.news.listColumns({ isTopic: false }))[0]!;
    const { page, context, errors } = await openList('/information/list');
    await chooseQuickly(
      page,
      [page.locator('.column-tabs a', { hasText: new RegExp(`^${root.name}$`) }), row(page, '项目类型', '地铁'), row(page, '项目角色', '施工'), row(page, '发布时间', '最近一年')],
      `/information/list/${root.id}?type=SUBWAY&role=SG&range=1y`,
      ['.news-list__title a', '.page-nav__total', '.empty'],
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('news list without held data: type then role at the reader’s own speed', async () => {
    const { page, context, errors } = await openList('/information/list');
    await row(page, '项目类型', '地铁').click();
    await row(page, '项目角色', '施工').click();
    await page.waitForURL(/\/information\/list\?type=SUBWAY&role=SG$/);
    await expect.poll(() => isActive(row(page, '项目类型', '地铁'))).toBe(true);
    await expect.poll(() => isActive(row(page, '项目角色', '施工'))).toBe(true);
    const list = await renderedList(page, '/information/list?type=SUBWAY&role=SG', ['.news-list__title a', '.page-nav__total']);
    await expect.poll(() => readList(page, ['.news-list__title a', '.page-nav__total'])).toEqual(list);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('standards (/standard): category, status and sort', async () => {
    const { page, context, errors } = await openList('/standard');
    const category = page.locator('.column-tabs a').nth(1);
    const categoryId = (await category.getAttribute('href'))!.split('/').pop();
    await chooseQuickly(page, [category, row(page, '标准状态', '现行'), row(page, '排序', '最热')], `/standard/${categoryId}?status=CURRENT&sort=hottest`, [
      '.lib-list__title a',
      '.page-nav__total',
      '.empty',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('policies (/policy): project type, role and sort', async () => {
    const { page, context, errors } = await openList('/policy');
    await chooseQuickly(page, [row(page, '项目类型', '道路'), row(page, '项目角色', '业主'), row(page, '排序', '最热')], '/policy?type=ROAD&role=YZ&sort=hottest', [
      '.lib-list__title a',
      '.page-nav__total',
      '.empty',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('papers (/paper): role, category and date', async () => {
    const { page, context, errors } = await openList('/paper');
    const category = page.locator('.column-tabs a').nth(2);
    const categoryId = (await category.getAttribute('href'))!.split('/').pop();
    await chooseQuickly(page, [row(page, '项目角色', '监理'), category, row(page, '发表时间', '最近一年')], `/paper/${categoryId}?role=JL&range=1y`, [
      '.lib-list__title a',
      '.page-nav__total',
      '.empty',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tenders (/information/tender): information type, industry, project type and date', async () => {
    const { page, context, errors } = await openList('/information/tender');
    const tender = (field: string, text: string) => chip(page, `.tender-filters__row--${field}`, new RegExp(`^${text}$`));
    await chooseQuickly(
      page,
      [tender('type', '招标公告'), tender('cat', '工程建设'), tender('ptype', '地铁'), tender('range', '最近一年')],
      '/information/tender?cat=engineering&type=0100&ptype=SUBWAY&range=1y',
      ['.tender-row__title', '.tender-count', '.empty'],
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tenders (/tender/...): industry, information type and stage in the path, project type in the query', async () => {
    const { page, context, errors } = await openList('/tender');
    const tender = (field: string, text: string) => chip(page, `.tender-filters__row--${field}`, new RegExp(`^${text}$`));
    await chooseQuickly(
      page,
      [tender('cat', '工程建设'), tender('type', '招标公告'), tender('stage', '报名中'), tender('ptype', '道路')],
      '/tender/engineering/0100/1/1?ptype=ROAD',
      ['.tender-row__title', '.tender-count', '.empty'],
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('solutions (/solution): project type, role and sort', async () => {
    const { page, context, errors } = await openList('/solution');
    await chooseQuickly(
      page,
      [page.locator('.sol-types__tab', { hasText: '轨道交通' }), chip(page, '.sol-filters__row[aria-label="项目角色"]', /^业主/), chip(page, '.sol-filters__row[aria-label="排序"]', /^最热$/)],
      '/solution/2?role=YZ&sort=hottest',
      ['.sol-card__title a', '.sol-results__count', '.empty'],
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('courses (/video): category, project type and role', async () => {
    const { app } = await portal();
    const parent = (await app.services.learning.categoryTree())[0]!;
    const { page, context, errors } = await openList('/video');
    await chooseQuickly(
      page,
      [chip(page, '.video-tree', new RegExp(`^${parent.name}\\d+$`)), row(page, '项目类型', '地铁'), row(page, '项目角色', '施工')],
      `/video?cat=${parent.id}&type=SUBWAY&role=SG`,
      ['.video-card__title', '.page-nav__total', '.empty'],
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('materials (/information/list?tabsType=download): folder, file type and role', async () => {
    const { app } = await portal();
    const folder = (await app.services.download.dirTree()).find((d) => d.name === '技术交底')!;
    const { page, context, errors } = await openList('/information/list?tabsType=download');
    await chooseQuickly(
      page,
      [chip(page, '.download-dirs', new RegExp(`^${folder.name}\\d+$`)), chip(page, '.download-types', /PPT$/), row(page, '项目角色', '施工')],
      `/information/list/${folder.id}?tabsType=download&fileType=PPT&role=SG`,
      ['.download-list .download-row__title', '.page-nav__total', '.empty'],
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('search (/search): kind and date', async () => {
    const { page, context, errors } = await openList(`/search?keywords=${encodeURIComponent('地铁')}`);
    await chooseQuickly(
      page,
      [chip(page, '.column-tabs', /^资讯 /), chip(page, '.range-filter', /^最近一年$/)],
      `/search?keywords=${encodeURIComponent('地铁')}&kind=NEWS&range=1y`,
      ['.search-results__title', '.search-summary', '.empty'],
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('release log (/product/log): product and year', async () => {
    const { page, context, errors } = await openList('/product/log');
    const product = page.locator('.prd-tabs__tab').nth(1);
    const year = page.locator('.prd-years a').nth(1);
    const code = new URL((await product.getAttribute('href'))!, 'http://x').searchParams.get('product');
    const chosenYear = new URL((await year.getAttribute('href'))!, 'http://x').searchParams.get('year');
    await chooseQuickly(page, [product, year], `/product/log?product=${code}&year=${chosenYear}`, ['.prd-release__title', '.prd-log__count', '.prd-empty__title']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
