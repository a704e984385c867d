/**
 * Options of the materials (spec §3 'download'): file types with their labels,
 * the kinds of category tree cat/dir/getTree answers, request limits.
 */

/** Spec §3 file types. PPT files are written as .pptx, UNKNOWN ones as a .zip (server/platform/file-makers). */
export const fileTypes = ['UNKNOWN', 'XLSX', 'DOCX', 'PDF', 'PPT'] as const;
export type FileType = (typeof fileTypes)[number];
export const isFileType = (value: string): value is FileType => (fileTypes as readonly string[]).includes(value);

/** The file types in the order the materials tab's chips show them, with their names there. */
export const downloadFileTypes = ['DOCX', 'XLSX', 'PDF', 'PPT', 'UNKNOWN'] as const satisfies readonly FileType[];
export const fileTypeLabels: Record<FileType, string> = { DOCX: 'Word', XLSX: 'Excel', PDF: 'PDF', PPT: 'PPT', UNKNOWN: '其他' };

/** Category trees cat/dir/getTree answers: material folders, news or knowledge-base columns, course categories. */
export const catBizTypes = ['DOWNLOAD', 'NEWS', 'KNOW', 'VIDEO'] as const;
export type CatBizType = (typeof catBizTypes)[number];

/** comId 0 is the platform's own file area; companies with their own come later (decision 0010). */
export const PLATFORM_COM_ID = 0;

/** Files a download ranking (topDownload) answers at most, and by default. */
export const TOP_DOWNLOAD_MAX = 50;
export const TOP_DOWNLOAD_DEFAULT = 10;
