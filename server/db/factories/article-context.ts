import { features, type Feature } from './article-features';
import {
  givenNames, honorAwards, honorCerts, honorTitles, policyDocs, products, regions, roles, sectors, surnames, topics,
  type Region, type Sector, type SectorKey,
} from './article-phrases';
import type { Random } from './random';
import { chineseNumber, fill, percentChange, type Vars } from './template-fill';

/** Demo content is dated up to this instant: 2026-11-20 00:00 in Beijing (UTC+8). */
export const contentEnd = Date.UTC(2026, 10, 19, 16, 0, 0);
const DAY = 86_400_000;
const SPAN_DAYS = 730;
const BEIJING = 8 * 3_600_000;

const municipalities = new Set(['北京市', '上海市', '天津市', '重庆市']);

const milestones: Record<SectorKey, string[]> = {
  road: ['开工', '实现主线通车', '通过交工验收'],
  tunnel: ['开工', '实现全线贯通', '通过交工验收'],
  rail: ['开工', '实现全线洞通', '实现全线轨通', '完成首台盾构始发'],
  railway: ['开工', '完成全线铺轨', '通过静态验收'],
  building: ['开工', '实现主体结构封顶', '通过竣工验收'],
  water: ['开工', '完成主体工程', '通过蓄水验收'],
  port: ['开工', '完成首个沉箱安装', '通过竣工验收'],
};

/** Where a product's version numbers stood two years before contentEnd (55 → V5.5). */
const versionBase: Record<string, number> = { '计智云 ERP': 55, 'GIS+BIM 平台': 28, 智慧工地平台: 31, 计智云移动端: 38, 造价管理系统: 44 };

export type ArticleContext = {
  vars: Vars;
  flags: Set<string>;
  sector: Sector;
  releaseTime: Date;
  ageDays: number;
};

export type ContextOptions = {
  sectors?: SectorKey[];
  meteringPolicyOnly?: boolean;
  /** Product short name to talk about (知识库 entries pin one). */
  product?: string;
};

function beijingParts(ms: number) {
  const d = new Date(ms + BEIJING);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function periodLabel(year: number, month: number): string {
  if (month <= 3) return `${year - 1}年全年`;
  if (month <= 6) return `${year}年一季度`;
  if (month <= 9) return `${year}年上半年`;
  return `${year}年前三季度`;
}

function pickProject(rng: Random, sector: Sector): { project: string; region: Region } {
  const entry = rng.pick(sector.projects);
  if (typeof entry !== 'string') {
    const region = regions.find((r) => r.city === entry[0]) ?? rng.pick(regions);
    return { project: entry[1], region };
  }
  const allowed = sector.cities ? regions.filter((r) => sector.cities!.includes(r.city)) : regions;
  return { project: entry, region: rng.pick(allowed.length > 0 ? allowed : regions) };
}

function versionOf(rng: Random, productShort: string, ms: number): string {
  const months = Math.floor((ms - (contentEnd - SPAN_DAYS * DAY)) / (30.44 * DAY));
  const v = (versionBase[productShort] ?? 30) + Math.floor((Math.max(0, months) * 10) / 12);
  const patch = rng.chance(0.3) ? `.${rng.int(1, 3)}` : '';
  return `V${Math.floor(v / 10)}.${v % 10}${patch}`;
}

export function createContext(rng: Random, options: ContextOptions = {}): ArticleContext {
  const ageDays = rng.int(1, SPAN_DAYS);
  const releaseMs = contentEnd - ageDays * DAY + rng.int(8 * 60, 19 * 60 + 59) * 60_000 + rng.int(0, 59) * 1000;
  const release = beijingParts(releaseMs);
  const event = beijingParts(releaseMs - rng.int(0, 3) * DAY);

  const sectorKey = options.sectors?.length ? rng.pick(options.sectors) : rng.pick(Object.keys(sectors) as SectorKey[]);
  const sector = sectors[sectorKey];
  const { project: projectTemplate, region } = pickProject(rng, sector);
  const [work, work2] = rng.sample(sector.works, 2);
  const [feature, feature2, feature3] = rng.sample(features, 3) as [Feature, Feature, Feature];
  const product = products.find((p) => p.short === options.product) ?? rng.pick(products);
  const docs = options.meteringPolicyOnly ? policyDocs.filter((d) => d.metering) : policyDocs;
  const policy = rng.pick(docs);
  const [role, role2] = rng.sample(roles, 2);
  const person = () => `${rng.pick(surnames)}${rng.pick(givenNames)}`;
  const steelDelta = percentChange(rng, 6);

  const base: Vars = {
    brand: '计智云',
    company: '湖南计智云科技有限公司',
    region: region.full,
    province: region.province,
    provShort: region.provShort,
    city: region.city,
    housingDept: `${region.province}住房和城乡建设${municipalities.has(region.province) ? '委员会' : '厅'}`,
    provinceScope: municipalities.has(region.province) ? '全市' : '全省',
    sector: sector.name,
    sectorTag: sector.tag,
    work: work!,
    work2: work2!,
    topic: rng.pick(topics),
    product: product.full,
    productShort: product.short,
    version: versionOf(rng, product.short, releaseMs),
    feature: feature.name,
    featureNote: feature.note,
    featurePain: feature.pain,
    featureBenefit: feature.benefit,
    feature2: feature2.name,
    feature2Note: feature2.note,
    feature3: feature3.name,
    feature3Note: feature3.note,
    policy: policy.title,
    issuer: policy.issuer,
    date: `${event.year}年${event.month}月${event.day}日`,
    year: String(release.year),
    month: String(release.month),
    nextYear: String(release.year + 1),
    periodLabel: periodLabel(release.year, release.month),
    person: person(),
    person2: person(),
    role: role!,
    role2: role2!,
    lot: `${chineseNumber(rng.int(1, 12))}标段`,
    period: `第${rng.int(3, 36)}期`,
    bids: String(rng.int(3, 12)),
    reviewBefore: String(rng.int(12, 20)),
    reviewAfter: String(rng.int(3, 6)),
    milestone: rng.pick(milestones[sectorKey]),
    trendWord: rng.chance(0.6) ? '增长' : '下降',
    priceTrend: rng.pick(['小幅上涨', '震荡运行', '小幅回落', '高位盘整', '企稳回升']),
    steelPrice: String(rng.int(3300, 4200)),
    steelDelta: steelDelta === '持平' ? '基本持平' : steelDelta,
    cementPrice: String(rng.int(380, 520)),
    concretePrice: String(rng.int(420, 560)),
    asphaltPrice: String(rng.int(3600, 4800)),
    cert: rng.pick(honorCerts),
    honorTitle: rng.pick(honorTitles),
  };
  // Values built from templates are filled once, so every mention in the article agrees.
  const vars: Vars = {
    ...base,
    project: fill(projectTemplate, base, rng),
    client: fill(rng.pick(sector.clients), base, rng),
    scale: fill(rng.pick(sector.scale), base, rng),
    award: fill(rng.pick(honorAwards), base, rng),
  };
  const flags = new Set<string>([sectorKey, policy.metering ? 'metering' : 'general']);
  return { vars, flags, sector, releaseTime: new Date(releaseMs), ageDays };
}
