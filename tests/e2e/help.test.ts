import { describe, expect, it } from 'vitest';
import { desktop, headOf, mobile, openPage, portal } from './support/portal';

const SITE = 'http://portal.test';

async function articleByTitle(title: string) {
  const { app } = await portal();
  const hit = (await app.services.help.search({ keywords: title.slice(0, 30), current: 1, size: 50 })).records.find((r) => r.title === title);
  if (!hit) throw new Error(`no help article ${title}`);
  return app.services.help.get({ resId: hit.id });
}

describe('help centre', () => {
  it('searches from the home box, opens a result and shows the article; the read is counted', async () => {
    const { app } = await portal();
    const { page, context, errors } = await openPage(desktop);
    const res = await page.goto('/help');
    expect(res?.status()).toBe(200);
    expect(await page.locator('.help-hero__title').textContent()).toBe('您好，有什么可以帮您？');
    const tree = await app.services.help.getTree();
    expect(await page.locator('.help-card__title').allTextContents()).toEqual(tree.map((c) => c.name));
    const popular = await app.services.help.popular({ limit: 10 });
    expect(await page.locator('.help-popular li a').first().textContent()).toBe(popular[0]!.title);

    const box = page.locator('.help-hero__search input[type="search"]');
    expect(await box.getAttribute('placeholder')).toBe('搜索问题，例如：如何导入计量清单');
    await box.fill('如何导入计量清单');
    await box.press('Enter');
    await page.waitForURL(`**/help/search/${encodeURIComponent('如何导入计量清单')}`);
    const result = await app.services.help.search({ keywords: '如何导入计量清单', current: 1, size: 15 });
    await expect.poll(() => page.locator('.help-search__summary').textContent()).toBe(`“如何导入计量清单” 共找到 ${result.total} 篇相关帮助`);
    const first = page.locator('.help-results__title').first();
    expect(await first.textContent()).toBe('如何导入计量清单');
    expect(await first.locator('em').allTextContents()).toEqual(['导入', '计量', '清单']);
    expect(await page.locator('.breadcrumbs').textContent()).toBe('首页/帮助中心/搜索结果');

    const article = await articleByTitle('如何导入计量清单');
    await first.click();
    await page.waitForURL(`**/help/detail/${article.id}`);
    await expect.poll(() => page.locator('h1.article__title').textContent()).toBe('如何导入计量清单');
    expect(await page.locator('.breadcrumbs').textContent()).toBe('首页/帮助中心/计量支付 ERP/合同与清单/正文');
    expect(await page.locator('.help-article__body ol li').count()).toBe(5);
    expect(await page.locator('.help-pager__prev').textContent()).toContain(article.prev!.title);
    expect(await page.locator('.help-pager__next').textContent()).toContain(article.next!.title);
    expect(await page.locator('.help-related li').count()).toBe(6);
    await expect.poll(async () => (await app.services.help.get({ resId: article.id })).readCount).toBe(article.readCount + 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes one vote per article and day, and copies the share link', async () => {
    const { app } = await portal();
    const article = await articleByTitle('如何新建一期中期计量');
    const { page, context, errors } = await openPage(desktop);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/help/detail/${article.id}`);
    const helpful = page.locator('.help-feedback__btn', { hasText: '有帮助' });
    expect(await helpful.locator('.help-feedback__count').textContent()).toBe(String(article.helpfulCount));
    await helpful.click();
    await expect.poll(() => page.locator('.help-feedback__message').textContent()).toBe('感谢您的反馈，很高兴能帮到您！');
    expect(await helpful.locator('.help-feedback__count').textContent()).toBe(String(article.helpfulCount + 1));
    expect(await helpful.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.help-feedback__btn', { hasText: '没帮助' }).isDisabled()).toBe(true);
    expect((await app.services.help.get({ resId: article.id })).helpfulCount).toBe(article.helpfulCount + 1);

    // After a reload the browser remembers the vote; the server would refuse a second one anyway.
    await page.reload();
    await expect.poll(() => page.locator('.help-feedback__message').textContent()).toBe('您今天已经评价过这篇文章，感谢您的反馈');
    expect(await page.locator('.help-feedback__btn', { hasText: '没帮助' }).isDisabled()).toBe(true);

    await page.locator('.help-share__btn').click();
    await expect.poll(() => page.locator('.help-share__btn').textContent()).toContain('链接已复制');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/help/share/${article.shareId}$`));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the same article at its number and share addresses, with the detail as canonical', async () => {
    const article = await articleByTitle('计量清单导入时提示“清单编号重复”怎么办？');
    const { page, context } = await openPage();
    for (const path of [`/help/detail/${article.id}`, `/help/num/${article.resNumber}`, `/help/share/${article.shareId}`]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      expect(await page.locator('h1.article__title').textContent(), path).toBe(article.title);
      expect(await page.locator('.article__meta').textContent(), path).toContain(`编号 ${article.resNumber}`);
      const head = await headOf(page);
      expect(head.canonical, path).toBe(`${SITE}/help/detail/${article.id}`);
      expect(head.title, path).toBe(`${article.title}_合同与清单_帮助中心_湖南计智云科技有限公司`);
      expect(head.description, path).toContain(article.title);
      expect(head.keywords, path).toContain('帮助中心');
    }
    await context.close();
  });

  it('lists a column with its tree and pages, and gives every help page its own head', async () => {
    const { app } = await portal();
    const erp = (await app.services.help.getTree()).find((c) => c.name === '计量支付 ERP')!;
    const { page, context } = await openPage();
    await page.goto(`/help/${erp.id}/2`);
    expect(await page.locator('.help-column-head h1').textContent()).toBe('计量支付 ERP');
    expect(await page.locator('.breadcrumbs').textContent()).toBe('首页/帮助中心/计量支付 ERP');
    expect(await page.locator('.help-tree__group[open] summary a').textContent()).toBe('计量支付 ERP');
    const second = await app.services.help.listPaged({ columnId: erp.id, current: 2, size: 15 });
    expect(await page.locator('.help-list__title a').allTextContents()).toEqual(second.records.map((r) => r.title));
    expect(await page.locator('.page-nav__total').textContent()).toBe(`共 ${erp.articleCount} 条`);

    const child = erp.children.find((c) => c.name === '中期计量')!;
    await page.locator('.help-tree a', { hasText: '中期计量' }).click();
    await page.waitForURL(`**/help/${child.id}`);
    await expect.poll(() => page.locator('.help-column-head h1').textContent()).toBe('计量支付 ERP · 中期计量');
    expect(await page.locator('.breadcrumbs').textContent()).toBe('首页/帮助中心/计量支付 ERP/中期计量');
    expect(await page.locator('.help-list__item').count()).toBe(child.articleCount);

    const cases: [string, string][] = [
      ['/help', '帮助中心_操作指南与常见问题_湖南计智云科技有限公司'],
      [`/help/${child.id}`, '中期计量_计量支付 ERP_帮助中心_湖南计智云科技有限公司'],
      [`/help/search/${encodeURIComponent('扫码登录')}`, '扫码登录_帮助中心搜索_湖南计智云科技有限公司'],
    ];
    for (const [path, title] of cases) {
      await page.goto(path);
      const head = await headOf(page);
      expect(head.title, path).toBe(title);
      expect(head.description, path).toBeTruthy();
      expect(head.keywords, path).toBeTruthy();
      expect(head.canonical, path).toBe(`${SITE}${path}`);
    }
    await context.close();
  });

  it('suggests searches when nothing is found, and cuts over-long keywords to 30 characters', async () => {
    const { page, context } = await openPage();
    await page.goto(`/help/search/${encodeURIComponent('量子纠缠隐形传态')}`);
    expect(await page.locator('.help-search__summary').textContent()).toBe('“量子纠缠隐形传态” 共找到 0 篇相关帮助');
    expect(await page.locator('.help-empty__title').textContent()).toBe('没有找到与“量子纠缠隐形传态”相关的帮助文章');
    await page.locator('.help-empty .help-chips a', { hasText: '设备离线' }).click();
    await page.waitForURL(`**/help/search/${encodeURIComponent('设备离线')}`);
    await expect.poll(() => page.locator('.help-results__title').first().textContent()).toBe('设备显示“离线”怎么办？');

    const long = `计量清单${'导'.repeat(40)}`;
    const res = await page.goto(`/help/search/${encodeURIComponent(long)}`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('.help-search__note').textContent()).toBe('关键词超过 30 个字，已按前 30 个字搜索。');
    expect(await page.locator('.help-searchbar input').inputValue()).toBe([...long].slice(0, 30).join(''));
    expect((await headOf(page)).canonical).toBe(`${SITE}/help/search/${encodeURIComponent([...long].slice(0, 30).join(''))}`);
    await context.close();
  });

  it('redirects /help/index to /help, and answers 404 for unknown articles, numbers, share links, columns and pages', async () => {
    const { app } = await portal();
    const { page, context } = await openPage();
    const redirected = await page.request.get('/help/index', { maxRedirects: 0 });
    expect(redirected.status()).toBe(301);
    expect(redirected.headers().location).toBe('/help');
    await page.goto('/help/index');
    expect(new URL(page.url()).pathname).toBe('/help');

    const erp = (await app.services.help.getTree()).find((c) => c.name === '计量支付 ERP')!;
    for (const path of ['/help/detail/999999', '/help/detail/abc', '/help/num/H99999', '/help/num/10025', '/help/share/AAAAAAAAAAAAAAAAAAAAAA', '/help/share/short', '/help/999999', '/help/abc', `/help/${erp.id}/9`, `/help/${erp.id}/0`, '/help/search/x?page=99', '/help/search/x?page=abc']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
    }
    await context.close();
  });

  it('has no horizontal overflow at 390 px', async () => {
    const article = await articleByTitle('如何对接口请求进行签名');
    const { app } = await portal();
    const tree = await app.services.help.getTree();
    const { page, context } = await openPage(mobile);
    const paths = ['/help', `/help/${tree[2]!.id}`, `/help/${tree[2]!.children[1]!.id}`, `/help/search/${encodeURIComponent('计量')}`, `/help/search/${encodeURIComponent('没有这种东西')}`, `/help/detail/${article.id}`, `/help/share/${article.shareId}`];
    for (const path of paths) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
