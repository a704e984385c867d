/**
 * Demo tender data for the seed and the tests: organisations, projects and
 * the notices of each project through its stages (announcement first, then
 * perhaps a clarification, the opening record and the result). Deterministic
 * for a seed; dates spread over the two years before the anchor, with some
 * announcements in its last days that are still open for bids.
 */
import { areaList } from '@vant/area-data';
import { createRandom, deriveSeed, type Random } from './random';
import {
  agencySeeds,
  areaCodes,
  buyerPool,
  contactSurnames,
  contactTitles,
  contractorPool,
  streetNames,
  supplierPool,
  tendereeSeeds,
  type OrgFocus,
  type TendereeSeed,
} from './tender-orgs';
import { announcementHtml, clarificationHtml, isRightsTrade, openingRecordHtml, resultHtml, type Bid, type NoticeContext } from './tender-text';
import type { TenderCategory, TenderInfoType, TenderOrgKind } from '../../../common/tender/options';
import type { ProjectType } from '../../../common/library/options';

const DAY = 86_400_000;
/** The seed's "today": 2026-11-20 18:00 China time. */
export const TENDER_ANCHOR = new Date('2026-11-20T10:00:00Z');

export type TenderOrgDraft = { name: string; kind: TenderOrgKind; provinceCode: string; cityCode: string; contact: string; phone: string; address: string };
export type TenderNoticeDraft = {
  infoType: TenderInfoType;
  title: string;
  content: string;
  publishedAt: Date;
  deadlineAt: Date | null;
  winner: string | null;
  winningAmount: number | null;
  /** Bidders named on the notice, in its order: every bidder of an opening record, the candidates of a result (the winner first). */
  bidders?: string[];
  source: string;
};
export type TenderProjectDraft = {
  bidNo: string;
  name: string;
  catNo: TenderCategory;
  projectType: ProjectType;
  provinceCode: string;
  cityCode: string;
  budget: number | null;
  tenderee: string;
  agency: string | null;
  notices: TenderNoticeDraft[];
};

const provinceList: Record<string, string> = areaList.province_list;
const cityList: Record<string, string> = areaList.city_list;
const countyList: Record<string, string> = areaList.county_list;

const provinceOf = (cityCode: string) => `${cityCode.slice(0, 2)}0000`;
const shortCity = (name: string) => name.replace(/(土家族苗族自治州|自治州|地区|市)$/, '');
const shortProvince = (name: string) => name.replace(/(壮族|回族|维吾尔)?自治区$|省$|市$/, '');
/** Real counties of each city (districts of a municipality), from @vant/area-data, grouped once: a scan of the ~3 000
 * counties per project was most of the demo seed's own time. */
const countiesByCity = new Map<string, string[]>();
for (const [code, name] of Object.entries(countyList)) {
  // Development zones are listed like counties but are not places a notice names.
  if (/开发区|高新|园区|新区$|^县$/.test(name)) continue;
  const key = code.slice(0, 4);
  const list = countiesByCity.get(key);
  if (list) list.push(name);
  else countiesByCity.set(key, [name]);
}
const countiesOf = (cityCode: string) => countiesByCity.get(cityCode.slice(0, 4)) ?? [cityList[cityCode] ?? ''];
const orgShort = (name: string) => name.replace(/(集团)?(股份)?有限(责任)?公司$|（集团）有限公司$/, '');

/** Telephone numbers such as 0731-85621437. */
function phoneOf(rng: Random, cityCode: string) {
  const code = areaCodes[cityCode] ?? '0731';
  const digits = code.length === 3 ? 8 : code.length === 4 && ['0731'].includes(code) ? 8 : 7;
  return `${code}-${rng.int(2, 8)}${String(rng.int(0, 10 ** (digits - 1) - 1)).padStart(digits - 1, '0')}`;
}

function orgDraft(rng: Random, name: string, kind: TenderOrgKind, cityCode: string): TenderOrgDraft {
  const city = cityList[cityCode] ?? '';
  const county = rng.pick(countiesOf(cityCode));
  return {
    name,
    kind,
    provinceCode: provinceOf(cityCode),
    cityCode,
    contact: `${rng.pick(contactSurnames)}${rng.pick(contactTitles)}`,
    phone: phoneOf(rng, cityCode),
    address: `${provinceList[provinceOf(cityCode)] === city ? '' : provinceList[provinceOf(cityCode)]}${city}${county}${rng.pick(streetNames)}${rng.int(8, 688)}号`,
  };
}

