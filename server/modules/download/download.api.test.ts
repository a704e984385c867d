import { unzipSync, strFromU8 } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createLoggedInUser } from '../../test-support/viewer-fixtures';
import { seedDownload } from '../../db/seed-download';
import { createDownloadDrafts } from '../../db/factories/download-files';
import { downloadFiles, libraryStandards, newsAttachments, searchDocuments } from '../../db/schema';

type Item = { id: number; dirId: number; rootDirId: number; title: string; fileName: string; fileType: string; projectType: string; projectRole: string; publishDate: string; downloadCount: number; sizeBytes: number };
type Dir = { id: number; name: string; parentId: number | null; count: number; children: Dir[] };

const drafts = createDownloadDrafts(20261122);

describe('download API', () => {
  let t: TestApp;
  let cookie: string;
  let tree: Dir[];
  const ids = {} as Record<'parentColumn' | 'childColumn' | 'article' | 'docPdf' | 'docMp4' | 'standard' | 'noPdfStandard' | 'paper', number>;
  const post = (url: string, payload: object = {}, withCookie?: string) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: withCookie ? { cookie: withCookie } : {} }).then((r) => ({ status: r.statusCode, body: r.json() }));
  const get = (url: string, withCookie?: string) => t.app.inject({ method: 'GET', url, headers: withCookie ? { cookie: withCookie } : {} });
  const list = async (payload: object) => (await post('news/pub/download/listPaged', payload)).body as { code: string; msg: string; total: number; pages: number; records: Item[] };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDownload(t.db);
    cookie = (await createLoggedInUser(t, { realname: '下载测试' })).cookie;
    tree = (await post('news/pub/download/dir/getTree')).body.data;
    const parent = await t.services.news.createColumn({ name: '政策解读', bizType: 'NEWS' });
    const child = await t.services.news.createColumn({ name: '计量规范', bizType: 'NEWS', parentId: parent });
    ids.parentColumn = parent;
    ids.childColumn = child;
    ids.article = await t.services.news.createArticle({
      columnId: child,
      title: '关于印发公路工程计量支付管理办法的通知',
      content: '<p>各有关单位：现将管理办法印发给你们。</p>',
      releaseTime: new Date('2026-10-01T02:00:00Z'),
      docs: [
        { title: '附件1：公路工程计量支付管理办法.pdf', fileType: 'PDF', sizeBytes: 2_000_000 },
        { title: '附件2：计量支付台账样表.xlsx', fileType: 'XLSX', sizeBytes: 30_000 },
        { title: '附件3：操作演示视频.mp4', fileType: 'UNKNOWN', sizeBytes: 9_000_000 },
      ],
    });
    const docs = await t.db.select().from(newsAttachments).where(eq(newsAttachments.articleId, ids.article)).orderBy(newsAttachments.sort);
    ids.docPdf = docs[0]!.id;
    ids.docMp4 = docs[2]!.id;
    ids.standard = await t.services.library.createStandard({
      number: 'JTG F80/1-2017', title: '公路工程质量检验评定标准', kind: 'INDUSTRY', status: 'CURRENT', categoryId: 3, issuer: '中华人民共和国交通运输部',
      issueDate: new Date('2017-11-01T00:00:00Z'), implementDate: new Date('2018-05-01T00:00:00Z'),
      content: '<h3>1 总则</h3><p>1.0.1 为加强公路工程质量管理，制定本标准。</p><h3>2 术语</h3><p>2.0.1 分项工程：按施工工序划分的工程。</p>',
      explanation: '<h3>1 总则</h3><p>本条说明了制定目的。</p>', pdfTitle: '公路工程质量检验评定标准.pdf', pdfSizeBytes: 3_000_000,
    });
    ids.noPdfStandard = await t.services.library.createStandard({ number: 'GB 50300-2013', title: '建筑工程施工质量验收统一标准', kind: 'NATIONAL', status: 'CURRENT', categoryId: 4, issueDate: new Date('2013-11-01T00:00:00Z'), implementDate: new Date('2014-06-01T00:00:00Z'), content: '<h3>1 总则</h3><p>正文。</p>' });
    ids.paper = await t.services.library.createPaper({ title: '盾构下穿既有线沉降控制研究', authors: '张伟，李雪梅', year: 2024, categoryId: 3, publishDate: new Date('2024-03-01T00:00:00Z'), abstract: '研究了盾构下穿既有地铁线路的沉降控制措施。', keywords: '盾构；沉降控制', pdfTitle: '盾构下穿既有线沉降控制研究.pdf', pdfSizeBytes: 900_000 });
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
      expect(cat.data.map((d: Dir) => d.name)).toEqual(tree.map((d) => d.name));
      expect(cat.data[0].children.map((c: Dir) => c.id)).toEqual(tree[0]!.children.map((c) => c.id));
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

  describe('downloads', () => {
    const loginFirst = { code: '40100', msg: '请先登录后下载' };
    const pick = async (fileType: string) => (await list({ fileType, sort: 'newest' })).records[0]!;

    it('asks a logged-out visitor to log in, before any file is looked at', async () => {
      const file = await pick('XLSX');
      for (const [path, id] of [['news/pub/download/checkLogin', file.id], ['news/pub/doc/checkLogin', ids.docPdf]] as const) {
        const res = await post(path, { id });
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ code: expect.not.stringMatching(/^30000$/), msg: '请先登录后下载' });
      }
      for (const url of [`/api/news/pub/download/file/${file.id}`, `/api/news/pub/doc/file/${ids.docPdf}`, `/api/library/pub/standard/pdf/${ids.standard}`, `/api/library/pub/paper/pdf/${ids.paper}`]) {
        const res = await get(url);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ msg: loginFirst.msg });
        expect(res.headers['content-disposition']).toBeUndefined();
      }
      const [row] = await t.db.select({ n: downloadFiles.downloadCount }).from(downloadFiles).where(eq(downloadFiles.id, file.id));
      expect(row!.n).toBe(file.downloadCount);
    });

    it('answers a logged-in viewer the download address, and not found for an unknown file', async () => {
      const file = await pick('DOCX');
      expect((await post('news/pub/download/checkLogin', { id: file.id }, cookie)).body).toEqual({ code: '30000', msg: '成功', data: { url: `/api/news/pub/download/file/${file.id}`, fileName: file.fileName } });
      expect((await post('news/pub/download/checkLogin', { id: 99_999 }, cookie)).body).toEqual({ code: '40400', msg: '资料不存在或已下线' });
      expect((await post('news/pub/download/checkLogin', { id: 'abc' }, cookie)).body).toEqual({ code: '40000', msg: '资料编号必须是数字' });
      expect((await post('news/pub/download/checkLogin', {}, cookie)).body.code).toBe('40000');
    });

    it('sends the bytes as an attachment with the Chinese name, counts the download and leaves the search index alone', async () => {
      const file = await pick('XLSX');
      const [indexedBefore] = await t.db.select().from(searchDocuments).where(eq(searchDocuments.refId, file.id)).then((rows) => rows.filter((r) => r.kind === 'DOWNLOAD'));
      const res = await get(`/api/news/pub/download/file/${file.id}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[\x20-\x7e]+\.xlsx"; filename\*=UTF-8''/);
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
      expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(res.headers['content-disposition']))![1]!)).toBe(file.fileName);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.length).toBe(file.sizeBytes);
      const sheet = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['xl/worksheets/sheet1.xml']!);
      expect(sheet).toContain('<sheetData>');

      const [after] = await t.db.select({ n: downloadFiles.downloadCount, key: downloadFiles.storageKey }).from(downloadFiles).where(eq(downloadFiles.id, file.id));
      expect(after!.n).toBe(file.downloadCount + 1);
      // Stored on the first download: the second one reads the same bytes back.
      expect((await t.services.account.storage.read(after!.key))?.equals(res.rawPayload)).toBe(true);
      const again = await get(`/api/news/pub/download/file/${file.id}`, cookie);
      expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
      const [afterTwo] = await t.db.select({ n: downloadFiles.downloadCount }).from(downloadFiles).where(eq(downloadFiles.id, file.id));
      expect(afterTwo!.n).toBe(file.downloadCount + 2);
      const [indexedAfter] = await t.db.select().from(searchDocuments).where(eq(searchDocuments.refId, file.id)).then((rows) => rows.filter((r) => r.kind === 'DOWNLOAD'));
      expect(indexedAfter).toEqual(indexedBefore);
    });

    it.each([
      ['PDF', 'application/pdf', '%PDF-'],
      ['DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'PK'],
      ['PPT', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'PK'],
      ['UNKNOWN', 'application/zip', 'PK'],
    ])('sends a %s file as %s', async (fileType, contentType, magic) => {
      const file = await pick(fileType);
      const res = await get(`/api/news/pub/download/file/${file.id}`, cookie);
      expect(res.headers['content-type']).toBe(contentType);
      expect(res.rawPayload.subarray(0, magic.length).toString('latin1')).toBe(magic);
      expect(res.rawPayload.length).toBe(file.sizeBytes);
    });

    it.each(['..%2F..%2Fetc%2Fpasswd', '1%2F..%2F2', '-1', '0', '1.5', '99999999999', '%00'])('refuses the id %s without touching storage', async (id) => {
      const res = await get(`/api/news/pub/download/file/${id}`, cookie);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json().code).not.toBe('30000');
    });

    it('does not count a HEAD request as a download', async () => {
      const file = await pick('DOCX');
      const before = await t.db.select({ n: downloadFiles.downloadCount }).from(downloadFiles).where(eq(downloadFiles.id, file.id));
      const head = await t.app.inject({ method: 'HEAD', url: `/api/news/pub/download/file/${file.id}`, headers: { cookie } });
      expect(head.statusCode).not.toBe(200);
      const after = await t.db.select({ n: downloadFiles.downloadCount }).from(downloadFiles).where(eq(downloadFiles.id, file.id));
      expect(after[0]!.n).toBe(before[0]!.n);
    });

    it('answers not found for a file that does not exist', async () => {
      const res = await get('/api/news/pub/download/file/99999', cookie);
      expect(res.json()).toEqual({ code: '40400', msg: '资料不存在或已下线' });
    });

    it('sends a news attachment, stores it and records its real size', async () => {
      expect((await post('news/pub/doc/checkLogin', { id: ids.docPdf }, cookie)).body.data).toEqual({ url: `/api/news/pub/doc/file/${ids.docPdf}`, fileName: '公路工程计量支付管理办法.pdf' });
      const res = await get(`/api/news/pub/doc/file/${ids.docPdf}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('公路工程计量支付管理办法.pdf')}`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const [doc] = await t.db.select().from(newsAttachments).where(eq(newsAttachments.id, ids.docPdf));
      expect(doc).toMatchObject({ storageKey: `attachments/doc-${ids.docPdf}.pdf`, sizeBytes: res.rawPayload.length });

      // A video attachment cannot be made up: it comes as a zip with a read-me, named so.
      const mp4 = await get(`/api/news/pub/doc/file/${ids.docMp4}`, cookie);
      expect(mp4.headers['content-type']).toBe('application/zip');
      expect(mp4.headers['content-disposition']).toContain(encodeURIComponent('操作演示视频.zip'));
      expect(Object.keys(unzipSync(new Uint8Array(mp4.rawPayload)))).toContain('说明.txt');
      expect((await post('news/pub/doc/checkLogin', { id: 99_999 }, cookie)).body).toEqual({ code: '40400', msg: '附件不存在或已下线' });
      expect((await get('/api/news/pub/doc/file/abc', cookie)).json()).toEqual({ code: '40000', msg: '附件编号必须是数字' });
    });

    it('makes a standard’s PDF from its number, title and text, and a paper’s from its abstract', async () => {
      const res = await get(`/api/library/pub/standard/pdf/${ids.standard}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      // The '/' of the number must not become a path separator in the saved name.
      expect(res.headers['content-disposition']).toBe(`attachment; filename="JTG F80 1-2017.pdf"; filename*=UTF-8''${encodeURIComponent('JTG F80／1-2017 公路工程质量检验评定标准.pdf')}`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const pdf = res.rawPayload.toString('latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
      expect(pdf).toContain('/BaseFont /STSong-Light');
      expect(pdf).toContain('/Encoding /UniGB-UCS2-H');
      expect(pdf).toContain(Buffer.from('分项工程', 'utf16le').swap16().toString('hex').toUpperCase());
      const [std] = await t.db.select({ size: libraryStandards.pdfSizeBytes }).from(libraryStandards).where(eq(libraryStandards.id, ids.standard));
      expect(std!.size).toBe(res.rawPayload.length);
      expect((await t.services.library.getStandard({ id: ids.standard })).pdf?.sizeBytes).toBe(res.rawPayload.length);

      const paper = await get(`/api/library/pub/paper/pdf/${ids.paper}`, cookie);
      expect(paper.headers['content-disposition']).toContain(encodeURIComponent('盾构下穿既有线沉降控制研究.pdf'));
      expect(paper.rawPayload.toString('latin1')).toContain(Buffer.from('沉降控制', 'utf16le').swap16().toString('hex').toUpperCase());

      expect((await get(`/api/library/pub/standard/pdf/${ids.noPdfStandard}`, cookie)).json()).toEqual({ code: '40400', msg: '该标准没有可下载的 PDF 文件' });
      expect((await get('/api/library/pub/standard/pdf/99999', cookie)).json()).toEqual({ code: '40400', msg: '标准不存在或已下线' });
      expect((await get('/api/library/pub/paper/pdf/..%2F1', cookie)).json().code).toBe('40000');
    });
  });
});
