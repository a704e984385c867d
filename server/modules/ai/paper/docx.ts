import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { OFFLINE_LABEL, OFFLINE_NOTICE } from '../../../../common/ai/options';
import type { Paper } from '../../../../common/ai/paper';

const FONT = { ascii: 'Times New Roman', eastAsia: '宋体', hAnsi: 'Times New Roman' };

/** A section's text (paragraphs, the little Markdown answers use) as Word paragraphs; the offline notice is said once, under the title. */
function sectionParagraphs(content: string): Paragraph[] {
  const out: Paragraph[] = [];
  for (const raw of content.split('\n')) {
    const line = raw.trim().replace(/\*\*/g, '');
    if (!line || line === OFFLINE_NOTICE || /^#\s/.test(line)) continue;
    if (/^##+\s/.test(line)) out.push(new Paragraph({ text: line.replace(/^##+\s+/, ''), heading: HeadingLevel.HEADING_2 }));
    else out.push(new Paragraph({ children: [new TextRun(line.replace(/^[-*>]\s?/, ''))], indent: { firstLine: 480 }, spacing: { after: 120, line: 360 } }));
  }
  return out;
}

/**
 * The paper as a Word document: title, field and keywords, the abstract, one
 * numbered Heading 1 per section, and 参考文献 in GB/T 7714 ([1] …).
 */
export async function paperDocx(p: Paper): Promise<Buffer> {
  const offline = p.sections.some((s) => s.provider === 'offline');
  const [abstract, ...body] = p.sections[0]?.key === 'abstract' ? p.sections : [undefined, ...p.sections];
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun({ text: p.title, bold: true, size: 36 })] }),
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [new TextRun({ text: `（${p.field}）`, size: 24 })] }),
    ...(offline ? [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: `【${OFFLINE_LABEL}】部分章节由离线模板生成，请核对后使用`, color: '8A4B00', size: 20 })] })] : []),
  ];
  if (abstract) {
    children.push(
      new Paragraph({ children: [new TextRun({ text: '摘要：', bold: true }), new TextRun(abstract.content.split('\n').filter((l) => l.trim() && l.trim() !== OFFLINE_NOTICE).join('') || '【待补充】')] }),
      new Paragraph({ spacing: { after: 240 }, children: [new TextRun({ text: '关键词：', bold: true }), new TextRun(p.keywords.join('；'))] }),
    );
  }
  body.forEach((s, i) => {
    if (!s) return;
    children.push(new Paragraph({ text: `${i + 1}${'\u3000'}${s.heading}`, heading: HeadingLevel.HEADING_1 }));
    children.push(...(s.content.trim() ? sectionParagraphs(s.content) : [new Paragraph({ children: [new TextRun({ text: '【本节尚未撰写】', color: 'B42318' })] })]));
  });
  children.push(new Paragraph({ text: '参考文献', heading: HeadingLevel.HEADING_1 }));
  if (p.references.length === 0) children.push(new Paragraph({ children: [new TextRun('（资料库中未找到与关键词相关的规范或论文）')] }));
  p.references.forEach((r, i) => children.push(new Paragraph({ children: [new TextRun({ text: `[${i + 1}] ${r.text}`, size: 21 })], spacing: { after: 60 } })));

  const doc = new Document({
    creator: '计智云 AI 论文',
    title: p.title,
    styles: { default: { document: { run: { font: FONT, size: 24 } } } },
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}
