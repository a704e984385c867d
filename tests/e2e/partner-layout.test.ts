import { beforeAll, describe, expect, it } from 'vitest';
import { desktop, mobile, openPage, portal } from './support/portal';

/** A partner layout (spec §2.3, decision 0024) as a visitor sees it at 1440 and 390 px. */
describe('partner layout', () => {
  beforeAll(async () => {
    await portal();
  });

  const measure = () => ({
    headerHeight: Math.round(document.querySelector('.partner-header')!.getBoundingClientRect().height),
    logo: (() => {
      const img = document.querySelector<HTMLImageElement>('.partner-header__logo')!;
      const box = img.getBoundingClientRect();
      return { src: new URL(img.currentSrc).pathname, loaded: img.complete && img.naturalWidth > 0, height: Math.round(box.height) };
    })(),
    hotlineTextVisible: (() => {
      const box = document.querySelector('.partner-header__hotline-text')!.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    })(),
    overflow: document.documentElement.scrollWidth > window.innerWidth,
  });

  it('shows 昆仑智建 at 1440 px: 80 px header, the wordmark logo between 45 and 76 px, the hotline, a simple footer and the login', async () => {
    const { page, context, errors } = await openPage(desktop);
    expect((await page.goto('/kllogin'))?.status()).toBe(200);
    await expect.poll(() => page.locator('.partner-header__logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const m = await page.evaluate(measure);
    expect(m.headerHeight).toBe(80);
    expect(m.logo).toEqual({ src: '/images/partners/kunlun.svg', loaded: true, height: 56 });
    expect(m.hotlineTextVisible).toBe(true);
    expect(m.overflow).toBe(false);
    expect(await page.locator('.partner-header__hotline').textContent()).toBe('400-822-6611');
    expect(await page.locator('.partner-footer').textContent()).toContain('技术支持：湖南计智云科技有限公司');
    expect(await page.locator('.login-panel__title').textContent()).toBe('登录昆仑智建');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches to the square mark and a round hotline button under 800 px (390 px), without sideways scrolling', async () => {
    const { page, context, errors } = await openPage(mobile);
    expect((await page.goto('/kllogin'))?.status()).toBe(200);
    await expect.poll(() => page.locator('.partner-header__logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const m = await page.evaluate(measure);
    expect(m.headerHeight).toBe(80);
    expect(m.logo).toEqual({ src: '/images/partners/kunlun-mark.svg', loaded: true, height: 45 });
    expect(m.hotlineTextVisible).toBe(false);
    expect(await page.locator('.partner-header__hotline').getAttribute('aria-label')).toBe('服务热线 400-822-6611');
    expect(m.overflow).toBe(false);
    expect(await page.locator('.partner-footer').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
