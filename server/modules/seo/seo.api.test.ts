import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('page titles, descriptions and keywords', () => {
  let t: TestApp;
  let site: { name: string; title: string; description: string; company: string };
  const titleOf = async (url: string) => /<title>([^<]*)<\/title>/.exec((await t.app.inject({ method: 'GET', url })).body)?.[1];

  beforeAll(async () => {
    t = await createTestApp();
    site = t.services.publicConfig.site;
    await t.services.seo.upsertTemplate({ pageName: 'newsList', title: '{column}_{parentColumn}_{companyName}', description: '{column}栏目', keywords: '' });
    await t.services.seo.upsertTemplate({ pageName: 'newsList', componentId: 'topic', title: '{column}专题_{companyName}' });
  });
  afterAll(() => t.close());

  it('fills the template of the page and component, else the page’s default, each field on its own', async () => {
    const topic = await t.services.seo.resolve({ page: 'newsList', componentId: 'topic', vars: { column: '智慧工地' }, pathname: '/news/list/7/' });
    expect(topic).toEqual({
      title: `智慧工地专题_${site.company}`,
      description: '智慧工地栏目',
      keywords: t.services.publicConfig.site.keywords,
      canonical: 'http://portal.test/news/list/7',
    });
  });

  it('skips a template whose placeholder has no value, down to the site’s defaults', async () => {
    const seo = await t.services.seo.resolve({ page: 'newsList', vars: { column: '政策解读' }, pathname: '/news/list/3' });
    expect(seo.title).toBe(site.title);
    expect(seo.description).toBe('政策解读栏目');
  });

  it('titles a page with a heading of its own "<heading> - <site name>" when no template gives a title', async () => {
    expect((await t.services.seo.resolve({ page: 'login', pathname: '/login', heading: '登录' })).title).toBe(`登录 - ${site.name}`);
    expect((await t.services.seo.resolve({ page: 'newsList', vars: { column: '政策解读' }, pathname: '/news/list/3', heading: '政策解读' })).title).toBe(
      `政策解读 - ${site.name}`,
    );
    // A template that gives a title wins over the heading.
    expect(
      (await t.services.seo.resolve({ page: 'newsList', vars: { column: '政策解读', parentColumn: '资讯' }, pathname: '/', heading: '政策解读' })).title,
    ).toBe(`政策解读_资讯_${site.company}`);
    expect(await titleOf('/login')).toBe(`登录 - ${site.name}`);
    expect(await titleOf('/resetPassword')).toBe(`找回密码 - ${site.name}`);
    expect(await titleOf('/product')).toBe(`产品中心 - ${site.name}`);
  });
});
