import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableOfContents,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { OFFLINE_LABEL, OFFLINE_NOTICE } from '../../../../common/ai/options';
import type { TenderDraft } from '../../../../common/ai/schemas';

/** The ideographic space between a chapter's number and its title. */
const SP = '\u3000';

const kindLabels = { qualification: '资格', technical: '技术', commercial: '商务', scoring: '评分', other: '其他' } as const;
const FONT = { ascii: 'SimSun', eastAsia: '宋体', hAnsi: 'SimSun' };

/** A chapter's text (the little Markdown the answers use) as Word paragraphs: ##/### become headings 2/3, "- " bullets. */
function chapterParagraphs(content: string): Paragraph[] {
  const out: Paragraph[] = [];
  for (const raw of content.split('\n')) {
    const line = raw.trim();
    // The chapter's own title is the Heading 1 already; the offline notice is said once, on the cover.
    if (!line || line === OFFLINE_NOTICE || /^#\s/.test(line)) continue;
    const clean = line.replace(/\*\*/g, '');
    if (/^##\s/.test(clean)) out.push(new Paragraph({ text: clean.replace(/^##\s+/, ''), heading: HeadingLevel.HEADING_2 }));
    else if (/^###+\s/.test(clean)) out.push(new Paragraph({ text: clean.replace(/^###+\s+/, ''), heading: HeadingLevel.HEADING_3 }));
    else if (/^[-*]\s/.test(clean)) out.push(new Paragraph({ text: clean.replace(/^[-*]\s+/, ''), bullet: { level: 0 } }));
    else out.push(new Paragraph({ children: [new TextRun(clean.replace(/^>\s?/, ''))], spacing: { after: 120 } }));
  }
  return out;
}

const cell = (text: string, opts: { bold?: boolean; width?: number; shade?: string } = {}) =>
  new TableCell({
    width: opts.width ? { size: opts.width, type: WidthType.PERCENTAGE } : undefined,
    shading: opts.shade ? { fill: opts.shade } : undefined,
    children: [new Paragraph({ children: [new TextRun({ text, bold: opts.bold, size: 20 })] })],
  });

/** The 技术响应对照表: one row per clause, with the chapter that answers it and whether it does. */
function coverageTable(d: TenderDraft): Table {
  const header = new TableRow({
    tableHeader: true,
    children: ['编号', '类别', '★', '招标文件条款', '响应章节', '响应情况'].map((h) => cell(h, { bold: true, shade: 'E8EEF9' })),
  });
  const rows = d.coverage.map(
    (c) =>
      new TableRow({
        children: [
          cell(c.code, { width: 7 }),
          cell(kindLabels[c.kind], { width: 7 }),
          cell(c.star ? '★' : '', { width: 5 }),
          cell(c.text, { width: 49 }),
          cell(c.chapterTitle ?? '', { width: 18 }),
          cell(c.answered ? '已响应' : '未响应', { width: 14, shade: c.answered ? undefined : c.star ? 'FDE2E1' : 'FFF4E0' }),
        ],
      }),
  );
  const border = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [header, ...rows],
    borders: { top: border, bottom: border, left: border, right: border, insideHorizontal: border, insideVertical: border },
  });
}

/** The draft as a Word document: cover, table of contents, one Heading 1 per chapter, and the coverage table. */
export async function tenderDocx(d: TenderDraft, { now = new Date() }: { now?: Date } = {}): Promise<Buffer> {
  const offline = d.chapters.some((c) => c.provider === 'offline');
  const date = `${now.getFullYear()} 年 ${now.getMonth() + 1} 月 ${now.getDate()} 日`;
  const cover = [
    new Paragraph({ text: '', spacing: { before: 2400 } }),
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: d.facts.name || d.title, bold: true, size: 44 })] }),
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { before: 400 }, children: [new TextRun({ text: '投标文件（技术标）', bold: true, size: 40 })] }),
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { before: 1200 }, children: [new TextRun({ text: `招标编号：${d.facts.bidNo || '【待补充】'}`, size: 28 })] }),
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: `招标人：${d.facts.owner || '【待补充】'}`, size: 28 })] }),
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: `投标人：${d.facts.bidder || '【待补充】'}（盖单位章）`, size: 28 })] }),
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { before: 600 }, children: [new TextRun({ text: date, size: 28 })] }),
    ...(offline ? [new Paragraph({ alignment: AlignmentType.CENTER, spacing: { before: 600 }, children: [new TextRun({ text: `【${OFFLINE_LABEL}】部分章节由离线模板生成，请核对后使用`, color: '8A4B00', size: 22 })] })] : []),
    new Paragraph({ children: [new PageBreak()] }),
  ];
  const toc = [
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: `目${SP}录`, bold: true, size: 32 })] }),
    new TableOfContents('目录', { hyperlink: true, headingStyleRange: '1-2' }),
    // Word fills the field on opening (updateFields); the list below is what a reader without field updates sees.
    ...d.chapters.map((c, i) => new Paragraph({ children: [new TextRun(`第${i + 1}章${SP}${c.title}`)] })),
    new Paragraph({ children: [new TextRun(`第${d.chapters.length + 1}章${SP}技术响应对照表`)] }),
    new Paragraph({ children: [new PageBreak()] }),
  ];
  const body = d.chapters.flatMap((c, i) => [
    new Paragraph({ text: `第${i + 1}章${SP}${c.title}`, heading: HeadingLevel.HEADING_1, pageBreakBefore: i > 0 }),
    ...(c.content.trim() ? chapterParagraphs(c.content) : [new Paragraph({ children: [new TextRun({ text: '【本章尚未撰写】', color: 'B42318' })] })]),
  ]);
  const coverage = [
    new Paragraph({ text: `第${d.chapters.length + 1}章${SP}技术响应对照表`, heading: HeadingLevel.HEADING_1, pageBreakBefore: true }),
    ...(d.unansweredStars.length
      ? [new Paragraph({ children: [new TextRun({ text: `注意：★ 条款 ${d.unansweredStars.join('、')} 尚未响应。`, bold: true, color: 'B42318' })] })]
      : []),
    coverageTable(d),
  ];
  const doc = new Document({
    creator: '计智云 AI 标书',
    title: d.title,
    features: { updateFields: true },
    styles: { default: { document: { run: { font: FONT, size: 24 } } } },
    sections: [{ children: [...cover, ...toc, ...body, ...coverage] }],
  });
  return Packer.toBuffer(doc);
}
