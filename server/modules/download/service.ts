import { chinaDay } from '../account/china-day';
import { rangeStart } from '../../platform/count-cache';
import { unlessAll } from '../../../common/api/list-filters';
import { AppError } from '../../errors';
import type { Database } from '../../db/client';
import type { ContentEvents } from '../../platform/content-events';
import type { FileStorage } from '../../platform/storage';
import { offsetOf, toPage, type Page } from '../../platform/pagination';
import { contentTypeOf, extensionOf, makeDocumentPdf, makeFile } from '../../platform/file-makers';
import type { Viewer } from '../auth/viewer';
import { libraryRanges } from '../../../common/library/options';
import { isFileType, PLATFORM_COM_ID, type CatBizType, type FileType } from '../../../common/download/options';
import type {
  CatNode,
  ComBucket,
  DirNode,
  DocItem,
  DocListRequest,
  DownloadFilterOptions,
  DownloadItem,
  DownloadListRequest,
  DownloadTicket,
} from '../../../common/download/schemas';
import { safeFileName } from './content-disposition';
import { sectionsOfHtml } from './pdf-sections';
import { createDownloadRepo, type DownloadFileRow, type DownloadFilter } from './repo';

/** Bytes ready to send: the route adds the headers. */
export type FileReply = { bytes: Buffer; fileName: string; contentType: string };

const LOGIN_FIRST = '请先登录后下载';

function requireLogin(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError('UNAUTHENTICATED', LOGIN_FIRST);
  return viewer;
}

function treeOf<T extends { id: number; parentId: number | null }, N extends { id: number; parentId: number | null; children: N[] }>(rows: T[], node: (row: T) => N): N[] {
  const nodes = new Map(rows.map((r) => [r.id, node(r)]));
  const roots: N[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId === null ? undefined : nodes.get(n.parentId);
    if (parent) parent.children.push(n);
    else if (n.parentId === null) roots.push(n);
  }
  return roots;
}

export type DownloadService = ReturnType<typeof createDownloadService>;

/**
 * Download materials (spec §3 'download'), news attachments and library PDFs.
 * Bytes come from file storage; a file not stored yet is made from its row
 * (server/platform/file-makers) and stored on its first download, see docs/decisions/0010.
 */
