import { contentTypesXml, corePropsXml, relationshipsXml, REL, XML_HEAD, xmlText, zipParts } from './ooxml';

export type Cell = string | number;
export type Sheet = { name: string; header: string[]; rows: Cell[][]; widths?: number[] };
export type XlsxInput = { title: string; author: string; date: Date; sheets: Sheet[] };

const S = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const XLSX_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const XLSX_SHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';
const XLSX_STYLES = 'application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml';

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** Style 0 plain, 1 bold header on a blue-grey fill with borders, 2 bordered text, 3 bordered number with thousands separators. */
const stylesXml =
  `${XML_HEAD}<styleSheet xmlns="${S}">` +
  `<numFmts count="1"><numFmt numFmtId="164" formatCode="#,##0.00"/></numFmts>` +
  `<fonts count="2"><font><sz val="11"/><name val="宋体"/><family val="3"/><charset val="134"/></font><font><b/><sz val="11"/><name val="宋体"/><family val="3"/><charset val="134"/></font></fonts>` +
  `<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFDCE6F2"/><bgColor indexed="64"/></patternFill></fill></fills>` +
  `<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border><border><left style="thin"><color auto="1"/></left><right style="thin"><color auto="1"/></right><top style="thin"><color auto="1"/></top><bottom style="thin"><color auto="1"/></bottom><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="0" fontId="1" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1" applyAlignment="1"><alignment horizontal="center" vertical="center"/></xf>` +
  `<xf numFmtId="0" fontId="0" fillId="0" borderId="1" xfId="0" applyBorder="1"/>` +
  `<xf numFmtId="164" fontId="0" fillId="0" borderId="1" xfId="0" applyNumberFormat="1" applyBorder="1"/></cellXfs>` +
  `<cellStyles count="1"><cellStyle name="常规" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

function cellXml(ref: string, value: Cell, header: boolean): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}" s="${Number.isInteger(value) ? 2 : 3}"><v>${value}</v></c>`;
  return `<c r="${ref}" t="inlineStr" s="${header ? 1 : 2}"><is><t xml:space="preserve">${xmlText(String(value))}</t></is></c>`;
}

function sheetXml(sheet: Sheet): string {
  const all: Cell[][] = [sheet.header, ...sheet.rows];
  const rows = all.map((cells, r) => `<row r="${r + 1}">${cells.map((v, c) => cellXml(`${columnName(c)}${r + 1}`, v, r === 0)).join('')}</row>`).join('');
  const widths = sheet.header.map((h, i) => sheet.widths?.[i] ?? Math.min(40, Math.max(10, [...h].length * 2.2 + 2)));
  const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  // The header row stays in view while scrolling, as in any ledger a site team keeps.
  const views = '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>';
  return `${XML_HEAD}<worksheet xmlns="${S}">${views}<cols>${cols}</cols><sheetData>${rows}</sheetData></worksheet>`;
}

/** Sheet names: at most 31 characters and none of : \ / ? * [ ]. */
const sheetName = (name: string, i: number) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31).trim() || `Sheet${i + 1}`;

/** An Excel workbook (OOXML): one bold, frozen header row per sheet, inline strings and numbers. */
export function makeXlsx({ title, author, date, sheets }: XlsxInput): Uint8Array {
  const parts: Record<string, string> = {
    '_rels/.rels': relationshipsXml([
      { id: 'rId1', type: REL.officeDocument, target: 'xl/workbook.xml' },
      { id: 'rId2', type: REL.coreProps, target: 'docProps/core.xml' },
    ]),
    'docProps/core.xml': corePropsXml({ title, author, date }),
    'xl/styles.xml': stylesXml,
    'xl/workbook.xml':
      `${XML_HEAD}<workbook xmlns="${S}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>` +
      sheets.map((s, i) => `<sheet name="${xmlText(sheetName(s.name, i))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
      `</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': relationshipsXml([
      ...sheets.map((_, i) => ({ id: `rId${i + 1}`, type: REL.worksheet, target: `worksheets/sheet${i + 1}.xml` })),
      { id: `rId${sheets.length + 1}`, type: REL.styles, target: 'styles.xml' },
    ]),
  };
  const overrides: Record<string, string> = { '/xl/workbook.xml': XLSX_MAIN, '/xl/styles.xml': XLSX_STYLES };
  sheets.forEach((s, i) => {
    parts[`xl/worksheets/sheet${i + 1}.xml`] = sheetXml(s);
    overrides[`/xl/worksheets/sheet${i + 1}.xml`] = XLSX_SHEET;
  });
  return zipParts({ '[Content_Types].xml': contentTypesXml({}, overrides), ...parts }, date);
}
