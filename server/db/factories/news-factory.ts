import { buildStandardBody, fitLength, memoOf, renderBlocks, type Block } from './article-body';
import { createContext } from './article-context';
import { profileOf } from './article-families';
import { authors, sources, tagPool } from './article-phrases';
import { faqClosings, faqExtras, faqIntro, faqs, faqTitlePrefixes, supportFillers } from './article-text-faq';
import { guideClosings, guideExtras, guides, guideTitles } from './article-text-guide';
import type { FamilyText, SourceKind } from './article-text-types';
import { createRandom, deriveSeed, type Random } from './random';
import { chineseNumber, eligible, fill, flagsOf, spaced, type Vars } from './template-fill';

export type DocFileType = 'PDF' | 'DOCX' | 'XLSX' | 'PPT' | 'UNKNOWN';

export type ArticleDraft = {
  title: string;
  viceTitle: string;
  memo: string;
  content: string;
  author: string;
  source: string;
  releaseTime: Date;
  readCount: number;
  praiseCount: number;
  criticCount: number;
  seoKeyword: string;
  tags: string[];
  docs: { title: string; fileType: DocFileType; sizeBytes: number }[];
  /** Spec §3 project type and role of the intended reader (COMMON: everyone). */
  projectType: string;
  projectRole: string;
};

/** The project type a sector's articles are filed under (rail transit is 地铁; railways and ports have no type of their own). */
const projectTypeOfSector: Record<string, string> = { road: 'ROAD', tunnel: 'TUNNEL', rail: 'SUBWAY', railway: 'COMMON', building: 'BUILDING', water: 'WATER', port: 'COMMON' };
const roleWeights: [string, number][] = [['COMMON', 40], ['YZ', 18], ['SG', 20], ['JL', 10], ['ZX', 7], ['JG', 5]];

function pickRole(seed: number, columnName: string, index: number): string {
  // A stream of its own, so adding roles did not change any other field of the demo articles.
  const rng = createRandom(deriveSeed(seed, columnName, index, 'role'));
  let roll = rng.int(1, roleWeights.reduce((n, [, w]) => n + w, 0));
  for (const [role, weight] of roleWeights) {
    roll -= weight;
    if (roll <= 0) return role;
  }
  return 'COMMON';
}

export type ArticleFactory = { article(columnName: string, index: number): ArticleDraft };

const knownTags = new Set(tagPool);

/** Tags for 知识库 entries, from words in the entry. */
const keywordTags: [string, string][] = [
  ['计量', '计量支付'], ['支付', '计量支付'], ['变更', '变更管理'], ['签章', '电子签章'], ['签署', '电子签章'],
  ['移动端', '移动办公'], ['GIS', 'GIS'], ['BIM', 'BIM'], ['清单', '合同管理'], ['材料', '材料价格'],
  ['质量保证金', '工程结算'], ['审批流程', '项目管理'], ['账号', '项目管理'], ['部署', '数字化转型'],
];

function fileTypeOf(name: string): DocFileType {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext === 'pdf') return 'PDF';
  if (ext === 'doc' || ext === 'docx') return 'DOCX';
  if (ext === 'xls' || ext === 'xlsx') return 'XLSX';
  if (ext === 'ppt' || ext === 'pptx') return 'PPT';
  return 'UNKNOWN';
}

/** 20 KB to 15 MB, spread evenly on a log scale. */
function docSize(rng: Random): number {
  const min = Math.log(20 * 1024);
  const max = Math.log(15 * 1024 * 1024);
  return Math.round(Math.exp(min + rng.next() * (max - min)));
}

function pickTags(rng: Random, preferred: string[]): string[] {
  const own = [...new Set(preferred.filter((t) => knownTags.has(t)))];
  const first = own.length > 0 ? rng.pick(own) : rng.pick(tagPool);
  const count = rng.int(1, 4);
  const rest = rng.shuffle(own.filter((t) => t !== first));
  return [first, ...rest].slice(0, count);
}

function pickDocs(rng: Random, names: string[], vars: Vars): ArticleDraft['docs'] {
  if (names.length === 0 || !rng.chance(0.4)) return [];
  return rng.sample(names, rng.int(1, 3)).map((name, i) => {
    const title = `附件${i + 1}：${fill(name, vars, rng)}`;
    return { title, fileType: fileTypeOf(title), sizeBytes: docSize(rng) };
  });
}

