import { describe, expect, it } from 'vitest';
import { compileRule, hitsOf, indexRules, matchableNotice, wordsOf, type MatchRule } from './matching';

const rule = (r: Partial<MatchRule>): MatchRule => ({
  keywords: [],
  excludeWords: [],
  regions: [],
  catNos: [],
  infoTypes: [],
  projectTypes: [],
  amountMin: null,
  amountMax: null,
  titleOnly: false,
  ...r,
});

const subway = matchableNotice({
  id: 1,
  title: '长沙地铁7号线一期工程土建施工第三标段招标公告',
  bodyText: '本项目采用 BIM 正向设计，含盾构区间与车站主体结构施工监理配合。',
  bidNo: 'CSGD-2026-0153',
  tendereeName: '长沙市轨道交通集团有限公司',
  catNo: 'ENGINEERING',
  infoType: 'ANNOUNCEMENT',
  provinceCode: '430000',
  cityCode: '430100',
  projectType: 'SUBWAY',
  budget: 1_234_567_800,
  winningAmount: null,
});
const software = matchableNotice({
  id: 2,
  title: '中南大学工程项目管理信息系统采购项目中标结果公示',
  bodyText: '中标供应商：湖南计智云科技有限公司。',
  bidNo: 'ZNDX-2026-0012',
  tendereeName: '中南大学',
  catNo: 'GOVERNMENT',
  infoType: 'TRADING_RESULTS',
  provinceCode: '430000',
  cityCode: '430100',
  projectType: 'COMMON',
  budget: null,
  winningAmount: 1_680_000,
});
const wuhan = matchableNotice({
  id: 3,
  title: '武汉地铁12号线盾构区间施工招标公告',
  bodyText: '盾构区间施工。',
  bidNo: 'WHDT-2026-0031',
  tendereeName: '武汉地铁集团有限公司',
  catNo: 'ENGINEERING',
  infoType: 'ANNOUNCEMENT',
  provinceCode: '420000',
  cityCode: '420100',
  projectType: 'TUNNEL',
  budget: 560_000_000,
  winningAmount: null,
});
const all = [subway, software, wuhan];
const matched = (r: Partial<MatchRule>) => all.filter(compileRule(rule(r))).map((n) => n.id);

describe('subscription matching rules', () => {
  it('matches any one of the keywords, ignoring the case of latin letters', () => {
    expect(matched({ keywords: ['地铁'] })).toEqual([1, 3]);
    expect(matched({ keywords: ['信息系统', '盾构'] })).toEqual([1, 2, 3]);
    expect(matched({ keywords: ['bim'] })).toEqual([1]);
    expect(matched({ keywords: ['水利'] })).toEqual([]);
  });

  it('looks in the title only when asked, else in the body, bid number and buyer too', () => {
    expect(matched({ keywords: ['盾构'] })).toEqual([1, 3]);
    expect(matched({ keywords: ['盾构'], titleOnly: true })).toEqual([3]);
    expect(matched({ keywords: ['CSGD-2026'] })).toEqual([1]);
    expect(matched({ keywords: ['轨道交通集团'] })).toEqual([1]);
    expect(matched({ keywords: ['轨道交通集团'], titleOnly: true })).toEqual([]);
  });

  it('leaves out notices holding an exclusion word, in the same text the keywords are looked for in', () => {
    expect(matched({ keywords: ['地铁'], excludeWords: ['监理'] })).toEqual([3]);
    // 监理 is in the body of the Changsha notice, not in its title.
    expect(matched({ keywords: ['地铁'], excludeWords: ['监理'], titleOnly: true })).toEqual([1, 3]);
    expect(matched({ catNos: ['ENGINEERING'], excludeWords: ['武汉'] })).toEqual([1]);
  });

  it('narrows by province, or by one city of it', () => {
    expect(matched({ regions: [{ provinceCode: '430000' }] })).toEqual([1, 2]);
    expect(matched({ regions: [{ provinceCode: '420000', cityCode: '420100' }] })).toEqual([3]);
    expect(matched({ regions: [{ provinceCode: '430000', cityCode: '430200' }] })).toEqual([]);
    expect(matched({ regions: [{ provinceCode: '430000', cityCode: '430200' }, { provinceCode: '420000' }] })).toEqual([3]);
  });

  it('narrows by category, information type and project type', () => {
    expect(matched({ catNos: ['GOVERNMENT'] })).toEqual([2]);
    expect(matched({ infoTypes: ['TRADING_RESULTS', 'CLARIFIES'] })).toEqual([2]);
    expect(matched({ projectTypes: ['SUBWAY', 'TUNNEL'] })).toEqual([1, 3]);
    expect(matched({ catNos: ['ENGINEERING'], projectTypes: ['TUNNEL'], keywords: ['地铁'] })).toEqual([3]);
  });

  it('keeps the budget (else the winning amount) inside the range, and leaves out notices with neither when a range is set', () => {
    expect(matched({ amountMin: 100_000_000 })).toEqual([1, 3]);
    expect(matched({ amountMax: 2_000_000 })).toEqual([2]);
    expect(matched({ amountMin: 500_000_000, amountMax: 600_000_000 })).toEqual([3]);
    expect(matched({ amountMin: 560_000_000, amountMax: 560_000_000 })).toEqual([3]);
    const noAmount = matchableNotice({ ...software, id: 4, bidNo: '', tendereeName: '', bodyText: '', winningAmount: null });
    expect(compileRule(rule({ amountMin: 0 }))(noAmount)).toBe(false);
    expect(compileRule(rule({ catNos: ['GOVERNMENT'] }))(noAmount)).toBe(true);
  });
});

describe('the rule index', () => {
  it('finds exactly the rules that testing every rule finds, for every notice', () => {
    // Rules over every combination the index files by: with and without provinces, cities, keywords,
    // exclusion words, title-only, and conditions the index does not look at.
    const words = ['地铁', '盾构', 'BIM', '信息系统', '监理', '水利', '中南大学', 'csgd'];
    const regionsOf = [[], [{ provinceCode: '430000' }], [{ provinceCode: '420000', cityCode: '420100' }], [{ provinceCode: '430000', cityCode: '430200' }, { provinceCode: '420000' }]];
    const rules: MatchRule[] = [];
    for (let i = 0; i < 400; i++)
      rules.push(
        rule({
          keywords: i % 5 === 0 ? [] : [words[i % words.length]!, ...(i % 3 === 0 ? [words[(i * 7) % words.length]!] : [])],
          excludeWords: i % 7 === 0 ? [words[(i + 3) % words.length]!] : [],
          regions: regionsOf[i % regionsOf.length]!,
          catNos: i % 11 === 0 ? ['GOVERNMENT'] : [],
          amountMin: i % 13 === 0 ? 100_000_000 : null,
          titleOnly: i % 2 === 1,
        }),
      );
    const compiled = rules.map((r, i) => ({ i, r, test: compileRule(r) }));
    const index = indexRules(compiled, (c) => c.r.keywords, (c) => c.r.regions.map((g) => g.provinceCode));
    const vocabulary = wordsOf(compiled.map((c) => c.test));
    let total = 0;
    for (const n of all) {
      const expected = compiled.filter((c) => c.test(n)).map((c) => c.i);
      const found = index.matching(n, hitsOf(n, vocabulary)).map((c) => c.i).sort((a, b) => a - b);
      expect(found).toEqual(expected);
      total += found.length;
    }
    // Not vacuous: the notices match some of the rules, not none or all.
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThan(all.length * rules.length / 2);
  });
});
