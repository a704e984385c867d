import type { TenderChapter, TenderClause } from '../../../db/schema-ai';

/**
 * Requirement extraction from a tender's own text (issue 16 item 3): every
 * clause returned is a sentence or a scoring row *found* in the text, never
 * paraphrased or invented. Kinds follow the section a sentence is in and the
 * words it uses; ★ clauses and sentences with 必须 / 须 / 应 / 不得 / 否决 …
 * are kept, so are all sentences of a qualification section and every row of
 * a scoring table.
 */

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** HTML (or plain text) as lines: one per paragraph, heading, list item and table row; table cells joined by " | ". */
export function toLines(source: string): string[] {
  const text = /<[a-z][^>]*>/i.test(source)
    ? source
        .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
        .replace(/<\/(td|th)>\s*/gi, ' | ')
        .replace(/<(br|\/p|\/h[1-6]|\/li|\/tr|\/div|\/caption)\b[^>]*>/gi, '\n')
        .replace(/<[^>]+>/g, '')
        .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m] ?? m)
    : source;
  return text
    .split(/\n+/)
    .map((l) => l.replace(/[ \t\u3000]+/g, ' ').replace(/\s*\|\s*$/, '').trim())
    .filter(Boolean);
}

/** The plain text of a source, as the clauses quote it. */
export function plainText(source: string): string {
  return toLines(source).join('\n');
}

const SUBSTANTIVE = /必须|须(?!知)|应当|(?<![相对响供反适效])应(?![用急答])|不得|不应|否决|废标|无效投标|不予受理|不接受|严禁|禁止/;
const HEADING = /^(?:第[一二三四五六七八九十百\d]+[章节条]|[一二三四五六七八九十]+、|\d+(?:\.\d+)*[、.．]\s*[^\d])/;

type Kind = TenderClause['kind'];

function kindOfHeading(heading: string): Kind | undefined {
  if (/评分|评标|评审|打分/.test(heading)) return 'scoring';
  if (/资格|资质|信誉/.test(heading)) return 'qualification';
  if (/商务|报价|付款|保证金|合同|投标文件|递交|有效期/.test(heading)) return 'commercial';
  if (/技术|施工|质量|工期|安全|工艺|设备|材料/.test(heading)) return 'technical';
  return undefined;
}

function kindOfSentence(sentence: string): Kind | undefined {
  if (/资质|业绩|项目经理|建造师|安全生产许可证|失信|信誉|联合体|注册|执业资格|考核合格证/.test(sentence)) return 'qualification';
  if (/报价|限价|价格|付款|保证金|有效期|合同|结算|递交|截止|费用/.test(sentence)) return 'commercial';
  if (/工期|质量|安全|施工|技术|工艺|设备|材料|标准|规范|验收|环保|文明/.test(sentence)) return 'technical';
  return undefined;
}

/** Splits a line into sentences at 。；; keeping each sentence's own text (with its end mark). */
function sentencesOf(line: string): string[] {
  return (line.match(/[^。；;]+[。；;]?/g) ?? []).map((s) => s.trim()).filter((s) => s.replace(/[。；;]/g, '').length >= 4);
}

/** A scoring table: a header row naming 评分/分值/评审, then rows whose cells hold a number of points. */
function scoringRow(cells: string[]): { item: string; points: number; criteria: string } | undefined {
  const pointsAt = cells.findIndex((c) => /^\d+(?:\.\d+)?\s*分?$/.test(c));
  if (pointsAt < 0) return undefined;
  const others = cells.filter((_, i) => i !== pointsAt && !/^\d+$/.test(cells[i]!));
  if (others.length === 0) return undefined;
  return { item: others[0]!, points: Number.parseFloat(cells[pointsAt]!), criteria: others.slice(1).join('；') };
}

