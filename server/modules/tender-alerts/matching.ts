/**
 * Whether a notice matches a subscription: pure, so the rules are tested on
 * their own and the worker can run them over thousands of notices in memory.
 *
 * - keywords: any one of them (none = no word condition), looked for in the
 *   title only or in the full text (title, bid number, buyer, body);
 * - exclusion words: none of them in the same text;
 * - regions: the notice's province, or its city when the region names one;
 * - categories, information types, project types: one of those chosen (none = any);
 * - amount: the project's budget, else the winning amount, inside the range;
 *   a notice without either is left out when a range is set (precise, not spammy).
 *
 * Words compare case-insensitively (BIM = bim) and by substring: Chinese has
 * no spaces between words, so 监理 finds 施工监理 (decision 0031).
 */
export type MatchRule = {
  keywords: string[];
  excludeWords: string[];
  regions: { provinceCode: string; cityCode?: string | null }[];
  catNos: string[];
  infoTypes: string[];
  projectTypes: string[];
  /** Yuan. */
  amountMin: number | null;
  amountMax: number | null;
  titleOnly: boolean;
};

/** A notice as the rules read it; build it with `matchableNotice` (texts lower-cased once, not once per rule). */
export type MatchableNotice = {
  id: number;
  title: string;
  /** Title, bid number, buyer and the body as plain text. */
  fullText: string;
  catNo: string;
  infoType: string;
  provinceCode: string;
  cityCode: string;
  projectType: string;
  budget: number | null;
  winningAmount: number | null;
};

/**
 * The words of all rules found in one notice, looked for once per batch
 * rather than once per rule (decision 0043): `full` holds the words in the
 * full text, `title` those in the title.
 */
export type WordHits = { title: Set<string>; full: Set<string> };

/** The test of one rule; `withHits` takes the words found in the notice once per batch (`hitsOf`). */
export type CompiledRule = ((n: MatchableNotice) => boolean) & { words: string[]; withHits: (n: MatchableNotice, hits: WordHits) => boolean };

/** The words (lower-cased) a notice is searched for: every keyword and exclusion word of the rules. */
export function wordsOf(rules: CompiledRule[]): string[] {
  return [...new Set(rules.flatMap((r) => r.words))];
}

/** Which of `words` a notice holds, in its full text and in its title. */
export function hitsOf(n: MatchableNotice, words: string[]): WordHits {
  const full = new Set(words.filter((w) => n.fullText.includes(w)));
  const title = new Set([...full].filter((w) => n.title.includes(w)));
  return { title, full };
}

/** Builds the test of one subscription once, for use over many notices. */
export function compileRule(rule: MatchRule): CompiledRule {
  const keywords = rule.keywords.map((w) => w.toLowerCase());
  const excluded = rule.excludeWords.map((w) => w.toLowerCase());
  const cats = rule.catNos.length > 0 ? new Set(rule.catNos) : null;
  const types = rule.infoTypes.length > 0 ? new Set(rule.infoTypes) : null;
  const ptypes = rule.projectTypes.length > 0 ? new Set(rule.projectTypes) : null;
  const regions = rule.regions;
  const hasRange = rule.amountMin !== null || rule.amountMax !== null;
  const words = [...keywords, ...excluded];
  // Everything but the words: what both ways of testing share.
  const passes = (n: MatchableNotice) => {
    if (cats && !cats.has(n.catNo)) return false;
    if (types && !types.has(n.infoType)) return false;
    if (ptypes && !ptypes.has(n.projectType)) return false;
    if (regions.length > 0 && !regions.some((r) => r.provinceCode === n.provinceCode && (!r.cityCode || r.cityCode === n.cityCode))) return false;
    if (hasRange) {
      const amount = n.budget ?? n.winningAmount;
      if (amount === null) return false;
      if (rule.amountMin !== null && amount < rule.amountMin) return false;
      if (rule.amountMax !== null && amount > rule.amountMax) return false;
    }
    return true;
  };
  const wordsPass = (has: (w: string) => boolean) => (keywords.length === 0 || keywords.some(has)) && !excluded.some(has);
  // The matcher calls this for hundreds of candidate rules per notice (decision 0049): plain loops, no closure per call.
  const withHits = (n: MatchableNotice, hits: WordHits) => {
    if (!passes(n)) return false;
    const found = rule.titleOnly ? hits.title : hits.full;
    if (keywords.length > 0) {
      let any = false;
      for (const w of keywords)
        if (found.has(w)) {
          any = true;
          break;
        }
      if (!any) return false;
    }
    for (const w of excluded) if (found.has(w)) return false;
    return true;
  };
  const test = (n: MatchableNotice) => {
    if (!passes(n)) return false;
    const text = rule.titleOnly ? n.title : n.fullText;
    return wordsPass((w) => text.includes(w));
  };
  return Object.assign(test, { words, withHits });
}

/** Lower-cases the texts once: every rule compares against them. */
export function matchableNotice(n: Omit<MatchableNotice, 'fullText'> & { bidNo: string; tendereeName: string; bodyText: string }): MatchableNotice {
  const { bidNo, tendereeName, bodyText, ...rest } = n;
  return { ...rest, title: n.title.toLowerCase(), fullText: [n.title, bidNo, tendereeName, bodyText].join('\n').toLowerCase() };
}

export const matches = (rule: MatchRule, n: MatchableNotice) => compileRule(rule)(n);

/**
 * The rules a notice can possibly match, found without testing every rule
 * (decision 0048): rules are filed under each province they name (or `*`)
 * and each of their keywords (or none), so a notice only meets the rules of
 * its province, and of those only the ones one of whose keywords it holds.
 * The candidates are then tested in full (`withHits`): the index narrows,
 * it never decides.
 */
export function indexRules<T extends { test: CompiledRule }>(rules: T[], keywordsOf: (r: T) => string[], provincesOf: (r: T) => string[]) {
  const filed = new Map<string, number[]>();
  const file = (key: string, i: number) => {
    const list = filed.get(key);
    if (list) list.push(i);
    else filed.set(key, [i]);
  };
  rules.forEach((r, i) => {
    const provinces = provincesOf(r);
    const words = keywordsOf(r).map((w) => w.toLowerCase());
    for (const p of provinces.length > 0 ? new Set(provinces) : ['*'])
      for (const w of words.length > 0 ? new Set(words) : ['']) file(`${p}\u0000${w}`, i);
  });
  // A rule met twice for one notice (two of its keywords) is tested once: stamp it with the notice's turn.
  const stamp = new Uint32Array(rules.length);
  let turn = 0;
  return {
    /** The rules `n` matches, given the words it holds (`hitsOf`). */
    matching(n: MatchableNotice, hits: WordHits): T[] {
      turn++;
      const found: T[] = [];
      for (const p of [n.provinceCode, '*'])
        for (const w of ['', ...hits.full]) {
          const list = filed.get(`${p}\u0000${w}`);
          if (!list) continue;
          for (const i of list) {
            if (stamp[i] === turn) continue;
            stamp[i] = turn;
            const r = rules[i]!;
            if (r.test.withHits(n, hits)) found.push(r);
          }
        }
      return found;
    },
  };
}
