import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { downloadDirs, downloadFiles, libraryPapers, libraryStandards, newsArticles, newsAttachments, newsColumns, videoCategories } from '../../db/schema';
import { indexedKeywordCondition } from '../search/keyword-condition';
import { upsertSearchDocuments } from '../search/repo';
import { downloadSource } from './search-sources';

/** What a list of files may be narrowed by; `undefined` means "all". */
export type DownloadFilter = {
  /** A top-level folder (matches root_dir_id) … */
  rootDirId?: number;
  /** … or a child folder (matches dir_id). */
  dirId?: number;
  fileType?: string;
  projectType?: string;
  projectRole?: string;
  since?: Date;
  keyword?: string;
};
export type DownloadSort = 'newest' | 'hottest';

function whereOf(f: DownloadFilter): SQL | undefined {
  const c: SQL[] = [];
  if (f.rootDirId !== undefined) c.push(eq(downloadFiles.rootDirId, f.rootDirId));
  if (f.dirId !== undefined) c.push(eq(downloadFiles.dirId, f.dirId));
  if (f.fileType) c.push(eq(downloadFiles.fileType, f.fileType));
  if (f.projectType) c.push(eq(downloadFiles.projectType, f.projectType));
  if (f.projectRole) c.push(eq(downloadFiles.projectRole, f.projectRole));
  if (f.since) c.push(gte(downloadFiles.publishDate, f.since));
  if (f.keyword) c.push(indexedKeywordCondition({ id: downloadFiles.id, kind: 'DOWNLOAD', fallback: [downloadFiles.title, downloadFiles.fileName] }, f.keyword));
  return c.length > 0 ? and(...c) : undefined;
}

const listFields = {
  id: downloadFiles.id,
  dirId: downloadFiles.dirId,
  rootDirId: downloadFiles.rootDirId,
  title: downloadFiles.title,
  fileName: downloadFiles.fileName,
  fileType: downloadFiles.fileType,
  sizeBytes: downloadFiles.sizeBytes,
  memo: downloadFiles.memo,
  projectType: downloadFiles.projectType,
  projectRole: downloadFiles.projectRole,
  publishDate: downloadFiles.publishDate,
  downloadCount: downloadFiles.downloadCount,
};
export type DownloadFileRow = Awaited<ReturnType<DownloadRepo['listFiles']>>[number];

const first = <T>(rows: T[]): T | undefined => rows[0];

