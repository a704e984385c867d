import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeDocumentPdf, makeFile, type FileSpec } from './index';
import { ucs2Hex, wrapText } from './pdf';
import { columnName } from './xlsx';
import { subjectOf } from './doc-content';

const base: Omit<FileSpec, 'title' | 'fileType'> = { memo: '用于月度计量与支付审核。', dirName: '计量支付表格', date: new Date('2026-05-12T02:00:00Z'), seed: 'downloads/0123456789abcdef0123456789abcdef.xlsx' };
const unzip = (bytes: Uint8Array) => {
  const files = unzipSync(bytes);
  return (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} is missing; have ${Object.keys(files).join(', ')}`);
    return strFromU8(file);
  };
};
const hex = (text: string) => ucs2Hex(text);

describe('file makers', () => {
  it('writes a metering ledger workbook with headers, bill rows and a payment summary sheet', () => {
    const read = unzip(makeFile({ ...base, title: '道路工程中期计量支付台账模板', fileType: 'XLSX' }));
    expect(read('[Content_Types].xml')).toContain('/xl/worksheets/sheet2.xml');
    expect(read('xl/workbook.xml')).toContain('name="计量支付台账"');
    const sheet = read('xl/worksheets/sheet1.xml');
    for (const header of ['清单编号', '合同单价(元)', '本期计量金额(元)', '累计完成比例']) expect(sheet).toContain(`<t xml:space="preserve">${header}</t>`);
    expect(sheet).toContain('AC-20C 中粒式沥青混凝土');
    expect(sheet).toContain('state="frozen"');
    expect(read('docProps/core.xml')).toContain('<dc:title>道路工程中期计量支付台账模板</dc:title>');
  });

  it('picks the ledger by the title: materials, schedules, hazards, changes', () => {
    const sheetOf = (title: string) => unzip(makeFile({ ...base, title, fileType: 'XLSX' }))('xl/worksheets/sheet1.xml');
    expect(sheetOf('材料进场验收台账')).toContain('供应商');
    expect(sheetOf('隧道施工进度计划表')).toContain('计划完成');
    expect(sheetOf('安全隐患排查台账')).toContain('整改措施');
    expect(sheetOf('工程变更台账模板')).toContain('变更编号');
    expect(sheetOf('隧道工程计量支付台账')).toContain('C25 喷射混凝土');
  });

  it('writes a site log document with its table and sections', () => {
    const read = unzip(makeFile({ ...base, title: '桥梁工程施工日志', fileType: 'DOCX' }));
    expect(read('_rels/.rels')).toContain('Target="word/document.xml"');
    const doc = read('word/document.xml');
    expect(doc).toContain('<w:pStyle w:val="Title"/></w:pPr><w:r><w:t xml:space="preserve">桥梁工程施工日志</w:t>');
    expect(doc).toContain('一、当日施工内容');
    expect(doc).toContain('<w:tbl>');
    expect(read('word/styles.xml')).toContain('w:eastAsia="宋体"');
  });

  it('writes contracts and plans by what the title says', () => {
    expect(unzip(makeFile({ ...base, title: '劳务分包合同范本', fileType: 'DOCX' }))('word/document.xml')).toContain('第二条 合同价款与计量');
    const plan = unzip(makeFile({ ...base, title: '隧道二次衬砌施工技术交底', fileType: 'DOCX' }))('word/document.xml');
    expect(plan).toContain('施工工艺流程');
    expect(plan).toContain('交底人');
  });

  it('writes a deck: cover, one slide per topic, master, layout and theme', () => {
    const bytes = makeFile({ ...base, title: '隧道二次衬砌施工技术交底', fileType: 'PPT' });
    const read = unzip(bytes);
    const presentation = read('ppt/presentation.xml');
    expect(presentation.match(/<p:sldId /g)).toHaveLength(6);
    expect(read('ppt/slides/slide1.xml')).toContain('<a:t>隧道二次衬砌施工技术交底</a:t>');
    expect(read('ppt/slides/slide2.xml')).toContain('内容：隧道二次衬砌施工');
    expect(read('ppt/slides/slide4.xml')).toContain('质量控制要点');
    expect(read('ppt/theme/theme1.xml')).toContain('<a:ea typeface="微软雅黑"/>');
    expect(read('ppt/slides/_rels/slide1.xml.rels')).toContain('../slideLayouts/slideLayout1.xml');
    expect(read('[Content_Types].xml')).toContain('presentationml.slide+xml');
  });

  it('writes a zip with a read-me for other files, with UTF-8 names', () => {
    const bytes = makeFile({ ...base, title: 'CAD 标准图框与图例库（DWG）', fileType: 'UNKNOWN' });
    expect(unzip(bytes)('说明.txt')).toContain('CAD 标准图框与图例库（DWG）');
    // A BOM first, so that Excel reads the CSV as UTF-8.
    expect([...unzipSync(bytes)['文件清单.csv']!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes a PDF with the non-embedded STSong-Light font, the text in UCS-2 and a correct cross-reference table', () => {
    const pdf = Buffer.from(makeFile({ ...base, title: '城市道路施工质量管理指南', fileType: 'PDF' })).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf).toContain('/BaseFont /STSong-Light /Encoding /UniGB-UCS2-H');
    expect(pdf).not.toContain('/FontFile');
    expect(pdf).toContain(`<${hex('城市道路施工质量管理指南')}> Tj`);
    expect(pdf).toContain(hex('质量控制要点'));
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const entries = pdf.slice(xrefAt).split('\n').slice(3).filter((l) => / n $/.test(l));
    entries.forEach((line, i) => expect(pdf.slice(Number(line.slice(0, 10))).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });

  it('breaks a long document into pages with page numbers', () => {
    const paragraphs = Array.from({ length: 80 }, (_, i) => `${i + 1}.0.1 混凝土浇筑前应检查模板、钢筋及预埋件，并做好隐蔽工程验收记录。`);
    const pdf = Buffer.from(makeDocumentPdf({ title: 'GB 50204-2015 混凝土结构工程施工质量验收规范', subtitle: '住房和城乡建设部', sections: [{ heading: '1 总则', paragraphs }], date: base.date })).toString('latin1');
    const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(pdf)![1]);
    expect(pages).toBeGreaterThan(2);
    expect(pdf).toContain(hex(`共 ${pages} 页`));
  });

  it('gives the same bytes for the same row, and different numbers for another seed', () => {
    const spec = { ...base, title: '道路工程中期计量支付台账模板', fileType: 'XLSX' as const };
    expect(Buffer.from(makeFile(spec)).equals(Buffer.from(makeFile(spec)))).toBe(true);
    expect(Buffer.from(makeFile(spec)).equals(Buffer.from(makeFile({ ...spec, seed: 'other' })))).toBe(false);
  });

  it('escapes markup in titles', () => {
    const read = unzip(makeFile({ ...base, title: '<script>&"台账"', fileType: 'XLSX' }));
    expect(read('docProps/core.xml')).toContain('<dc:title>&lt;script&gt;&amp;&quot;台账&quot;</dc:title>');
  });
});

describe('file maker helpers', () => {
  it('wraps CJK at full width and ASCII at half', () => {
    expect(wrapText('一二三四五六', 10, 30)).toEqual(['一二三', '四五六']);
    expect(wrapText('abcdef', 10, 30)).toEqual(['abcdef']);
    expect(wrapText('', 10, 30)).toEqual(['']);
  });
  it('encodes UCS-2 and replaces characters outside the BMP', () => {
    expect(ucs2Hex('A中')).toBe('00414E2D');
    expect(ucs2Hex('𠀀')).toBe('003F');
  });
  it('names spreadsheet columns', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
  it('finds what a title is about', () => {
    expect(subjectOf('隧道二次衬砌施工技术交底')).toBe('隧道二次衬砌施工');
    expect(subjectOf('CAD 标准图框与图例库（DWG）')).toBe('CAD 标准图框与图例库');
    expect(subjectOf('模板')).toBe('模板');
  });
});
