/**
 * One login page, many faces: the partner and product login routes (spec
 * §2.1 Logins) differ only by this branding. Keyed by route id.
 */
export type Brand = {
  key: string;
  /** Shown as the product name in the side panel and the page title. */
  name: string;
  /** Short text in the square mark. */
  logoText: string;
  slogan: string;
  colour: string;
  colourDark: string;
  features: string[];
  /** A preview of a login page being designed: forms are shown but a ribbon says so. */
  preview?: boolean;
};

const jizhiFeatures = ['计量支付、变更与台账一体化', 'GIS + BIM 可视化项目管理', '标准规范、政策与招标资讯', 'AI 写作助手，方案标书快速成稿'];

export const defaultBrand: Brand = {
  key: 'login',
  name: '计智云',
  logoText: '计',
  slogan: '工程建设项目管理云平台',
  colour: '#1664ff',
  colourDark: '#0b47c9',
  features: jizhiFeatures,
};

export const brands: Record<string, Brand> = {
  erplogin: {
    key: 'erplogin',
    name: '计智云 ERP',
    logoText: 'ERP',
    slogan: '工程计量支付系统：计量、变更、支付一体化，每一笔工程款有据可查',
    colour: '#1664ff',
    colourDark: '#0b47c9',
    features: ['清单计量与中间计量', '变更、索赔全过程留痕', '支付证书一键生成', '多标段、多合同统一管理'],
  },
  treasurelogin: {
    key: 'treasurelogin',
    name: '计智宝',
    logoText: '宝',
    slogan: '工程资料与档案的数字保险箱',
    colour: '#d48806',
    colourDark: '#ad6800',
    features: ['资料在线编制与归档', '表格模板覆盖公路、市政、房建', '签章流程线上流转', '竣工档案一键组卷'],
  },
  udebanklogin: {
    key: 'udebanklogin',
    name: '优德工程金融',
    logoText: '优',
    slogan: '基于计量支付数据的工程供应链金融服务',
    colour: '#c41d3a',
    colourDark: '#9e1230',
    features: ['计量数据可信上链', '应收账款在线融资', '农民工工资专户监管', '资金流向实时可查'],
  },
  qztlogin: {
    key: 'qztlogin',
    name: '全咨通',
    logoText: '全',
    slogan: '全过程工程咨询协同平台',
    colour: '#0e9f6e',
    colourDark: '#087a53',
    features: ['投资决策与造价咨询', '招标代理全流程管理', '监理日志与巡检', '咨询成果在线交付'],
  },
  kllogin: {
    key: 'kllogin',
    name: '昆仑智建',
    logoText: '昆',
    slogan: '昆仑智建 · 大型基础设施项目管理平台',
    colour: '#3451d1',
    colourDark: '#2437a6',
    features: ['集团多项目统一管控', '进度、质量、安全一张图', 'BIM 模型轻量化浏览', '移动端现场协同'],
  },
  ntlogin: {
    key: 'ntlogin',
    name: '南投建工',
    logoText: '南',
    slogan: '南投建工 · 智慧项目管理平台',
    colour: '#0a7ea4',
    colourDark: '#065f7c',
    features: ['项目台账与合同管理', '计量支付在线审批', '劳务实名制管理', '风险预警与督办'],
  },
  gzblogin: {
    key: 'gzblogin',
    name: '葛洲坝工程数字化平台',
    logoText: '葛',
    slogan: '水利水电与交通工程的数字化建设管理',
    colour: '#1d4e89',
    colourDark: '#133a69',
    features: ['水利工程计量支付', '大坝与隧洞 BIM 管理', '质量验评在线化', '工程档案数字化'],
  },
  qibaoerp: {
    key: 'qibaoerp',
    name: '七宝 ERP',
    logoText: '七',
    slogan: '七宝 ERP · 施工企业经营管理系统',
    colour: '#7b4bd6',
    colourDark: '#5e33b3',
    features: ['企业经营与项目成本', '材料与机械管理', '分包结算', '经营数据驾驶舱'],
  },
  jycic: {
    key: 'jycic',
    name: '智慧工地综合管理平台',
    logoText: '智',
    slogan: '人、机、料、法、环全要素的工地数字化管理',
    colour: '#0091d5',
    colourDark: '#006fa6',
    features: ['视频监控与 AI 识别', '塔吊、升降机安全监测', '扬尘与噪声在线监测', '劳务考勤与安全教育'],
  },
  neisheng: {
    key: 'neisheng',
    name: '内胜咨询',
    logoText: '内',
    slogan: '内胜咨询 · 造价与工程咨询服务平台',
    colour: '#b4523a',
    colourDark: '#8f3d29',
    features: ['造价编审与结算审计', '咨询项目协同', '成果文件在线归档', '客户服务全程可追溯'],
  },
  productLogin: {
    key: 'productLogin',
    name: '计智云产品中心',
    logoText: '计',
    slogan: '一个账号，使用计智云全部产品',
    colour: '#1664ff',
    colourDark: '#0b47c9',
    features: ['计量支付 ERP', '计智宝资料管理', 'GIS + BIM 平台', '智慧工地'],
  },
  loginPreview: { ...defaultBrand, key: 'loginPreview', preview: true },
  productLoginPreview: {
    key: 'productLoginPreview',
    name: '计智云产品中心',
    logoText: '计',
    slogan: '一个账号，使用计智云全部产品',
    colour: '#1664ff',
    colourDark: '#0b47c9',
    features: ['计量支付 ERP', '计智宝资料管理', 'GIS + BIM 平台', '智慧工地'],
    preview: true,
  },
};

export const brandRouteIds = Object.keys(brands);

export function brandFor(routeId: string | undefined): Brand {
  return (routeId && brands[routeId]) || defaultBrand;
}