export function extractClauses(source: string): TenderClause[] {
  const found: Omit<TenderClause, 'code'>[] = [];
  const seen = new Set<string>();
  let section: Kind | undefined;
  let inScoring = false;
  const add = (c: Omit<TenderClause, 'code'>) => {
    if (seen.has(c.text)) return;
    seen.add(c.text);
    found.push(c);
  };

  for (const line of toLines(source)) {
    if (line.includes(' | ')) {
      const cells = line.split(' | ').map((c) => c.trim()).filter(Boolean);
      if (cells.some((c) => /评分|分值|评审因素|评分标准/.test(c)) && !cells.some((c) => /^\d+(?:\.\d+)?\s*分?$/.test(c))) {
        inScoring = true;
        continue;
      }
      const row = inScoring || section === 'scoring' ? scoringRow(cells) : undefined;
      if (row) {
        const text = [row.item, cells[cells.findIndex((c) => /^\d+(?:\.\d+)?\s*分?$/.test(c))], row.criteria].filter(Boolean).join(' | ');
        add({ kind: 'scoring', text, star: text.includes('★'), substantive: SUBSTANTIVE.test(text), points: row.points });
        continue;
      }
      // Other tables (lots, schedules): their ★ or substantive cells are clauses like sentences.
      for (const cell of cells) {
        if (cell.includes('★') || SUBSTANTIVE.test(cell)) add({ kind: kindOfSentence(cell) ?? section ?? 'other', text: cell, star: cell.includes('★'), substantive: SUBSTANTIVE.test(cell) });
      }
      continue;
    }
    inScoring = false;
    if (HEADING.test(line) && line.length <= 40 && !/[。；;]$/.test(line)) {
      section = kindOfHeading(line);
      continue;
    }
    for (const sentence of sentencesOf(line)) {
      const star = sentence.includes('★');
      const substantive = SUBSTANTIVE.test(sentence);
      if (!star && !substantive && section !== 'qualification') continue;
      add({ kind: section === 'qualification' ? 'qualification' : (kindOfSentence(sentence) ?? section ?? 'other'), text: sentence, star, substantive });
    }
  }
  return found.map((c, i) => ({ code: `R${String(i + 1).padStart(2, '0')}`, ...c }));
}

/** The chapters of a technical bid and which clauses each answers: every clause is answered by exactly one chapter. */
const CHAPTERS: { key: string; title: string; takes: (c: TenderClause) => boolean }[] = [
  { key: 'response', title: '投标函及对招标文件的响应', takes: (c) => c.kind === 'commercial' },
  { key: 'qualification', title: '项目管理机构与资格证明', takes: (c) => c.kind === 'qualification' },
  { key: 'schedule', title: '工期保证措施', takes: (c) => c.kind === 'technical' && /工期|进度|日历天|开工|竣工/.test(c.text) },
  { key: 'quality', title: '质量、安全与文明施工保证措施', takes: (c) => c.kind === 'technical' && /质量|安全|文明|环保|扬尘|验收/.test(c.text) },
  { key: 'construction', title: '施工组织设计与主要施工方案', takes: (c) => c.kind === 'technical' },
  { key: 'scoring', title: '评分办法逐项响应', takes: (c) => c.kind === 'scoring' },
  { key: 'overview', title: '工程概况与招标范围理解', takes: () => true },
];

/** The display order of the chapters. */
const ORDER = ['overview', 'construction', 'quality', 'schedule', 'qualification', 'response', 'scoring'];

export function proposeOutline(clauses: TenderClause[]): TenderChapter[] {
  const byKey = new Map(CHAPTERS.map((c) => [c.key, [] as string[]]));
  for (const clause of clauses) {
    const chapter = CHAPTERS.find((c) => c.takes(clause))!;
    byKey.get(chapter.key)!.push(clause.code);
  }
  return ORDER.filter((key) => key !== 'scoring' || byKey.get('scoring')!.length > 0).map((key) => ({
    key,
    title: CHAPTERS.find((c) => c.key === key)!.title,
    clauseCodes: byKey.get(key)!,
    content: '',
    provider: null,
  }));
}

/** The 技术响应对照表: each clause, the chapter that answers it, and whether that chapter's text cites it (【R01】). */
export function coverageOf(clauses: TenderClause[], chapters: TenderChapter[]) {
  return clauses.map((clause) => {
    const chapter = chapters.find((c) => c.clauseCodes.includes(clause.code));
    const answered = Boolean(chapter?.content.includes(`【${clause.code}】`));
    return { ...clause, chapterKey: chapter?.key ?? null, chapterTitle: chapter?.title ?? null, answered };
  });
}

/** A sentence of the notice that gives the planned duration, e.g. "计划工期：540 日历天". */
export function durationOf(text: string): string {
  return /(?:计划工期|工期|合同履行期限)[：:为\s]*(?:自[^。；]*?)?(\d+\s*(?:日历天|天|日|个月))/.exec(text)?.[1]?.replace(/\s+/g, ' ') ?? '';
}

/** The value after a label such as "招标编号：" in a document's text, up to the end of its sentence or cell. */
function labelled(text: string, labels: string): string {
  const m = new RegExp(`(?:${labels})\\s*[：:]\\s*([^\\n|。；;]{2,80})`).exec(text);
  return m?.[1]?.trim() ?? '';
}

/** What a tender document says of its project: name, bid number and owner (empty when it does not say). */
export function projectFactsOf(text: string): { name: string; bidNo: string; owner: string } {
  return {
    name: labelled(text, '项目名称|工程名称|招标项目名称'),
    bidNo: labelled(text, '招标编号|项目编号|标段编号'),
    owner: labelled(text, '招标人|建设单位|采购人').replace(/[（(].*$/, ''),
  };
}
