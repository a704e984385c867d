import { escapeHtml } from './template-fill';
import { createRandom, deriveSeed, type Random } from './random';
import { chineseDate, dayOf } from './library-text';
import type { StandardDraft } from './library-standards';

/** A policy ready to insert; `standardIndices` point into the standards list it was made from. */
export type PolicyDraft = {
  title: string;
  authority: string;
  docNumber: string;
  region: string;
  categoryId: number;
  projectType: string;
  projectRole: string;
  publishDate: Date;
  content: string;
  readCount: number;
  standardIndices: number[];
};

type Issuer = { authority: string; region: string; prefixes: string[]; projectType: string };
const ministries: Issuer[] = [
  { authority: '住房和城乡建设部', region: '全国', prefixes: ['建市', '建质', '建标', '建办市', '建办质'], projectType: 'BUILDING' },
  { authority: '交通运输部', region: '全国', prefixes: ['交公路发', '交水发', '交办公路'], projectType: 'ROAD' },
  { authority: '水利部', region: '全国', prefixes: ['水建设', '水运管', '水监督'], projectType: 'WATER' },
  { authority: '国家发展改革委', region: '全国', prefixes: ['发改投资', '发改价格'], projectType: 'COMMON' },
];
const locals: Issuer[] = [
  { authority: '湖南省住房和城乡建设厅', region: '湖南省', prefixes: ['湘建建', '湘建监督', '湘建价'], projectType: 'BUILDING' },
  { authority: '湖南省交通运输厅', region: '湖南省', prefixes: ['湘交建设', '湘交基建'], projectType: 'ROAD' },
  { authority: '湖南省水利厅', region: '湖南省', prefixes: ['湘水建管'], projectType: 'WATER' },
  { authority: '长沙市住房和城乡建设局', region: '长沙市', prefixes: ['长住建发'], projectType: 'GOV' },
  { authority: '广东省住房和城乡建设厅', region: '广东省', prefixes: ['粤建市', '粤建质'], projectType: 'BUILDING' },
];

const topics: [string, string][] = [
  ['进一步加强房屋市政工程施工安全管理', 'SG'],
  ['推进建设工程计量支付数字化管理', 'YZ'],
  ['加快推动智能建造与新型建筑工业化协同发展', 'SG'],
  ['规范工程建设领域保证金管理', 'SG'],
  ['开展危险性较大的分部分项工程专项整治', 'SG'],
  ['全面推行工程总承包和全过程工程咨询', 'ZX'],
  ['加强建设工程质量检测管理', 'JL'],
  ['推进建筑信息模型（BIM）技术应用', 'COMMON'],
  ['做好工程建设项目招标投标监管', 'JG'],
  ['落实建设单位工程质量首要责任', 'YZ'],
  ['推进施工现场建筑垃圾减量化', 'SG'],
  ['开展工程款支付担保和农民工工资保障工作', 'YZ'],
  ['加强城市地下管线与综合管廊建设管理', 'COMMON'],
  ['规范工程监理企业履职行为', 'JL'],
  ['推进智慧工地建设', 'SG'],
  ['做好汛期在建工程安全防范', 'SG'],
  ['加强老旧小区改造工程质量安全管理', 'JG'],
  ['完善建设工程价款结算办法', 'ZX'],
];
const sections: [string, string[]][] = [
  ['总体要求', ['以习近平新时代中国特色社会主义思想为指导，坚持人民至上、生命至上，统筹发展和安全，着力提升工程建设质量安全管理水平。', '到{year}年底，基本建立责任清晰、监管有力、数据贯通的管理体系，重点领域突出问题得到有效治理。']],
  ['压实各方主体责任', ['建设单位应当依法履行首要责任，合理确定工期和造价，不得明示或暗示施工单位违反工程建设强制性标准。', '施工单位应当建立健全质量安全管理制度，项目负责人、技术负责人和专职安全生产管理人员应当在岗履职。']],
  ['强化过程管控', ['各地要严格执行施工图审查、施工许可和竣工验收制度，加强对关键工序和隐蔽工程的监督检查。', '推行工程变更、签证和价款结算全过程线上办理，实现过程数据与施工日志、检验记录互联互通，确保数据可追溯。']],
  ['推进数字化应用', ['鼓励应用 BIM、GIS、物联网等技术，建设项目级和企业级管理平台，推动数据跨部门共享。', '支持有条件的地区开展智能建造试点，培育一批数字化服务骨干企业。']],
  ['加强监督检查', ['各级主管部门要将本通知落实情况纳入年度监督检查计划，对发现的问题实行清单化管理、闭环式整改。', '对违法违规行为依法从严查处，并将处罚信息记入信用档案，向社会公开。']],
  ['保障措施', ['各地要加强组织领导，明确责任分工，结合实际制定具体实施方案。', '执行中遇到的问题，请及时反馈我部（厅）有关司（处）室。']],
];
const cn = ['一', '二', '三', '四', '五', '六'];
const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

