import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import type { Database } from '../../db/client';
import { seedProducts } from '../../db/seed-product';
import { createReleaseDrafts } from '../../db/factories/product-releases';
import { productDrafts } from '../../db/factories/product-catalog';

const drafts = createReleaseDrafts();
const newestFirst = [...drafts].sort((a, b) => b.releasedAt.getTime() - a.releasedAt.getTime());
/** What the search looks in: version, title and notes without tags and without the 新增 / 优化 / 修复 headings. */
const searchable = (r: { version: string; title: string; content: string }) =>
  `${r.version} ${r.title} ${r.content.replace(/<h4>[^<]*<\/h4>/g, ' ').replace(/<[^>]*>/g, ' ')}`;
const chinaYear = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).getUTCFullYear();

describe('product API', () => {
  let t: TestApp;
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/product/pub/${url}`, payload: payload ?? {} }).then((r) => ({ status: r.statusCode, ...r.json() }));
  const idOf: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.transaction((tx) => seedProducts(tx as unknown as Database));
    for (const p of await t.services.product.list()) idOf[p.code] = p.id;
  });
  afterAll(() => t.close());

  describe('list', () => {
    it('lists the four products in display order with release counts and the newest version', async () => {
      const reply = await post('list');
      expect(reply).toMatchObject({ status: 200, code: '30000', msg: '成功' });
      expect(reply.data.map((p: { code: string }) => p.code)).toEqual(['ERP', 'TREASURE', 'ALLINONE', 'CLOUD']);
      const erp = reply.data[0];
      const erpReleases = newestFirst.filter((r) => r.productCode === 'ERP');
      expect(erp).toEqual({
        id: expect.any(Number),
        code: 'ERP',
        name: '计量支付 ERP',
        slogan: expect.stringContaining('计量支付'),
        summary: expect.any(String),
        coverUrl: '/images/products/erp.svg',
        loginPath: '/erplogin',
        releaseCount: erpReleases.length,
        latestVersion: erpReleases[0]!.version,
        latestReleasedAt: erpReleases[0]!.releasedAt.toISOString(),
      });
      expect(reply.data.map((p: { loginPath: string }) => p.loginPath)).toEqual(['/erplogin', '/treasurelogin', '/productLogin', '/login']);
    });
  });

  describe('get', () => {
    it('finds a product by id or by code in any case, with features, sanitised body and its 5 newest releases', async () => {
      const byId = await post('get', { id: idOf.TREASURE });
      expect(byId.code).toBe('30000');
      expect(byId.data).toMatchObject({ code: 'TREASURE', name: '计智宝', loginPath: '/treasurelogin' });
      expect(byId.data.features.length).toBeGreaterThanOrEqual(6);
      expect(byId.data.content).toContain('<h3>产品概述</h3>');
      for (const h of ['核心功能', '适用场景', '部署方式', '客户案例']) expect(byId.data.content).toContain(`<h3>${h}</h3>`);
      const expected = newestFirst.filter((r) => r.productCode === 'TREASURE').slice(0, 5);
      expect(byId.data.releases.map((r: { version: string }) => r.version)).toEqual(expected.map((r) => r.version));
      expect(byId.data.releases[0]).toMatchObject({ productCode: 'TREASURE', productName: '计智宝', titleHtml: expect.any(String) });

      expect((await post('get', { id: 'erp' })).data.code).toBe('ERP');
      expect((await post('get', { id: 'AllInOne' })).data.code).toBe('ALLINONE');
      expect((await post('get', { id: String(idOf.CLOUD) })).data.code).toBe('CLOUD');
    });

    it('answers 40400 for an unknown id or code and 40000 for a malformed one', async () => {
      expect(await post('get', { id: 999999 })).toMatchObject({ status: 200, code: '40400', msg: '产品不存在或已下线' });
      expect(await post('get', { id: 'bim' })).toMatchObject({ code: '40400', msg: '产品不存在或已下线' });
      for (const id of ['<script>', '1.5', -3, '', 'x'.repeat(40)]) {
        const reply = await post('get', { id });
        expect(reply.code, String(id)).toBe('40000');
        expect(reply.msg, String(id)).toContain('请填写正确的产品');
      }
      expect((await post('get', {})).code).toBe('40000');
    });
  });

  describe('releases', () => {
    it('pages every release newest first with totals and year counts', async () => {
      const reply = await post('releases', { size: 10 });
      expect(reply).toMatchObject({ code: '30000', current: 1, size: 10, total: drafts.length, pages: Math.ceil(drafts.length / 10), terms: [] });
      expect(drafts.length).toBeGreaterThanOrEqual(120);
      expect(reply.records.map((r: { version: string }) => r.version)).toEqual(newestFirst.slice(0, 10).map((r) => r.version));
      const years = new Map<number, number>();
      for (const d of drafts) years.set(chinaYear(d.releasedAt), (years.get(chinaYear(d.releasedAt)) ?? 0) + 1);
      expect(reply.years).toEqual([...years].sort((a, b) => b[0] - a[0]).map(([year, count]) => ({ year, count })));
      // Plain records are not highlighted: the title is only escaped.
      expect(reply.records[0].contentHtml).toBe(reply.records[0].content);
      expect(reply.records[0].titleHtml).not.toContain('<mark>');
    });

    it('filters by product (id, code or ALL) and by year', async () => {
      const erp = drafts.filter((r) => r.productCode === 'ERP');
      expect((await post('releases', { productId: idOf.ERP })).total).toBe(erp.length);
      expect((await post('releases', { productId: 'erp' })).total).toBe(erp.length);
      expect((await post('releases', { productId: 'ALL' })).total).toBe(drafts.length);
      const in2025 = erp.filter((r) => chinaYear(r.releasedAt) === 2025);
      const reply = await post('releases', { productId: 'ERP', year: 2025, size: 100 });
      expect(reply.total).toBe(in2025.length);
      expect(new Set(reply.records.map((r: { releasedAt: string }) => chinaYear(new Date(r.releasedAt))))).toEqual(new Set([2025]));
      // The year counts ignore the year filter, so the year chips keep their numbers.
      expect(reply.years.reduce((n: number, y: { count: number }) => n + y.count, 0)).toBe(erp.length);
    });

    it('matches every keyword in version, title or notes, and marks the matches', async () => {
      const hit = await post('releases', { keywords: '  会签  ', size: 100 });
      const expected = drafts.filter((r) => searchable(r).includes('会签'));
      expect(expected.length).toBeGreaterThan(0);
      expect(hit.total).toBe(expected.length);
      expect(hit.terms).toEqual(['会签']);
      for (const r of hit.records) expect(r.contentHtml + r.titleHtml).toContain('<mark>会签</mark>');

      // Words of a Chinese phrase need not be adjacent: 审批流 … 会签.
      const phrase = await post('releases', { keywords: '审批流会签', productId: 'ERP' });
      expect(phrase.total).toBeGreaterThan(0);
      expect(phrase.records[0].contentHtml).toContain('<mark>审批</mark>流');

      // A version prefix stays whole: V6.8 finds V6.8.x and not V6.2.8.
      const version = await post('releases', { keywords: 'v6.8' });
      expect(version.records.map((r: { version: string }) => r.version).sort()).toEqual(
        drafts
          .filter((r) => r.version.startsWith('V6.8'))
          .map((r) => r.version)
          .sort(),
      );

      // The section headings are not content: 优化 finds the releases that speak of 优化, not all of them.
      const optimised = await post('releases', { keywords: '优化' });
      expect(optimised.total).toBe(drafts.filter((r) => searchable(r).includes('优化')).length);
      expect(optimised.total).toBeLessThan(drafts.length);

      const none = await post('releases', { keywords: '不存在的功能名称' });
      expect(none).toMatchObject({ code: '30000', total: 0, pages: 0, records: [] });
      expect((await post('releases', { keywords: '   ' })).total).toBe(drafts.length);
    });

    it('refuses over-long keywords, bad products, years and pages', async () => {
      expect(await post('releases', { keywords: '计'.repeat(31) })).toMatchObject({ code: '40000', msg: expect.stringContaining('关键词不能超过 30 个字符') });
      expect((await post('releases', { keywords: '计'.repeat(30) })).code).toBe('30000');
      expect(await post('releases', { productId: 'NOPE' })).toMatchObject({ code: '40400', msg: '产品不存在或已下线' });
      expect(await post('releases', { productId: 999999 })).toMatchObject({ code: '40400' });
      expect(await post('releases', { productId: '../etc' })).toMatchObject({ code: '40000', msg: expect.stringContaining('ALL 表示全部产品') });
      expect(await post('releases', { year: 'last' })).toMatchObject({ code: '40000', msg: expect.stringContaining('年份必须是数字') });
      expect(await post('releases', { year: 1999 })).toMatchObject({ code: '40000', msg: expect.stringContaining('年份不能早于 2000') });
      expect(await post('releases', { current: 0 })).toMatchObject({ code: '40000', msg: expect.stringContaining('页码不能小于 1') });
      expect(await post('releases', { size: 101 })).toMatchObject({ code: '40000' });
      const pages = Math.ceil(drafts.length / 10);
      expect(await post('releases', { size: 10, current: pages + 1 })).toMatchObject({ code: '40400', msg: `页码超出范围，共 ${pages} 页` });
      expect((await post('releases', { size: 10, current: pages })).records.length).toBe(drafts.length - (pages - 1) * 10);
    });

    it('shows a new release at once (totals are not stale) with its notes sanitised', async () => {
      const before = (await post('releases', { productId: 'CLOUD' })).total;
      await t.services.product.createRelease({
        productCode: 'cloud',
        version: 'V9.0.0',
        title: '测试版本',
        content: '<h4>新增</h4><ul><li>新增演示功能</li></ul><script>alert(1)</script>',
        releasedAt: new Date(),
      });
      const after = await post('releases', { productId: 'CLOUD' });
      expect(after.total).toBe(before + 1);
      expect(after.records[0]).toMatchObject({ version: 'V9.0.0', content: '<h4>新增</h4><ul><li>新增演示功能</li></ul>' });
      expect((await post('list')).data.find((p: { code: string }) => p.code === 'CLOUD')).toMatchObject({ latestVersion: 'V9.0.0' });
      await expect(
        t.services.product.createRelease({ productCode: 'CLOUD', version: 'V9.0.0', title: '重复', content: '<p>x</p>', releasedAt: new Date() }),
      ).rejects.toMatchObject({ kind: 'BUSINESS' });
    });
  });

  it('seeds once: a second run leaves the products alone', async () => {
    expect(await t.db.transaction((tx) => seedProducts(tx as unknown as Database))).toEqual({ products: 0, releases: 0 });
    expect((await post('list')).data).toHaveLength(productDrafts.length);
  });
});
