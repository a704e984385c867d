/**
 * The product landing pages (spec §2.1 'Others': /erp, /treasure, /jizhibao,
 * /erppro, /treasurepro, /jizhibaopro, /jizhiyun) and the alternative home
 * /index1: one table, one page component (app/routes/landing.tsx), decision
 * 0023. A landing is marketing copy about one product of `products` (its
 * code): the page adds the product's newest version and the customer cases
 * of the seed (news column `caseColumn`). Plain values: the pages import them.
 */
import type { ProductCode } from './options';

/** A point with a short title and one sentence. */
export type LandingPoint = { title: string; text: string };

/** A pricing edition of a *pro* page. `price` is yuan per `unit`; null: priced on request (报价). */
export type LandingEdition = { name: string; price: number | null; unit: string; audience: string; features: string[]; recommended?: boolean };

/** The screenshot, drawn by the page in CSS: a window with a sidebar of modules, figures, a chart and a table. */
export type LandingMockup = { title: string; figures: [label: string, value: string][]; rows: [name: string, status: string, amount: string][] };

export type Landing = {
  /** The address, also the key of the page's SEO template (`landing-<key>`). */
  key: string;
  path: string;
  product: ProductCode;
  /** What the page calls the product (a pro page names its edition). */
  name: string;
  /** The login page of 免费试用 (its register tab). */
  loginPath: string;
  /** Accent colour of the hero and the mock-up. */
  colour: string;
  eyebrow: string;
  headline: string;
  lead: string;
  /** Three or four figures under the hero. */
  figures: [label: string, value: string][];
  /** 为谁: the roles it serves. */
  audiences: LandingPoint[];
  /** 做什么: the problems it solves. */
  values: LandingPoint[];
  /** 功能模块. */
  modules: LandingPoint[];
  mockup: LandingMockup;
  /** The news column whose newest articles are the page's customer cases (a child of 客户案例, or 客户案例 itself). */
  caseColumn: string;
  /** Pricing editions: the *pro* pages only. */
  editions?: LandingEdition[];
  /** The other landings this one links to at its foot (their keys). */
  related: string[];
};

const erpBase = {
  product: 'ERP',
  loginPath: '/erplogin',
  colour: '#1664ff',
  audiences: [
    { title: '建设单位', text: '全线多标段的投资完成、计量支付与变更占比一张图掌握，支付审批有据可查。' },
    { title: '施工单位', text: '现场报量、在线申报、进度款到账情况随时可查，不再来回跑签字。' },
    { title: '监理与咨询', text: '逐项审核计量凭证与质检资料，超计、漏计自动提示，审核意见全程留痕。' },
    { title: '审计与财务', text: '从支付证书一路追溯到每一张计量凭证，台账、报表自动生成。' },
  ],
  values: [
    { title: '计量周期从半个月缩短到 3 天', text: '申报、审核、审批全部在线并行，计量资料随单流转，不再层层纸质签字。' },
    { title: '每一笔工程款有据可查', text: '清单、计量、变更与支付同一条数据链，任何一个数字都能追到来源。' },
    { title: '变更不失控', text: '变更立项、估价、审批与回写台账一气呵成，变更占比超过阈值自动预警。' },
  ],
  modules: [
    { title: '清单与合同', text: '招标清单、合同清单与 0# 清单分级管理，Excel 导入与清单分解。' },
    { title: '中期计量', text: '按部位、桩号计量，凭证与影像随单上传，审批流可配置会签。' },
    { title: '变更与索赔', text: '变更立项、变更令与新增单价在线审批，结果自动回写台账。' },
    { title: '支付证书', text: '自动扣回预付款与保留金，一键生成支付证书并电子签章。' },
    { title: '材料调差', text: '内置信息价，按调值公式或差额法计算价差，依据可追溯。' },
    { title: '驾驶舱与台账', text: '投资完成、计量支付与变更一张图，台账与报表自动生成。' },
  ],
  mockup: {
    title: '计量支付驾驶舱',
    figures: [
      ['合同总价', '18.6 亿'],
      ['累计计量', '11.2 亿'],
      ['本期支付', '8,460 万'],
    ],
    rows: [
      ['第 23 期中期计量 · A1 标', '监理审核中', '1,286 万'],
      ['变更令 BG-041 · 桥梁桩基加长', '已批复', '312 万'],
      ['第 22 期支付证书 · A2 标', '已签章', '2,045 万'],
    ],
  },
  caseColumn: '市政道路',
} as const satisfies Partial<Landing>;