export function createDownloadService({ db, storage, events, apiBase = '/api', bucket = 'local', now = Date.now }: { db: Database; storage: FileStorage; events: ContentEvents; apiBase?: string; bucket?: string; now?: () => number }) {
  const repo = createDownloadRepo(db);
  const base = apiBase.replace(/\/+$/, '');

  // The folder list is small and changes only with content: kept until a change is announced.
  let dirs: Promise<Awaited<ReturnType<typeof repo.listDirs>>> | undefined;
  events.onChanged(() => {
    dirs = undefined;
  });
  const loadDirs = () => {
    dirs ??= repo.listDirs().catch((e: unknown) => {
      dirs = undefined;
      throw e;
    });
    return dirs;
  };
  const dirMap = async () => new Map((await loadDirs()).map((d) => [d.id, d]));

  const toItem = (names: Map<number, { name: string }>) => (r: DownloadFileRow): DownloadItem => ({
    ...r,
    fileType: isFileType(r.fileType) ? r.fileType : 'UNKNOWN',
    dirName: names.get(r.dirId)?.name ?? '',
    rootDirName: names.get(r.rootDirId)?.name ?? '',
    publishDate: r.publishDate.toISOString(),
  });

  async function filterOf(o: DownloadFilterOptions): Promise<DownloadFilter> {
    const f: DownloadFilter = {};
    if (o.dirId !== undefined) {
      const dir = (await dirMap()).get(o.dirId);
      if (!dir) throw new AppError('NOT_FOUND', '资料目录不存在');
      if (dir.parentId === null) f.rootDirId = dir.id;
      else f.dirId = dir.id;
    }
    const days = libraryRanges[o.range ?? 'all'];
    // Ranges start at a China midnight, so "最近三天" means the same files all day long.
    if (days > 0) f.since = rangeStart(now(), days);
    f.fileType = o.fileType;
    f.projectType = unlessAll(o.projectType);
    f.projectRole = unlessAll(o.projectRole);
    f.keyword = o.keywords?.trim() || undefined;
    return f;
  }

  /** The stored bytes, or the made ones, stored now so the next download reads them. */
  async function bytesOf(key: string, make: () => Uint8Array): Promise<Buffer> {
    const stored = await storage.read(key);
    if (stored) return stored;
    const made = Buffer.from(make());
    await storage.put(key, made);
    return made;
  }

  async function dirTree(fileType?: FileType): Promise<DirNode[]> {
    const [all, counts] = await Promise.all([loadDirs(), repo.countByDir(fileType)]);
    const perDir = new Map<number, number>();
    for (const c of counts) {
      perDir.set(c.dirId, (perDir.get(c.dirId) ?? 0) + c.n);
      if (c.rootDirId !== c.dirId) perDir.set(c.rootDirId, (perDir.get(c.rootDirId) ?? 0) + c.n);
    }
    return treeOf(all, (d) => ({ id: d.id, name: d.name, parentId: d.parentId, count: perDir.get(d.id) ?? 0, children: [] as DirNode[] }));
  }

  function assertPlatform(comId: number) {
    if (comId !== PLATFORM_COM_ID) throw new AppError('NOT_FOUND', '企业不存在或未开通资料库');
  }

  const service = {
    dirTree: ({ fileType }: { fileType?: FileType } = {}) => dirTree(fileType),

    async listPaged(o: DownloadListRequest): Promise<Page<DownloadItem>> {
      const filter = await filterOf(o);
      const total = await repo.countFiles(filter);
      const offset = offsetOf(o.current, o.size);
      const rows = offset >= total ? [] : await repo.listFiles(filter, o.sort ?? 'newest', o.size, offset);
      return toPage({ current: o.current, size: o.size, total, records: rows.map(toItem(await dirMap())) });
    },

    async topDownload({ size = 10, dirId }: { size?: number; dirId?: number }): Promise<DownloadItem[]> {
      const rows = await repo.listFiles(await filterOf({ dirId }), 'hottest', size, 0);
      return rows.map(toItem(await dirMap()));
    },

    async getFile({ id }: { id: number }): Promise<DownloadItem> {
      const row = await repo.findFile(id);
      if (!row) throw new AppError('NOT_FOUND', '资料不存在或已下线');
      const { storageKey: _key, ...rest } = row;
      return toItem(await dirMap())(rest);
    },

    /** checkLogin: the file exists and the viewer may have it; answers where to get the bytes. */
    async checkDownload({ id, viewer }: { id: number; viewer: Viewer | null }): Promise<DownloadTicket> {
      requireLogin(viewer);
      const file = await service.getFile({ id });
      return { url: `${base}/news/pub/download/file/${id}`, fileName: file.fileName };
    },

    /** The bytes of a material; counts the download once they are in hand. */
    async downloadFile({ id, viewer }: { id: number; viewer: Viewer | null }): Promise<FileReply> {
      requireLogin(viewer);
      const row = await repo.findFile(id);
      if (!row) throw new AppError('NOT_FOUND', '资料不存在或已下线');
      const fileType: FileType = isFileType(row.fileType) ? row.fileType : 'UNKNOWN';
      const dirName = (await dirMap()).get(row.dirId)?.name ?? '';
      const bytes = await bytesOf(row.storageKey, () => makeFile({ title: row.title, memo: row.memo, dirName, date: row.publishDate, fileType, seed: row.storageKey }));
      await db.transaction(async (tx) => {
        await createDownloadRepo(tx as unknown as Database).incrementDownloads(id);
      });
      return { bytes, fileName: safeFileName(row.fileName), contentType: contentTypeOf[fileType] };
    },

    async checkAttachment({ id, viewer }: { id: number; viewer: Viewer | null }): Promise<DownloadTicket> {
      requireLogin(viewer);
      const doc = await repo.findAttachment(id);
      if (!doc) throw new AppError('NOT_FOUND', '附件不存在或已下线');
      return { url: `${base}/news/pub/doc/file/${id}`, fileName: attachmentName(doc.title, doc.fileType) };
    },

    async downloadAttachment({ id, viewer }: { id: number; viewer: Viewer | null }): Promise<FileReply> {
      requireLogin(viewer);
      const doc = await repo.findAttachment(id);
      if (!doc) throw new AppError('NOT_FOUND', '附件不存在或已下线');
      const fileType: FileType = isFileType(doc.fileType) ? doc.fileType : 'UNKNOWN';
      const key = doc.storageKey || `attachments/doc-${id}.${extensionOf[fileType]}`;
      const title = attachmentStem(doc.title);
      const bytes = await bytesOf(key, () => makeFile({ title, memo: `《${doc.articleTitle}》的附件。`, dirName: doc.columnName, date: doc.releaseTime, fileType, seed: key }));
      if (!doc.storageKey || doc.sizeBytes !== bytes.length) await repo.setAttachmentFile(id, key, bytes.length);
      return { bytes, fileName: attachmentName(doc.title, doc.fileType), contentType: contentTypeOf[fileType] };
    },

    /** dirDoc: attachments of the articles of a news column, paged. */
    async columnDocs({ dirId, current, size }: { dirId: number; current: number; size: number }): Promise<Page<DocItem>> {
      const column = await repo.findColumn(dirId);
      if (!column) throw new AppError('NOT_FOUND', '栏目不存在');
      const [rows, total] = await repo.columnDocs(column, size, offsetOf(current, size));
      return toPage({ current, size, total, records: rows.map((r) => ({ ...r, releaseTime: r.releaseTime.toISOString() })) });
    },

    /** docDirList: a company's material folders with the number of files of one type (all types without docType). */
    async docDirList({ comId, docType }: { comId: number; docType?: FileType }): Promise<DirNode[]> {
      assertPlatform(comId);
      return dirTree(docType);
    },

    async docListPaged({ comId, docType, ...o }: DocListRequest): Promise<Page<DownloadItem>> {
      assertPlatform(comId);
      return service.listPaged({ ...o, fileType: docType ?? o.fileType });
    },

    /** cat/dir/getTree: the two-level category tree of a kind of content. */
    async catTree({ bizType, comId = PLATFORM_COM_ID }: { bizType: CatBizType; comId?: number }): Promise<CatNode[]> {
      assertPlatform(comId);
      const rows = bizType === 'DOWNLOAD' ? await loadDirs() : bizType === 'VIDEO' ? await repo.videoCategoryTree() : await repo.newsColumnTree(bizType);
      return treeOf(rows, (r) => ({ id: r.id, name: r.name, parentId: r.parentId, children: [] as CatNode[] }));
    },

    /** cat/dir/getComBucket: where a company's files live, as a client may know it (no credentials). */
    comBucket({ comId }: { comId: number }): ComBucket {
      assertPlatform(comId);
      return { comId, bucket, baseUrl: `${base}/news/pub/download/file/` };
    },

    async standardPdf({ id, viewer }: { id: number; viewer: Viewer | null }): Promise<FileReply> {
      requireLogin(viewer);
      const s = await repo.findStandard(id);
      if (!s) throw new AppError('NOT_FOUND', '标准不存在或已下线');
      if (!s.pdfTitle) throw new AppError('NOT_FOUND', '该标准没有可下载的 PDF 文件');
      // The edit time is part of the key: an edited standard gets a new PDF, the old one is never served.
      const bytes = await bytesOf(`library/standard-${id}-${s.updatedAt.getTime()}.pdf`, () =>
        makeDocumentPdf({
          title: `${s.number} ${s.title}`,
          subtitle: `${s.issuer} ${chinaDay(s.issueDate)} 发布 · ${chinaDay(s.implementDate)} 实施`,
          sections: [...sectionsOfHtml(s.content), ...(s.explanation ? [{ heading: '附：条文说明', paragraphs: [] }, ...sectionsOfHtml(s.explanation)] : [])],
          date: s.issueDate,
        }),
      );
      if (s.pdfSizeBytes !== bytes.length) await repo.setStandardPdfSize(id, bytes.length);
      return { bytes, fileName: safeFileName(`${s.number.replace(/\//g, '／')} ${s.title}.pdf`), contentType: 'application/pdf' };
    },

    async paperPdf({ id, viewer }: { id: number; viewer: Viewer | null }): Promise<FileReply> {
      requireLogin(viewer);
      const p = await repo.findPaper(id);
      if (!p) throw new AppError('NOT_FOUND', '论文不存在或已下线');
      if (!p.pdfTitle) throw new AppError('NOT_FOUND', '该论文没有可下载的 PDF 文件');
      const bytes = await bytesOf(`library/paper-${id}-${p.updatedAt.getTime()}.pdf`, () =>
        makeDocumentPdf({
          title: p.title,
          subtitle: [p.authors, p.institution, p.journal].filter(Boolean).join(' · '),
          sections: [{ heading: '摘要', paragraphs: [p.abstract] }, ...(p.keywords ? [{ heading: '关键词', paragraphs: [p.keywords] }] : []), ...sectionsOfHtml(p.content)],
          date: p.publishDate,
        }),
      );
      if (p.pdfSizeBytes !== bytes.length) await repo.setPaperPdfSize(id, bytes.length);
      return { bytes, fileName: safeFileName(`${p.title}.pdf`), contentType: 'application/pdf' };
    },
  };
  return service;
}

/** '附件2：计量支付操作手册.pdf' → '计量支付操作手册'. */
function attachmentStem(title: string): string {
  return title.replace(/^附件\s*\d*\s*[：:]\s*/, '').replace(/\.[A-Za-z0-9]{1,5}$/, '').trim() || '附件';
}

/** The saved name: the stem with the extension of the bytes actually sent (an UNKNOWN attachment is a zip). */
function attachmentName(title: string, fileType: string): string {
  return safeFileName(`${attachmentStem(title)}.${extensionOf[isFileType(fileType) ? fileType : 'UNKNOWN']}`);
}
