import { escapeHtml, fill } from './template-fill';
import { createRandom, deriveSeed } from './random';
import { cities, dayOf, givenNames, surnames } from './library-text';

export type PaperDraft = {
  title: string;
  authors: string;
  institution: string;
  journal: string;
  year: number;
  categoryId: number;
  projectType: string;
  projectRole: string;
  publishDate: Date;
  abstract: string;
  keywords: string;
  content: string;
  pdfTitle: string;
  pdfSizeBytes: number;
  readCount: number;
};

/** Per paper category: title templates, subjects, methods, journals and the project type. */
type Field = { categoryId: number; projectType: string; titles: string[]; objects: string[]; methods: string[]; journals: string[]; keywords: string[] };
const fields: Field[] = [
  {
    categoryId: 1, projectType: 'ROAD', journals: ['公路', '中外公路', '公路交通科技', '桥梁建设'],
    titles: ['{city}{object}病害成因分析与处治技术研究', '基于{method}的{object}施工质量控制研究', '{object}在{city}绕城高速中的应用'],
    objects: ['沥青路面车辙', '大跨径连续刚构桥', '高填方路基', '预应力混凝土箱梁', '钢箱梁顶推'],
    methods: ['有限元数值模拟', '现场监测数据', '灰色关联分析', '三维激光扫描'],
    keywords: ['道路工程', '桥梁工程', '质量控制', '病害处治'],
  },
  {
    categoryId: 2, projectType: 'TUNNEL', journals: ['隧道建设', '现代隧道技术', '地下空间与工程学报'],
    titles: ['{city}{object}施工变形控制技术研究', '复杂地层中{object}的{method}研究', '{object}围岩稳定性分析'],
    objects: ['浅埋暗挖隧道', '富水砂层盾构隧道', '软岩大变形隧道', '城市地下综合管廊', '超大断面隧道'],
    methods: ['数值模拟', '现场实测', '可靠度分析', '机器学习预测'],
    keywords: ['隧道工程', '围岩变形', '盾构施工', '监控量测'],
  },
  {
    categoryId: 3, projectType: 'SUBWAY', journals: ['都市快轨交通', '城市轨道交通研究', '铁道建筑'],
    titles: ['{city}地铁{#1-9}号线{object}关键技术', '基于{method}的{object}风险评估', '{object}对邻近建筑物影响研究'],
    objects: ['盾构下穿既有线', '深基坑开挖', '车站明挖顺作法施工', '联络通道冻结法施工', '车辆段上盖开发'],
    methods: ['BIM 模型', '模糊综合评价', '数值模拟', '自动化监测'],
    keywords: ['地铁', '城市轨道交通', '风险评估', '沉降控制'],
  },
  {
    categoryId: 4, projectType: 'BUILDING', journals: ['施工技术', '建筑结构', '建筑技术'],
    titles: ['{object}施工技术研究与应用', '{city}某超高层项目{object}关键技术', '基于{method}的{object}质量管理'],
    objects: ['装配式混凝土结构节点', '超高层核心筒爬模', '大体积混凝土温控', '钢结构整体提升', '高支模体系'],
    methods: ['BIM 技术', '物联网监测', 'PDCA 循环', '有限元分析'],
    keywords: ['房屋建筑', '装配式建筑', '施工技术', '质量管理'],
  },
  {
    categoryId: 5, projectType: 'WATER', journals: ['水利水电技术', '人民长江', '水运工程', '中国农村水利水电'],
    titles: ['{city}{object}除险加固设计与施工', '基于{method}的{object}渗流分析', '{object}数字孪生平台建设探索'],
    objects: ['中型水库土石坝', '大型灌区渠系', '高桩码头', '内河航道整治', '城市防洪堤'],
    methods: ['有限元渗流计算', '无人机巡检', '多源监测数据', '数字孪生'],
    keywords: ['水利工程', '除险加固', '渗流', '港口工程'],
  },
  {
    categoryId: 6, projectType: 'COMMON', journals: ['工程管理学报', '建筑经济', '项目管理技术'],
    titles: ['{object}模式下的项目管理研究', '基于{method}的{object}绩效评价', '{city}市政项目{object}实践'],
    objects: ['工程总承包', '全过程工程咨询', '建设单位项目群管理', '施工企业数字化转型', 'EPC 项目合同管理'],
    methods: ['结构方程模型', '层次分析法', '案例研究', '熵权 TOPSIS'],
    keywords: ['工程管理', '工程总承包', '绩效评价', '数字化转型'],
  },
  {
    categoryId: 7, projectType: 'COMMON', journals: ['工程造价管理', '建筑经济', '价值工程'],
    titles: ['{object}中的争议成因及对策', '基于{method}的{object}研究', '{city}某道路项目{object}实践'],
    objects: ['中期计量', '变更索赔管理', '竣工结算审计', '材料价差调整', '清单计价'],
    methods: ['BIM 算量', '计量台账数据', '区块链存证', '案例统计'],
    keywords: ['工程计量', '工程造价', '变更管理', '结算审计'],
  },
  {
    categoryId: 8, projectType: 'COMMON', journals: ['土木建筑工程信息技术', '图学学报', '施工技术'],
    titles: ['GIS+BIM 融合的{object}研究', '基于{method}的{object}平台设计', '{city}{object}数字化管理实践'],
    objects: ['线性工程进度管理', '智慧工地', '合同计量系统', '工程档案数字化', '施工安全预警'],
    methods: ['GIS+BIM', '物联网', '知识图谱', '大语言模型'],
    keywords: ['BIM', 'GIS', '智慧工地', '数字化'],
  },
];
const roles = ['SG', 'YZ', 'JL', 'ZX', 'COMMON'];
const institutions = [
  '中南大学土木工程学院', '长沙理工大学交通运输工程学院', '湖南大学土木工程学院', '同济大学土木工程学院', '西南交通大学土木工程学院',
  '中铁五局集团有限公司', '中建五局土木工程有限公司', '湖南省交通规划勘察设计院有限公司', '长沙市轨道交通集团有限公司', '湖南计智云科技有限公司',
];
const findings = [
  '{object}的关键控制参数与现场实测值吻合较好，最大偏差不超过 {#5-12}%',
  '采取优化措施后，{object}的施工效率提高约 {#12-35}%，质量缺陷率明显下降',
  '{method}能够较准确地反映{object}的实际状态，可用于施工过程动态调整',
];
const person = (rng: ReturnType<typeof createRandom>) => `${rng.pick(surnames)}${rng.pick(givenNames)}`;
const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** At least `count` papers spread over the categories, deterministic for a seed. */
export function createPaperDrafts(seed: number, count = 128): PaperDraft[] {
  const drafts: PaperDraft[] = [];
  const seen = new Set<string>();
  for (let i = 0; drafts.length < count && i < count * 4; i++) {
    const rng = createRandom(deriveSeed(seed, 'paper', i));
    const field = fields[i % fields.length]!;
    const vars = { city: rng.pick(cities), object: rng.pick(field.objects), method: rng.pick(field.methods) };
    const title = fill(rng.pick(field.titles), vars, rng);
    if (seen.has(title)) continue;
    seen.add(title);
    const year = drafts.length < 6 ? 2026 : rng.int(2018, 2026);
    const publishDate = drafts.length < 6 ? new Date(Date.UTC(2026, 10, 18) - drafts.length * 4 * 86_400_000) : dayOf(year, year === 2026 ? rng.int(1, 10) : rng.int(1, 12), rng.int(1, 28));
    const finding = fill(rng.pick(findings), vars, rng);
    const abstract = `针对${vars.object}过程中存在的质量与进度控制难题，以${vars.city}某实际工程为背景，采用${vars.method}方法开展研究。分析了影响${vars.object}的主要因素，提出了相应的技术与管理措施。结果表明：${finding}。研究成果可为类似工程提供参考。`;
    const authors = Array.from({ length: rng.int(1, 4) }, () => person(rng));
    const pdfOnly = i % 3 === 2;
    const content = pdfOnly
      ? ''
      : [
          `<h3>1 引言</h3>${p(`近年来，随着基础设施建设规模不断扩大，${vars.object}的技术难度和管理要求持续提高。既有研究多集中于设计阶段，对施工过程中的动态控制关注不足。`)}`,
          `<h3>2 工程概况</h3>${p(`某工程位于${vars.city}市，合同工期 ${rng.int(18, 48)} 个月，合同价约 ${rng.int(3, 60)} 亿元。工程涉及${vars.object}，地质条件复杂，周边环境敏感。`)}`,
          `<h3>3 研究方法</h3>${p(`本文采用${vars.method}方法，结合现场采集的 ${rng.int(6, 36)} 个月监测与计量数据，建立分析模型并进行参数敏感性分析。`)}`,
          `<h3>4 结果与分析</h3>${p(`${finding}。`)}${p('进一步分析表明，施工组织、材料质量和过程监测是影响结果的三项主要因素，应在方案阶段统筹考虑。')}`,
          `<h3>5 结论</h3>${p(`（1）${finding}。`)}${p('（2）建议在类似工程中推广信息化管理手段，实现计量、质量与进度数据的联动分析。')}`,
        ].join('');
    drafts.push({
      title,
      authors: authors.join('，'),
      institution: rng.pick(institutions),
      journal: `《${rng.pick(field.journals)}》${year}年第${rng.int(1, 12)}期`,
      year,
      categoryId: field.categoryId,
      projectType: field.projectType,
      projectRole: rng.pick(roles),
      publishDate,
      abstract,
      keywords: [...rng.sample(field.keywords, 2), vars.object, vars.method].join('；'),
      content,
      pdfTitle: pdfOnly || rng.chance(0.4) ? `${title}.pdf` : '',
      pdfSizeBytes: rng.int(300, 4800) * 1024,
      readCount: rng.int(30, 5000),
    });
  }
  return drafts;
}
