import { createRandom, deriveSeed, type Random } from './random';
import { cities } from './library-text';
import { escapeHtml, fill, spaced } from './template-fill';
import { extraPlaces, typeVocab, type TypeVocab } from './solution-text';
import { roleVocab, topics, type RoleVocab, type Topic } from './solution-topics';
import { solutionCoverOf, solutionRoleEditions } from '../../../common/solution/options';
import type { ProjectRole } from '../../../common/library/options';

/** A solution as the seed and the tests insert it (content not yet sanitised). */
export type SolutionDraft = {
  title: string;
  projectType: string;
  projectRole: string;
  summary: string;
  content: string;
  coverUrl: string;
  highlights: string[];
  products: string[];
  publishDate: Date;
  readCount: number;
};

/** Publication dates run back three years from here; fixed so a seed is the same on every machine. */
const NEWEST = Date.UTC(2026, 10, 20, 2);
const DAY = 86_400_000;
const COVER_VARIANTS = 2;

/** 通用 solutions are named after the organisation they serve rather than a kind of works. */
const commonScenes: Record<string, string[]> = {
  YZ: ['建设单位多项目', '城投集团', '交通建设投资集团'],
  SG: ['施工企业', '建工集团', '路桥施工企业'],
  JL: ['工程监理企业'],
  ZX: ['工程咨询企业', '造价咨询企业'],
  JG: ['住建主管部门', '交通建设主管部门'],
  COMMON: ['工程建设项目', '建设工程'],
};

/** 隧道工程 + 工程档案数字化 reads 隧道工程档案数字化, not 隧道工程工程档案…; Latin words get a space (GIS+BIM). */
export function solutionTitle(scene: string, topicName: string, edition: string): string {
  const topic = scene.endsWith('工程') && topicName.startsWith('工程') ? topicName.slice(2) : topicName;
  return spaced(`${scene}${topic}解决方案${edition}`);
}

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
const item = (title: string, text: string) => `<li><strong>${escapeHtml(title)}</strong>：${escapeHtml(text)}</li>`;

function placeVars(rng: Random): Record<string, string> {
  const [city, city2] = rng.sample(cities, 2);
  return {
    city: city!,
    city2: city2!,
    mountain: rng.pick(extraPlaces.mountains),
    river: rng.pick(extraPlaces.rivers),
    reservoir: rng.pick(extraPlaces.reservoirs),
    district: rng.pick(extraPlaces.districts),
  };
}

function body(rng: Random, t: TypeVocab, topic: Topic, role: RoleVocab, scene: string, vars: Record<string, string>, year: number): string {
  const f = (text: string) => fill(text, vars, rng);
  const pains = [...rng.sample(t.pains, 2), role.pain];
  const features = [...topic.features.slice(0, rng.int(3, 4)), ...rng.sample(t.features, 2)];
  const project = f(rng.pick(t.projects));
  const scale = f(rng.pick(t.scales));
  const sections = rng.int(3, 14);
  const units = rng.int(12, 90);
  const users = rng.int(300, 4800);
  const periods = rng.int(8, 46);
  const amount = (rng.int(30, 980) / 10).toFixed(1);
  const quoteBy = rng.pick(role.quoteBy);
  const gain = rng.pick(topic.values);
  return [
    '<h3>行业痛点</h3>',
    p(`${scene}涉及${t.works}等多个专业，参建单位多、管理链条长。${role.name}在实际管理中普遍面临以下问题：`),
    `<ul>${pains.map((x) => item(x.title, x.text)).join('')}</ul>`,
    '<h3>方案架构</h3>',
    p(topic.architecture),
    '<ul>',
    item('采集层', `移动端、物联网设备与${t.locator}定位数据实时采集，现场数据不落地、不转抄`),
    item('数据层', `项目、合同、清单、组织与人员主数据统一编码，${t.works}的工程量按${t.locator}结构化存储`),
    item('应用层', `${topic.features.map((x) => x.title).join('、')}等应用按需组合，可分期上线`),
    item('展现层', `PC 端、手机 App 与大屏驾驶舱，为${role.name}按岗位定制工作台`),
    '</ul>',
    '<h3>核心功能</h3>',
    ...features.map((x) => `<h4>${escapeHtml(x.title)}</h4>${p(x.text)}`),
    '<h3>应用价值</h3>',
    p(role.value),
    '<table><thead><tr><th>指标</th><th>传统方式</th><th>应用本方案后</th></tr></thead><tbody>',
    ...topic.values.map(([k, before, after]) => `<tr><td>${escapeHtml(k)}</td><td>${escapeHtml(before)}</td><td>${escapeHtml(after)}</td></tr>`),
    '</tbody></table>',
    '<h3>典型案例</h3>',
    p(`${project}：${scale}。项目于 ${year} 年引入本方案，覆盖 ${sections} 个标段、${units} 家参建单位，注册用户 ${users} 人。`),
    '<ul>',
    `<li>上线以来累计完成 ${periods} 期计量，计量金额 ${amount} 亿元，审批全部在线完成；</li>`,
    `<li>${escapeHtml(gain[0])}由“${escapeHtml(gain[1])}”改善为“${escapeHtml(gain[2])}”；</li>`,
    `<li>项目获评${rng.pick(['省级智慧工地示范项目', '省级平安工地示范项目', '交通运输部品质工程示范项目', '省级 BIM 应用示范项目', '市级数字化建管标杆项目'])}。</li>`,
    '</ul>',
    `<blockquote>“${escapeHtml(rng.pick(['以前每期计量要跑好几趟签字，现在手机上就能审完，数据也不会对不上。', '平台把各标段的数据放在一起，哪里滞后、哪里超支，开会前就已经清楚了。', '最直观的变化是资料不用再后补，竣工验收时档案一次通过。', '现场的问题拍照就能下发，整改有没有落实一查便知。']))}”——${escapeHtml(project)}${escapeHtml(quoteBy)}</blockquote>`,
  ].join('');
}

