import { fillerParagraphs } from './article-phrases';
import type { FamilyText, TextSection } from './article-text-types';
import type { Random } from './random';
import { chineseNumber, eligible, escapeHtml, fill, flagsOf, pickPreferred, spaced, whenMatches, type Vars } from './template-fill';

/**
 * Article bodies as a list of blocks, rendered to HTML at the end. Kept
 * structured so the length rules (4–8 paragraphs, 400–1500 characters) can
 * add or drop paragraphs before rendering.
 */
export type Block =
  | { kind: 'p'; text: string; role: 'lead' | 'body' | 'closing' | 'fixed'; html?: string }
  | { kind: 'h3'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] };

export const minChars = 400;
export const maxChars = 1500;
export const maxParagraphs = 8;

type Fill = (template: string) => string;

export function blockText(block: Block): string {
  switch (block.kind) {
    case 'p':
    case 'h3':
      return block.text;
    case 'ul':
    case 'ol':
      return block.items.join('');
    case 'table':
      return [...block.head, ...block.rows.flat()].join('');
  }
}

export function textLength(blocks: Block[]): number {
  return blocks.reduce((sum, b) => sum + blockText(b).replace(/\s+/g, '').length, 0);
}

const paragraphCount = (blocks: Block[]) => blocks.filter((b) => b.kind === 'p').length;

export function renderBlocks(blocks: Block[]): string {
  const esc = (text: string) => escapeHtml(spaced(text));
  return blocks
    .map((b) => {
      switch (b.kind) {
        case 'p':
          return `<p>${b.html ? spaced(b.html) : esc(b.text)}</p>`;
        case 'h3':
          return `<h3>${esc(b.text)}</h3>`;
        case 'ul':
        case 'ol':
          return `<${b.kind}>${b.items.map((i) => `<li>${esc(i)}</li>`).join('')}</${b.kind}>`;
        case 'table': {
          const head = `<thead><tr>${b.head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead>`;
          const rows = b.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('');
          return `<table>${head}<tbody>${rows}</tbody></table>`;
        }
      }
    })
    .join('\n');
}

/** Subheads lose any "二、" of their own; an article numbers all of its subheads or none. */
function subhead(head: string, position: number, numbered: boolean): string {
  const bare = head.replace(/^[一二三四五六七八九十]+、/, '');
  return numbered ? `${chineseNumber(position + 1)}、${bare}` : bare;
}

/** Paragraphs of a section that suit the article: those made for its flags first. */
function sectionParas(rng: Random, section: TextSection, flags: ReadonlySet<string>): string[] {
  const usable = eligible(section.paras, flags);
  const specific = usable.filter((p) => flagsOf(p).length > 0);
  const plain = usable.filter((p) => flagsOf(p).length === 0);
  return [...rng.shuffle(specific), ...rng.shuffle(plain)];
}