type Ctx = { rng: Random; city: string; cityFull: string; county: string; province: string; org: string; year: number };
type Template = {
  cat: TenderCategory;
  type: (focus: OrgFocus, org: TendereeSeed) => ProjectType;
  name: (c: Ctx) => string;
  /** 万元. */
  budget: [number, number];
  days: [number, number];
  scale: (c: Ctx) => string;
  scope: string;
  qualification: string;
  pm: string;
};

const fixed = (t: ProjectType) => () => t;
/** Purchases of software or equipment carry the buyer's main project type (a metro company buys for SUBWAY). */
const buyerType = (_f: OrgFocus, org: TendereeSeed): ProjectType =>
  (org.focus.find((f) => ['ROAD', 'SUBWAY', 'TUNNEL', 'BUILDING', 'GOV', 'WATER'].includes(f)) as ProjectType | undefined) ?? 'COMMON';
const phases = ['一期', '二期', '东延线', '西延线', '北延线', '南延线'];
const sectionNo = (rng: Random) => `第${rng.pick(['一', '二', '三', '四', '五', '六'])}标段`;

const templates: Record<OrgFocus, Template[]> = {
  ROAD: [
    {
      cat: 'ENGINEERING',
      type: fixed('ROAD'),
      name: (c) =>
        `${c.county}G${c.rng.int(207, 360)}线${c.rng.pick(['城区至工业园段', '绕城段', '高铁站连接线', '城区过境段'])}改扩建工程施工${sectionNo(c.rng)}`,
      budget: [8000, 90000],
      days: [540, 1080],
      scale: (c) =>
        `路线全长约 ${c.rng.int(8, 46)}.${c.rng.int(1, 9)} 公里，采用一级公路标准建设，设计速度 80 公里/小时，路基宽度 ${c.rng.pick([24.5, 25.5, 33.5])} 米，含大中桥 ${c.rng.int(2, 9)} 座`,
      scope: '路基、路面、桥涵、交通安全设施及沿线附属工程施工',
      qualification: '公路工程施工总承包一级及以上',
      pm: '公路工程专业一级注册建造师',
    },
    {
      cat: 'ENGINEERING',
      type: fixed('ROAD'),
      name: (c) => `${c.city}${c.rng.pick(['东二环', '滨江路', '机场大道', '北辰大道', '南外环', '迎宾大道'])}快速化改造工程施工${sectionNo(c.rng)}`,
      budget: [12000, 150000],
      days: [600, 1000],
      scale: (c) => `改造道路长约 ${c.rng.int(3, 12)}.${c.rng.int(1, 9)} 公里，主线高架双向六车道，地面辅道双向四车道，新建互通立交 ${c.rng.int(1, 3)} 座`,
      scope: '道路、桥梁、排水、照明、交通工程及绿化工程施工',
      qualification: '市政公用工程施工总承包一级及以上',
      pm: '市政公用工程专业一级注册建造师',
    },
    {
      cat: 'ENGINEERING',
      type: fixed('ROAD'),
      name: (c) => `${c.cityFull}${c.year}年度国省干线公路${c.rng.pick(['路面预防性养护', '危桥改造', '安全生命防护', '路面修复'])}工程`,
      budget: [1500, 12000],
      days: [180, 365],
      scale: (c) => `涉及国省干线 ${c.rng.int(4, 11)} 条，养护里程约 ${c.rng.int(30, 160)} 公里`,
      scope: '路面病害处治、罩面、桥梁维修加固及交通安全设施完善',
      qualification: '公路工程施工总承包二级及以上或公路路面工程专业承包一级',
      pm: '公路工程专业二级及以上注册建造师',
    },
  ],
  SUBWAY: [
    {
      cat: 'ENGINEERING',
      type: fixed('SUBWAY'),
      name: (c) => `${c.city}地铁${c.rng.int(2, 12)}号线${c.rng.pick(phases)}工程土建施工${sectionNo(c.rng)}`,
      budget: [60000, 320000],
      days: [900, 1460],
      scale: (c) => `本标段含地下车站 ${c.rng.int(2, 4)} 座、盾构区间 ${c.rng.int(2, 4)} 个，线路长约 ${c.rng.int(4, 9)}.${c.rng.int(1, 9)} 公里`,
      scope: '车站主体及附属结构、盾构区间、联络通道及泵房、管线迁改与交通疏解',
      qualification: '市政公用工程施工总承包特级或一级',
      pm: '市政公用工程专业一级注册建造师',
    },
    {
      cat: 'ENGINEERING',
      type: fixed('SUBWAY'),
      name: (c) => `${c.city}轨道交通${c.rng.int(2, 12)}号线${c.rng.pick(phases)}工程机电设备安装及装修施工${sectionNo(c.rng)}`,
      budget: [15000, 80000],
      days: [540, 900],
      scale: (c) => `含车站 ${c.rng.int(5, 12)} 座、车辆段 1 座的通风空调、给排水、动力照明及公共区装修`,
      scope: '车站及区间机电设备安装、装饰装修与系统联调配合',
      qualification: '机电工程施工总承包一级及以上，同时具备建筑装修装饰工程专业承包一级',
      pm: '机电工程专业一级注册建造师',
    },
    {
      cat: 'ENGINEERING',
      type: fixed('SUBWAY'),
      name: (c) => `${c.city}轨道交通${c.rng.int(2, 12)}号线${c.rng.pick(phases)}工程施工监理${sectionNo(c.rng)}`,
      budget: [1800, 9000],
      days: [900, 1460],
      scale: (c) => `监理范围含车站 ${c.rng.int(3, 8)} 座及区间约 ${c.rng.int(5, 14)} 公里`,
      scope: '施工准备、施工、竣工验收及缺陷责任期全过程监理',
      qualification: '工程监理综合资质或市政公用工程监理甲级',
      pm: '注册监理工程师（总监理工程师）',
    },
  ],
  TUNNEL: [
    {
      cat: 'ENGINEERING',
      type: fixed('TUNNEL'),
      name: (c) => `${c.county}${c.rng.pick(['白云山', '雪峰山', '九龙岭', '凤凰岭', '大坪山', '青龙山'])}隧道工程施工`,
      budget: [15000, 120000],
      days: [720, 1200],
      scale: (c) => `分离式双洞隧道，左洞长 ${c.rng.int(1800, 6200)} 米、右洞长 ${c.rng.int(1800, 6200)} 米，围岩以 Ⅳ、Ⅴ 级为主`,
      scope: '隧道洞身开挖与支护、衬砌、防排水、洞门及机电预埋工程',
      qualification: '公路工程施工总承包一级及以上，并具备隧道工程专业承包一级',
      pm: '公路工程专业一级注册建造师',
    },
    {
      cat: 'ENGINEERING',
      type: fixed('TUNNEL'),
      name: (c) => `${c.city}${c.rng.pick(['过江', '下穿', '城市快速路'])}隧道工程施工总承包`,
      budget: [40000, 260000],
      days: [900, 1460],
      scale: (c) => `隧道全长约 ${c.rng.int(2, 6)}.${c.rng.int(1, 9)} 公里，其中盾构段 ${c.rng.int(1, 3)}.${c.rng.int(1, 9)} 公里，双向六车道`,
      scope: '盾构及明挖段结构、工作井、通风照明及附属设施施工',
      qualification: '市政公用工程施工总承包特级或一级',
      pm: '市政公用工程专业一级注册建造师',
    },
  ],
  BUILDING: [
    {
      cat: 'ENGINEERING',
      type: fixed('BUILDING'),
      name: (c) =>
        `${c.city}${c.rng.pick(['保障性租赁住房', '人才公寓', '安置房', '市民服务中心', '人民医院门急诊综合楼', '妇幼保健院迁建'])}项目${c.rng.pick(['EPC工程总承包', '施工总承包'])}`,
      budget: [8000, 90000],
      days: [450, 900],
      scale: (c) => `总建筑面积约 ${c.rng.int(3, 26)}.${c.rng.int(1, 9)} 万平方米，其中地下室约 ${c.rng.int(1, 6)}.${c.rng.int(1, 9)} 万平方米，框架剪力墙结构`,
      scope: '土建、安装、装饰装修、室外配套及海绵城市设施',
      qualification: '建筑工程施工总承包一级及以上',
      pm: '建筑工程专业一级注册建造师',
    },
    {
      cat: 'ENGINEERING',
      type: fixed('BUILDING'),
      name: (c) =>
        /大学|学院/.test(c.org)
          ? `${c.org}${c.rng.pick(['新校区学生公寓', '科研实验楼', '综合教学楼', '图书馆'])}建设工程施工总承包`
          : /医院/.test(c.org)
            ? `${c.org}${c.rng.pick(['住院大楼', '门急诊综合楼', '后勤保障中心', '感染性疾病科大楼'])}建设工程施工总承包`
            : `${c.city}${c.rng.pick(['中学', '职业技术学校', '文化艺术中心', '全民健身中心'])}新建工程施工总承包`,
      budget: [6000, 60000],
      days: [420, 800],
      scale: (c) => `总建筑面积约 ${c.rng.int(2, 12)}.${c.rng.int(1, 9)} 万平方米，地上 ${c.rng.int(6, 22)} 层`,
      scope: '施工图范围内的土建、给排水、电气、暖通、消防及室外工程',
      qualification: '建筑工程施工总承包一级及以上',
      pm: '建筑工程专业一级注册建造师',
    },
  ],
  GOV: [
    {
      cat: 'ENGINEERING',
      type: fixed('GOV'),
      name: (c) =>
        `${c.county}${c.rng.pick(['老旧小区改造', '雨污分流管网改造', '城市地下综合管廊', '海绵城市建设', '背街小巷提质改造', '污水处理厂提标改造'])}工程（${c.year}年）施工`,
      budget: [800, 30000],
      days: [180, 540],
      scale: (c) => `涉及小区（片区）${c.rng.int(6, 40)} 个，改造管网约 ${c.rng.int(8, 60)} 公里`,
      scope: '道路、给排水、燃气、强弱电、绿化及附属设施改造',
      qualification: '市政公用工程施工总承包二级及以上',
      pm: '市政公用工程专业二级及以上注册建造师',
    },
  ],
  WATER: [
    {
      cat: 'ENGINEERING',
      type: fixed('WATER'),
      name: (c) => `${c.county}${c.rng.pick(['青山', '黄石', '双江', '龙潭', '白沙', '石门'])}水库除险加固工程施工`,
      budget: [1500, 18000],
      days: [240, 540],
      scale: (c) => `中型水库，总库容 ${c.rng.int(1000, 9000)} 万立方米，主坝为均质土坝，坝高 ${c.rng.int(18, 46)} 米`,
      scope: '大坝防渗、溢洪道改造、放空设施、管理房及安全监测设施',
      qualification: '水利水电工程施工总承包二级及以上',
      pm: '水利水电工程专业二级及以上注册建造师',
    },
    {
      cat: 'ENGINEERING',
      type: fixed('WATER'),
      name: (c) => `${c.county}${c.rng.pick(['中型灌区续建配套与现代化改造', '山洪沟治理', '堤防加固', '中小河流治理'])}工程施工`,
      budget: [1000, 25000],
      days: [240, 600],
      scale: (c) => `治理河长（渠道）约 ${c.rng.int(8, 60)} 公里，新建加固堤防 ${c.rng.int(3, 24)} 公里`,
      scope: '渠道衬砌、堤防加固、护岸、涵闸及配套建筑物',
      qualification: '水利水电工程施工总承包二级及以上',
      pm: '水利水电工程专业二级及以上注册建造师',
    },
  ],
  SOFTWARE: [
    {
      cat: 'GOVERNMENT',
      type: buyerType,
      name: (c) =>
        `${orgShort(c.org)}${c.rng.pick(['工程建设项目计量支付管理系统', '智慧工地监管平台', 'BIM+GIS 建设管理平台', '工程档案数字化管理系统', '建设项目全过程造价管理系统', '质量安全隐患排查治理信息系统'])}${c.rng.pick(['采购项目', '建设项目', '升级及运维服务采购'])}`,
      budget: [60, 1200],
      days: [90, 365],
      scale: () => '软件开发与部署、数据迁移、培训及一年免费运维',
      scope: '系统需求调研、软件开发与集成、部署上线、数据迁移、用户培训及运维服务',
      qualification: '具备软件能力成熟度（CMMI）三级及以上或信息系统建设和服务能力等级证书',
      pm: '',
    },
  ],
  EQUIPMENT: [
    {
      cat: 'GOVERNMENT',
      type: buyerType,
      name: (c) =>
        `${orgShort(c.org)}${c.rng.pick(['工程质量检测设备', '服务器及网络安全设备', '施工安全监测设备', '无人机巡检设备', '实验室仪器设备', '视频监控设备'])}采购项目`,
      budget: [40, 900],
      days: [30, 120],
      scale: (c) => `采购设备 ${c.rng.int(6, 40)} 台（套），含安装调试与培训`,
      scope: '设备供货、运输、安装调试、验收、培训及质保期服务',
      qualification: '所投产品须为合格产品，进口产品不予接受',
      pm: '',
    },
  ],
  LAND: [
    {
      cat: 'LAND',
      type: fixed('COMMON'),
      name: (c) => `${c.cityFull}${c.county}[${c.year}]${String(c.rng.int(8, 96)).padStart(3, '0')}号地块国有建设用地使用权挂牌出让`,
      budget: [3000, 120000],
      days: [0, 0],
      scale: (c) =>
        `出让面积 ${c.rng.int(8, 160)}${c.rng.int(100, 999)} 平方米，${c.rng.pick(['城镇住宅用地', '商服用地', '工业用地'])}，容积率不大于 ${c.rng.pick(['1.0', '2.5', '3.0', '3.5'])}`,
      scope: '国有建设用地使用权',
      qualification: '申请人可单独申请，也可联合申请',
      pm: '',
    },
  ],
  MINING: [
    {
      cat: 'MINING',
      type: fixed('COMMON'),
      name: (c) => `${c.county}${c.rng.pick(['建筑石料用灰岩矿', '饰面用花岗岩矿', '砖瓦用页岩矿', '萤石矿', '石英砂岩矿'])}采矿权挂牌出让`,
      budget: [800, 30000],
      days: [0, 0],
      scale: (c) => `矿区面积 ${c.rng.int(1, 9)}.${c.rng.int(10, 99)} 平方公里，生产规模 ${c.rng.int(10, 120)} 万吨/年`,
      scope: '采矿权',
      qualification: '竞得人须具备相应的矿山开采与安全生产能力',
      pm: '',
    },
  ],
  STATE_PROPERTY: [
    {
      cat: 'STATE_PROPERTY',
      type: fixed('COMMON'),
      name: (c) =>
        `${orgShort(c.org)}所持${c.rng.pick(['湖南湘发物业管理有限公司', '湖南发展资产管理有限公司', '湖南湘投置业有限公司'])}${c.rng.int(10, 51)}%股权转让`,
      budget: [500, 20000],
      days: [0, 0],
      scale: (c) => `标的企业注册资本 ${c.rng.int(1000, 20000)} 万元，经审计净资产 ${c.rng.int(800, 30000)} 万元`,
      scope: '国有股权',
      qualification: '意向受让方须为依法设立并有效存续的企业法人',
      pm: '',
    },
  ],
  CARBON: [
    {
      cat: 'CARBON',
      type: fixed('COMMON'),
      name: (c) => `${c.province}${c.year}年度第${c.rng.pick(['一', '二', '三'])}批碳排放配额有偿竞价发放`,
      budget: [2000, 15000],
      days: [0, 0],
      scale: (c) => `本次竞价发放配额 ${c.rng.int(50, 300)} 万吨`,
      scope: '碳排放配额',
      qualification: '竞买人须为纳入本省碳排放权交易的重点排放单位',
      pm: '',
    },
  ],
  DISCHARGE: [
    {
      cat: 'DISCHARGE',
      type: fixed('COMMON'),
      name: (c) => `${c.county}${c.rng.pick(['化学需氧量', '氨氮', '二氧化硫', '氮氧化物'])}排污权有偿使用及交易（${c.year}年第${c.rng.int(1, 6)}批）`,
      budget: [30, 600],
      days: [0, 0],
      scale: (c) => `交易指标 ${c.rng.int(10, 400)} 吨/年`,
      scope: '主要污染物排污权',
      qualification: '竞买人须为本行政区域内依法取得排污许可的排污单位',
      pm: '',
    },
  ],
  DRUG: [
    {
      cat: 'DRUG',
      type: fixed('COMMON'),
      name: (c) => `${orgShort(c.org)}${c.year}年度${c.rng.pick(['临床常用药品', '医用耗材', '中药饮片', '检验试剂'])}集中带量采购`,
      budget: [500, 20000],
      days: [365, 730],
      scale: (c) => `采购品种 ${c.rng.int(20, 160)} 个，覆盖医疗机构 ${c.rng.int(12, 300)} 家`,
      scope: '药品（耗材）供应、配送及售后服务',
      qualification: '具备药品生产或经营许可证，近三年无严重违法违规记录',
      pm: '',
    },
  ],
  VACCINE: [
    {
      cat: 'VACCINE',
      type: fixed('COMMON'),
      name: (c) => `${orgShort(c.org)}${c.year}年度第二类疫苗（非免疫规划疫苗）采购项目`,
      budget: [300, 6000],
      days: [365, 365],
      scale: (c) => `采购疫苗 ${c.rng.int(8, 30)} 个品种，约 ${c.rng.int(10, 80)} 万剂次`,
      scope: '疫苗供应、冷链配送及不良反应处置服务',
      qualification: '疫苗上市许可持有人或其委托的配送企业，须具备冷链配送能力',
      pm: '',
    },
  ],
  FOREST: [
    {
      cat: 'FOREST',
      type: fixed('COMMON'),
      name: (c) => `${c.county}集体林地经营权流转（${c.rng.int(300, 3000)}亩）`,
      budget: [50, 900],
      days: [0, 0],
      scale: (c) => `林地面积 ${c.rng.int(300, 3000)} 亩，以杉木、马尾松为主，流转期限 ${c.rng.int(15, 30)} 年`,
      scope: '集体林地经营权',
      qualification: '竞买人须具备林业经营能力',
      pm: '',
    },
  ],
  OTHER: [
    {
      cat: 'OTHER',
      type: fixed('COMMON'),
      name: (c) => `${orgShort(c.org)}${c.rng.pick(['本部物业管理服务', '保安服务', '职工食堂经营权', '闲置房产租赁'])}招租（${c.year}年）`,
      budget: [20, 400],
      days: [365, 1095],
      scale: () => '服务期限以合同约定为准',
      scope: '物业、保安或经营权',
      qualification: '具备相应经营资质与服务能力',
      pm: '',
    },
  ],
};