const treasureBase = {
  product: 'TREASURE',
  loginPath: '/treasurelogin',
  colour: '#c27803',
  audiences: [
    { title: '施工项目部', text: '技术员现场报量拍照，资料员内业汇总，项目经理手机上看产值。' },
    { title: '资料员', text: '检验批、隐蔽验收与质检表格在线编制，随进度归集，竣工一键组卷。' },
    { title: '施工企业', text: '各项目产值、对下结算与资料进度汇总到公司，统一模板与权限。' },
  ],
  values: [
    { title: '现场报量，离线也能用', text: '按部位、桩号或楼层报量，照片自动加水印，隧道里离线填报，出洞自动同步。' },
    { title: '月度计量资料 1 天成册', text: '报量数据按清单自动汇总成中期计量表、计量凭证与工程量计算书。' },
    { title: '竣工资料不再突击补做', text: '资料随分部分项自动归集，竣工时一键组卷，通过档案验收。' },
  ],
  modules: [
    { title: '现场报量', text: '手机报量、拍照水印、离线填报与断点续传。' },
    { title: '计量汇总', text: '按清单汇总，生成计量表、计量凭证与计算书。' },
    { title: '资料编制', text: '检验批、隐蔽验收与质检表格模板覆盖公路、市政、房建。' },
    { title: '档案组卷', text: '资料随分部分项归集，竣工档案一键组卷导出。' },
    { title: '产值与分包', text: '月度产值、对下结算与材料消耗统计。' },
    { title: '对接业主 ERP', text: '计量草稿直接进入业主的计量支付审批流，不再重复录入。' },
  ],
  mockup: {
    title: '项目部工作台',
    figures: [
      ['本月报量', '326 条'],
      ['本月产值', '2,318 万'],
      ['资料完成率', '92%'],
    ],
    rows: [
      ['K12+300~K12+800 路基填筑', '已汇总', '186 万'],
      ['3# 楼 12 层检验批资料', '待签认', '—'],
      ['二衬 第 48 环', '离线待同步', '24 万'],
    ],
  },
  caseColumn: '房屋建筑',
} as const satisfies Partial<Landing>;

const allInOneBase = {
  product: 'ALLINONE',
  loginPath: '/productLogin',
  colour: '#0e7c66',
  audiences: [
    { title: '建设单位与代建单位', text: '进度、质量、安全、投资在 GIS+BIM 一张图上呈现，全线情况一屏看清。' },
    { title: '工程指挥部', text: '多工点、多标段统一调度，问题督办闭环，会议材料自动生成。' },
    { title: '设计与 BIM 团队', text: '模型轻量化发布到平台，按构件关联进度、计量与质检资料。' },
  ],
  values: [
    { title: '一张图管全线', text: '线路、标段与 BIM 模型叠加在地图上，点开任一工点即见形象进度与计量完成率。' },
    { title: '模型用起来', text: '模型按构件挂接计量、质检与影像资料，竣工时交付的是一个有数据的数字孪生。' },
    { title: '问题闭环', text: '质量安全问题从发现、整改到复查在线闭环，超期自动督办。' },
  ],
  modules: [
    { title: 'GIS 一张图', text: '线路、标段、工点与影像地图叠加，支持倾斜摄影。' },
    { title: 'BIM 轻量化', text: '主流格式模型轻量化，手机与浏览器直接浏览。' },
    { title: '进度管理', text: '计划、实际与形象进度按构件对比，滞后预警。' },
    { title: '质量安全', text: '巡检、整改、复查闭环，问题在模型上定位。' },
    { title: '计量联动', text: '与计量支付 ERP 打通，按构件查看计量完成情况。' },
    { title: '指挥调度', text: '多工点视频与物联网数据接入，统一调度。' },
  ],
  mockup: {
    title: 'GIS+BIM 一张图',
    figures: [
      ['工点', '46 个'],
      ['形象进度', '63%'],
      ['待整改问题', '12 项'],
    ],
    rows: [
      ['3 号线 · 长沙火车站站', '主体结构施工', '71%'],
      ['盾构区间 右线', '掘进 1,286 环', '58%'],
      ['车辆段 综合楼', '机电安装', '44%'],
    ],
  },
  caseColumn: '轨道交通',
} as const satisfies Partial<Landing>;

