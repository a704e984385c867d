import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './test-app';
import { createLoggedInUser } from './viewer-fixtures';
import { seedDownload } from '../db/seed-download';
import { createDownloadDrafts } from '../db/factories/download-files';
import { newsAttachments } from '../db/schema';
import type { DirNode, DownloadItem } from '../../common/download/schemas';

/**
 * The materials of the demo seed (7 folders, 125 files), a news column pair with an article carrying three
 * attachments, a standard and a paper with PDFs, and a logged-in user: what the download API tests count is
 * the seed's own drafts (`drafts`) and the ids here.
 */
export const drafts = createDownloadDrafts(20261122);

export type DownloadIds = Record<'parentColumn' | 'childColumn' | 'article' | 'docPdf' | 'docMp4' | 'standard' | 'noPdfStandard' | 'paper', number>;

export async function openDownloadTestApp() {
  const t: TestApp = await createTestApp();
  await seedDownload(t.db);
  const cookie = (await createLoggedInUser(t, { realname: '下载测试' })).cookie;
  const post = (url: string, payload: object = {}, withCookie?: string) =>
    t.app
      .inject({ method: 'POST', url: `/api/${url}`, payload, headers: withCookie ? { cookie: withCookie } : {} })
      .then((r) => ({ status: r.statusCode, body: r.json() }));
  const get = (url: string, withCookie?: string) => t.app.inject({ method: 'GET', url, headers: withCookie ? { cookie: withCookie } : {} });
  const list = async (payload: object) =>
    (await post('news/pub/download/listPaged', payload)).body as { code: string; msg: string; total: number; pages: number; records: DownloadItem[] };

  const tree = (await post('news/pub/download/dir/getTree')).body.data as DirNode[];
  const ids = {} as DownloadIds;
  ids.parentColumn = await t.services.news.createColumn({ name: '政策解读', bizType: 'NEWS' });
  ids.childColumn = await t.services.news.createColumn({ name: '计量规范', bizType: 'NEWS', parentId: ids.parentColumn });
  ids.article = await t.services.news.createArticle({
    columnId: ids.childColumn,
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
    number: 'JTG F80/1-2017',
    title: '公路工程质量检验评定标准',
    kind: 'INDUSTRY',
    status: 'CURRENT',
    categoryId: 3,
    issuer: '中华人民共和国交通运输部',
    issueDate: new Date('2017-11-01T00:00:00Z'),
    implementDate: new Date('2018-05-01T00:00:00Z'),
    content: '<h3>1 总则</h3><p>1.0.1 为加强公路工程质量管理，制定本标准。</p><h3>2 术语</h3><p>2.0.1 分项工程：按施工工序划分的工程。</p>',
    explanation: '<h3>1 总则</h3><p>本条说明了制定目的。</p>',
    pdfTitle: '公路工程质量检验评定标准.pdf',
    pdfSizeBytes: 3_000_000,
  });
  ids.noPdfStandard = await t.services.library.createStandard({
    number: 'GB 50300-2013',
    title: '建筑工程施工质量验收统一标准',
    kind: 'NATIONAL',
    status: 'CURRENT',
    categoryId: 4,
    issueDate: new Date('2013-11-01T00:00:00Z'),
    implementDate: new Date('2014-06-01T00:00:00Z'),
    content: '<h3>1 总则</h3><p>正文。</p>',
  });
  ids.paper = await t.services.library.createPaper({
    title: '盾构下穿既有线沉降控制研究',
    authors: '张伟，李雪梅',
    year: 2024,
    categoryId: 3,
    publishDate: new Date('2024-03-01T00:00:00Z'),
    abstract: '研究了盾构下穿既有地铁线路的沉降控制措施。',
    keywords: '盾构；沉降控制',
    pdfTitle: '盾构下穿既有线沉降控制研究.pdf',
    pdfSizeBytes: 900_000,
  });

  return { t, cookie, tree, ids, post, get, list };
}
