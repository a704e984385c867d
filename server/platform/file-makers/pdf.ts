/**
 * PDFs written by hand. Chinese text uses STSong-Light with the UniGB-UCS2-H
 * encoding: one of the Adobe CJK fonts every PDF reader ships, so nothing is
 * embedded and a file of several pages stays a few kilobytes.
 */

export type PdfBlock = { kind: 'title' | 'subtitle' | 'heading' | 'paragraph'; text: string };
export type PdfInput = { title: string; author: string; date: Date; blocks: PdfBlock[] };

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN_X = 64;
const MARGIN_TOP = 72;
const MARGIN_BOTTOM = 72;
const TEXT_W = PAGE_W - 2 * MARGIN_X;

const STYLE: Record<PdfBlock['kind'], { size: number; leading: number; before: number; center?: boolean; indent?: number }> = {
  title: { size: 20, leading: 30, before: 8, center: true },
  subtitle: { size: 11, leading: 18, before: 4, center: true },
  heading: { size: 14, leading: 22, before: 14 },
  paragraph: { size: 11, leading: 19, before: 4, indent: 2 },
};

/** Width in em: CJK and full-width forms are square, ASCII about half. */
const charWidth = (ch: string) => (ch.charCodeAt(0) < 0x2e80 ? 0.5 : 1);

/** Lines that fit `width` points at `size`; the first line may be indented by `indent` em. */
export function wrapText(text: string, size: number, width: number, indent = 0): string[] {
  const lines: string[] = [];
  let line = '';
  let used = indent;
  for (const ch of text) {
    const w = charWidth(ch);
    if ((used + w) * size > width && line) {
      lines.push(line);
      line = '';
      used = 0;
    }
    line += ch;
    used += w;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** UCS-2 big-endian hex; characters outside the BMP become '?' (the font has no glyphs for them anyway). */
export function ucs2Hex(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    hex += (code > 0xffff || (code >= 0xd800 && code <= 0xdfff) ? 0x3f : code).toString(16).padStart(4, '0');
  }
  return hex.toUpperCase();
}

const pdfDate = (d: Date) => `D:${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

type PlacedLine = { text: string; size: number; x: number; y: number };

function layout(blocks: PdfBlock[]): PlacedLine[][] {
  const pages: PlacedLine[][] = [[]];
  let y = PAGE_H - MARGIN_TOP;
  for (const block of blocks) {
    const style = STYLE[block.kind];
    const indent = style.indent ?? 0;
    const lines = wrapText(block.text, style.size, TEXT_W, indent);
    y -= style.before;
    lines.forEach((text, i) => {
      if (y - style.leading < MARGIN_BOTTOM) {
        pages.push([]);
        y = PAGE_H - MARGIN_TOP;
      }
      y -= style.leading;
      const width = [...text].reduce((sum, ch) => sum + charWidth(ch), 0) * style.size;
      const x = style.center ? (PAGE_W - width) / 2 : MARGIN_X + (i === 0 ? indent * style.size : 0);
      pages[pages.length - 1]!.push({ text, size: style.size, x, y });
    });
  }
  return pages;
}

function pageStream(lines: PlacedLine[], n: number, total: number, footer: string): string {
  const text = lines.map((l) => `BT /F1 ${l.size} Tf 1 0 0 1 ${l.x.toFixed(2)} ${l.y.toFixed(2)} Tm <${ucs2Hex(l.text)}> Tj ET`);
  const foot = `${footer}    第 ${n} 页 共 ${total} 页`;
  const footWidth = [...foot].reduce((s, ch) => s + charWidth(ch), 0) * 9;
  return [
    '0.12 0.44 0.92 RG 0.8 w',
    `${MARGIN_X} ${PAGE_H - 48} m ${PAGE_W - MARGIN_X} ${PAGE_H - 48} l S`,
    `${MARGIN_X} 52 m ${PAGE_W - MARGIN_X} 52 l S`,
    '0.12 0.14 0.16 rg',
    ...text,
    '0.45 0.5 0.58 rg',
    `BT /F1 9 Tf 1 0 0 1 ${((PAGE_W - footWidth) / 2).toFixed(2)} 36 Tm <${ucs2Hex(foot)}> Tj ET`,
  ].join('\n');
}

/** A text PDF (A4, page numbers in the footer). Same input, same bytes. */
export function makePdf({ title, author, date, blocks }: PdfInput): Uint8Array {
  const pages = layout(blocks);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const fontId = 3;
  const firstPageId = 7;
  const pageIds = pages.map((_, i) => firstPageId + i * 2);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  add(`<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>`);
  add('<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 5 0 R /DW 1000 /W [1 95 500] >>');
  add('<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>');
  add(`<< /Title <FEFF${ucs2Hex(title)}> /Author <FEFF${ucs2Hex(author)}> /Producer (jizhi-portal) /CreationDate (${pdfDate(date)}) >>`);
  pages.forEach((lines, i) => {
    const stream = pageStream(lines, i + 1, pages.length, title.length > 24 ? `${title.slice(0, 24)}…` : title);
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`);
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });
  // Everything above is ASCII (text goes in as hex), so string offsets are byte offsets.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  const header = Buffer.byteLength(out, 'latin1');
  let body = '';
  objects.forEach((obj, i) => {
    offsets.push(header + body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  out += body;
  const xrefAt = header + body.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