/**
 * `perType` solutions for each project type, deterministic for a seed: every
 * (topic, role) pair appears at most once per type, so titles never repeat.
 */
export function createSolutionDrafts(seed: number, perType = 17): SolutionDraft[] {
  const drafts: SolutionDraft[] = [];
  typeVocab.forEach((t, typeIndex) => {
    const order = createRandom(deriveSeed(seed, 'solution-plan', t.code));
    const pairs = order.shuffle(topics.flatMap((topic) => topic.roles.map((role) => ({ topic, role }))));
    pairs.slice(0, perType).forEach(({ topic, role: roleCode }, i) => {
      const rng = createRandom(deriveSeed(seed, 'solution', t.code, i));
      const role = roleVocab.find((r) => r.code === roleCode)!;
      const scene = rng.pick(t.code === 'COMMON' ? commonScenes[roleCode]! : t.scenes);
      const edition = roleCode === 'COMMON' ? '' : `（${solutionRoleEditions[roleCode as ProjectRole]}）`;
      // One recent solution per type, so the short date ranges are never empty.
      const daysAgo = i === 0 ? 1 + typeIndex * 2 : rng.int(15, 3 * 365);
      const publishDate = new Date(NEWEST - daysAgo * DAY - rng.int(0, 8) * 3_600_000);
      const vars = { ...placeVars(rng), scene, works: t.works, roleName: role.name };
      const highlights = [...rng.sample(topic.highlights, rng.int(2, 3)), rng.pick(t.highlights)].map((h) => spaced(fill(h, vars, rng)));
      if (rng.chance(0.5)) highlights.push(`支持${rng.pick(['私有化部署', '信创环境部署', ' SaaS 开箱即用', '与既有 OA、财务系统对接'])}`);
      const products = [...new Set([...topic.products, ...(t.code === 'COMMON' ? [] : [rng.pick(['GIS+BIM 平台', '智慧工地', '数据驾驶舱', '移动审批 App'])])])].slice(0, rng.int(3, 5));
      drafts.push({
        title: solutionTitle(scene, topic.name, edition),
        projectType: t.code,
        projectRole: roleCode,
        summary: spaced(fill(topic.summary, vars, rng)),
        content: body(rng, t, topic, role, scene, vars, new Date(publishDate.getTime() - rng.int(120, 900) * DAY).getUTCFullYear()),
        coverUrl: solutionCoverOf(t.code, 1 + ((i + typeIndex) % COVER_VARIANTS)),
        highlights,
        products,
        publishDate,
        readCount: rng.chance(0.15) ? rng.int(5000, 26000) : rng.int(120, 3200),
      });
    });
  });
  return drafts;
}
