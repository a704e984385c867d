/**
 * Demo column tree and SEO templates. The seed inserts them as they are;
 * article content for each column comes from news-factory.ts.
 */
export type ColumnBizType = 'NEWS' | 'KNOW';

export type ColumnSeed = {
  name: string;
  bizType: ColumnBizType;
  isTopic: boolean;
  intro: string;
  /** Children inherit the parent's bizType. Topic columns have none. */
  children: { name: string; intro: string }[];
};

const news = (name: string, intro: string, children: [string, string][]): ColumnSeed => ({
  name,
  bizType: 'NEWS',
  isTopic: false,
  intro,
  children: children.map(([childName, childIntro]) => ({ name: childName, intro: childIntro })),
});

const topic = (name: string, intro: string): ColumnSeed => ({ name, bizType: 'NEWS', isTopic: true, intro, children: [] });

export const newsColumnSeed: ColumnSeed[] = [
  news('行业动态', '追踪工程建设领域的政策、市场与各地动向，帮助项目管理者把握行业脉搏。', [
    ['政策解读', '解读住建部、交通运输部、水利部等主管部门发布的政策文件与标准规范。'],
    ['市场观察', '观察基础设施投资、招投标与工程数字化市场的最新变化。'],
    ['地方资讯', '汇集各省市重点工程建设进展与地方主管部门的最新举措。'],
  ]),
  news('公司新闻', '发布湖南计智云科技有限公司的企业动态、合作签约与所获荣誉。', [
    ['公司动态', '记录计智云的签约合作、市场活动、技术交流与团队发展。'],
    ['荣誉资质', '展示计智云获得的软件资质、行业奖项与认证证书。'],
  ]),
  news('产品动态', '介绍计量支付 ERP、GIS+BIM 平台等产品的版本发布与功能亮点。', [
    ['版本更新', '计智云各产品线的版本发布说明、新增功能与问题修复。'],
    ['功能介绍', '深入讲解计量支付、变更管理、BIM 协同等核心功能的使用价值。'],
  ]),
  news('客户案例', '展示计智云在各类工程项目中的落地实践与应用成效。', [
    ['市政道路', '城市快速路、主干道改造与综合管廊等市政项目的数字化管理案例。'],
    ['轨道交通', '地铁、城际铁路与有轨电车项目的计量支付和 BIM 应用案例。'],
    ['房屋建筑', '安置房、公共建筑与产业园区项目的全过程管理案例。'],
    ['水利港口', '水库除险加固、灌区改造与港区码头项目的信息化建设案例。'],
  ]),
  news('技术前沿', '关注 BIM、GIS、物联网与数字孪生等技术在工程建设中的应用。', [
    ['BIM 应用', '分享 BIM 正向设计、模型算量与施工模拟的实践经验。'],
    ['GIS 平台', '探讨 GIS 一张图、线性工程管理与空间数据治理的方法。'],
    ['智慧工地', '聚焦视频监控、环境监测、劳务实名制等智慧工地应用。'],
  ]),
  news('计量支付', '围绕工程计量、变更与结算，分享合同管理一线的实务经验。', [
    ['计量实务', '讲解中期计量、清单台账与支付证书编制中的常见做法。'],
    ['变更管理', '梳理工程变更、索赔与新增单价审批的流程要点。'],
    ['结算审计', '分享竣工结算编制、审计配合与争议处理的实用方法。'],
  ]),
  news('造价管理', '解读计价依据、定额标准与材料价格，服务工程造价全过程管理。', [
    ['定额解读', '解读各地消耗量定额、计价规则与清单计价标准的调整要点。'],
    ['材料价格', '发布钢材、水泥、沥青、砂石等主要建材的价格走势与调差提示。'],
  ]),
  news('安全质量', '传递安全生产与工程质量管理的政策要求、检查要点与经验做法。', [
    ['安全生产', '关注危大工程管控、隐患排查治理与安全生产标准化建设。'],
    ['质量管理', '分享质量检验评定、首件制与质量通病防治的管理方法。'],
  ]),
  {
    name: '知识库',
    bizType: 'KNOW',
    isTopic: false,
    intro: '计智云产品的操作指南与常见问题解答，帮助用户快速上手。',
    children: [
      { name: '操作指南', intro: '按业务场景编写的分步操作说明，覆盖计量、变更、支付与资料管理。' },
      { name: '常见问题', intro: '整理用户在使用计智云产品过程中的高频问题及解决办法。' },
    ],
  },
  topic('智慧工地建设专题', '汇集智慧工地建设的政策要求、技术方案与项目实践。'),
  topic('工程数字化转型', '探讨施工企业与建设单位推进数字化转型的路径与方法。'),
  topic('计量支付规范解读', '系统解读工程计量与价款支付相关的规范条文和合同约定。'),
  topic('轨道交通建设', '关注城市轨道交通与城际铁路建设的进展、技术与管理实践。'),
  topic('城市更新', '聚焦老旧小区改造、道路提质与地下管网更新等城市更新项目。'),
  topic('水利工程高质量发展', '关注水库除险加固、灌区现代化与水网建设中的管理创新。'),
];

