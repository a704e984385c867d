import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { drafts, openDownloadTestApp, type DownloadIds } from '../../test-support/download-fixture';
import type { CatNode, DirNode, DownloadItem } from '../../../common/download/schemas';

type Item = DownloadItem;
type Dir = DirNode;

describe('download API: folders and lists', () => {
  let t: TestApp;
  let tree: Dir[];
  let ids: DownloadIds;
  let post: Awaited<ReturnType<typeof openDownloadTestApp>>['post'];
  let list: Awaited<ReturnType<typeof openDownloadTestApp>>['list'];

  beforeAll(async () => {
    ({ t, tree, ids, post, list } = await openDownloadTestApp());
  });
  afterAll(() => t.close());

  describe('folders', () => {
    it('answers the two-level tree with file counts that add up', async () => {
      expect(tree.map((d) => d.name)).toEqual(['表格模板', '合同范本', '施工方案', '技术交底', '计量支付', 'BIM 资料', '软件手册']);
      expect(tree.reduce((s, d) => s + d.count, 0)).toBe(drafts.length);
      for (const d of tree) {
        expect(d.children.length).toBeGreaterThan(1);
        expect(d.children.reduce((s, c) => s + c.count, 0)).toBe(d.count);
      }
      expect(tree[0]!.children[0]).toMatchObject({ name: '计量支付表格', parentId: tree[0]!.id, count: 6, children: [] });
    });

    it('answers the same folders through cat/dir/getTree and the other kinds from their own tables', async () => {
      const cat = (await post('cat/dir/getTree', { bizType: 'DOWNLOAD' })).body;
      expect(cat.code).toBe('30000');
      expect(cat.data.map((d: CatNode) => d.name)).toEqual(tree.map((d) => d.name));
      expect(cat.data[0].children.map((c: CatNode) => c.id)).toEqual(tree[0]!.children.map((c) => c.id));
      const news = (await post('cat/dir/getTree', { bizType: 'NEWS', comId: 0 })).body.data;
      expect(news).toEqual([{ id: ids.parentColumn, name: '政策解读', parentId: null, children: [{ id: ids.childColumn, name: '计量规范', parentId: ids.parentColumn, children: [] }] }]);
      expect((await post('cat/dir/getTree', { bizType: 'KNOW' })).body.data).toEqual([]);
      expect((await post('cat/dir/getTree', { bizType: 'SECRET' })).body).toEqual({ code: '40000', msg: '请选择正确的目录类型：DOWNLOAD、NEWS、KNOW 或 VIDEO' });
      expect((await post('cat/dir/getTree', { bizType: 'DOWNLOAD', comId: 7 })).body).toMatchObject({ code: '40400', msg: '企业不存在或未开通资料库' });
    });

    it('answers where the platform keeps its files, without a disk path or secret', async () => {
      const res = await post('cat/dir/getComBucket', { comId: 0 });
      expect(res.body).toEqual({ code: '30000', msg: '成功', data: { comId: 0, bucket: 'local', baseUrl: '/api/news/pub/download/file/' } });
      expect((await post('cat/dir/getComBucket', { comId: 12 })).body.code).toBe('40400');
      expect((await post('cat/dir/getComBucket', { comId: -1 })).body).toEqual({ code: '40000', msg: '请填写正确的企业编号（0 为平台）' });
      expect((await post('cat/dir/getComBucket', {})).body.code).toBe('40000');
    });
  });

  describe('lists', () => {
    it('lists newest first with totals and pages', async () => {
      const all = await list({});
      expect(all).toMatchObject({ code: '30000', total: drafts.length, pages: Math.ceil(drafts.length / 20) });
      const dates = all.records.map((r) => r.publishDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(all.records[0]).toMatchObject({ dirName: expect.any(String), rootDirName: expect.any(String), fileName: expect.stringMatching(/\.(xlsx|docx|pdf|pptx|zip)$/) });
    });

    it('filters by parent folder, child folder, type, project type and role, date range and keyword', async () => {
      const parent = tree[3]!;
      const child = parent.children[1]!;
      const byParent = await list({ dirId: parent.id, size: 100 });
      expect(byParent.total).toBe(parent.count);
      expect(new Set(byParent.records.map((r) => r.rootDirId))).toEqual(new Set([parent.id]));
      const byChild = await list({ dirId: child.id, size: 100 });
      expect(byChild.total).toBe(child.count);
      expect(new Set(byChild.records.map((r) => r.dirId))).toEqual(new Set([child.id]));

      const xlsx = await list({ fileType: 'XLSX', size: 100 });
      expect(xlsx.total).toBe(drafts.filter((d) => d.fileType === 'XLSX').length);
      expect(new Set(xlsx.records.map((r) => r.fileType))).toEqual(new Set(['XLSX']));
      const road = await list({ projectType: 'ROAD', projectRole: 'SG', size: 100 });
      expect(road.total).toBe(drafts.filter((d) => d.projectType === 'ROAD' && d.projectRole === 'SG').length);
      expect((await list({ projectType: 'ALL', projectRole: 'ALL' })).total).toBe(drafts.length);

      const midnight = Math.floor((Date.now() + 8 * 3_600_000) / 86_400_000) * 86_400_000 - 8 * 3_600_000;
      const since = midnight - 365 * 86_400_000;
      expect((await list({ range: '1y' })).total).toBe(drafts.filter((d) => d.publishDate.getTime() >= since).length);

      const tunnel = await list({ keywords: '盾构', size: 100 });
      expect(tunnel.total).toBeGreaterThanOrEqual(2);
      for (const r of tunnel.records) expect(r.title).toContain('盾构');
      expect((await list({ keywords: '100%_' })).total).toBe(0);
    });

    it('sorts by downloads when asked for the hottest', async () => {
      const hot = await list({ sort: 'hottest', size: 30 });
      const counts = hot.records.map((r) => r.downloadCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(counts[0]).toBe(Math.max(...drafts.map((d) => d.downloadCount)));
    });

    it('answers an empty page past the end and not found for an unknown folder', async () => {
      expect(await list({ current: 40 })).toMatchObject({ code: '30000', total: drafts.length, records: [] });
      expect(await list({ dirId: 99_999 })).toEqual({ code: '40400', msg: '资料目录不存在' });
    });

    it.each([
      [{ fileType: 'EXE' }, '请选择正确的文件类型：UNKNOWN、XLSX、DOCX、PDF 或 PPT'],
      [{ projectType: 'SPACE' }, '请选择正确的项目类型'],
      [{ projectRole: 'BOSS' }, '请选择正确的项目角色'],
      [{ range: '2y' }, '请选择正确的时间范围：all、3d、1w、1m、3m 或 1y'],
      [{ sort: 'oldest' }, '请选择正确的排序方式：newest（最新）或 hottest（下载最多）'],
      [{ keywords: '资'.repeat(31) }, '关键词不能超过 30 个字符'],
      [{ current: 0 }, '页码不能小于 1'],
      [{ dirId: '../1' }, '栏目编号必须是数字'],
    ])('refuses %j with “%s”', async (payload, msg) => {
      expect(await list(payload)).toEqual({ code: '40000', msg });
    });

    it('ranks the most downloaded files, overall or in a folder', async () => {
      const top = (await post('news/pub/download/topDownload', { size: 5 })).body;
      expect(top.data).toHaveLength(5);
      const counts = top.data.map((r: Item) => r.downloadCount);
      expect(counts).toEqual([...drafts.map((d) => d.downloadCount)].sort((a, b) => b - a).slice(0, 5));
      const inFolder = (await post('news/pub/download/topDownload', { dirId: tree[1]!.id })).body.data as Item[];
      expect(inFolder.length).toBe(Math.min(10, tree[1]!.count));
      expect(new Set(inFolder.map((r) => r.rootDirId))).toEqual(new Set([tree[1]!.id]));
      expect((await post('news/pub/download/topDownload', {})).body.data).toHaveLength(10);
      expect((await post('news/pub/download/topDownload', { size: 51 })).body).toEqual({ code: '40000', msg: '每页条数不能大于 50' });
    });

    it('lists a company’s folders counted by document type, and its documents', async () => {
      const pdfCount = drafts.filter((d) => d.fileType === 'PDF').length;
      const dirs = (await post('news/pub/docDirList', { comId: 0, docType: 'PDF' })).body.data as Dir[];
      expect(dirs.reduce((s, d) => s + d.count, 0)).toBe(pdfCount);
      expect(dirs.map((d) => d.id)).toEqual(tree.map((d) => d.id));
      expect((await post('news/pub/docDirList', { comId: 0 })).body.data).toEqual(tree);
      const docs = (await post('news/pub/docListPaged', { comId: 0, docType: 'PPT', size: 100 })).body;
      expect(docs.total).toBe(drafts.filter((d) => d.fileType === 'PPT').length);
      expect(new Set(docs.records.map((r: Item) => r.fileType))).toEqual(new Set(['PPT']));
      expect((await post('news/pub/docListPaged', { comId: 0, docType: 'PDF', dirId: tree[6]!.id })).body.records.every((r: Item) => r.fileType === 'PDF' && r.rootDirId === tree[6]!.id)).toBe(true);
      expect((await post('news/pub/docDirList', { comId: 3 })).body.code).toBe('40400');
      expect((await post('news/pub/docListPaged', { comId: 3 })).body.code).toBe('40400');
      expect((await post('news/pub/docDirList', { comId: 0, docType: 'MP4' })).body).toEqual({ code: '40000', msg: '请选择正确的文档类型：UNKNOWN、XLSX、DOCX、PDF 或 PPT' });
    });

    it('lists the attachments of a column’s articles, the parent column including its children', async () => {
      for (const dirId of [ids.parentColumn, ids.childColumn]) {
        const page = (await post('news/pub/dirDoc', { dirId })).body;
        expect(page).toMatchObject({ code: '30000', total: 3, pages: 1 });
        expect(page.records.map((r: { title: string }) => r.title)).toEqual(['附件1：公路工程计量支付管理办法.pdf', '附件2：计量支付台账样表.xlsx', '附件3：操作演示视频.mp4']);
        expect(page.records[0]).toMatchObject({ articleId: ids.article, articleTitle: '关于印发公路工程计量支付管理办法的通知', fileType: 'PDF' });
      }
      expect((await post('news/pub/dirDoc', { dirId: ids.childColumn, current: 2, size: 2 })).body.records).toHaveLength(1);
      expect((await post('news/pub/dirDoc', { dirId: 98_765 })).body).toEqual({ code: '40400', msg: '栏目不存在' });
      expect((await post('news/pub/dirDoc', {})).body.code).toBe('40000');
    });
  });
});
