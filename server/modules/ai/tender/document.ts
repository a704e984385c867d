import mammoth from 'mammoth';
import { tenderUploadMessages } from '../../../../common/ai/options';
import { sniffDocument, type DocumentType } from '../../../platform/document-type';
import { AppError } from '../../../errors';
import { unifyCjkRadicals } from '../../../platform/cjk-radicals';

/** A PDF longer than this is read only this far: the requirements of a tender are in its first chapters. */
const MAX_PDF_PAGES = 300;

/**
 * An uploaded tender document as text the extraction reads (extract.ts):
 * the type is taken from the bytes (a renamed file is refused), a DOCX is
 * read with mammoth (headings, paragraphs and tables as HTML), a PDF with
 * unpdf (pdf.js) and its lines rebuilt from the text positions, table cells
 * joined by " | " as in a notice's HTML table.
 */
export async function readTenderDocument(bytes: Uint8Array): Promise<{ type: DocumentType; source: string }> {
  const type = sniffDocument(bytes);
  if (!type) throw new AppError('BUSINESS', tenderUploadMessages.type);
  let source: string;
  try {
    source = type === 'docx' ? await docxHtml(bytes) : await pdfText(bytes);
  } catch {
    throw new AppError('BUSINESS', tenderUploadMessages.unreadable);
  }
  if (source.replace(/<[^>]+>/g, '').replace(/\s+/g, '').length < 20) throw new AppError('BUSINESS', tenderUploadMessages.noText);
  return { type, source };
}

async function docxHtml(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  // A cell's paragraphs stay on the cell's line, so one table row is one line of the extraction.
  return value.replace(/<(td|th)([^>]*)>([\s\S]*?)<\/\1>/g, (_m, tag: string, attrs: string, inner: string) => `<${tag}${attrs}>${inner.replace(/<\/?p>/g, ' ').trim()}</${tag}>`);
}

/** `spaced`: a space came before it in the PDF's text, as an item of its own (Noto CJK PDFs write them so). */
type TextItem = { str: string; x: number; y: number; width: number; height: number; spaced?: boolean };

/** Sentence ends: a line ending with one closes its paragraph. */
const CLOSED = /[。；;：:！？!?]$/;
/** A line that starts a new paragraph: a numbered heading or clause, a ★ clause, or a label such as 招标人：. */
const OPENS = /^(?:★|第[一二三四五六七八九十百\d]+[章节条]|[一二三四五六七八九十]+、|\(?\d+(?:\.\d+)*[)）、.．\s]|[\u4e00-\u9fa5]{2,8}[：:])/;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocumentProxy } = await import('unpdf');
  // verbosity 0: pdf.js keeps its warnings about damaged files to itself (the user gets our message).
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  const lines: string[] = [];
  try {
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PDF_PAGES); n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const items: TextItem[] = [];
      let spaced = false;
      for (const it of content.items) {
        if (!('str' in it)) continue;
        if (!it.str.trim()) {
          spaced ||= it.str.length > 0;
          continue;
        }
        // Noto and Source Han PDFs name radicals for characters (项⽬ for 项目), and a wave dash for the full-width tilde of 25～30.
        const str = unifyCjkRadicals(it.str).replace(/\u301C/g, '～');
        items.push({ str, x: it.transform[4] as number, y: it.transform[5] as number, width: it.width, height: Math.abs(it.height || (it.transform[3] as number)) || 10, spaced });
        spaced = false;
      }
      lines.push(...pageLines(items));
    }
  } finally {
    await pdf.destroy();
  }
  return joinParagraphs(lines).join('\n');
}

/** Items of one page as lines, top to bottom; a wide gap between two items on a line is a table cell border. */
export function pageLines(items: TextItem[]): string[] {
  const rows: { y: number; height: number; items: TextItem[] }[] = [];
  for (const item of [...items].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.find((r) => Math.abs(r.y - item.y) <= Math.min(r.height, item.height) * 0.5);
    if (row) row.items.push(item);
    else rows.push({ y: item.y, height: item.height, items: [item] });
  }
  return rows
    .sort((a, b) => b.y - a.y)
    .map((row) => {
      const sorted = row.items.sort((a, b) => a.x - b.x);
      let line = '';
      let end = -Infinity;
      for (const it of sorted) {
        const gap = it.x - end;
        if (line && gap > it.height * 1.5) line += ' | ';
        else if (line && (it.spaced || (gap > it.height * 0.2 && /[A-Za-z0-9]$/.test(line) && /^[A-Za-z0-9]/.test(it.str)))) line += ' ';
        line += it.str;
        end = it.x + it.width;
      }
      return line.replace(/\s+/g, ' ').trim();
    })
    .filter(Boolean);
}

/** A paragraph wrapped over several lines becomes one line again, so a clause is one sentence of the extraction. */
export function joinParagraphs(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const isHeading = (s: string) => s.length <= 40 && !CLOSED.test(s) && OPENS.test(s) && !/[，,]/.test(s);
    if (prev !== undefined && !CLOSED.test(prev) && !prev.includes(' | ') && !line.includes(' | ') && !OPENS.test(line) && !isHeading(prev)) {
      out[out.length - 1] = prev + line;
    } else out.push(line);
  }
  return out;
}
