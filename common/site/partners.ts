/**
 * The partner co-brands (spec §2.3: layouts jycic, kunlun, nantou, gezhouba,
 * neisheng, qibao, treasure, udebank and header): one row per partner, read
 * by the partner layouts, the partner login pages (app/components/auth/brands.ts)
 * and the page handler (a partner host's root). Adding a partner is one row
 * here, one route line for its login page and its two logo files. How a
 * partner's pages are reached: decision 0024. Plain values.
 */

export const partnerKeys = ['jycic', 'kunlun', 'nantou', 'gezhouba', 'neisheng', 'qibao', 'treasure', 'udebank', 'header'] as const;
/** A partner's key is the name of its layout (spec §2.3). */
export type PartnerKey = (typeof partnerKeys)[number];

export type Partner = {
  key: PartnerKey;
  /** The partner's (or its platform's) name: header, login page, titles. */
  name: string;
  /** The character or letters in the square mark of the login page. */
  logoText: string;
  slogan: string;
  /** Four lines of the login page's side panel. */
  features: string[];
  /** Brand colour and a darker one for hover and gradients; both carry white text (contrast ≥ 4.5). */
  colour: string;
  colourDark: string;
  /** The partner's service hotline, in its header and footer. */
  hotline: string;
  /** The partner's login page: the path that reaches its layout (decision 0024). */
  loginPath: string;
  /** Host names (exact, lower case, no port) whose root `/` leads to the login page. */
  hosts: string[];
  /** Our own SVG drawings of the partner's logo: the wordmark for desktop, the square mark for phones (under 800 px). */
  logo: { desktop: string; mobile: string };
};

const logoOf = (key: PartnerKey) => ({ desktop: `/images/partners/${key}.svg`, mobile: `/images/partners/${key}-mark.svg` });

export const partners: Partner[] = [
  {
    key: 'jycic',
    name: '智慧工地综合管理平台',
    logoText: '智',
    slogan: '人、机、料、法、环全要素的工地数字化管理',
    features: ['视频监控与 AI 识别', '塔吊、升降机安全监测', '扬尘与噪声在线监测', '劳务考勤与安全教育'],
    colour: '#006fa6',
    colourDark: '#005580',
    hotline: '400-965-0588',
    loginPath: '/jycic',
    hosts: ['jycic.jizhiyun.cn'],
    logo: logoOf('jycic'),
  },
  {
    key: 'kunlun',
    name: '昆仑智建',
    logoText: '昆',
    slogan: '昆仑智建 · 大型基础设施项目管理平台',
    features: ['集团多项目统一管控', '进度、质量、安全一张图', 'BIM 模型轻量化浏览', '移动端现场协同'],
    colour: '#3451d1',
    colourDark: '#2437a6',
    hotline: '400-822-6611',
    loginPath: '/kllogin',
    hosts: ['kunlun.jizhiyun.cn'],
    logo: logoOf('kunlun'),
  },
  {
    key: 'nantou',
    name: '南投建工',
    logoText: '南',
    slogan: '南投建工 · 智慧项目管理平台',
    features: ['项目台账与合同管理', '计量支付在线审批', '劳务实名制管理', '风险预警与督办'],
    colour: '#086a8a',
    colourDark: '#065f7c',
    hotline: '0731-8877-3620',
    loginPath: '/ntlogin',
    hosts: ['nantou.jizhiyun.cn'],
    logo: logoOf('nantou'),
  },
  {
    key: 'gezhouba',
    name: '葛洲坝工程数字化平台',
    logoText: '葛',
    slogan: '水利水电与交通工程的数字化建设管理',
    features: ['水利工程计量支付', '大坝与隧洞 BIM 管理', '质量验评在线化', '工程档案数字化'],
    colour: '#1d4e89',
    colourDark: '#133a69',
    hotline: '027-5990-8800',
    loginPath: '/gzblogin',
    hosts: ['gezhouba.jizhiyun.cn'],
    logo: logoOf('gezhouba'),
  },
  {
    key: 'neisheng',
    name: '内胜咨询',
    logoText: '内',
    slogan: '内胜咨询 · 造价与工程咨询服务平台',
    features: ['造价编审与结算审计', '咨询项目协同', '成果文件在线归档', '客户服务全程可追溯'],
    colour: '#a2472f',
    colourDark: '#8f3d29',
    hotline: '0731-8452-7760',
    loginPath: '/neisheng',
    hosts: ['neisheng.jizhiyun.cn'],
    logo: logoOf('neisheng'),
  },
  {
    key: 'qibao',
    name: '七宝 ERP',
    logoText: '七',
    slogan: '七宝 ERP · 施工企业经营管理系统',
    features: ['企业经营与项目成本', '材料与机械管理', '分包结算', '经营数据驾驶舱'],
    colour: '#6b3fc4',
    colourDark: '#5e33b3',
    hotline: '400-861-7788',
    loginPath: '/qibaoerp',
    hosts: ['qibao.jizhiyun.cn'],
    logo: logoOf('qibao'),
  },
  {
    key: 'treasure',
    name: '计智宝',
    logoText: '宝',
    slogan: '工程资料与档案的数字保险箱',
    features: ['资料在线编制与归档', '表格模板覆盖公路、市政、房建', '签章流程线上流转', '竣工档案一键组卷'],
    colour: '#a15c00',
    colourDark: '#7f4800',
    hotline: '400-965-0588',
    loginPath: '/treasurelogin',
    hosts: ['treasure.jizhiyun.cn'],
    logo: logoOf('treasure'),
  },
  {
    key: 'udebank',
    name: '优德工程金融',
    logoText: '优',
    slogan: '基于计量支付数据的工程供应链金融服务',
    features: ['计量数据可信上链', '应收账款在线融资', '农民工工资专户监管', '资金流向实时可查'],
    colour: '#b01a35',
    colourDark: '#9e1230',
    hotline: '400-833-9955',
    loginPath: '/udebanklogin',
    hosts: ['udebank.jizhiyun.cn'],
    logo: logoOf('udebank'),
  },
  {
    // `header`: the plain co-brand header (spec §2.3), for a partner without a layout of its own: 全咨通.
    key: 'header',
    name: '全咨通',
    logoText: '全',
    slogan: '全过程工程咨询协同平台',
    features: ['投资决策与造价咨询', '招标代理全流程管理', '监理日志与巡检', '咨询成果在线交付'],
    colour: '#087a53',
    colourDark: '#066643',
    hotline: '400-965-0588',
    loginPath: '/qztlogin',
    hosts: ['qzt.jizhiyun.cn'],
    logo: logoOf('header'),
  },
];

/** The partner whose login page a path is (any case, trailing slash ignored). */
export function partnerByPath(pathname: string): Partner | undefined {
  const clean = pathname.replace(/\/+$/, '').toLowerCase();
  return partners.find((p) => p.loginPath.toLowerCase() === clean);
}

/** The partner of a host name (the port and case ignored). */
export function partnerByHost(host: string | undefined): Partner | undefined {
  if (!host) return undefined;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return partners.find((p) => p.hosts.includes(name));
}
