/**
 * Word pools for demo articles: places, projects, products, policies, people
 * and tags. Strings may hold placeholders that the factory fills:
 * `{city}`, `{provShort}` … and `{#a-b}` for a random integer in [a, b].
 */
export type Region = { province: string; provShort: string; city: string; full: string };

const region = (province: string, city: string): Region => ({
  province,
  provShort: province.replace(/(壮族自治区|回族自治区|维吾尔自治区|自治区|省|市)$/, ''),
  city,
  full: province === `${city}市` ? province : `${province}${city}市`,
});

export const regions: Region[] = [
  region('湖南省', '长沙'),
  region('湖南省', '株洲'),
  region('湖南省', '湘潭'),
  region('湖南省', '岳阳'),
  region('湖南省', '常德'),
  region('湖南省', '衡阳'),
  region('广东省', '深圳'),
  region('广东省', '广州'),
  region('四川省', '成都'),
  region('湖北省', '武汉'),
  region('浙江省', '杭州'),
  region('江苏省', '南京'),
  region('重庆市', '重庆'),
  region('陕西省', '西安'),
  region('江西省', '南昌'),
  region('广西壮族自治区', '南宁'),
  region('贵州省', '贵阳'),
  region('云南省', '昆明'),
  region('福建省', '厦门'),
  region('山东省', '青岛'),
];

export type SectorKey = 'road' | 'tunnel' | 'rail' | 'railway' | 'building' | 'water' | 'port';

export type Sector = {
  key: SectorKey;
  /** As used in running text: 市政道路工程, 轨道交通工程 … */
  name: string;
  /** Cities where this kind of project is plausible (metro lines, sea and river ports); any when absent. */
  cities?: string[];
  /** Project name templates; `[city, name]` pairs are bound to that city. */
  projects: (string | [string, string])[];
  clients: string[];
  /** Work packages of this kind of project, used for 计量 examples. */
  works: string[];
  scale: string[];
  tag: string;
};

