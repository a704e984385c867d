import { describe, expect, it } from 'vitest';
import { desktop, headOf, mobile, openPage, portal, untilInteractive } from './support/portal';
import { stylesheetHrefs } from './support/page-weight';

/** A page's <head> as the server sends it. */
const headHtml = async (baseUrl: string, path: string) => (await (await fetch(baseUrl + path)).text()).split('</head>')[0]!;

describe('home page and page shell', () => {
  it('renders the top navigation, login link and footer from site configuration, server-side and styled', async () => {
    const { page, context, errors } = await openPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('<html lang="zh-CN">');
    const nav = page.locator('nav.site-nav > .site-nav__item > a');
    await expect.poll(() => nav.allTextContents()).toEqual(['首页', '资讯', '应用', '方案', '帮助', '开放平台']);
    expect(await page.locator('.site-header__auth a').first().getAttribute('href')).toBe('/login?redirect=%2F');
    const footer = page.locator('footer.site-footer');
    await expect.poll(() => footer.textContent()).toContain('400-965-0588');
    const text = (await footer.textContent()) ?? '';
    expect(text).toContain('service@jizhiyun.cn');
    expect(text).toContain('湖南省长沙市');
    expect(text).toContain('湘ICP备2021012345号-1');
    expect(text).toContain('湘公网安备');
    expect(await page.locator('.home-news__list li').count()).toBeGreaterThan(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('styles antd parts from hashed stylesheets before any script runs (no unstyled flash, no inline styles)', async () => {
    const { browser, baseUrl } = await portal();
    // Without JavaScript the page shows exactly what the first paint shows.
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false, viewport: desktop });
    const page = await context.newPage();
    await page.goto('/tender');
    // The pagination and the breadcrumbs are styled by app.css alone (decision 0051).
    const active = page.locator('.page-nav__item.is-active');
    expect(await active.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(18, 96, 251)');
    expect(await page.locator('.breadcrumbs a').first().evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(0, 0, 238)');
    await page.goto('/login');
    // The company's own login page wears the site's primary (#1260fb): the brand theme as it is, no scope of its own.
    // Its password form is light (decision 0064): drawn by app.css in the brand's colour.
    const submit = page.locator('.lf-submit');
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(18, 96, 251)');
    expect(await page.locator('.lf-box').first().evaluate((el) => [getComputedStyle(el).borderTopColor, getComputedStyle(el).height])).toEqual(['rgb(217, 217, 217)', '40px']);
    expect(await page.locator('[class*="jz-"]').evaluateAll((els) => els.flatMap((el) => [...el.classList].filter((c) => /^jz-[0-9a-f]{6}$/.test(c))))).toEqual([]);
    // The login card's tabs are drawn by app.css: the open one in the brand's colour with its bar, the others not.
    const openTab = page.getByRole('tab', { selected: true });
    expect(await openTab.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el, '::after').backgroundColor])).toEqual(['rgb(18, 96, 251)', 'rgb(18, 96, 251)']);
    expect(await page.getByRole('tab', { name: '注册' }).evaluate((el) => getComputedStyle(el, '::after').content)).toBe('none');
    // A partner's colours (计智宝, #a15c00, from the partner table) reach the light form through --brand, and antd (its
    // register tab) through the partner-themes stylesheet.
    await page.goto('/treasurelogin');
    expect(await page.locator('.lf-submit').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(161, 92, 0)');
    expect(await page.getByRole('tab', { selected: true }).evaluate((el) => getComputedStyle(el).color)).toBe('rgb(161, 92, 0)');
    await page.goto('/treasurelogin?tab=register');
    expect(await page.locator('.ant-btn-primary').first().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(161, 92, 0)');
    const html = await (await fetch(`${baseUrl}/login`)).text();
    expect(html).not.toMatch(/<style/);
    const sheets = stylesheetHrefs(html);
    expect(sheets.length).toBeGreaterThanOrEqual(2);
    for (const href of sheets) {
      expect(href).toMatch(/^\/assets\/.+-[\w-]{8}\.css$/);
      const res = await fetch(baseUrl + href);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    await context.close();
  });

  it('asks for the stylesheets before the scripts, and styles a page reached by a client navigation', async () => {
    const { browser, baseUrl } = await portal();
    for (const path of ['/tender', '/login', '/product', '/information']) {
      const head = await headHtml(baseUrl, path);
      const links = [...head.matchAll(/<link rel="(stylesheet|modulepreload)"/g)].map((m) => m[1]);
      // Every render-blocking stylesheet ahead of the first script preload: on a phone's six connections they go first.
      expect(links.indexOf('modulepreload'), path).toBeGreaterThan(0);
      expect(links.lastIndexOf('stylesheet'), path).toBeLessThan(links.indexOf('modulepreload'));
    }
    // A route's stylesheets arrive with a client navigation too: /information has no tender.css, a notice has.
    const context = await browser.newContext({ baseURL: baseUrl, viewport: desktop });
    const page = await context.newPage();
    await page.goto('/information');
    await untilInteractive(page);
    const tenderCss = page.locator('link[rel="stylesheet"][href*="/assets/tender-"]');
    expect(await tenderCss.count()).toBe(0);
    await page.locator('a[href^="/tenderDetails/"]').first().click();
    await page.locator('.tender-timeline').waitFor();
    expect(await tenderCss.count()).toBe(1);
    expect(await page.locator('.tender-timeline').evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('10px');
    await context.close();
  });

  it('loads an island page\'s stylesheets once: the island\'s code adds none of the component stylesheets its page already holds', async () => {
    // The page holds one stylesheet for its island (virtual:antd-css/of:); Vite's preload of the island's chunk used to
    // add each component stylesheet again (eight more requests on /login, the same rules twice; decision 0019).
    const { page, context, errors } = await openPage(mobile);
    for (const path of ['/register', '/resetPassword']) {
      const requested: string[] = [];
      const onRequest = (r: { url(): string }) => {
        if (/\.css(\?|$)/.test(r.url())) requested.push(new URL(r.url()).pathname);
      };
      page.on('request', onRequest);
      const response = await page.goto(path);
      const sheets = stylesheetHrefs(await response!.text());
      await untilInteractive(page);
      await expect.poll(() => page.locator('.lazy-island[inert]').count()).toBe(0);
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      expect(sheets.length, path).toBeGreaterThanOrEqual(2);
      expect([...requested].sort(), path).toEqual([...sheets].sort());
      // Styled by what the page holds: antd's primary button has its colour.
      expect(await page.locator('.ant-btn-primary').first().evaluate((el) => getComputedStyle(el).backgroundColor), path).not.toBe('rgba(0, 0, 0, 0)');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the help centre, solution and course styles out of the stylesheets every page loads', async () => {
    const { baseUrl } = await portal();
    const cssOf = async (path: string) => {
      const hrefs = stylesheetHrefs(await headHtml(baseUrl, path));
      return (await Promise.all(hrefs.map(async (href) => (await fetch(baseUrl + href)).text()))).join('\n');
    };
    const everyPage = await cssOf('/');
    expect(everyPage).toContain('.site-header');
    for (const [path, selector] of [['/help', '.help-layout'], ['/solution', '.sol-grid'], ['/video', '.video-grid']] as const) {
      expect(everyPage, selector).not.toContain(selector);
      expect(await cssOf(path), path).toContain(selector);
    }
  });

  it('has the home title, description, keywords and canonical link', async () => {
    const { page, context } = await openPage();
    await page.goto('/index');
    const head = await headOf(page);
    expect(head.title).toContain('计智云');
    expect(head.description).toBeTruthy();
    expect(head.keywords).toContain('计量支付');
    // /index is an alias of the home page: its canonical link names the one true address.
    expect(head.canonical).toBe('http://portal.test/');
    await context.close();
  });

  it('reloads the page when the current nav item is clicked', async () => {
    const { page, context } = await openPage();
    await page.goto('/news');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await Promise.all([page.waitForEvent('load'), page.locator('.site-nav__link', { hasText: '资讯' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/news');
    await context.close();
  });

  it('navigates in the page when a site link is clicked after hydration, and leaves a Ctrl+click to the browser', async () => {
    const { page, context, errors } = await openPage();
    await page.goto('/news');
    await untilInteractive(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const article = page.locator('.news-list__title a').first();
    const href = (await article.getAttribute('href'))!;
    expect(href).toMatch(/^\/news\/\d+$/);
    // A light link (decision 0060): the server's markup, and no React Router Link behind it.
    expect(await article.getAttribute('data-discover')).toBe('true');
    // A listener after the site's reads whether the click was taken; it keeps a Ctrl+click from opening a tab here.
    await page.evaluate(() =>
      window.addEventListener('click', (event) => {
        (window as unknown as { taken: boolean }).taken = event.defaultPrevented;
        if (event.ctrlKey) event.preventDefault();
      }),
    );
    const taken = () => page.evaluate(() => (window as unknown as { taken?: boolean }).taken);
    await article.click({ modifiers: ['Control'] });
    expect(await taken()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/news');
    await article.click();
    expect(await taken()).toBe(true);
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();
    // The same document: a client-side navigation, which history can take back in the page as well.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/news');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the back-to-top button after 200 px of scroll and scrolls up with it', async () => {
    const { page, context } = await openPage();
    await page.goto('/');
    await expect.poll(() => page.locator('.back-to-top').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.locator('.back-to-top').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('collapses the navigation into a menu button under 800 px', async () => {
    const { page, context } = await openPage(mobile);
    // The menu button works once the page is hydrated: wait for the scripts, as a reader's tap would come after them.
    await page.goto('/news', { waitUntil: 'networkidle' });
    expect(await page.locator('nav.site-nav').isVisible()).toBe(false);
    await page.locator('.site-header__menu-btn').click();
    await expect.poll(() => page.locator('nav.site-nav').isVisible()).toBe(true);
    await context.close();
  });

  it('has no horizontal overflow at 390 px on any page of this issue', async () => {
    const { app } = await portal();
    const [column] = await app.services.news.listColumns({ isTopic: false });
    const article = (await app.services.news.listArticles({ current: 1, size: 1 })).records[0]!;
    const { page, context } = await openPage(mobile);
    for (const path of ['/', '/news', `/news/list/${column!.id}`, `/news/${article.id}`, '/news/tags', '/404']) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });

  it('fits the pagination into a phone: the pages beside a jump give way, and every cell stays whole inside the list', async () => {
    const { page, context } = await openPage(mobile);
    for (const path of ['/tender/all/all/5', '/standard']) {
      await page.goto(path);
      const nav = page.locator('nav.page-nav');
      const box = (await nav.boundingBox())!;
      const cells = await nav.locator('li').evaluateAll((lis) =>
        lis.map((li) => {
          const r = li.getBoundingClientRect();
          return { text: li.textContent, besideJump: li.classList.contains('page-nav__item--beside-jump'), shown: getComputedStyle(li).display !== 'none', height: r.height, left: r.left, right: r.right };
        }),
      );
      if (path === '/tender/all/all/5') expect(cells.filter((c) => c.besideJump).length, path).toBeGreaterThan(0);
      for (const c of cells) {
        expect(c.shown, `${path} ${c.text}`).toBe(!c.besideJump);
        if (!c.shown) continue;
        // 上一页 and 下一页 on one line (antd broke them over two in a narrow column); nothing past the list's edges.
        expect(c.height, `${path} ${c.text}`).toBe(32);
        expect(c.left, `${path} ${c.text}`).toBeGreaterThanOrEqual(box.x);
        expect(c.right, `${path} ${c.text}`).toBeLessThanOrEqual(box.x + box.width);
      }
    }
    await context.close();
  });

  it('serves a sitemap listing the news pages', async () => {
    const { baseUrl } = await portal();
    const res = await fetch(`${baseUrl}/sitemap.xml`);
    const xml = await res.text();
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(xml).toContain('<loc>http://portal.test/news</loc>');
    expect(xml).toMatch(/<loc>http:\/\/portal\.test\/news\/\d+<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/portal\.test\/standard\/detail\/\d+<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/portal\.test\/policy\/detail\/\d+<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/portal\.test\/tenderDetails\/\d+<\/loc>/);
    for (const page of ['/information', '/information/tender', '/product', '/product/log']) expect(xml).toContain(`<loc>http://portal.test${page}</loc>`);
  });
});

describe('error pages', () => {
  it('redirects an unknown path to /404, which offers 回到首页', async () => {
    const { page, context } = await openPage();
    const response = await page.goto('/no-such-page/at-all');
    expect(new URL(page.url()).pathname).toBe('/404');
    expect(response?.status()).toBe(404);
    expect(await page.locator('.error-view__picture').getAttribute('src')).toBe('/images/error-404.svg');
    await page.getByRole('link', { name: '回到首页' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('renders the 404 page in place for an article that does not exist', async () => {
    const { page, context } = await openPage();
    const response = await page.goto('/news/999999');
    expect(response?.status()).toBe(404);
    expect(await page.locator('.error-view').getAttribute('data-status')).toBe('404');
    expect(await page.getByRole('link', { name: '回到首页' }).getAttribute('href')).toBe('/');
    await context.close();
  });

  it('shows the server-error picture on /500', async () => {
    const { page, context } = await openPage();
    const response = await page.goto('/500');
    expect(response?.status()).toBe(500);
    expect(await page.locator('.error-view__picture').getAttribute('src')).toBe('/images/error-500.svg');
    expect(await page.locator('.error-view__title').textContent()).toBe('服务器开小差了');
    await context.close();
  });
});