/** Engineering work weighs most, purchases next, rights trades least, as on real platforms. */
const focusWeight = (f: OrgFocus) => (['ROAD', 'SUBWAY', 'TUNNEL', 'BUILDING', 'GOV', 'WATER'].includes(f) ? 4 : f === 'SOFTWARE' || f === 'EQUIPMENT' ? 2 : 1);
/** Hunan first, its neighbours next, then the rest of the country. */
const neighbours = new Set(['42', '36', '44', '45', '52', '50']);
const regionWeight = (cityCode: string) => (cityCode.startsWith('43') ? 1.6 : neighbours.has(cityCode.slice(0, 2)) ? 1.6 : 1.2);

function weightedPick<T>(rng: Random, items: readonly T[], weight: (t: T) => number): T {
  const total = items.reduce((s, t) => s + weight(t), 0);
  let r = rng.next() * total;
  for (const t of items) {
    r -= weight(t);
    if (r < 0) return t;
  }
  return items[items.length - 1]!;
}

/** A time of day between 09:00 and 17:30 China time on the day `daysBefore` the anchor. */
function officeTime(rng: Random, anchor: Date, daysBefore: number): Date {
  const chinaMidnight = Math.floor((anchor.getTime() + 8 * 3_600_000) / DAY) * DAY - 8 * 3_600_000;
  return new Date(chinaMidnight - daysBefore * DAY + (9 * 60 + rng.int(0, 17) * 30) * 60_000);
}
/** Deadlines fall on the half hour of a morning: 09:00, 09:30 … 10:30. */
function deadlineTime(rng: Random, from: Date, days: number): Date {
  const chinaMidnight = Math.floor((from.getTime() + 8 * 3_600_000) / DAY) * DAY - 8 * 3_600_000;
  return new Date(chinaMidnight + days * DAY + (9 * 60 + rng.int(0, 3) * 30) * 60_000);
}