function pickSource(rng: Random, kind: SourceKind): string {
  return rng.pick(sources[kind]);
}

type Parts = { title: string; viceTitle: string; blocks: Block[]; tags: string[]; docs: ArticleDraft['docs']; source: string };

function standardParts(rng: Random, text: FamilyText, vars: Vars, flags: Set<string>, titleIndex: number, sectorTag: string): Parts {
  const titleTemplate = text.titles[titleIndex % text.titles.length]!;
  for (const flag of flagsOf(titleTemplate)) flags.add(flag);
  const title = fill(titleTemplate, vars, rng);
  const vice = rng.chance(0.5) ? fill(rng.pick(eligible(text.viceTitles, flags)), vars, rng) : '';
  const blocks = buildStandardBody(rng, text, vars, flags);
  const sectorTags = text.sources === 'customer' || title.includes(sectorTag) ? [sectorTag] : [];
  return {
    title,
    viceTitle: vice,
    blocks,
    tags: pickTags(rng, [...text.tags, ...sectorTags]),
    docs: pickDocs(rng, text.docs, vars),
    source: pickSource(rng, text.sources),
  };
}

function tagsFromWords(rng: Random, words: string): string[] {
  const found = keywordTags.filter(([word]) => words.includes(word)).map(([, tag]) => tag);
  return pickTags(rng, found.length > 0 ? found : ['项目管理']);
}

function faqParts(rng: Random, vars: Vars, index: number): Parts {
  const entry = faqs[index % faqs.length]!;
  const prefix = fill(faqTitlePrefixes[Math.floor(index / faqs.length) % faqTitlePrefixes.length]!, vars, rng);
  const f = (t: string) => fill(t, vars, rng);
  const [extra1, extra2] = rng.sample(faqExtras, 2).map(f);
  const blocks: Block[] = [
    { kind: 'p', text: `问：${entry.q}`, html: `<strong>问：</strong>${entry.q}`, role: 'lead' },
    { kind: 'p', text: `答：${entry.a}`, html: `<strong>答：</strong>${entry.a}`, role: 'fixed' },
    { kind: 'h3', text: rng.pick(['原因说明', '问题分析']) },
    { kind: 'p', text: entry.why, role: 'fixed' },
    { kind: 'h3', text: rng.pick(['处理方法', '操作步骤', '解决办法']) },
    { kind: 'ol', items: entry.steps },
    { kind: 'h3', text: rng.pick(['补充说明', '注意事项']) },
    { kind: 'p', text: entry.note, role: 'fixed' },
    { kind: 'p', text: extra1!, role: 'body' },
    { kind: 'p', text: f(rng.pick(faqClosings)), role: 'closing' },
  ];
  if (rng.chance(0.4)) blocks.splice(blocks.length - 1, 0, { kind: 'p', text: extra2!, role: 'body' });
  if (rng.chance(0.4)) blocks.splice(2, 0, { kind: 'p', text: faqIntro, role: 'fixed' });
  return {
    title: `${prefix}${entry.q}`,
    viceTitle: '',
    blocks: fitLength(rng, blocks, [], f, supportFillers),
    tags: tagsFromWords(rng, entry.q + entry.a),
    docs: pickDocs(rng, ['问题排查截图说明.docx', '相关配置说明.pdf'], vars),
    source: pickSource(rng, 'support'),
  };
}

function guideParts(rng: Random, vars: Vars, index: number): Parts {
  const entry = guides[index % guides.length]!;
  const local = { ...vars, task: entry.task };
  const f = (t: string) => fill(t, local, rng);
  const extras = rng.sample(guideExtras, 3).map(f);
  const blocks: Block[] = [
    { kind: 'p', text: entry.intro, role: 'lead' },
    { kind: 'p', text: extras[0]!, role: 'body' },
    { kind: 'h3', text: rng.pick(['适用范围', '适用角色']) },
    { kind: 'p', text: `本指南适用于${entry.role}。操作前请确认已获得相应权限，并已在页面左上角切换到正确的项目和合同段。`, role: 'fixed' },
    { kind: 'h3', text: '操作步骤' },
    { kind: 'ol', items: entry.steps },
    { kind: 'h3', text: '注意事项' },
    { kind: 'ul', items: entry.tips },
    { kind: 'p', text: f(rng.pick(guideClosings)), role: 'closing' },
  ];
  return {
    title: f(guideTitles[Math.floor(index / guides.length) % guideTitles.length]!),
    viceTitle: rng.chance(0.4) ? `适用于${entry.role}` : '',
    blocks: fitLength(rng, blocks, extras.slice(1), f, supportFillers),
    tags: tagsFromWords(rng, entry.task + entry.intro),
    docs: pickDocs(rng, ['{task}操作手册.pdf', '{task}演示视频.mp4', '数据导入模板.xlsx'], local),
    source: pickSource(rng, 'support'),
  };
}

