import type { Random } from './random';

/**
 * Template helpers for the article tables. A template may start with a flag
 * list such as `[sign,bid]`; it then suits only articles carrying one of
 * those flags. In the text, `{name}` takes a context value, `{#a-b}` a random
 * integer in [a, b] and `{%n}` a month-on-month change of at most n percent.
 */
export type Vars = Record<string, string>;

const flagPattern = /^\[([\w,]+)\]/;

export function parseFlags(template: string): { flags: string[]; text: string } {
  const match = flagPattern.exec(template);
  if (!match) return { flags: [], text: template };
  return { flags: match[1]!.split(','), text: template.slice(match[0].length) };
}

export function flagsOf(template: string): string[] {
  return parseFlags(template).flags;
}

/** Unflagged templates, and flagged ones whose flags meet the article's. */
export function eligible(templates: readonly string[], flags: ReadonlySet<string>): string[] {
  return templates.filter((t) => {
    const own = flagsOf(t);
    return own.length === 0 || own.some((f) => flags.has(f));
  });
}

/** A template made for one of the article's flags if there is one, else an unflagged one. */
export function pickPreferred(rng: Random, templates: readonly string[], flags: ReadonlySet<string>): string {
  const specific = templates.filter((t) => flagsOf(t).some((f) => flags.has(f)));
  if (specific.length > 0) return rng.pick(specific);
  const plain = templates.filter((t) => flagsOf(t).length === 0);
  return rng.pick(plain.length > 0 ? plain : templates);
}

/** A section or table `when` list ('online,accept') against the article's flags. */
export function whenMatches(when: string | undefined, flags: ReadonlySet<string>): boolean {
  return when === undefined || when.split(',').some((f) => flags.has(f));
}

/** Signed change such as "上涨1.8%", "下降0.6%" or "持平". */
export function percentChange(rng: Random, max: number): string {
  const value = Math.round(rng.next() * max * 10) / 10;
  if (value < 0.2) return '持平';
  return `${rng.chance(0.5) ? '上涨' : '下降'}${value.toFixed(1)}%`;
}

export function fill(template: string, vars: Vars, rng: Random): string {
  let text = parseFlags(template).text;
  // Context values may themselves hold placeholders ({city} in a project name): a few passes settle them.
  for (let pass = 0; pass < 3 && text.includes('{'); pass++) {
    text = text.replace(/\{([#%]?)([^{}]+)\}/g, (_match, kind: string, body: string) => {
      if (kind === '#') {
        const range = /^(\d+)-(\d+)$/.exec(body);
        if (!range) throw new Error(`bad number placeholder {#${body}} in "${template}"`);
        return String(rng.int(Number(range[1]), Number(range[2])));
      }
      if (kind === '%') return percentChange(rng, Number(body));
      const value = vars[body];
      if (value === undefined) throw new Error(`unknown placeholder {${body}} in "${template}"`);
      return value;
    });
  }
  return text;
}

const digits = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 → 一, 12 → 十二, 35 → 三十五; from 100 on, Arabic digits. */
export function chineseNumber(n: number): string {
  if (n < 10) return digits[n]!;
  if (n < 20) return `十${n % 10 === 0 ? '' : digits[n % 10]}`;
  if (n < 100) return `${digits[Math.floor(n / 10)]}十${n % 10 === 0 ? '' : digits[n % 10]}`;
  return String(n);
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => escapes[c]!);
}

/** A space between Latin words and Chinese characters, as the copy writes them ("计智云 ERP 常见问题"). */
export function spaced(text: string): string {
  return text.replace(/([A-Za-z])([\u4e00-\u9fff])/g, '$1 $2').replace(/([\u4e00-\u9fff])([A-Za-z])/g, '$1 $2');
}