function normativeBody(rng: Random, issuer: Issuer, topic: string, year: number, cited: StandardDraft[]): string {
  const opening = p(`各${issuer.region === '全国' ? '省、自治区、直辖市及新疆生产建设兵团' : '市州、县市区'}有关主管部门：`) + p(`为${topic}，切实保障工程质量安全和人民群众生命财产安全，现就有关事项通知如下。`);
  const parts = rng.sample(sections.slice(1, 5), 3);
  const body = [sections[0]!, ...parts, sections[5]!].map(([heading, paragraphs], i) => {
    let html = `<h3>${cn[i]}、${escapeHtml(heading)}</h3>` + paragraphs.map((t) => p(t.replace('{year}', String(year + 2)))).join('');
    if (i === 2 && cited.length > 0) {
      html += p(`相关工程应严格执行${cited.map((s) => `《${s.title}》（${s.number}）`).join('、')}等标准规范的规定，不得降低标准要求。`);
    }
    return html;
  });
  return opening + body.join('') + p(issuer.authority) + p(chineseDate(dayOf(year, 1, 1)).replace(/\d+月\d+日$/, `${rng.int(1, 12)}月${rng.int(1, 28)}日`));
}

function announcementBody(s: StandardDraft, prev: StandardDraft | undefined, authority: string): string {
  return (
    p(`现批准《${s.title}》为${s.kind === 'NATIONAL' ? '国家标准' : '行业标准'}，编号为${s.number}，自${chineseDate(s.implementDate)}起实施。其中，第4.0.3条为强制性条文，必须严格执行。`) +
    (prev ? p(`原《${prev.title}》（${prev.number}）同时废止。`) : '') +
    p(`本标准在${authority}门户网站公开，并由出版单位出版发行。`) +
    p(authority) +
    p(chineseDate(s.issueDate))
  );
}

/** Announcements of national and industry standards, normative documents and local policies. Deterministic. */
export function createPolicyDrafts(seed: number, standards: StandardDraft[]): PolicyDraft[] {
  const drafts: PolicyDraft[] = [];
  const announcementCount = new Map<string, number>();
  standards.forEach((s, i) => {
    if (s.kind !== 'NATIONAL' && s.kind !== 'INDUSTRY') return;
    if (s.issueDate.getUTCFullYear() < 2012) return;
    const rng = createRandom(deriveSeed(seed, 'announce', i));
    const authority = s.issuer.startsWith('中华人民共和国') ? s.issuer.replace('中华人民共和国', '').split('、')[0]! : s.issuer;
    const year = new Date(s.issueDate.getTime() + 8 * 3_600_000).getUTCFullYear();
    const key = `${authority}${year}`;
    const n = (announcementCount.get(key) ?? rng.int(20, 60)) + rng.int(1, 9);
    announcementCount.set(key, n);
    const prev = s.replacesIndex === null ? undefined : standards[s.replacesIndex];
    drafts.push({
      title: `${authority}关于发布${s.kind === 'NATIONAL' ? '国家标准' : '行业标准'}《${s.title}》的公告`,
      authority,
      docNumber: `${authority}公告${year}年第${n}号`,
      region: '全国',
      categoryId: 4,
      projectType: s.projectType,
      projectRole: 'COMMON',
      publishDate: s.issueDate,
      content: announcementBody(s, prev, authority),
      readCount: rng.int(80, 6000),
      standardIndices: prev ? [i, s.replacesIndex!] : [i],
    });
  });

  const current = standards.map((s, i) => ({ s, i })).filter(({ s }) => s.status !== 'ABOLISHED');
  const usedTitles = new Set<string>();
  for (let k = 0; k < 72; k++) {
    const rng = createRandom(deriveSeed(seed, 'policy', k));
    const issuer = k < 44 ? ministries[k % ministries.length]! : locals[k % locals.length]!;
    let t = (k * 7) % topics.length;
    while (usedTitles.has(`${issuer.authority}${topics[t]![0]}`)) t = (t + 1) % topics.length;
    usedTitles.add(`${issuer.authority}${topics[t]![0]}`);
    const [topic, role] = topics[t]!;
    const year = k < 6 ? 2026 : rng.int(2021, 2026);
    const month = year === 2026 ? rng.int(1, 11) : rng.int(1, 12);
    const publishDate = k < 6 ? new Date(Date.UTC(2026, 10, 19) - k * 5 * 86_400_000) : dayOf(year, month, rng.int(1, 28));
    // Cite standards of the issuer's own field, as a real notice would.
    const ownField = current.filter(({ s }) => s.projectType === issuer.projectType || s.projectType === 'COMMON');
    const cited = rng.sample(ownField.length > 0 ? ownField : current, rng.int(1, 3));
    const isLocal = issuer.region !== '全国';
    const name = isLocal ? `${issuer.authority}关于${topic}的通知` : `${issuer.authority}关于${topic}的${rng.pick(['通知', '指导意见', '实施意见'])}`;
    drafts.push({
      title: name,
      authority: issuer.authority,
      docNumber: `${rng.pick(issuer.prefixes)}〔${year}〕${rng.int(3, 160)}号`,
      region: issuer.region,
      categoryId: isLocal ? 5 : k % 5 === 0 ? 2 : 3,
      projectType: issuer.projectType,
      projectRole: role,
      publishDate,
      content: normativeBody(rng, issuer, topic, year, cited.map((c) => c.s)),
      readCount: rng.int(60, 9000),
      standardIndices: cited.map((c) => c.i),
    });
  }
  return drafts;
}