/** The product a 知识库 entry is about, from the words of its question or task (the title prefix names it). */
function productOfEntry(text: string): string {
  if (/GIS|BIM|倾斜摄影|桩号/.test(text)) return 'GIS+BIM 平台';
  if (text.includes('移动端')) return '计智云移动端';
  if (/智慧工地|视频监控|考勤|塔吊|扬尘/.test(text)) return '智慧工地平台';
  if (/造价|定额|组价|信息价/.test(text)) return '造价管理系统';
  return '计智云 ERP';
}

/**
 * Demo articles for a column. Each (seed, column, index) gets its own random
 * stream, so an article does not depend on the others — except for titles,
 * which are made distinct within one factory in call order.
 */
export function createArticleFactory(seed: number, options: { avoidTitles?: Iterable<string> } = {}): ArticleFactory {
  const seen = new Set<string>(options.avoidTitles ?? []);
  const repeats = new Map<string, number>();

  const distinct = (title: string, lotSuffix: boolean): string => {
    if (!seen.has(title)) {
      seen.add(title);
      return title;
    }
    let n = repeats.get(title) ?? 1;
    let candidate: string;
    do {
      n++;
      candidate = lotSuffix ? `（${chineseNumber(n)}标段）` : `（${chineseNumber(n)}）`;
      candidate = `${title}${candidate}`;
    } while (seen.has(candidate));
    repeats.set(title, n);
    seen.add(candidate);
    return candidate;
  };

  return {
    article(columnName, index) {
      const rng = createRandom(deriveSeed(seed, columnName, index));
      const profile = profileOf(columnName);
      // Title templates and 知识库 entries are taken in turn (from a per-column offset) so a column rarely repeats itself.
      const turn = index + (deriveSeed(seed, columnName) % 997);
      const context = createContext(rng, {
        sectors: profile.kind === 'standard' ? profile.sectors : undefined,
        meteringPolicyOnly: profile.kind === 'standard' ? profile.meteringPolicyOnly : undefined,
        product: profile.kind === 'guide' ? productOfEntry(guides[turn % guides.length]!.task) : profile.kind === 'faq' ? productOfEntry(faqs[turn % faqs.length]!.q) : undefined,
      });
      const parts =
        profile.kind === 'faq'
          ? faqParts(rng, context.vars, turn)
          : profile.kind === 'guide'
            ? guideParts(rng, context.vars, turn)
            : standardParts(rng, profile.text, context.vars, context.flags, turn, context.sector.tag);

      const hot = rng.chance(0.06) ? rng.int(3, 8) : 1;
      const readCount = (rng.int(60, 600) + context.ageDays * rng.int(2, 14)) * hot;
      return {
        title: distinct(spaced(parts.title), profile.kind === 'standard' && profile.titleSuffix === 'lot'),
        viceTitle: spaced(parts.viceTitle),
        memo: memoOf(parts.blocks),
        content: renderBlocks(parts.blocks),
        author: rng.pick(authors),
        source: parts.source,
        releaseTime: context.releaseTime,
        readCount,
        praiseCount: Math.round(readCount * (0.005 + rng.next() * 0.035)),
        criticCount: rng.int(0, Math.floor(readCount / 2500)),
        seoKeyword: [...parts.tags, columnName].join(','),
        tags: parts.tags,
        docs: parts.docs,
        projectType: profile.kind === 'standard' ? (projectTypeOfSector[context.sector.key] ?? 'COMMON') : 'COMMON',
        projectRole: profile.kind === 'standard' ? pickRole(seed, columnName, index) : 'COMMON',
      };
    },
  };
}
