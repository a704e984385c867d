import { z } from 'zod';
import { projectTypes } from '../../../common/library/options';
import { tenderCategoryCodes, tenderInfoTypeCodes } from '../../../common/tender/options';
import { isCityOf, isProvinceCode } from '../../../common/tender/regions';

/**
 * One row of an import file (JSON Lines: one object a line; CSV: a header
 * line with these names). Amounts in yuan, times in ISO 8601. The row format
 * is documented in ./README.md.
 */
const text = (label: string, max: number) => z.string({ error: `缺少${label}` }).trim().min(1, `缺少${label}`).max(max, `${label}不能超过 ${max} 个字符`);
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过 ${max} 个字符`)
    .optional()
    .transform((v) => v || null);
const time = (label: string) =>
  z
    .string({ error: `缺少${label}` })
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label}不是有效时间`)
    .transform((v) => new Date(v));
const amount = (label: string) =>
  z
    .union([z.number(), z.string().trim()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return null;
      const n = Number(v);
      if (!Number.isFinite(n) || n < 0 || !Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: `${label}必须是不小于 0 的整数（元）` });
        return z.NEVER;
      }
      return n;
    });

export const ZImportRow = z
  .object({
    source: text('来源', 80),
    sourceId: text('来源编号', 120),
    bidNo: text('招标编号', 40),
    projectName: text('项目名称', 200),
    catNo: z.enum(tenderCategoryCodes, { error: `行业分类必须是 ${tenderCategoryCodes.join('、')} 之一` }),
    projectType: z.enum(projectTypes, { error: `工程类型必须是 ${projectTypes.join('、')} 之一` }).default('COMMON'),
    provinceCode: z.string({ error: '缺少省份代码' }).refine(isProvinceCode, '省份代码不是 6 位省级行政区划代码'),
    cityCode: z.string().optional().default(''),
    budget: amount('预算'),
    tenderee: text('招标人', 120),
    agency: optionalText('招标代理', 120),
    infoType: z.enum(tenderInfoTypeCodes, { error: `信息类型必须是 ${tenderInfoTypeCodes.join('、')} 之一` }),
    title: text('标题', 240),
    content: text('正文', 200_000),
    publishedAt: time('发布时间'),
    deadlineAt: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => {
        if (!v) return null;
        if (Number.isNaN(Date.parse(v))) {
          ctx.addIssue({ code: 'custom', message: '截止时间不是有效时间' });
          return z.NEVER;
        }
        return new Date(v);
      }),
    winner: optionalText('中标人', 120),
    winningAmount: amount('中标金额'),
    /** 投标人 / 中标候选人 in the notice's order: a JSON array of names, or in CSV one field with the names separated by ；, ; or |. */
    bidders: z
      .union([z.array(z.string({ error: '投标人必须是单位名称' })), z.string()], { error: '投标人必须是单位名称列表' })
      .optional()
      .transform((v, ctx) => {
        const names = (typeof v === 'string' ? v.split(/[；;|]/) : (v ?? [])).map((n) => n.trim()).filter(Boolean);
        if (names.length > 30) ctx.addIssue({ code: 'custom', message: '投标人最多 30 个' });
        if (names.some((n) => n.length > 120)) ctx.addIssue({ code: 'custom', message: '投标人名称不能超过 120 个字符' });
        return [...new Set(names)];
      }),
  })
  .refine((r) => !r.cityCode || isCityOf(r.provinceCode, r.cityCode), { message: '城市代码不属于该省份', path: ['cityCode'] });
export type ImportRow = z.output<typeof ZImportRow>;
export const importColumns = Object.keys(ZImportRow.shape) as (keyof ImportRow)[];

export type RowError = { line: number; reason: string };

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. Answers records with the line each starts on. */
export function parseCsv(input: string): { line: number; fields: string[] }[] {
  const out: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const text = input.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      if (fields.some((f) => f !== '')) out.push({ line: startLine, fields });
      fields = [];
      field = '';
      line++;
      startLine = line;
    } else field += c;
  }
  fields.push(field);
  if (fields.some((f) => f !== '')) out.push({ line: startLine, fields });
  return out;
}

const reasonOf = (e: z.ZodError) => e.issues.map((i) => i.message).join('；');

/** Parses and validates a whole file; every bad row is reported with its line number and reasons. */
export function parseImportFile(content: string, format: 'jsonl' | 'csv'): { rows: { line: number; row: ImportRow }[]; errors: RowError[] } {
  const rows: { line: number; row: ImportRow }[] = [];
  const errors: RowError[] = [];
  const take = (line: number, value: unknown) => {
    const parsed = ZImportRow.safeParse(value);
    if (parsed.success) rows.push({ line, row: parsed.data });
    else errors.push({ line, reason: reasonOf(parsed.error) });
  };
  if (format === 'jsonl') {
    content.split(/\r?\n/).forEach((text, i) => {
      if (text.trim() === '') return;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        errors.push({ line: i + 1, reason: '不是有效的 JSON' });
        return;
      }
      take(i + 1, value);
    });
  } else {
    const [header, ...records] = parseCsv(content);
    if (!header) return { rows, errors: [{ line: 1, reason: '文件为空' }] };
    const names = header.fields.map((f) => f.trim());
    const unknown = names.filter((n) => !importColumns.includes(n as keyof ImportRow));
    if (unknown.length > 0) return { rows, errors: [{ line: 1, reason: `未知的列：${unknown.join('、')}` }] };
    for (const r of records) {
      if (r.fields.length !== names.length) {
        errors.push({ line: r.line, reason: `列数为 ${r.fields.length}，表头为 ${names.length} 列` });
        continue;
      }
      take(r.line, Object.fromEntries(names.map((n, i) => [n, r.fields[i] === '' ? undefined : r.fields[i]])));
    }
  }
  // The same source id twice in one file is ambiguous: which one is the notice?
  const seen = new Map<string, number>();
  for (const { line, row } of rows) {
    const key = `${row.source}\u0000${row.sourceId}`;
    const first = seen.get(key);
    if (first !== undefined) errors.push({ line, reason: `与第 ${first} 行的来源与来源编号重复` });
    else seen.set(key, line);
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}
