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

export type CompiledRule = (n: MatchableNotice) => boolean;

/** Builds the test of one subscription once, for use over many notices. */
export function compileRule(rule: MatchRule): CompiledRule {
  const keywords = rule.keywords.map((w) => w.toLowerCase());
  const excluded = rule.excludeWords.map((w) => w.toLowerCase());
  const cats = rule.catNos.length > 0 ? new Set(rule.catNos) : null;
  const types = rule.infoTypes.length > 0 ? new Set(rule.infoTypes) : null;
  const ptypes = rule.projectTypes.length > 0 ? new Set(rule.projectTypes) : null;
  const regions = rule.regions;
  const hasRange = rule.amountMin !== null || rule.amountMax !== null;
  return (n) => {
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
    if (keywords.length === 0 && excluded.length === 0) return true;
    const text = rule.titleOnly ? n.title : n.fullText;
    if (keywords.length > 0 && !keywords.some((k) => text.includes(k))) return false;
    return !excluded.some((w) => text.includes(w));
  };
}

/** Lower-cases the texts once: every rule compares against them. */
export function matchableNotice(n: Omit<MatchableNotice, 'fullText'> & { bidNo: string; tendereeName: string; bodyText: string }): MatchableNotice {
  const { bidNo, tendereeName, bodyText, ...rest } = n;
  return { ...rest, title: n.title.toLowerCase(), fullText: [n.title, bidNo, tendereeName, bodyText].join('\n').toLowerCase() };
}

export const matches = (rule: MatchRule, n: MatchableNotice) => compileRule(rule)(n);