const managers = ['张', '李', '王', '刘', '陈', '周', '彭', '谭', '曾', '邓'];
const given = ['建国', '志强', '海涛', '明辉', '小军', '立新', '卫东', '晓峰', '文斌', '国华', '俊杰', '红梅'];

function bidsFor(rng: Random, catNo: string, budgetYuan: number, days: number, count: number): Bid[] {
  const pool = catNo === 'ENGINEERING' ? contractorPool : isRightsTrade(catNo) ? buyerPool : supplierPool;
  const rights = isRightsTrade(catNo);
  return rng.sample(pool, Math.min(count, pool.length)).map((bidder) => ({
    bidder,
    // Works and purchases are bid under the ceiling; rights are bid up from the starting price.
    price: Math.round(budgetYuan * (rights ? 1 + rng.int(0, 45) / 100 : 0.86 + rng.int(0, 120) / 1000)),
    days: days > 0 ? days - rng.int(0, Math.floor(days / 10)) : 0,
    manager: `${rng.pick(managers)}${rng.pick(given)}`,
  }));
}

const sourceOf = (catNo: string, provinceName: string) =>
  catNo === 'GOVERNMENT' ? `中国政府采购网、${provinceName}政府采购网` : `全国公共资源交易平台（${provinceName}）`;
const platformOf = (catNo: string, provinceName: string) =>
  catNo === 'GOVERNMENT' ? `${provinceName}政府采购电子卖场` : `${provinceName}公共资源交易电子服务平台`;