/** A news-style article: lead, 2–3 themed sections, maybe a list or table, closing. */
export function buildStandardBody(rng: Random, text: FamilyText, vars: Vars, flags: ReadonlySet<string>): Block[] {
  const f: Fill = (t) => fill(t, vars, rng);
  const lead = f(pickPreferred(rng, text.leads, flags));
  const closing = f(pickPreferred(rng, text.closings, flags));
  const sections = text.sections
    .filter((s) => whenMatches(s.when, flags))
    .map((s) => ({ section: s, paras: sectionParas(rng, s, flags) }))
    .filter((s) => s.paras.length > 0);
  const sectionCount = Math.min(sections.length, rng.int(2, 3));
  const keep = new Set(rng.sample([...sections.keys()], sectionCount));
  const chosen = sections.filter((_, i) => keep.has(i));

  // Share 2–6 body paragraphs over the chosen sections, each getting at least one.
  const wanted = rng.int(2, 6);
  const counts = chosen.map(() => 0);
  for (let given = 0, guard = 0; given < wanted && guard < 50; guard++) {
    const i = guard % Math.max(1, chosen.length);
    if (chosen[i] && counts[i]! < chosen[i]!.paras.length) {
      counts[i]!++;
      given++;
    }
  }

  const useHeads = chosen.length >= 2 && rng.chance(0.8);
  const numbered = rng.chance(0.4);
  let listUsed = false;
  const blocks: Block[] = [{ kind: 'p', text: lead, role: 'lead' }];
  chosen.forEach(({ section, paras }, i) => {
    if (useHeads) blocks.push({ kind: 'h3', text: subhead(f(rng.pick(section.heads)), i, numbered) });
    // Chosen by preference, shown in the order the section was written.
    const shown = paras.slice(0, counts[i]).sort((x, y) => section.paras.indexOf(x) - section.paras.indexOf(y));
    for (const para of shown) blocks.push({ kind: 'p', text: f(para), role: 'body' });
    if (section.list && !listUsed && rng.chance(0.45)) {
      listUsed = true;
      const items = rng.sample(section.list, rng.int(3, 5)).sort((x, y) => section.list!.indexOf(x) - section.list!.indexOf(y));
      blocks.push({ kind: 'ul', items: items.map(f) });
    }
  });
  const tables = (text.tables ?? []).filter((t) => whenMatches(t.when, flags));
  if (tables.length > 0 && rng.chance(0.35)) {
    const table = rng.pick(tables);
    blocks.push({ kind: 'table', head: table.head.map(f), rows: table.rows.map((r) => r.map(f)) });
  }
  blocks.push({ kind: 'p', text: closing, role: 'closing' });

  const spare = chosen.flatMap(({ paras }, i) => paras.slice(counts[i]).map(f));
  return fitLength(rng, blocks, spare, f);
}

/**
 * Adds unused paragraphs (then neutral fillers) while the text is short,
 * drops body paragraphs while it is long, within 4–8 paragraphs.
 */
export function fitLength(rng: Random, blocks: Block[], spare: string[], f: Fill, padding: readonly string[] = fillerParagraphs): Block[] {
  const out = [...blocks];
  const fillers = rng.shuffle(padding);
  const closingAt = () => out.findIndex((b) => b.kind === 'p' && b.role === 'closing');
  while ((textLength(out) < minChars || paragraphCount(out) < 4) && paragraphCount(out) < maxParagraphs) {
    const next = spare.shift() ?? (fillers.length > 0 ? f(fillers.shift()!) : undefined);
    if (next === undefined) break;
    const at = closingAt();
    out.splice(at < 0 ? out.length : at, 0, { kind: 'p', text: next, role: 'body' });
  }
  // Out of paragraph slots and still short: lengthen the last body paragraph instead.
  for (const extra of fillers) {
    if (textLength(out) >= minChars) break;
    const last = out.findLastIndex((b) => b.kind === 'p' && b.role === 'body');
    const block = out[last];
    if (block?.kind !== 'p') break;
    out[last] = { ...block, text: block.text + f(extra), html: undefined };
  }
  while (textLength(out) > maxChars && paragraphCount(out) > 4) {
    const bodies = out.flatMap((b, i) => (b.kind === 'p' && b.role === 'body' ? [i] : []));
    if (bodies.length <= 1) break;
    out.splice(bodies[bodies.length - 1]!, 1);
  }
  // A subhead left with nothing under it goes too.
  return out.filter((b, i) => b.kind !== 'h3' || (out[i + 1] !== undefined && out[i + 1]!.kind !== 'h3'));
}

/** Memo: whole sentences of the opening text up to 120 characters, at least 60. */
export function memoOf(blocks: Block[]): string {
  const text = spaced(
    blocks
      .filter((b): b is Extract<Block, { kind: 'p' }> => b.kind === 'p')
      .map((b) => b.text)
      .join(''),
  );
  const sentences = text.match(/[^。！？]+[。！？]?/g) ?? [text];
  let memo = '';
  for (const s of sentences) {
    if ((memo + s).length > 120) break;
    memo += s;
  }
  if (memo.length >= 60) return memo;
  return `${text.slice(0, 118)}……`;
}
