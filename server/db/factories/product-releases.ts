import { createRandom, deriveSeed, type Random } from './random';
import { releaseItemPools, type ReleaseItemPools } from './product-release-items';
import { productDrafts, type ProductDraft } from './product-catalog';

export type ReleaseDraft = {
  productCode: ProductDraft['code'];
  version: string;
  title: string;
  /** HTML, sanitised by the seed. */
  content: string;
  releasedAt: Date;
};

/** How each product's versions move: where it starts, when it turns major, how often a minor version comes. */
const plans: Record<ProductDraft['code'], { count: number; start: [number, number, number]; majorAt: number; minorEvery: number; lastDaysAgo: number }> = {
  ERP: { count: 42, start: [5, 4, 0], majorAt: 15, minorEvery: 3, lastDaysAgo: 1 },
  TREASURE: { count: 30, start: [2, 6, 0], majorAt: 12, minorEvery: 4, lastDaysAgo: 3 },
  ALLINONE: { count: 26, start: [1, 8, 0], majorAt: 10, minorEvery: 4, lastDaysAgo: 8 },
  CLOUD: { count: 30, start: [3, 2, 0], majorAt: 18, minorEvery: 3, lastDaysAgo: 5 },
};

/** The log ends just before the demo's "today" and reaches back about three years. */
const END = Date.UTC(2026, 10, 20, 12, 30);
const SPAN_DAYS = 1090;
const DAY = 86_400_000;

type Kind = 'major' | 'minor' | 'patch';

/** V5.4.0, V5.4.1 … V6.0.0 …: the version and kind of each release in order. */
export function versionPlan(plan: (typeof plans)[ProductDraft['code']]): { version: string; kind: Kind }[] {
  let [major, minor, patch] = plan.start;
  const out: { version: string; kind: Kind }[] = [];
  for (let i = 0; i < plan.count; i++) {
    let kind: Kind = 'patch';
    if (i === 0) kind = 'minor';
    else if (i === plan.majorAt) [major, minor, patch, kind] = [major + 1, 0, 0, 'major'];
    else if (i % plan.minorEvery === 0) [minor, patch, kind] = [minor + 1, 0, 'minor'];
    else patch += 1;
    out.push({ version: `V${major}.${minor}.${patch}`, kind });
  }
  return out;
}

/** A deck of filled items, drawn without repeats until it runs out, then shuffled again. */
function createDeck(rng: Random, templates: string[], vars: ReleaseItemPools['vars']) {
  const fill = (t: string) =>
    t
      .replace(/\{#(\d+)-(\d+)\}/g, (_m, a: string, b: string) => String(rng.int(Number(a), Number(b))))
      .replace(/\{(\w+)\}/g, (_m, name: string) => rng.pick(vars[name] ?? [name]));
  // A template with a variable appears up to twice with different values: variety without a wall of near-twins.
  const expand = () => rng.shuffle(templates.flatMap((t) => (/\{\w+\}/.test(t) ? [...new Set([fill(t), fill(t)])] : [fill(t)])));
  let cards = expand();
  return (n: number): string[] => {
    const out: string[] = [];
    while (out.length < n) {
      if (cards.length === 0) cards = expand();
      const card = cards.pop()!;
      if (!out.includes(card)) out.push(card);
    }
    return out;
  };
}

const block = (heading: string, items: string[]) => (items.length > 0 ? `<h4>${heading}</h4><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>` : '');
/** 修复变更令打印页眉错位的问题 → 变更令打印页眉错位. */
const problemOf = (fix: string) => fix.replace(/^修复/, '').replace(/的问题$/, '');

function titleOf(kind: Kind, name: string, version: string, added: string[], fixed: string[]): string {
  if (kind === 'major') return `${name} ${version} 全新发布：${added[0]}`;
  if (kind === 'minor') return `${added[0]}等 ${added.length} 项新功能`;
  return fixed.length > 1 ? `修复${problemOf(fixed[0]!)}等 ${fixed.length} 个问题` : `修复${problemOf(fixed[0]!)}`;
}

function formatChinaDate(date: Date): string {
  const d = new Date(date.getTime() + 8 * 3_600_000);
  return `${d.getUTCFullYear()} 年 ${d.getUTCMonth() + 1} 月 ${d.getUTCDate()} 日`;
}

/**
 * Release notes of every product over about three years (128 in all),
 * newest a few days before 2026-11-20. Deterministic for a seed.
 */
export function createReleaseDrafts(seed = 20261122): ReleaseDraft[] {
  const out: ReleaseDraft[] = [];
  for (const product of productDrafts) {
    const plan = plans[product.code];
    const rng = createRandom(deriveSeed(seed, 'product-releases', product.code));
    const pools = releaseItemPools[product.code];
    const draw = {
      added: createDeck(rng, pools.added, pools.vars),
      improved: createDeck(rng, pools.improved, pools.vars),
      fixed: createDeck(rng, pools.fixed, pools.vars),
    };
    const versions = versionPlan(plan);
    const last = END - plan.lastDaysAgo * DAY;
    const first = END - SPAN_DAYS * DAY;
    const step = (last - first) / (plan.count - 1);
    versions.forEach(({ version, kind }, i) => {
      // Evenly spread with a few days of jitter; evenings China time, when upgrades are rolled out.
      const jitter = i === 0 || i === plan.count - 1 ? 0 : rng.int(-3, 3) * DAY;
      const day = Math.floor((first + i * step + jitter) / DAY) * DAY;
      const releasedAt = new Date(day + rng.int(12, 14) * 3_600_000 + rng.pick([0, 15, 30, 45]) * 60_000);
      const counts =
        kind === 'major'
          ? [5, 3, 3]
          : kind === 'minor'
            ? [rng.int(3, 4), rng.int(2, 3), rng.int(1, 3)]
            : [rng.chance(0.3) ? 1 : 0, rng.int(1, 2), rng.int(2, 4)];
      const added = draw.added(counts[0]!);
      const improved = draw.improved(counts[1]!);
      const fixed = draw.fixed(counts[2]!);
      const lead =
        kind === 'major'
          ? `<p>${product.name} ${version} 是一次大版本升级，公有云用户已于 ${formatChinaDate(releasedAt)}晚间自动升级；私有化部署用户请联系客户经理获取升级包与升级指导。</p>`
          : kind === 'minor'
            ? `<p>本次更新已于 ${formatChinaDate(releasedAt)}晚间完成，升级过程不影响已提交的数据，无需手动操作。</p>`
            : '';
      out.push({
        productCode: product.code,
        version,
        title: titleOf(kind, product.name, version, added, fixed),
        content: lead + block('新增', added) + block('优化', improved) + block('修复', fixed),
        releasedAt,
      });
    });
  }
  return out;
}