export type TenderDrafts = { orgs: TenderOrgDraft[]; projects: TenderProjectDraft[] };

/**
 * Organisations, then `projectCount` projects with their notices. The first
 * projects cover every focus of every buyer kind (so every category has data);
 * a dozen are announced in the anchor's last week and still open for bids.
 */
export function createTenderDrafts({
  seed = 20261120,
  projectCount = 168,
  anchor = TENDER_ANCHOR,
  bidNoTag = '',
  uniqueNames = true,
}: {
  seed?: number;
  projectCount?: number;
  anchor?: Date;
  /** Put into every bid number (HNJT-S3-2026-0042) so that drafts of several calls never share one (the load-test seed). */
  bidNoTag?: string;
  /** Skip a project whose name was drawn already (the demo seed); off for load tests, where names may repeat. */
  uniqueNames?: boolean;
} = {}): TenderDrafts {
  const orgRng = createRandom(deriveSeed(seed, 'orgs'));
  const orgs: TenderOrgDraft[] = [
    ...tendereeSeeds.map((t) => orgDraft(orgRng, t.name, 'TENDEREE', t.cityCode)),
    ...agencySeeds.map((a) => orgDraft(orgRng, a.name, 'AGENCY', a.cityCode)),
  ];

  const rng = createRandom(deriveSeed(seed, 'projects'));
  const seqByPrefix = new Map<string, number>();
  const usedNames = new Set<string>();
  const focusKinds = [...new Set(tendereeSeeds.flatMap((t) => t.focus))];
  const projects: TenderProjectDraft[] = [];

  for (let i = 0; projects.length < projectCount && i < projectCount * 5; i++) {
    // Coverage first: one project for each focus, by the first buyer that has it.
    const coverFocus = i < focusKinds.length ? focusKinds[i] : undefined;
    const org = coverFocus ? tendereeSeeds.find((t) => t.focus.includes(coverFocus))! : weightedPick(rng, tendereeSeeds, (t) => regionWeight(t.cityCode));
    const focus = coverFocus ?? weightedPick(rng, org.focus, focusWeight);
    const template = rng.pick(templates[focus]);
    // Recent ones first (still open), then spread over two years.
    const index = projects.length;
    const daysBefore = index >= focusKinds.length && index < focusKinds.length + 16 ? rng.int(0, 5) : rng.int(6, 700);
    const announcedAt = officeTime(rng, anchor, daysBefore);
    const year = new Date(announcedAt.getTime() + 8 * 3_600_000).getUTCFullYear();
    const provinceCode = provinceOf(org.cityCode);
    const provinceName = provinceList[provinceCode]!;
    const cityFull = cityList[org.cityCode] ?? '';
    const ctx: Ctx = {
      rng,
      city: shortCity(cityFull),
      cityFull,
      county: rng.pick(countiesOf(org.cityCode)),
      province: shortProvince(provinceName),
      org: org.name,
      year,
    };
    const name = template.name(ctx);
    if (uniqueNames && usedNames.has(name)) continue;
    usedNames.add(name);

    const seq = (seqByPrefix.get(`${org.prefix}${year}`) ?? rng.int(20, 120)) + rng.int(1, 9);
    seqByPrefix.set(`${org.prefix}${year}`, seq);
    const bidNo = `${org.prefix}-${bidNoTag ? `${bidNoTag}-` : ''}${year}-${String(seq).padStart(4, '0')}`;
    const budgetWan = rng.int(template.budget[0] * 100, template.budget[1] * 100) / 100;
    const budget = Math.round(budgetWan * 10000);
    const days = template.days[0] === 0 ? 0 : rng.int(template.days[0], template.days[1]);
    const sameProvince = agencySeeds.filter((a) => provinceOf(a.cityCode) === provinceCode);
    const agency = rng.chance(0.7) ? rng.pick(sameProvince.length > 0 ? sameProvince : agencySeeds.filter((a) => a.cityCode === '110100')).name : null;
    const region = `${provinceName === cityFull ? '' : provinceName}${cityFull}${ctx.county === cityFull ? '' : ctx.county}`;
    const c: NoticeContext = {
      projectName: name,
      bidNo,
      catNo: template.cat,
      tenderee: org.name,
      agency,
      region,
      budgetWan,
      days,
      scale: template.scale(ctx),
      scope: template.scope,
      qualification: template.qualification,
      pm: template.pm,
      platform: platformOf(template.cat, provinceName),
      source: sourceOf(template.cat, provinceName),
      supervisor: `${cityFull}${template.cat === 'ENGINEERING' ? (template.type(focus, org) === 'WATER' ? '水利局' : template.type(focus, org) === 'ROAD' ? '交通运输局' : '住房和城乡建设局') : '财政局'}`,
    };
    const engineering = template.cat === 'ENGINEERING';
    const rights = isRightsTrade(template.cat);
    const titleOf = (type: TenderInfoType) => {
      if (engineering)
        return {
          ANNOUNCEMENT: `${name}招标公告`,
          CLARIFIES: `${name}澄清与变更公告`,
          BID_OPENING_RECORD: `${name}开标记录`,
          TRADING_RESULTS: `${name}中标结果公示`,
        }[type];
      if (rights)
        return { ANNOUNCEMENT: `${name}公告`, CLARIFIES: `${name}补充公告`, BID_OPENING_RECORD: `${name}竞价记录`, TRADING_RESULTS: `${name}成交结果公示` }[
          type
        ];
      return {
        ANNOUNCEMENT: `${name}公开招标公告`,
        CLARIFIES: `${name}更正公告`,
        BID_OPENING_RECORD: `${name}开标记录`,
        TRADING_RESULTS: `${name}中标（成交）结果公告`,
      }[type];
    };

    const notices: TenderNoticeDraft[] = [];
    const source = c.source.split('、').pop()!;
    const deadline = deadlineTime(rng, announcedAt, rng.int(20, 28));
    const approval = `${cityFull}${rights ? '人民政府' : '发展和改革委员会'}${rights ? '' : `以〔${year}〕${rng.int(12, 380)}号文`}`;
    notices.push({
      infoType: 'ANNOUNCEMENT',
      title: titleOf('ANNOUNCEMENT'),
      content: announcementHtml(c, { publishedAt: announcedAt, docEnd: new Date(announcedAt.getTime() + 7 * DAY), deadlineAt: deadline, approval }),
      publishedAt: announcedAt,
      deadlineAt: deadline,
      winner: null,
      winningAmount: null,
      bidders: [],
      source,
    });
    let finalDeadline = deadline;
    if (rng.chance(engineering ? 0.4 : 0.2)) {
      const at = new Date(announcedAt.getTime() + rng.int(4, 10) * DAY + rng.int(0, 6) * 3_600_000);
      const newDeadline = rng.chance(0.5) ? new Date(deadline.getTime() + rng.int(5, 8) * DAY) : deadline;
      notices.push({
        infoType: 'CLARIFIES',
        title: titleOf('CLARIFIES'),
        content: clarificationHtml(c, { announcedAt, oldDeadline: deadline, newDeadline, item: rng.int(3, 48) }),
        publishedAt: at,
        deadlineAt: newDeadline,
        winner: null,
        winningAmount: null,
        bidders: [],
        source,
      });
      finalDeadline = newDeadline;
    }
    const bids = bidsFor(rng, template.cat, budget, days, rng.int(4, 9));
    if (!rights) bids.sort((a, b) => a.price - b.price);
    else bids.sort((a, b) => b.price - a.price);
    const hasOpening = rng.chance(engineering ? 0.8 : rights ? 0 : 0.35);
    if (hasOpening) {
      const table = rng.shuffle(bids);
      notices.push({
        infoType: 'BID_OPENING_RECORD',
        title: titleOf('BID_OPENING_RECORD'),
        content: openingRecordHtml(c, { openedAt: finalDeadline, controlPrice: budget, bids: table }),
        publishedAt: new Date(finalDeadline.getTime() + rng.int(1, 5) * 3_600_000),
        deadlineAt: null,
        winner: null,
        winningAmount: null,
        bidders: table.map((b) => b.bidder),
        source,
      });
    }
    if (rng.chance(engineering ? (hasOpening ? 0.85 : 0.3) : 0.75)) {
      const at = new Date(finalDeadline.getTime() + rng.int(3, 9) * DAY + rng.int(0, 6) * 3_600_000);
      // The best-ranked candidate is usually, not always, the cheapest.
      const candidates = bids.slice(0, 3);
      if (!rights && candidates.length > 1 && rng.chance(0.2)) [candidates[0], candidates[1]] = [candidates[1]!, candidates[0]!];
      notices.push({
        infoType: 'TRADING_RESULTS',
        title: titleOf('TRADING_RESULTS'),
        content: resultHtml(c, { publishedAt: at, candidates, until: new Date(at.getTime() + 3 * DAY) }),
        publishedAt: at,
        deadlineAt: null,
        winner: candidates[0]!.bidder,
        winningAmount: candidates[0]!.price,
        bidders: candidates.map((b) => b.bidder),
        source,
      });
    }
    projects.push({
      bidNo,
      name,
      catNo: template.cat,
      projectType: template.type(focus, org),
      provinceCode,
      cityCode: org.cityCode,
      // Rights trades publish a starting price; that is their "budget".
      budget,
      tenderee: org.name,
      agency,
      // Stages after the anchor have not happened yet.
      notices: notices.filter((n) => n.publishedAt.getTime() <= anchor.getTime()).sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime()),
    });
  }
  return { orgs, projects };
}