export type SeoTemplateSeed = {
  pageName: string;
  componentId: string;
  title: string;
  description: string;
  keywords: string;
};

export const seoTemplateSeed: SeoTemplateSeed[] = [
  {
    pageName: 'information',
    componentId: '',
    title: '资讯中心_工程建设资讯、标准规范、政策法规与课程资料_{companyName}',
    description: '{companyName}资讯中心汇集工程建设行业资讯、标准规范、政策法规、学术论文、精品课程与资料下载，一站查找计量支付、BIM 与智慧工地知识。',
    keywords: '资讯中心,工程资讯,标准规范,政策法规,工程论文,工程课程,资料下载,计智云',
  },
  {
    pageName: 'informationList',
    componentId: '',
    title: '{column}_资讯中心_{companyName}',
    description: '{companyName}资讯中心{column}栏目，可按项目类型、项目角色与发布时间筛选工程建设资讯。',
    keywords: '{column},工程资讯,项目类型,项目角色,计智云',
  },
  {
    pageName: 'informationList',
    componentId: 'all',
    title: '全部资讯_资讯中心_{companyName}',
    description: '{companyName}资讯中心全部资讯，可按栏目、项目类型、项目角色与发布时间筛选行业动态、政策解读、案例与知识库文章。',
    keywords: '工程资讯,行业动态,政策解读,知识库,计智云',
  },
  {
    pageName: 'home',
    componentId: '',
    title: '{companyName} - 工程建设计量支付与 GIS+BIM 项目管理平台',
    description:
      '{companyName}提供计量支付 ERP 与 GIS+BIM 项目管理平台，服务市政道路、轨道交通、隧道、房屋建筑、港口、水利与铁路工程，助力建设单位和施工企业实现数字化管理。',
    keywords: '计量支付,工程项目管理软件,GIS+BIM平台,智慧工地,工程数字化,计智云',
  },
  {
    pageName: 'news',
    componentId: '',
    title: '工程资讯_{companyName}',
    description: '{companyName}工程资讯频道，汇集行业动态、政策解读、客户案例、技术前沿与计量支付实务文章。',
    keywords: '工程资讯,行业动态,政策解读,计量支付,BIM,智慧工地',
  },
  {
    pageName: 'newsList',
    componentId: '',
    title: '{column}_{parentColumn}_{companyName}',
    description: '{companyName}{parentColumn}栏目下的{column}文章，持续更新工程建设领域的最新资讯与实务经验。',
    keywords: '{column},{parentColumn},工程资讯,计智云',
  },
  {
    pageName: 'newsList',
    componentId: 'top',
    title: '{column}_工程资讯_{companyName}',
    description: '{companyName}{column}栏目，汇集相关政策、案例与实务文章，为工程建设管理提供参考。',
    keywords: '{column},工程资讯,工程建设,计智云',
  },
  {
    pageName: 'newsTag',
    componentId: '',
    title: '{tag}相关资讯_{companyName}',
    description: '与“{tag}”相关的工程建设资讯、政策解读与项目案例，由{companyName}整理发布。',
    keywords: '{tag},{tag}资讯,工程资讯,计智云',
  },
  {
    pageName: 'search',
    componentId: '',
    title: '{title}_搜索结果_{companyName}',
    description: '在{companyName}搜索工程资讯、知识库、标准规范与政策法规，支持中文分词与标准编号检索。',
    keywords: '工程资讯搜索,标准规范查询,计量支付,BIM,智慧工地',
  },
  {
    pageName: 'newsTags',
    componentId: '',
    title: '资讯标签_{companyName}',
    description: '按标签浏览{companyName}工程资讯，涵盖计量支付、BIM、智慧工地、造价管理、安全质量等主题。',
    keywords: '资讯标签,计量支付,BIM,智慧工地,造价管理,安全生产',
  },
  {
    pageName: 'newsDetail',
    componentId: '',
    title: '{title}_{column}_{companyName}',
    description: '{title}，{companyName}{column}栏目文章。',
    keywords: '{column},工程资讯,计智云',
  },
  {
    pageName: 'standard',
    componentId: '',
    title: '{column}标准规范_标准查询_{companyName}',
    description: '{companyName}标准规范库，收录{column}国家标准、行业标准、地方标准与团体标准，可按状态、类别、项目类型与项目角色筛选，查看现行、即将实施与废止标准。',
    keywords: '{column},标准规范,国家标准,行业标准,标准查询,工程建设标准',
  },
  {
    pageName: 'standardDetail',
    componentId: '',
    title: '{title}_{column}_标准规范_{companyName}',
    description: '{title}：发布与实施日期、发布单位、替代关系、目次、全文与条文说明，由{companyName}整理。',
    keywords: '{title},{column},标准规范,条文说明',
  },
  {
    pageName: 'policy',
    componentId: '',
    title: '{column}政策法规_{companyName}',
    description: '{companyName}政策法规库，汇集住房和城乡建设部、交通运输部、水利部及各地主管部门发布的{column}政策文件与标准公告。',
    keywords: '{column},政策法规,建设工程政策,住建部文件,标准公告',
  },
  {
    pageName: 'policyDetail',
    componentId: '',
    title: '{title}_政策法规_{companyName}',
    description: '{title}，{column}，全文及相关标准规范由{companyName}整理。',
    keywords: '{column},政策法规,政策解读',
  },
  {
    pageName: 'paper',
    componentId: '',
    title: '{column}论文_工程技术论文_{companyName}',
    description: '{companyName}论文库，收录{column}领域的工程技术与项目管理论文，涵盖道路桥梁、隧道、轨道交通、房建、水利与计量支付。',
    keywords: '{column},工程论文,施工技术论文,工程管理论文',
  },
  {
    pageName: 'paperDetail',
    componentId: '',
    title: '{title}_{column}_论文_{companyName}',
    description: '{title}：作者、单位、期刊、摘要与正文，由{companyName}论文库收录。',
    keywords: '{title},{column},工程论文',
  },
  {
    pageName: 'notFound',
    componentId: '',
    title: '页面不存在_{companyName}',
    description: '您访问的页面不存在或已被删除，请返回{companyName}首页或浏览工程资讯。',
    keywords: '',
  },
  {
    pageName: 'serverError',
    componentId: '',
    title: '服务器错误_{companyName}',
    description: '服务器暂时无法处理您的请求，请稍后重试或联系{companyName}客服。',
    keywords: '',
  },
  {
    pageName: 'solution',
    componentId: '',
    title: '{column}解决方案_工程项目管理数字化方案_{companyName}',
    description: '{companyName}{column}解决方案：面向业主、施工、监理、咨询与监管单位的计量支付、GIS+BIM、智慧工地、质量安全与档案数字化方案及典型案例。',
    keywords: '{column}解决方案,计量支付解决方案,GIS+BIM,智慧工地,工程数字化,计智云',
  },
  {
    pageName: 'solutionDetail',
    componentId: '',
    title: '{title}_{column}解决方案_{companyName}',
    description: '{title}：行业痛点、方案架构、核心功能、应用价值与典型案例，由{companyName}提供。',
    keywords: '{title},{column}解决方案,工程项目管理软件',
  },
  // Help centre (server/modules/help): home, a column's list (componentId 'column'), search and an article.
  {
    pageName: 'help',
    componentId: '',
    title: '帮助中心_操作指南与常见问题_{companyName}',
    description: '{companyName}帮助中心：计量支付 ERP、GIS+BIM 平台、智慧工地、移动端 App 与开放平台的操作指南、常见问题与新手入门，支持按问题搜索。',
    keywords: '帮助中心,操作指南,常见问题,计量支付,GIS+BIM,智慧工地,计智云',
  },
  {
    pageName: 'help',
    componentId: 'column',
    title: '{column}_帮助中心_{companyName}',
    description: '{companyName}帮助中心“{column}”栏目：操作步骤、注意事项与常见问题解答，持续更新。',
    keywords: '{column},帮助中心,操作指南,常见问题',
  },
  {
    pageName: 'helpSearch',
    componentId: '',
    title: '{title}_帮助中心搜索_{companyName}',
    description: '在{companyName}帮助中心搜索“{title}”相关的操作指南与常见问题解答。',
    keywords: '{title},帮助中心,常见问题,操作指南',
  },
  {
    pageName: 'helpDetail',
    componentId: '',
    title: '{title}_{column}_帮助中心_{companyName}',
    description: '{title}：{column}操作步骤与常见问题解答，由{companyName}帮助中心提供。',
    keywords: '{title},{column},帮助中心,常见问题',
  },
  // Learning (video courses): the list, and a course shown at /video?id= (component videoDetail).
  {
    pageName: 'video',
    componentId: '',
    title: '{column}课程_工程视频课程_{companyName}',
    description: '{companyName}工程课堂，提供{column}视频课程：计量支付实务、BIM 与 GIS、智慧工地、造价与合同、安全质量与软件操作，资深讲师主讲，支持免费试看。',
    keywords: '{column},工程视频课程,计量支付培训,BIM 教程,智慧工地培训,造价课程',
  },
  {
    pageName: 'video',
    componentId: 'videoDetail',
    title: '{title}_{column}_课程_{companyName}',
    description: '{title}：课程章节、讲师介绍与免费试看，由{companyName}工程课堂提供。',
    keywords: '{title},{column},工程视频课程,在线学习',
  },
  {
    pageName: 'informationDownload',
    componentId: '',
    title: '{column}_资料下载_{companyName}',
    description: '{companyName}资料下载：{column}，含计量支付台账、施工日志、合同范本、施工方案、技术交底与 BIM 资料，Word、Excel、PDF、PPT 格式，登录后免费下载。',
    keywords: '{column},资料下载,工程表格模板,合同范本,技术交底,计量支付台账',
  },
];