export const sectors: Record<SectorKey, Sector> = {
  road: {
    key: 'road',
    name: '市政道路工程',
    projects: [
      '{city}三环线提质改造工程',
      '{city}东部新城路网工程',
      '{city}高架快速路二期工程',
      '{city}老城区道路及管网改造工程',
      '{city}城市综合管廊一期工程',
      '{city}滨江景观大道工程',
      ['长沙', '长沙湘江大道快速化改造工程'],
      ['长沙', '长沙万家丽路北延线工程'],
      ['株洲', '株洲大道综合改造工程'],
    ],
    clients: ['{city}市城市建设投资集团有限公司', '{city}市市政工程建设中心', '{city}城市发展集团有限公司'],
    works: ['路基土石方', '水泥稳定碎石基层', '沥青混凝土面层', '雨污水管网', '综合管廊主体结构', '桥梁桩基', '交通安全设施', '绿化景观'],
    scale: ['全长约{#4-18}.{#1-9}公里', '红线宽度{#40-80}米，全长约{#3-12}.{#1-9}公里', '总投资约{#12-68}亿元'],
    tag: '市政道路',
  },
  tunnel: {
    key: 'tunnel',
    name: '隧道工程',
    projects: ['{city}过江隧道工程', '{city}穿山隧道及接线工程', '{city}城市快速路下穿隧道工程', '{city}东西向快速通道隧道工程'],
    clients: ['{city}市城市建设投资集团有限公司', '{city}市交通建设投资有限公司'],
    works: ['洞口及明洞', '超前支护', '初期支护', '二次衬砌', '仰拱及填充', '通风照明工程'],
    scale: ['隧道全长约{#2-6}.{#1-9}公里', '双向六车道，隧道段长约{#1-4}.{#1-9}公里'],
    tag: '隧道工程',
  },
  rail: {
    key: 'rail',
    name: '城市轨道交通工程',
    cities: ['长沙', '深圳', '广州', '成都', '武汉', '杭州', '南京', '重庆', '西安', '南昌', '南宁', '贵阳', '昆明', '厦门', '青岛'],
    projects: [
      '{city}地铁{#2-9}号线一期工程',
      '{city}地铁{#3-8}号线东延线工程',
      '{city}地铁{#2-9}号线西延线工程',
      '{city}地铁{#2-7}号线二期工程',
      ['长沙', '长沙地铁6号线工程'],
      ['长沙', '长沙地铁1号线北延一期工程'],
    ],
    clients: ['{city}市轨道交通集团有限公司', '{city}地铁集团有限公司'],
    works: ['盾构区间', '车站主体结构', '车站附属结构', '铺轨工程', '机电安装', '车辆段及停车场', '装饰装修'],
    scale: ['线路全长约{#18-45}.{#1-9}公里，设车站{#12-30}座', '线路全长约{#10-28}.{#1-9}公里，全部为地下线，设车站{#8-22}座'],
    tag: '轨道交通',
  },
  railway: {
    key: 'railway',
    name: '铁路工程',
    projects: ['{provShort}城际铁路{city}段', '{city}至机场城际铁路', '{city}铁路枢纽改造工程', '{city}铁路货运外绕线工程'],
    clients: ['{provShort}城际铁路有限责任公司', '{provShort}铁路投资集团有限公司'],
    works: ['路基工程', '桥梁工程', '隧道工程', '无砟轨道', '站房工程', '四电工程'],
    scale: ['正线全长约{#30-120}.{#1-9}公里', '设计时速{#160-350}公里，正线长约{#25-90}公里'],
    tag: '铁路工程',
  },
  building: {
    key: 'building',
    name: '房屋建筑工程',
    projects: [
      '{city}高新区安置房二期工程',
      '{city}人才公寓项目',
      '{city}市第一人民医院新院区工程',
      '{city}职业教育城建设项目',
      '{city}保障性住房项目',
      '{city}科创产业园一期工程',
    ],
    clients: ['{city}城市建设投资集团有限公司', '{city}市住房保障服务中心', '{city}产业投资集团有限公司'],
    works: ['桩基础', '主体结构', '二次结构', '幕墙工程', '机电安装', '室外配套工程'],
    scale: ['总建筑面积约{#8-46}万平方米', '共{#8-24}栋单体，总建筑面积约{#10-38}万平方米'],
    tag: '房屋建筑',
  },
  water: {
    key: 'water',
    name: '水利工程',
    projects: [
      '{city}市中型水库除险加固工程',
      '{provShort}大型灌区续建配套与现代化改造工程',
      '{city}城区防洪排涝能力提升工程',
      '{city}引水工程',
      '{city}河道综合治理工程',
      ['岳阳', '洞庭湖区重点垸堤防加固工程'],
    ],
    clients: ['{city}市水利建设投资有限公司', '{provShort}水利水电投资集团有限公司', '{city}市水务局'],
    works: ['大坝防渗处理', '溢洪道改建', '输水隧洞', '堤防加固', '泵站机电安装', '渠系建筑物'],
    scale: ['总投资约{#3-28}.{#1-9}亿元', '设计灌溉面积约{#20-120}万亩'],
    tag: '水利工程',
  },
  port: {
    key: 'port',
    name: '港口工程',
    cities: ['岳阳', '长沙', '深圳', '广州', '武汉', '南京', '重庆', '厦门', '青岛', '南宁'],
    projects: ['{city}港区集装箱码头工程', '{city}港区多用途码头二期工程', '{city}港区散货码头改扩建工程', ['岳阳', '岳阳城陵矶港区三期码头工程']],
    clients: ['{city}港务集团有限公司', '{city}港口投资发展有限公司'],
    works: ['码头水工结构', '沉箱预制安装', '疏浚与吹填', '堆场地基处理', '港区道路及堆场', '装卸设备安装'],
    scale: ['新建{#2-6}个万吨级泊位', '岸线长约{#600-1800}米，设计年吞吐能力{#200-900}万吨'],
    tag: '港口工程',
  },
};

export const topics = ['计量支付', 'BIM 正向设计', '智慧工地', '变更索赔', '造价审计', '数字孪生', '进度管理', '劳务实名制', '合同管理', '质量验评', '电子签章', '档案数字化'];

export const events = ['签约', '上线', '通过验收', '发布', '召开', '开工', '完成首期计量'];

export const tagPool = [
  '计量支付', 'BIM', '智慧工地', '数字化转型', '造价管理', '招投标', '安全生产', '质量管理',
  '轨道交通', '市政道路', '水利工程', '港口工程', '铁路工程', '房屋建筑', 'GIS', '数字孪生',
  '变更管理', '进度管理', '合同管理', '劳务实名制', '隧道工程', '综合管廊', '城市更新', '工程结算',
  '造价审计', '定额', '材料价格', '电子签章', '工程档案', '产品发布', '智能建造', '装配式建筑',
  '绿色建造', '农民工工资', '危大工程', '质量验评', '施工监理', '项目管理', 'EPC 总承包', '政策解读',
  '移动办公',
];

