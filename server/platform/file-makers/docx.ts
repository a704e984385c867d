import { contentTypesXml, corePropsXml, relationshipsXml, REL, XML_HEAD, xmlText, zipParts } from './ooxml';

/** A block of a Word document, in reading order. */
export type DocBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'table'; header: string[]; rows: string[][] };

export type DocxInput = { title: string; author: string; date: Date; blocks: DocBlock[] };

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const DOCX_STYLES = 'application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml';

const run = (text: string, bold = false) => `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlText(text)}</w:t></w:r>`;
const para = (text: string, style?: string, bold = false) => `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${run(text, bold)}</w:p>`;

function tableXml(header: string[], rows: string[][]): string {
  // Page width between margins is 9026 twips (A4, 1440 margins); columns share it.
  const width = Math.floor(9026 / Math.max(1, header.length));
  const border = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="808080"/>`;
  const cell = (text: string, bold: boolean) =>
    `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${bold ? '<w:shd w:val="clear" w:color="auto" w:fill="DCE6F2"/>' : ''}</w:tcPr>${para(text, undefined, bold)}</w:tc>`;
  const row = (cells: string[], bold: boolean) => `<w:tr>${header.map((_, i) => cell(cells[i] ?? '', bold)).join('')}</w:tr>`;
  return (
    `<w:tbl><w:tblPr><w:tblW w:w="${width * header.length}" w:type="dxa"/><w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('')}</w:tblBorders></w:tblPr>` +
    `<w:tblGrid>${header.map(() => `<w:gridCol w:w="${width}"/>`).join('')}</w:tblGrid>${row(header, true)}${rows.map((r) => row(r, false)).join('')}</w:tbl>`
  );
}

function blockXml(b: DocBlock): string {
  switch (b.kind) {
    case 'title':
      return para(b.text, 'Title');
    case 'heading':
      return para(b.text, 'Heading1');
    case 'paragraph':
      return para(b.text);
    case 'table':
      // Word wants a paragraph after a table; an empty one keeps the next table from merging into it.
      return `${tableXml(b.header, b.rows)}<w:p/>`;
  }
}

const stylesXml =
  `${XML_HEAD}<w:styles xmlns:w="${W}">` +
  `<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:eastAsia="宋体" w:cs="Arial"/><w:sz w:val="22"/><w:lang w:val="en-US" w:eastAsia="zh-CN"/></w:rPr></w:rPrDefault>` +
  `<w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="360" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>` +
  `<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>` +
  `<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:jc w:val="center"/><w:spacing w:after="240"/></w:pPr><w:rPr><w:rFonts w:eastAsia="黑体"/><w:b/><w:sz w:val="36"/></w:rPr></w:style>` +
  `<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:rFonts w:eastAsia="黑体"/><w:b/><w:sz w:val="28"/></w:rPr></w:style>` +
  `</w:styles>`;

/** A Word document (OOXML) with a title, headings, paragraphs and bordered tables. */
export function makeDocx({ title, author, date, blocks }: DocxInput): Uint8Array {
  const body = blocks.map(blockXml).join('');
  const sect = '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr>';
  return zipParts(
    {
      '[Content_Types].xml': contentTypesXml({}, { '/word/document.xml': DOCX_MAIN, '/word/styles.xml': DOCX_STYLES }),
      '_rels/.rels': relationshipsXml([
        { id: 'rId1', type: REL.officeDocument, target: 'word/document.xml' },
        { id: 'rId2', type: REL.coreProps, target: 'docProps/core.xml' },
      ]),
      'docProps/core.xml': corePropsXml({ title, author, date }),
      'word/_rels/document.xml.rels': relationshipsXml([{ id: 'rId1', type: REL.styles, target: 'styles.xml' }]),
      'word/styles.xml': stylesXml,
      'word/document.xml': `${XML_HEAD}<w:document xmlns:w="${W}"><w:body>${body}${sect}</w:body></w:document>`,
    },
    date,
  );
}
