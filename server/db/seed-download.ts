import type { Database } from './client';
import { downloadDirs, downloadFiles } from './schema';
import { downloadDirSeed } from './factories/download-dirs';
import { createDownloadDrafts } from './factories/download-files';
import { indexDownloadFiles } from '../modules/download/repo';

const rowsPerStatement = 200;

/**
 * The materials folders and files, indexed for search. Only rows are
 * written: each file's bytes are made from its row on its first download
 * (docs/decisions/0010), so seeding needs no file storage and stays fast.
 * Call inside the seed's transaction. Deterministic for a seed.
 */
export async function seedDownload(db: Database, seed = 20261122): Promise<{ dirs: number; files: number }> {
  const parents = await db
    .insert(downloadDirs)
    .values(downloadDirSeed.map((d, i) => ({ name: d.name, sort: i + 1 })))
    .returning({ id: downloadDirs.id, name: downloadDirs.name });
  const parentIds = downloadDirSeed.map((d) => parents.find((p) => p.name === d.name)!.id);
  const childIds: number[][] = [];
  for (const [i, d] of downloadDirSeed.entries()) {
    const rows = await db
      .insert(downloadDirs)
      .values(d.children.map((c, j) => ({ parentId: parentIds[i]!, name: c.name, sort: j + 1 })))
      .returning({ id: downloadDirs.id, name: downloadDirs.name });
    childIds.push(d.children.map((c) => rows.find((r) => r.name === c.name)!.id));
  }

  const drafts = createDownloadDrafts(seed);
  const indexed = [];
  for (let start = 0; start < drafts.length; start += rowsPerStatement) {
    const batch = drafts.slice(start, start + rowsPerStatement);
    const rows = batch.map(({ parentIndex, childIndex, dirName: _d, ...f }) => ({
      ...f,
      dirId: childIds[parentIndex]![childIndex]!,
      rootDirId: parentIds[parentIndex]!,
      createdAt: f.publishDate,
      updatedAt: f.publishDate,
    }));
    const inserted = await db.insert(downloadFiles).values(rows).returning({ id: downloadFiles.id, storageKey: downloadFiles.storageKey });
    const idByKey = new Map(inserted.map((r) => [r.storageKey, r.id]));
    for (const [i, row] of rows.entries()) {
      const id = idByKey.get(row.storageKey);
      if (id === undefined) throw new Error(`seed: no id returned for ${row.storageKey}`);
      indexed.push({ ...row, id, dirName: batch[i]!.dirName });
    }
  }
  for (let start = 0; start < indexed.length; start += rowsPerStatement) await indexDownloadFiles(db, indexed.slice(start, start + rowsPerStatement));
  return { dirs: parentIds.length + childIds.flat().length, files: drafts.length };
}
