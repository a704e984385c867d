import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { seedHelp } from '../../db/seed-help';
import { helpColumnSeed } from '../../db/factories/help-articles';
import { upsertSearchDocuments } from '../search/repo';

type Node = { id: number; name: string; articleCount: number; children: Node[] };
type Item = { id: number; title: string; resNumber: string; column: { id: number; name: string }; rootColumn: { id: number; name: string } };

const topicCount = helpColumnSeed.reduce((sum, c) => sum + c.children.reduce((n, child) => n + child.topics.length, 0), 0);

describe('help API', () => {
  let t: TestApp;
  let tree: Node[];
  const post = (url: string, payload: object = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, payload, remoteAddress }).then((r) => ({ status: r.statusCode, ...r.json() }));
  const column = (root: string, child?: string) => {
    const r = tree.find((c) => c.name === root)!;
    return child ? r.children.find((c) => c.name === child)! : r;
  };
  const byTitle = async (title: string): Promise<Item> => {
    const hits = (await post('help/pub/search', { keywords: title.slice(0, 30), size: 50 })).records as Item[];
    const hit = hits.find((h) => h.title === title);
    if (!hit) throw new Error(`no article ${title}`);
    return hit;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedHelp(t.db);
    tree = (await post('help/pub/dir/getTree')).data;
  });
  afterAll(() => t.close());

  it('answers the column tree with article counts per column and per product', async () => {
    expect(tree.map((c) => c.name)).toEqual(['新手入门', '账号与登录', '计量支付 ERP', 'GIS+BIM 平台', '智慧工地', '移动端 App', '开放平台', '常见问题']);
    for (const root of tree) {
      expect(root.children.length).toBeGreaterThanOrEqual(2);
      expect(root.children.length).toBeLessThanOrEqual(5);
      expect(root.articleCount).toBe(root.children.reduce((n, c) => n + c.articleCount, 0));
    }
    expect(column('计量支付 ERP', '中期计量').articleCount).toBe(7);
    expect(tree.reduce((n, c) => n + c.articleCount, 0)).toBe(topicCount);
    expect(topicCount).toBeGreaterThanOrEqual(120);
  });

  describe('listPaged', () => {
    it('lists a child column in its editors’ order, and a product with all of its children', async () => {
      const child = column('计量支付 ERP', '合同与清单');
      const list = await post('help/pub/listPaged', { columnId: child.id });
      expect(list).toMatchObject({ code: '30000', total: 6, pages: 1, current: 1, size: 15 });
      expect(list.records[0]).toMatchObject({ title: '如何新建施工合同并录入合同信息', column: { id: child.id, name: '合同与清单' }, rootColumn: { name: '计量支付 ERP' } });
      expect(list.records[1].title).toBe('如何导入计量清单');
      expect(list.records[1].summary).toContain('本文介绍');
      const product = await post('help/pub/listPaged', { columnId: column('计量支付 ERP').id, size: 10, current: 3 });
      expect(product).toMatchObject({ total: 29, pages: 3, current: 3 });
      expect(product.records).toHaveLength(9);
      expect(new Set(product.records.map((r: Item) => r.rootColumn.name))).toEqual(new Set(['计量支付 ERP']));
      expect((await post('help/pub/listPaged', {})).total).toBe(topicCount);
    });

    it('answers an empty page past the end, and refuses unknown columns and bad paging', async () => {
      expect(await post('help/pub/listPaged', { columnId: column('开放平台').id, current: 9 })).toMatchObject({ code: '30000', total: 11, records: [] });
      expect(await post('help/pub/listPaged', { columnId: 999999 })).toEqual({ status: 200, code: '40400', msg: '帮助栏目不存在' });
      expect(await post('help/pub/listPaged', { columnId: 'faq' })).toEqual({ status: 200, code: '40000', msg: '请输入正确的栏目编号（正整数）' });
      expect(await post('help/pub/listPaged', { size: 500 })).toEqual({ status: 200, code: '40000', msg: '每页条数不能大于 100' });
      expect(await post('help/pub/listPaged', { current: 0 })).toEqual({ status: 200, code: '40000', msg: '页码不能小于 1' });
    });
  });

  describe('search', () => {
    it('finds help articles for a question as typed, ranked, with highlights', async () => {
      const result = await post('help/pub/search', { keywords: '  如何导入计量清单？ ' });
      expect(result).toMatchObject({ code: '30000', keywords: '如何导入计量清单？', current: 1 });
      expect(result.words).toEqual(expect.arrayContaining(['导入', '计量', '清单']));
      expect(result.words).not.toContain('如何');
      expect(result.total).toBeGreaterThan(0);
      expect(result.records[0]).toMatchObject({ title: '如何导入计量清单', column: { name: '合同与清单' }, rootColumn: { name: '计量支付 ERP' } });
      expect(result.records[0].titleHtml).toBe('如何<em>导入</em><em>计量</em><em>清单</em>');
      expect(result.records[0].snippetHtml).toContain('<em>');
      // Text from the sanitised body is decoded before indexing, so snippets are escaped once: >, never &amp;gt;.
      const invite = await post('help/pub/search', { keywords: '项目设置' });
      const snippets: string[] = invite.records.map((r: { snippetHtml: string }) => r.snippetHtml);
      expect(snippets.some((h) => h.includes('</em> &#62; '))).toBe(true);
      expect(snippets.filter((h) => h.includes('&amp;'))).toEqual([]);
      expect(result.records[0].url).toBe(`/help/detail/${result.records[0].id}`);
      const faq = await post('help/pub/search', { keywords: '清单编号重复' });
      expect(faq.records[0].title).toBe('计量清单导入时提示“清单编号重复”怎么办？');
    });

    it('searches only help articles, and finds one by its number', async () => {
      await upsertSearchDocuments(t.db, [{ kind: 'NEWS', refId: 424242, title: '如何导入计量清单的行业观察', text: '导入计量清单', url: '/news/424242', publishedAt: new Date() }]);
      const result = await post('help/pub/search', { keywords: '导入计量清单', size: 50 });
      expect(result.records.map((r: { url: string }) => r.url)).not.toContain('/news/424242');
      const first = (await post('help/pub/listPaged', { size: 1 })).records[0];
      expect((await post('help/pub/search', { keywords: first.resNumber })).records[0].id).toBe(first.id);
    });

    it('answers nothing found as an empty page, and refuses empty or over-long keywords', async () => {
      expect(await post('help/pub/search', { keywords: '量子纠缠隐形传态' })).toMatchObject({ code: '30000', total: 0, pages: 0, records: [] });
      expect(await post('help/pub/search', { keywords: '   ' })).toEqual({ status: 200, code: '40000', msg: '请输入搜索关键词' });
      expect(await post('help/pub/search', {})).toEqual({ status: 200, code: '40000', msg: '请输入搜索关键词' });
      expect(await post('help/pub/search', { keywords: '计'.repeat(31) })).toEqual({ status: 200, code: '40000', msg: '搜索关键词不能超过 30 个字符' });
      expect((await post('help/pub/search', { keywords: ` ${'计'.repeat(30)} ` })).code).toBe('30000');
    });
  });

  describe('an article by id, number and share id', () => {
    it('answers the article with its columns, neighbours in the column and related articles', async () => {
      const hit = await byTitle('如何导入计量清单');
      const { code, data } = await post('help/pub/get', { resId: hit.id });
      expect(code).toBe('30000');
      expect(data).toMatchObject({ id: hit.id, title: '如何导入计量清单', column: { name: '合同与清单' }, rootColumn: { name: '计量支付 ERP' } });
      expect(data.content).toContain('<ol><li>');
      expect(data.prev.title).toBe('如何新建施工合同并录入合同信息');
      expect(data.next.title).toBe('计量清单导入时提示“清单编号重复”怎么办？');
      expect(data.related).toHaveLength(6);
      expect(data.related.every((r: Item) => r.rootColumn.name === '计量支付 ERP' && r.id !== hit.id)).toBe(true);
      const firstInColumn = (await post('help/pub/get', { resId: data.prev.id })).data;
      expect(firstInColumn.prev).toBeNull();
    });

    it('answers the same article by number (any case) and by share id', async () => {
      const { data } = await post('help/pub/get', { resId: (await byTitle('如何导入计量清单')).id });
      expect(data.resNumber).toMatch(/^H\d{5}$/);
      expect(data.shareId).toMatch(/^[0-9A-Za-z]{22}$/);
      expect((await post('help/pub/getByNumber', { resNumber: data.resNumber.toLowerCase() })).data).toEqual(data);
      expect((await post('help/pub/getByShareId', { shareId: data.shareId })).data).toEqual(data);
    });

    it('refuses malformed ids and answers unknown ones as not found', async () => {
      expect(await post('help/pub/get', { resId: 9999999 })).toEqual({ status: 200, code: '40400', msg: '帮助文章不存在或已下线' });
      expect(await post('help/pub/get', { resId: 'H10001' })).toEqual({ status: 200, code: '40000', msg: '请输入正确的文章编号（正整数）' });
      expect(await post('help/pub/getByNumber', { resNumber: 'H99999' })).toEqual({ status: 200, code: '40400', msg: '帮助文章不存在或已下线' });
      expect(await post('help/pub/getByNumber', { resNumber: '10025' })).toEqual({ status: 200, code: '40000', msg: '请输入正确的文章编号：H 加数字，例如 H10025' });
      expect(await post('help/pub/getByShareId', { shareId: 'A'.repeat(22) })).toEqual({ status: 200, code: '40400', msg: '分享链接无效或文章已下线' });
      expect(await post('help/pub/getByShareId', { shareId: '../1' })).toEqual({ status: 200, code: '40000', msg: '请检查分享链接：分享编号格式不正确' });
    });
  });

  it('counts reads', async () => {
    const hit = await byTitle('如何使用微信扫码登录');
    const before = (await post('help/pub/get', { resId: hit.id })).data.readCount;
    await Promise.all([1, 2, 3].map(() => post('help/pub/read', { resId: hit.id })));
    expect(await post('help/pub/read', { resId: hit.id })).toEqual({ status: 200, code: '30000', msg: '成功', data: { readCount: before + 4 } });
    expect(await post('help/pub/read', { resId: 8888888 })).toEqual({ status: 200, code: '40400', msg: '帮助文章不存在或已下线' });
  });

  describe('feedback', () => {
    it('counts one vote per address per article per day', async () => {
      const hit = await byTitle('如何修改登录密码');
      const before = (await post('help/pub/get', { resId: hit.id })).data;
      const first = await post('help/pub/feedback', { resId: hit.id, type: 'HELPFUL' }, '10.1.1.1');
      expect(first).toEqual({ status: 200, code: '30000', msg: '成功', data: { helpfulCount: before.helpfulCount + 1, unhelpfulCount: before.unhelpfulCount } });
      // A second vote the same day, either way, is refused with a message the page can show.
      for (const type of ['HELPFUL', 'UNHELPFUL']) {
        expect(await post('help/pub/feedback', { resId: hit.id, type }, '10.1.1.1')).toEqual({ status: 429, code: '42900', msg: '您今天已经评价过这篇文章，感谢您的反馈' });
      }
      const other = await post('help/pub/feedback', { resId: hit.id, type: 'UNHELPFUL' }, '10.2.2.2');
      expect(other.data).toEqual({ helpfulCount: before.helpfulCount + 1, unhelpfulCount: before.unhelpfulCount + 1 });
      const next = await byTitle('忘记密码如何找回');
      expect((await post('help/pub/feedback', { resId: next.id, type: 'HELPFUL' }, '10.1.1.1')).code).toBe('30000');
    });

    it('refuses unknown articles (without using up the vote) and wrong types', async () => {
      expect(await post('help/pub/feedback', { resId: 7777777, type: 'HELPFUL' }, '10.3.3.3')).toEqual({ status: 200, code: '40400', msg: '帮助文章不存在或已下线' });
      expect(await post('help/pub/feedback', { resId: 1, type: 'LIKE' })).toEqual({ status: 200, code: '40000', msg: '请选择评价类型：HELPFUL（有帮助）或 UNHELPFUL（没帮助）' });
      expect(await post('help/pub/feedback', { type: 'HELPFUL' })).toEqual({ status: 200, code: '40000', msg: '请输入正确的文章编号（正整数）' });
    });
  });

  it('answers the share link of an article publicly', async () => {
    const hit = await byTitle('如何开启双重认证');
    const { data } = await post('help/pub/get', { resId: hit.id });
    expect(await post('help/share/create', { resId: hit.id })).toEqual({
      status: 200,
      code: '30000',
      msg: '成功',
      data: { shareId: data.shareId, path: `/help/share/${data.shareId}`, url: `http://portal.test/help/share/${data.shareId}`, title: '如何开启双重认证' },
    });
    expect(await post('help/share/create', { resId: 6666666 })).toEqual({ status: 200, code: '40400', msg: '帮助文章不存在或已下线' });
    expect(await post('help/share/create', { resId: -3 })).toEqual({ status: 200, code: '40000', msg: '请输入正确的文章编号（正整数）' });
  });

  it('numbers, indexes and counts a new article at once', async () => {
    const child = column('移动端 App', '移动审批');
    const created = await t.services.help.createArticle({ columnId: child.id, title: '如何在App中批量审批变更令', content: '<p>在「待办」中长按变更令进入多选，勾选后点击「批量同意」。</p><script>x()</script>', sort: 99 });
    expect(created.resNumber).toBe(`H${10000 + topicCount + 1}`);
    const { data } = await post('help/pub/get', { resId: created.id });
    expect(data.content).not.toContain('script');
    expect(data.rootColumn.name).toBe('移动端 App');
    expect((await post('help/pub/search', { keywords: '批量审批变更令' })).records[0].id).toBe(created.id);
    const after = (await post('help/pub/dir/getTree')).data as Node[];
    expect(after.find((c) => c.name === '移动端 App')!.children.find((c) => c.name === '移动审批')!.articleCount).toBe(child.articleCount + 1);
    await expect(t.services.help.createArticle({ columnId: 999999, title: 'x', content: '<p>x</p>' })).rejects.toThrow('帮助栏目不存在');
  });
});
