import { describe, expect, it } from 'vitest';
import { headOf, mobile, openPage } from './support/portal';

describe('site search', () => {
  it("lets search engines index a word's first page of results under its own address, and nothing narrower", async () => {
    const { page, context } = await openPage();
    const robots = () => page.locator('meta[name="robots"]').getAttribute('content');
    await page.goto('/search?keywords=%E5%9C%B0%E9%93%81');
    expect(await robots()).toBe('index, follow');
    expect((await headOf(page)).canonical).toBe('http://portal.test/search?keywords=%E5%9C%B0%E9%93%81');
    for (const narrower of ['&kind=NEWS', '&range=1w', '&page=2']) {
      await page.goto(`/search?keywords=%E5%9C%B0%E9%93%81${narrower}`);
      expect(await robots(), narrower).toBe('noindex, follow');
    }
    await page.goto('/search?keywords=%E6%B2%A1%E6%9C%89%E8%BF%99%E4%B8%AA%E8%AF%8Dqzx');
    expect(await robots()).toBe('noindex, follow');
    await context.close();
  });

  it('searches from the news page box and shows ranked, highlighted results with kind counts', async () => {
    const { page, context, errors } = await openPage();
    await page.goto('/news');
    const box = page.getByRole('searchbox', { name: '搜索关键词' });
    expect(await box.getAttribute('maxlength')).toBe('30');
    await box.fill('计量支付');
    expect(await page.locator('.search-box__count').first().textContent()).toBe('4/30');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('keywords') === '计量支付');
    await expect.poll(() => page.locator('.search-results li').count()).toBeGreaterThan(0);
    expect(await page.locator('.search-results__title em').first().textContent()).toMatch(/计量|支付/);
    expect(await page.locator('.column-tabs a').first().textContent()).toMatch(/^全部 \d+$/);
    expect((await headOf(page)).title).toContain('计量支付_搜索结果');
    // The best hit may be of any kind (a solution or a course titled 计量支付…): it opens where it points.
    const first = page.locator('.search-results__title').first();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by date range and says so when nothing matches', async () => {
    const { page, context } = await openPage(mobile);
    await page.goto('/search?keywords=' + encodeURIComponent('量子引力弦论'));
    expect(await page.locator('.empty').textContent()).toContain('没有找到相关内容');
    await page.goto('/search?keywords=' + encodeURIComponent('地铁'));
    const total = Number((await page.locator('.search-summary').textContent())!.match(/共找到 (\d+) 条/)![1]);
    await page.locator('.range-filter a', { hasText: '最近三天' }).click();
    await page.waitForURL(/range=3d/);
    await expect.poll(async () => Number((await page.locator('.search-summary').textContent())!.match(/共找到 (\d+) 条/)![1])).toBeLessThan(total + 1);
    await context.close();
  });
});
