import { extensionOf, makeFile } from '../../platform/file-makers';
import type { FileType } from '../../../common/download/options';
import { downloadDirSeed } from './download-dirs';
import { createRandom, deriveSeed, type Random } from './random';

export type DownloadFileDraft = {
  /** Index into downloadDirSeed and into its children. */
  parentIndex: number;
  childIndex: number;
  dirName: string;
  title: string;
  fileName: string;
  fileType: FileType;
  memo: string;
  projectType: string;
  projectRole: string;
  publishDate: Date;
  downloadCount: number;
  storageKey: string;
  /** Bytes of the file makeFile writes for this draft. */
  sizeBytes: number;
};

const DAY = 86_400_000;
/** The newest files are days before this, so the 3-day and 1-week filters of a fresh seed have something to show. */
const LATEST = Date.UTC(2026, 10, 20, 2);

const memos: Record<FileType, string[]> = {
  XLSX: ['{dir}的 Excel 模板，表头与示例数据齐全，下载后按项目实际填写即可。', '按现行计量与验收要求整理的{dir}，冻结表头，便于逐月登记与汇总。', '{title}，可直接导入计智云平台生成台账。'],
  DOCX: ['{title}，Word 格式，条款与填写说明完整，可按项目实际修改。', '{dir}常用文本，依据现行法规与规范整理，供编制参考。', '经多个项目使用验证的{dir}，含签字栏与附表。'],
  PDF: ['{title}，PDF 版本，章节条文完整，适合打印学习。', '{dir}参考资料，按章节编排，含编制依据、工艺要点与管理要求。', '{title}（正式版），供项目管理人员学习查阅。'],
  PPT: ['{title}，幻灯片格式，含工艺流程、质量要点与安全注意事项，适合班前交底与培训。', '{dir}培训课件，图文并茂，可直接用于内部培训。'],
  UNKNOWN: ['{title}，压缩包格式，解压后使用，包内附说明文件。', '{dir}资源包，含使用说明与文件清单。'],
};

const fill = (template: string, vars: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
/** No path separators or characters Windows refuses in a saved file's name. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|]/g, ' ').replace(/\s+/g, ' ').trim();

function storageKeyOf(rng: Random, fileType: FileType): string {
  let hex = '';
  for (let i = 0; i < 4; i++) hex += Math.floor(rng.next() * 0x1_0000_0000).toString(16).padStart(8, '0');
  return `downloads/${hex}.${extensionOf[fileType]}`;
}

/** Download counts: most files a few hundred, a handful of favourites in the thousands. */
const downloadsOf = (rng: Random) => Math.round(Math.exp(Math.log(20) + rng.next() ** 1.6 * (Math.log(9000) - Math.log(20))));

/**
 * Every file of the directory seed as a row to insert, with the real size of
 * the bytes makeFile writes for it. Deterministic for a seed.
 */
export function createDownloadDrafts(seed: number): DownloadFileDraft[] {
  const drafts: DownloadFileDraft[] = [];
  downloadDirSeed.forEach((parent, parentIndex) =>
    parent.children.forEach((child, childIndex) =>
      child.files.forEach((entry, fileIndex) => {
        const [title, type, projectType, projectRole] = entry.split('|') as [string, FileType, string, string];
        const rng = createRandom(deriveSeed(seed, 'download', parentIndex, childIndex, fileIndex));
        const plainTitle = type === 'UNKNOWN' ? title.replace(/（[A-Z]+）$/, '').trim() : title;
        drafts.push({
          parentIndex,
          childIndex,
          dirName: child.name,
          title,
          fileName: `${safeName(plainTitle)}.${extensionOf[type]}`,
          fileType: type,
          memo: fill(rng.pick(memos[type]), { dir: child.name, title }),
          projectType,
          projectRole,
          publishDate: new Date(0),
          downloadCount: downloadsOf(rng),
          storageKey: storageKeyOf(rng, type),
          sizeBytes: 0,
        });
      }),
    ),
  );
  // Dates spread over about two years, interleaved across folders; the first few are this week's.
  const order = createRandom(deriveSeed(seed, 'download-dates')).shuffle(drafts.map((_, i) => i));
  order.forEach((draftIndex, rank) => {
    const d = drafts[draftIndex]!;
    const daysAgo = rank < 4 ? rank * 2 : Math.round(8 + ((rank - 4) / (drafts.length - 4)) * 720 + createRandom(deriveSeed(seed, rank)).int(0, 5));
    d.publishDate = new Date(LATEST - daysAgo * DAY);
    d.sizeBytes = makeFile({ title: d.title, memo: d.memo, dirName: d.dirName, date: d.publishDate, fileType: d.fileType, seed: d.storageKey }).length;
  });
  return drafts;
}