/** Drizzle queries of download materials, news attachments and the library PDFs. */
export function createDownloadRepo(db: Database) {
  return {
    listDirs: () => db.select().from(downloadDirs).orderBy(asc(downloadDirs.sort), asc(downloadDirs.id)),

    /** Files per folder (child folders; top-level ones are summed by the service). */
    countByDir(fileType?: string) {
      return db
        .select({ dirId: downloadFiles.dirId, rootDirId: downloadFiles.rootDirId, n: count() })
        .from(downloadFiles)
        .where(fileType ? eq(downloadFiles.fileType, fileType) : undefined)
        .groupBy(downloadFiles.dirId, downloadFiles.rootDirId);
    },

    listFiles(f: DownloadFilter, sort: DownloadSort, limit: number, offset: number) {
      const order = sort === 'hottest' ? [desc(downloadFiles.downloadCount), desc(downloadFiles.id)] : [desc(downloadFiles.publishDate), desc(downloadFiles.id)];
      return db.select(listFields).from(downloadFiles).where(whereOf(f)).orderBy(...order).limit(limit).offset(offset);
    },
    countFiles: (f: DownloadFilter) => db.select({ n: count() }).from(downloadFiles).where(whereOf(f)).then((r) => Number(r[0]?.n ?? 0)),
    findFile: (id: number) => db.select({ ...listFields, storageKey: downloadFiles.storageKey }).from(downloadFiles).where(eq(downloadFiles.id, id)).limit(1).then(first),

    /** One more download; answers the new count (undefined when the file is gone). */
    async incrementDownloads(id: number): Promise<number | undefined> {
      const rows = await db
        .update(downloadFiles)
        .set({ downloadCount: sql`${downloadFiles.downloadCount} + 1` })
        .where(eq(downloadFiles.id, id))
        .returning({ downloadCount: downloadFiles.downloadCount });
      return rows[0]?.downloadCount;
    },

    /** An attachment of a published article, with what a generated file needs. */
    findAttachment(id: number) {
      return db
        .select({
          id: newsAttachments.id,
          title: newsAttachments.title,
          fileType: newsAttachments.fileType,
          sizeBytes: newsAttachments.sizeBytes,
          storageKey: newsAttachments.storageKey,
          articleId: newsArticles.id,
          articleTitle: newsArticles.title,
          releaseTime: newsArticles.releaseTime,
          columnName: newsColumns.name,
        })
        .from(newsAttachments)
        .innerJoin(newsArticles, eq(newsArticles.id, newsAttachments.articleId))
        .innerJoin(newsColumns, eq(newsColumns.id, newsArticles.columnId))
        .where(and(eq(newsAttachments.id, id), eq(newsArticles.isPublished, true)))
        .limit(1)
        .then(first);
    },
    setAttachmentFile: (id: number, storageKey: string, sizeBytes: number) => db.update(newsAttachments).set({ storageKey, sizeBytes }).where(eq(newsAttachments.id, id)),

    findColumn: (id: number) => db.select({ id: newsColumns.id, parentId: newsColumns.parentId, name: newsColumns.name }).from(newsColumns).where(eq(newsColumns.id, id)).limit(1).then(first),

    /** Attachments of the published articles of a column (a top-level column covers its children), newest article first. */
    columnDocs(column: { id: number; parentId: number | null }, limit: number, offset: number) {
      const where = and(column.parentId === null ? eq(newsArticles.rootColumnId, column.id) : eq(newsArticles.columnId, column.id), eq(newsArticles.isPublished, true));
      const rows = db
        .select({
          id: newsAttachments.id,
          title: newsAttachments.title,
          fileType: newsAttachments.fileType,
          sizeBytes: newsAttachments.sizeBytes,
          articleId: newsArticles.id,
          articleTitle: newsArticles.title,
          releaseTime: newsArticles.releaseTime,
        })
        .from(newsAttachments)
        .innerJoin(newsArticles, eq(newsArticles.id, newsAttachments.articleId))
        .where(where)
        .orderBy(desc(newsArticles.releaseTime), desc(newsArticles.id), asc(newsAttachments.sort), asc(newsAttachments.id))
        .limit(limit)
        .offset(offset);
      const total = db
        .select({ n: count() })
        .from(newsAttachments)
        .innerJoin(newsArticles, eq(newsArticles.id, newsAttachments.articleId))
        .where(where)
        .then((r) => Number(r[0]?.n ?? 0));
      return Promise.all([rows, total]);
    },

    /** Two-level category tables other kinds keep (for /cat/dir/getTree). */
    newsColumnTree: (bizType: 'NEWS' | 'KNOW') =>
      db.select({ id: newsColumns.id, parentId: newsColumns.parentId, name: newsColumns.name }).from(newsColumns).where(eq(newsColumns.bizType, bizType)).orderBy(asc(newsColumns.sort), asc(newsColumns.id)),
    videoCategoryTree: () => db.select({ id: videoCategories.id, parentId: videoCategories.parentId, name: videoCategories.name }).from(videoCategories).orderBy(asc(videoCategories.sort), asc(videoCategories.id)),

    findStandard: (id: number) => db.select().from(libraryStandards).where(eq(libraryStandards.id, id)).limit(1).then(first),
    findPaper: (id: number) => db.select().from(libraryPapers).where(eq(libraryPapers.id, id)).limit(1).then(first),
    setStandardPdfSize: (id: number, size: number) => db.update(libraryStandards).set({ pdfSizeBytes: size }).where(eq(libraryStandards.id, id)),
    setPaperPdfSize: (id: number, size: number) => db.update(libraryPapers).set({ pdfSizeBytes: size }).where(eq(libraryPapers.id, id)),

  };
}

export type DownloadRepo = ReturnType<typeof createDownloadRepo>;
export type NewDownloadFile = typeof downloadFiles.$inferInsert;

/** Writes the search documents of materials (kind DOWNLOAD); call inside the writer's transaction. */
export function indexDownloadFiles(db: Database, files: Parameters<typeof downloadSource>[0][]): Promise<void> {
  return upsertSearchDocuments(db, files.map(downloadSource));
}
