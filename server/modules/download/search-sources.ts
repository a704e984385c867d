import type { SearchSource } from '../search/repo';

/**
 * A material as a search document: title, summary and folder name. The hit
 * opens the folder's list with the file pinned at the top (`file=`), since a
 * file has no page of its own.
 */
export function downloadSource(f: { id: number; dirId: number; title: string; memo: string; fileName: string; dirName: string; publishDate: Date }): SearchSource {
  return {
    kind: 'DOWNLOAD',
    refId: f.id,
    title: f.title,
    text: [f.memo, f.dirName, f.fileName].filter(Boolean).join(' '),
    url: `/information/list/${f.dirId}?tabsType=download&file=${f.id}`,
    publishedAt: f.publishDate,
  };
}