const proEditions = (product: string, prices: [number, number]): LandingEdition[] => [
  {
    name: '标准版',
    price: prices[0],
    unit: '元 / 项目 / 年',
    audience: '单个项目、单一合同段',
    features: [`${product}核心功能`, '不超过 30 个账号', '云端部署，开通即用', '工作日在线客服'],
  },
  {
    name: '专业版',
    price: prices[1],
    unit: '元 / 项目 / 年',
    audience: '多合同段、多参建单位的项目',
    features: ['标准版全部功能', '不限账号数', '自定义审批流与报表模板', '电子签章与开放接口', '专属实施顾问'],
    recommended: true,
  },
  {
    name: '企业版',
    price: null,
    unit: '按需报价',
    audience: '集团与多项目企业',
    features: ['专业版全部功能', '多项目统一管控与驾驶舱', '私有化或混合云部署', '对接财务、OA 与档案系统', '7×24 小时驻场保障'],
  },
];

/** Every landing page, in the order of the products. */
export const landings: Landing[] = [
  {
    ...erpBase,
    key: 'erp',
    path: '/erp',
    name: '计量支付 ERP',
    eyebrow: '工程计量支付管理系统',
    headline: '清单、计量、变更、支付一体化，每一笔工程款有据可查',
    lead: '以工程量清单为主线，贯通合同、中期计量、变更索赔、材料调差与支付证书。施工单位在线申报，监理逐项审核，业主审批支付，数据自动汇入台账。',
    figures: [
      ['服务项目', '1,200+'],
      ['累计计量金额', '3,600 亿+'],
      ['平均计量周期', '3 天'],
    ],
    related: ['erppro', 'treasure', 'jizhibao'],
  },
  {
    ...erpBase,
    key: 'erppro',
    path: '/erppro',
    name: '计量支付 ERP 专业版',
    eyebrow: '计量支付 ERP · 专业版',
    headline: '多合同段、多参建单位的计量支付，一套系统管到底',
    lead: '在计量支付 ERP 的基础上，专业版支持自定义审批流与报表模板、电子签章、开放接口和集团多项目驾驶舱，适合投资规模大、参建单位多的重点工程。',
    figures: [
      ['单项目最多合同段', '60+'],
      ['审批节点', '可任意配置'],
      ['上线周期', '2 周'],
    ],
    editions: proEditions('计量支付 ', [39800, 128000]),
    related: ['erp', 'treasurepro', 'jizhibaopro'],
  },
  {
    ...treasureBase,
    key: 'treasure',
    path: '/treasure',
    name: '计智宝',
    eyebrow: '施工项目部的计量与资料工具',
    headline: '现场报量、内业计量、资料归档，一个应用全搞定',
    lead: '技术员在现场用手机报量、拍照，资料员在电脑上汇总成计量表和质检资料，项目经理在手机上查看产值与成本。可单独使用，也可直连业主的计量支付 ERP。',
    figures: [
      ['使用项目部', '3,800+'],
      ['资料模板', '1,600 套'],
      ['月度资料成册', '1 天'],
    ],
    related: ['treasurepro', 'erp', 'jizhiyun'],
  },
  {
    ...treasureBase,
    key: 'treasurepro',
    path: '/treasurepro',
    name: '计智宝 专业版',
    eyebrow: '计智宝 · 专业版',
    headline: '施工企业多项目的产值、计量与资料，统一到公司一个平台',
    lead: '专业版在计智宝的基础上增加企业统一模板与权限、多项目产值汇总、分包结算核对与档案馆标准组卷，适合同时在建十个以上项目的施工企业。',
    figures: [
      ['同时在建项目', '不限'],
      ['档案组卷标准', '12 省市'],
      ['分包结算核对', '自动'],
    ],
    editions: proEditions('现场报量、计量汇总与资料', [6800, 19800]),
    related: ['treasure', 'erppro', 'jizhibaopro'],
  },
  {
    ...allInOneBase,
    key: 'jizhibao',
    path: '/jizhibao',
    name: '一体化平台',
    eyebrow: 'GIS+BIM 建设管理一体化平台',
    headline: '进度、质量、安全、投资，在一张图上管全线',
    lead: '把线路、标段与 BIM 模型叠加在地图上，进度、质量安全与计量支付数据按构件挂接，建设单位与指挥部一屏掌握全线情况，问题在线闭环。',
    figures: [
      ['接入模型构件', '2,000 万+'],
      ['线性工程里程', '4,300 公里'],
      ['问题闭环率', '98%'],
    ],
    related: ['jizhibaopro', 'erp', 'jizhiyun'],
  },
  {
    ...allInOneBase,
    key: 'jizhibaopro',
    path: '/jizhibaopro',
    name: '一体化平台 专业版',
    eyebrow: '一体化平台 · 专业版',
    headline: '重点工程指挥部的数字孪生底座',
    lead: '专业版支持倾斜摄影与大体量模型、物联网与视频接入、指挥调度大屏和私有化部署，适合地铁、高速与大型水利枢纽的建设指挥部。',
    figures: [
      ['单项目模型体量', '50 GB+'],
      ['物联网设备接入', '不限'],
      ['部署方式', '云端 / 私有化'],
    ],
    editions: proEditions('GIS 一张图、BIM 轻量化与进度质量安全', [86000, 238000]),
    related: ['jizhibao', 'erppro', 'treasurepro'],
  },
  {
    product: 'CLOUD',
    key: 'jizhiyun',
    path: '/jizhiyun',
    name: '计智云',
    loginPath: '/login',
    colour: '#0d8f8a',
    eyebrow: '工程项目数字化管理云平台',
    headline: '一个账号，用上计智云的全部产品与行业资讯',
    lead: '计智云把计量支付、计智宝、GIS+BIM 平台与行业资讯、标准规范、AI 写作放在同一个账号下：注册即可试用，项目数据在产品之间自动流转。',
    figures: [
      ['注册用户', '26 万+'],
      ['标准规范与政策', '2 万+ 篇'],
      ['可用性', '99.95%'],
    ],
    audiences: [
      { title: '项目管理人员', text: '一个账号登录全部产品，待办集中处理，手机电脑同步。' },
      { title: '企业管理层', text: '各项目计量、产值与问题汇总到企业工作台。' },
      { title: '工程技术人员', text: '标准规范、政策法规、论文与招标信息随查随用，AI 辅助写作方案与标书。' },
    ],
    values: [
      { title: '注册即用', text: '不装软件、不买服务器，浏览器与手机打开就能用，按需开通产品。' },
      { title: '数据在产品间流转', text: '计智宝的报量进入计量支付 ERP，计量数据又出现在 GIS+BIM 一张图上。' },
      { title: '安全可靠', text: '等保三级，数据多地备份，账号支持短信二次验证与扫码登录。' },
    ],
    modules: [
      { title: '统一账号', text: '个人与单位账号，扫码登录与短信二次验证。' },
      { title: '产品中心', text: '计量支付 ERP、计智宝、一体化平台按需开通。' },
      { title: '行业资讯', text: '新闻、标准、政策、论文与招标信息一站检索。' },
      { title: 'AI 写作', text: '标书、方案与论文辅助写作。' },
      { title: '学习中心', text: '计量支付与 BIM 实务视频课程。' },
      { title: '开放平台', text: '标准接口对接企业自有系统。' },
    ],
    mockup: {
      title: '我的工作台',
      figures: [
        ['待办', '8 项'],
        ['我的项目', '5 个'],
        ['订阅招标', '36 条'],
      ],
      rows: [
        ['第 23 期中期计量待审核', '计量支付 ERP', '今天'],
        ['3# 楼检验批资料待签认', '计智宝', '昨天'],
        ['湖南省公路工程招标公告', '招标订阅', '2 小时前'],
      ],
    },
    caseColumn: '水利港口',
    related: ['erp', 'treasure', 'jizhibao'],
  },
];

/** The landing of an address (/erp …), or undefined. */
export function landingOf(path: string): Landing | undefined {
  const clean = path.replace(/\/+$/, '').toLowerCase();
  return landings.find((l) => l.path === clean);
}

/** The landing with a key, for the related links and /index1. */
export function landingByKey(key: string): Landing | undefined {
  return landings.find((l) => l.key === key);
}

/** Customer cases shown on a landing page. */
export const LANDING_CASES = 3;

/** /index1, the alternative home (decision 0023): the landings it presents, one card each. */
export const index1Landings = ['erp', 'treasure', 'jizhibao', 'jizhiyun'] as const;
