import { strToU8 } from 'fflate';
import { createRandom, deriveSeed } from '../../db/factories/random';
import { docBlocksFor, pdfBlocksFor, readmeFor, slidesFor, type ContentContext } from './doc-content';
import { makeDocx } from './docx';
import { zipParts } from './ooxml';
import { makePdf, type PdfBlock } from './pdf';
import { makePptx } from './pptx';
import { sheetsFor } from './sheet-content';
import { makeXlsx } from './xlsx';
import type { FileType } from '../../../common/download/options';

/** PPT files are written as .pptx, UNKNOWN ones as a .zip of what a site team would send. */
export const extensionOf: Record<FileType, string> = { UNKNOWN: 'zip', XLSX: 'xlsx', DOCX: 'docx', PDF: 'pdf', PPT: 'pptx' };
export const contentTypeOf: Record<FileType, string> = {
  UNKNOWN: 'application/zip',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  DOCX: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  PDF: 'application/pdf',
  PPT: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Everything a generated file depends on. `seed` (the storage key, say) varies the numbers between files of one kind. */
export type FileSpec = ContentContext & { fileType: FileType; seed: string; author?: string };

const AUTHOR = '计智云资料中心';

/**
 * The bytes of a downloadable file, made from its row alone: the same row
 * always gives the same bytes, so a file missing from storage can be made
 * again and still match the size the list shows.
 */
export function makeFile(spec: FileSpec): Uint8Array {
  const rng = createRandom(deriveSeed('download-file', spec.seed));
  const author = spec.author ?? AUTHOR;
  const base = { title: spec.title, author, date: spec.date };
  switch (spec.fileType) {
    case 'XLSX':
      return makeXlsx({ ...base, sheets: sheetsFor(rng, spec.title, spec.date) });
    case 'DOCX':
      return makeDocx({ ...base, blocks: docBlocksFor(rng, spec) });
    case 'PPT':
      return makePptx({ ...base, subtitle: `${spec.dirName} · ${AUTHOR}`, slides: slidesFor(rng, spec) });
    case 'PDF':
      return makePdf({ ...base, blocks: pdfBlocksFor(rng, spec) });
    case 'UNKNOWN': {
      const list = ['序号,文件,说明', `1,说明.txt,${spec.title}使用说明`, '2,文件清单.csv,本清单'].join('\r\n');
      // A BOM so that Excel reads the Chinese in the CSV as UTF-8.
      const csv = new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8(list)]);
      return zipParts({ '说明.txt': readmeFor(spec, ['说明.txt', '文件清单.csv']), '文件清单.csv': csv }, spec.date);
    }
  }
}

/** A standard's or paper's PDF: its citation as the title, then the text in chapters. */
export function makeDocumentPdf({ title, subtitle, sections, date }: { title: string; subtitle: string; sections: { heading: string; paragraphs: string[] }[]; date: Date }): Uint8Array {
  const blocks: PdfBlock[] = [
    { kind: 'title', text: title },
    { kind: 'subtitle', text: subtitle },
  ];
  for (const s of sections) {
    if (s.heading) blocks.push({ kind: 'heading', text: s.heading });
    for (const p of s.paragraphs) blocks.push({ kind: 'paragraph', text: p });
  }
  return makePdf({ title, author: AUTHOR, date, blocks });
}
