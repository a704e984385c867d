import { unzipSync, strFromU8 } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { openDownloadTestApp, type DownloadIds } from '../../test-support/download-fixture';
import { downloadFiles, libraryStandards, newsAttachments, searchDocuments } from '../../db/schema';

describe('download API: files', () => {
  let t: TestApp;
  let cookie: string;
  let ids: DownloadIds;
  let post: Awaited<ReturnType<typeof openDownloadTestApp>>['post'];
  let get: Awaited<ReturnType<typeof openDownloadTestApp>>['get'];
  let list: Awaited<ReturnType<typeof openDownloadTestApp>>['list'];

  beforeAll(async () => {
    ({ t, cookie, ids, post, get, list } = await openDownloadTestApp());
  });
  afterAll(() => t.close());

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
