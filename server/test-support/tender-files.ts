import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { chromium } from 'playwright-core';
import { testBrowserLaunch } from '../../scripts/chromium';
import { tenderDocumentHtml } from './tender-document';

/**
 * The tender document of tender-document.ts as the files an agency sends: a
 * Word document made with the `docx` package and a PDF printed by chromium
 * (real embedded Chinese fonts, a real table). Both start with the project's
 * name and owner, as a tender's cover page does.
 */

type Block = { kind: 'h'; text: string } | { kind: 'p'; text: string } | { kind: 'table'; rows: string[][] };

export const tenderFileFacts = { name: '长沙至益阳高速公路扩容工程路面施工第二标段', owner: '湖南省高速公路集团有限公司', bidNo: 'HNJT-2026-0318' };

/** The blocks of the document: the cover lines, then the notice's headings, paragraphs and scoring table. */
export function tenderBlocks(): Block[] {
  const blocks: Block[] = [
    { kind: 'p', text: `项目名称：${tenderFileFacts.name}` },
    { kind: 'p', text: `招标人：${tenderFileFacts.owner}` },
  ];
  for (const m of tenderDocumentHtml.matchAll(/<h3>(.*?)<\/h3>|<p>(.*?)<\/p>|<table>([\s\S]*?)<\/table>/g)) {
    if (m[1]) blocks.push({ kind: 'h', text: m[1] });
    else if (m[2]) blocks.push({ kind: 'p', text: m[2] });
    else if (m[3]) blocks.push({ kind: 'table', rows: [...m[3].matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((r) => [...r[1]!.matchAll(/<t[hd]>(.*?)<\/t[hd]>/g)].map((c) => c[1]!)) });
  }
  return blocks;
}

export async function tenderDocxFile(): Promise<Buffer> {
  const children = tenderBlocks().map((b) => {
    if (b.kind === 'h') return new Paragraph({ text: b.text, heading: HeadingLevel.HEADING_2 });
    if (b.kind === 'p') return new Paragraph({ children: [new TextRun(b.text)] });
    return new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: b.rows.map((cells, i) => new TableRow({ tableHeader: i === 0, children: cells.map((c) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text: c, bold: i === 0 })] })] })) })),
    });
  });
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

export async function tenderPdfFile(font = 'WenQuanYi Micro Hei'): Promise<Buffer> {
  const html = tenderBlocks()
    .map((b) =>
      b.kind === 'h'
        ? `<h2>${b.text}</h2>`
        : b.kind === 'p'
          ? `<p>${b.text}</p>`
          : `<table>${b.rows.map((r, i) => `<tr>${r.map((c) => (i === 0 ? `<th>${c}</th>` : `<td>${c}</td>`)).join('')}</tr>`).join('')}</table>`,
    )
    .join('');
  const browser = await chromium.launch(testBrowserLaunch);
  try {
    const page = await browser.newPage();
    await page.setContent(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>
        body { font-family: '${font}', sans-serif; font-size: 14px; }
        h2 { font-size: 18px; }
        table { border-collapse: collapse; }
        th, td { border: 1px solid #333; padding: 4px 20px; text-align: left; }
      </style></head><body>${html}</body></html>`,
    );
    return await page.pdf({ format: 'A4', margin: { top: '20mm', bottom: '20mm', left: '20mm', right: '20mm' } });
  } finally {
    await browser.close();
  }
}

export const dataUrl = (bytes: Uint8Array, mime = 'application/octet-stream') => `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
