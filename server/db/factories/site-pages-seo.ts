/**
 * Titles, descriptions and keywords of the site's own pages (issue 13 part B),
 * by page name. A page that sets its own description (an agreement, a job)
 * keeps it; the title always comes from here.
 */
export const sitePagesSeoTemplates = [
  {
    pageName: 'service',
    componentId: '',
    title: '用户服务协议_{companyName}',
    description: '{companyName}用户服务协议：账号注册与使用、服务内容、用户行为规范、开放平台、知识产权与争议解决。',
    keywords: '计智云,用户服务协议,服务条款',
  },
  {
    pageName: 'pravicy',
    componentId: '',
    title: '隐私政策_{companyName}',
    description: '{companyName}隐私政策：我们收集哪些个人信息、如何使用、共享、存储和保护，以及您享有的权利。',
    keywords: '计智云,隐私政策,个人信息保护',
  },
  {
    pageName: 'recruit',
    componentId: '',
    title: '加入我们_工程软件研发、实施与销售岗位招聘_{companyName}',
    description: '{companyName}招聘：长沙、武汉、成都等城市的研发、产品、实施与销售岗位，在线投递简历，与我们一起做工程建设行业的数字化。',
    keywords: '计智云招聘,工程软件招聘,长沙软件公司招聘,实施工程师,Java 开发',
  },
  {
    pageName: 'recruitJob',
    componentId: '',
    title: '{title}_加入我们_{companyName}',
    description: '{companyName}招聘{title}：岗位职责、任职要求与待遇，在线投递简历。',
    keywords: '{title},计智云招聘',
  },
  {
    pageName: 'backService',
    componentId: '',
    title: '背景调查服务_工程建设行业人员背景核查_{companyName}',
    description: '{companyName}背景调查服务：学历与职业资格核验、工作履历与项目业绩核实、执业注册与失信记录查询，为施工与监理单位的关键岗位招聘把关。',
    keywords: '背景调查,员工背调,执业资格核验,项目业绩核查,建造师背调',
  },
  {
    pageName: 'weChat',
    componentId: '',
    title: '关注计智云微信公众号_{companyName}',
    description: '扫码关注{companyName}微信公众号：行业资讯、标准规范更新、产品动态与直播课程，回复“资料”领取工程资料大礼包。',
    keywords: '计智云公众号,计智云微信,工程资料',
  },
  {
    pageName: 'open',
    componentId: '',
    title: '开放平台_计智云开放接口与 API 密钥_{companyName}',
    description: '{companyName}开放平台：资讯、标准规范、招投标与产品等公开数据接口，按接口分组的文档、在线调试台与 API 密钥管理。',
    keywords: '计智云开放平台,API,开放接口,招投标数据接口,标准规范接口',
  },
  {
    pageName: 'openApi',
    componentId: '',
    title: '{title}接口文档_开放平台_{companyName}',
    description: '{companyName}开放平台{title}接口：请求与返回字段、类型与限制、统一回复格式、错误码与示例。',
    keywords: '{title},计智云开放平台,API 文档',
  },
  {
    pageName: 'openUi',
    componentId: '',
    title: '在线调试台_开放平台_{companyName}',
    description: '在浏览器中直接调用{companyName}开放平台的公开接口，可带上自己的 API 密钥查看调用次数与限流。',
    keywords: '计智云开放平台,API 调试,在线调试',
  },
];