export const authors = ['李文涛', '周敏', '陈思远', '刘佳', '王志强', '赵琳', '黄晓峰', '邓雅', '曾志刚', '彭丽', '谭晓东', '胡静'];

export const sources = {
  editorial: ['计智云编辑部'],
  government: ['住建部网站', '交通运输部网站', '水利部网站', '中国建设报', '中国交通报'],
  media: ['中国建设报', '建筑时报', '中国交通报', '湖南日报', '计智云编辑部'],
  product: ['计智云产品中心', '计智云编辑部'],
  customer: ['计智云客户成功部', '计智云编辑部'],
  support: ['计智云技术支持中心'],
};

export const products = [
  { full: '计智云计量支付 ERP', short: '计智云 ERP' },
  { full: '计智云 GIS+BIM 项目管理平台', short: 'GIS+BIM 平台' },
  { full: '计智云智慧工地平台', short: '智慧工地平台' },
  { full: '计智云移动端 App', short: '计智云移动端' },
  { full: '计智云造价管理系统', short: '造价管理系统' },
];

export type PolicyDoc = { issuer: string; title: string; metering: boolean };

export const policyDocs: PolicyDoc[] = [
  { issuer: '住房和城乡建设部', title: '《建设工程工程量清单计价标准》（GB/T 50500—2024）', metering: true },
  { issuer: '财政部、住房和城乡建设部', title: '《关于完善建设工程价款结算有关办法的通知》', metering: true },
  { issuer: '住房和城乡建设部、财政部', title: '《建设工程质量保证金管理办法》', metering: true },
  { issuer: '交通运输部', title: '《公路工程标准施工招标文件》', metering: true },
  { issuer: '国务院', title: '《保障农民工工资支付条例》', metering: true },
  { issuer: '住房和城乡建设部等部门', title: '《关于推动智能建造与建筑工业化协同发展的指导意见》', metering: false },
  { issuer: '住房和城乡建设部', title: '《“十四五”建筑业发展规划》', metering: false },
  { issuer: '住房和城乡建设部', title: '《危险性较大的分部分项工程安全管理规定》', metering: false },
  { issuer: '住房和城乡建设部', title: '《城市信息模型（CIM）基础平台技术导则》', metering: false },
  { issuer: '交通运输部', title: '《公路水运工程质量检测管理办法》', metering: false },
  { issuer: '交通运输部', title: '《数字交通“十四五”发展规划》', metering: false },
  { issuer: '水利部', title: '《水利工程建设项目档案管理规定》', metering: false },
];

export const surnames = ['张', '王', '李', '刘', '陈', '杨', '黄', '周', '吴', '邓', '彭', '曾', '谭', '罗', '唐'];
export const givenNames = ['建国', '志强', '海涛', '晓东', '文杰', '立新', '国华', '卫东', '敏', '静', '俊', '思源', '明辉'];
export const roles = ['项目总工程师', '计量负责人', '合同部部长', '总监理工程师', '项目经理', '信息化负责人', '工程管理部部长'];

/** Honours a software company of this kind collects. */
export const honorCerts = ['CMMI 3 级评估', 'ISO 9001 质量管理体系认证', 'ISO 27001 信息安全管理体系认证', '信息系统安全等级保护三级测评', 'ISO 20000 信息技术服务管理体系认证'];
export const honorTitles = ['国家高新技术企业', '湖南省“专精特新”中小企业', '湖南省软件企业', '长沙市企业技术中心', '湖南省科技型中小企业'];
export const honorAwards = [
  '{year}年度工程建设信息化优秀解决方案', '{provShort}智能建造优秀案例', '{year}年度湖南省优秀软件产品',
  '工程造价数字化应用优秀成果', '{year}年度数字交通优秀应用案例',
];

/** Neutral paragraphs that pad an article that came out too short. */
export const fillerParagraphs = [
  '计智云长期深耕工程建设信息化领域，产品覆盖计量支付、GIS+BIM、智慧工地和造价管理等方向，服务市政道路、轨道交通、隧道、房屋建筑、水利、港口和铁路等各类工程。',
  '业内人士指出，工程项目管理的数字化并非一蹴而就，需要在制度、流程和工具三个层面同步推进，才能真正发挥效益。',
  '从行业实践看，凡是管理基础扎实、数据标准统一的项目，信息化系统的应用效果都比较明显；反之，则容易出现系统与实际业务“两张皮”的情况。',
  '对于项目一线的管理人员来说，好用的工具应当减少重复劳动，而不是增加填报负担。这也是计智云在产品设计中始终坚持的原则。',
];
