/**
 * Tender organisations for the demo tender data (seed and tests): buyers
 * (招标人) weighted to Hunan and its neighbours but nationwide, and tendering
 * agencies (招标代理). `prefix` starts the bid numbers of the buyer's projects
 * (HNJT-2026-0153); `focus` says what each buyer puts out to tender.
 */
import type { TenderCategory } from '../../../common/tender/options';

export type OrgFocus =
  'ROAD' | 'SUBWAY' | 'TUNNEL' | 'BUILDING' | 'GOV' | 'WATER' | 'SOFTWARE' | 'EQUIPMENT' | Exclude<TenderCategory, 'ENGINEERING' | 'GOVERNMENT'>;

export type TendereeSeed = { name: string; prefix: string; cityCode: string; focus: OrgFocus[] };
export type AgencySeed = { name: string; cityCode: string };

export const tendereeSeeds: TendereeSeed[] = [
  // 湖南
  { name: '长沙市轨道交通集团有限公司', prefix: 'CSGD', cityCode: '430100', focus: ['SUBWAY', 'TUNNEL', 'SOFTWARE', 'EQUIPMENT'] },
  { name: '湖南省交通水利建设集团有限公司', prefix: 'HNJT', cityCode: '430100', focus: ['ROAD', 'WATER', 'TUNNEL'] },
  { name: '湖南省高速公路集团有限公司', prefix: 'HNGS', cityCode: '430100', focus: ['ROAD', 'TUNNEL', 'SOFTWARE'] },
  { name: '长沙市城市建设投资开发集团有限公司', prefix: 'CSCT', cityCode: '430100', focus: ['GOV', 'BUILDING', 'ROAD'] },
  { name: '湖南湘江新区发展集团有限公司', prefix: 'XJXQ', cityCode: '430100', focus: ['GOV', 'BUILDING', 'ROAD'] },
  { name: '湖南建设投资集团有限责任公司', prefix: 'HNJS', cityCode: '430100', focus: ['BUILDING', 'GOV'] },
  { name: '湖南省水利发展投资有限公司', prefix: 'HNSL', cityCode: '430100', focus: ['WATER'] },
  { name: '长沙市住房和城乡建设局', prefix: 'CSZJ', cityCode: '430100', focus: ['SOFTWARE', 'EQUIPMENT', 'GOV'] },
  { name: '湖南省交通运输厅', prefix: 'HNJY', cityCode: '430100', focus: ['SOFTWARE', 'EQUIPMENT', 'ROAD'] },
  { name: '中南大学', prefix: 'ZNDX', cityCode: '430100', focus: ['BUILDING', 'EQUIPMENT', 'SOFTWARE'] },
  { name: '湖南省人民医院', prefix: 'HNRY', cityCode: '430100', focus: ['BUILDING', 'EQUIPMENT', 'DRUG'] },
  { name: '长沙市自然资源和规划局', prefix: 'CSZR', cityCode: '430100', focus: ['LAND'] },
  { name: '湖南省自然资源厅', prefix: 'HNZR', cityCode: '430100', focus: ['MINING', 'LAND'] },
  { name: '湖南省医疗保障局', prefix: 'HNYB', cityCode: '430100', focus: ['DRUG'] },
  { name: '长沙市疾病预防控制中心', prefix: 'CSJK', cityCode: '430100', focus: ['VACCINE', 'EQUIPMENT'] },
  { name: '湖南省林业局', prefix: 'HNLY', cityCode: '430100', focus: ['FOREST'] },
  { name: '湖南省生态环境厅', prefix: 'HNST', cityCode: '430100', focus: ['DISCHARGE', 'CARBON'] },
  { name: '湖南发展集团股份有限公司', prefix: 'HNFZ', cityCode: '430100', focus: ['STATE_PROPERTY', 'OTHER'] },
  { name: '株洲市城市建设发展集团有限公司', prefix: 'ZZCF', cityCode: '430200', focus: ['GOV', 'ROAD', 'BUILDING'] },
  { name: '湘潭城乡建设发展集团有限公司', prefix: 'XTCX', cityCode: '430300', focus: ['GOV', 'ROAD', 'WATER'] },
  { name: '衡阳市城市建设投资有限公司', prefix: 'HYCT', cityCode: '430400', focus: ['GOV', 'ROAD', 'BUILDING'] },
  { name: '岳阳市城市建设投资集团有限公司', prefix: 'YYCT', cityCode: '430600', focus: ['GOV', 'WATER', 'BUILDING'] },
  { name: '常德市城市建设投资集团有限公司', prefix: 'CDCT', cityCode: '430700', focus: ['GOV', 'ROAD', 'WATER'] },
  { name: '郴州市交通建设投资集团有限公司', prefix: 'CZJT', cityCode: '431000', focus: ['ROAD', 'TUNNEL'] },
  { name: '怀化市城市建设投资有限公司', prefix: 'HHCT', cityCode: '431200', focus: ['GOV', 'ROAD', 'LAND'] },
  { name: '湘西自治州交通建设投资有限公司', prefix: 'XXJT', cityCode: '433100', focus: ['ROAD', 'TUNNEL'] },
  // 邻省
  { name: '武汉地铁集团有限公司', prefix: 'WHDT', cityCode: '420100', focus: ['SUBWAY', 'TUNNEL', 'EQUIPMENT'] },
  { name: '湖北省交通投资集团有限公司', prefix: 'HBJT', cityCode: '420100', focus: ['ROAD', 'TUNNEL'] },
  { name: '南昌轨道交通集团有限公司', prefix: 'NCGD', cityCode: '360100', focus: ['SUBWAY', 'SOFTWARE'] },
  { name: '江西省交通投资集团有限责任公司', prefix: 'JXJT', cityCode: '360100', focus: ['ROAD', 'TUNNEL'] },
  { name: '广州地铁集团有限公司', prefix: 'GZDT', cityCode: '440100', focus: ['SUBWAY', 'TUNNEL', 'SOFTWARE'] },
  { name: '广东省交通集团有限公司', prefix: 'GDJT', cityCode: '440100', focus: ['ROAD', 'TUNNEL'] },
  { name: '深圳市地铁集团有限公司', prefix: 'SZDT', cityCode: '440300', focus: ['SUBWAY', 'BUILDING'] },
  { name: '广西北部湾投资集团有限公司', prefix: 'GXBB', cityCode: '450100', focus: ['WATER', 'ROAD'] },
  { name: '南宁轨道交通集团有限责任公司', prefix: 'NNGD', cityCode: '450100', focus: ['SUBWAY'] },
  { name: '贵州省公路开发集团有限公司', prefix: 'GZGL', cityCode: '520100', focus: ['ROAD', 'TUNNEL'] },
  { name: '重庆市轨道交通（集团）有限公司', prefix: 'CQGD', cityCode: '500100', focus: ['SUBWAY', 'TUNNEL'] },
  { name: '重庆高速公路集团有限公司', prefix: 'CQGS', cityCode: '500100', focus: ['ROAD', 'TUNNEL'] },
  // 全国
  { name: '成都轨道交通集团有限公司', prefix: 'CDGD', cityCode: '510100', focus: ['SUBWAY', 'SOFTWARE'] },
  { name: '蜀道投资集团有限责任公司', prefix: 'SDTZ', cityCode: '510100', focus: ['ROAD', 'TUNNEL'] },
  { name: '北京市基础设施投资有限公司', prefix: 'BJJT', cityCode: '110100', focus: ['SUBWAY', 'EQUIPMENT'] },
  { name: '上海申通地铁集团有限公司', prefix: 'SHST', cityCode: '310100', focus: ['SUBWAY', 'SOFTWARE'] },
  { name: '天津城市轨道交通集团有限公司', prefix: 'TJGD', cityCode: '120100', focus: ['SUBWAY'] },
  { name: '江苏交通控股有限公司', prefix: 'JSJK', cityCode: '320100', focus: ['ROAD', 'WATER'] },
  { name: '浙江省交通投资集团有限公司', prefix: 'ZJJT', cityCode: '330100', focus: ['ROAD', 'TUNNEL'] },
  { name: '安徽省交通控股集团有限公司', prefix: 'AHJK', cityCode: '340100', focus: ['ROAD'] },
  { name: '福建省高速公路集团有限公司', prefix: 'FJGS', cityCode: '350100', focus: ['ROAD', 'TUNNEL'] },
  { name: '山东高速集团有限公司', prefix: 'SDGS', cityCode: '370100', focus: ['ROAD', 'WATER'] },
  { name: '河南交通投资集团有限公司', prefix: 'HNJK', cityCode: '410100', focus: ['ROAD'] },
  { name: '陕西交通控股集团有限公司', prefix: 'SXJK', cityCode: '610100', focus: ['ROAD', 'TUNNEL'] },
  { name: '云南省交通投资建设集团有限公司', prefix: 'YNJT', cityCode: '530100', focus: ['ROAD', 'TUNNEL'] },
  { name: '河北交通投资集团有限公司', prefix: 'HBJK', cityCode: '130100', focus: ['ROAD'] },
  { name: '广东省水利厅', prefix: 'GDSL', cityCode: '440100', focus: ['WATER', 'SOFTWARE'] },
  { name: '湖北省生态环境厅', prefix: 'HBST', cityCode: '420100', focus: ['CARBON', 'DISCHARGE'] },
  { name: '江西省林业局', prefix: 'JXLY', cityCode: '360100', focus: ['FOREST'] },
];

export const agencySeeds: AgencySeed[] = [
  { name: '湖南省招标有限责任公司', cityCode: '430100' },
  { name: '湖南建科工程项目管理有限公司', cityCode: '430100' },
  { name: '湖南天鉴工程项目管理有限公司', cityCode: '430100' },
  { name: '湖南湘咨工程咨询有限公司', cityCode: '430100' },
  { name: '湖南中技项目管理有限公司', cityCode: '430100' },
  { name: '株洲市建设工程招标代理有限公司', cityCode: '430200' },
  { name: '衡阳市恒信招标代理有限公司', cityCode: '430400' },
  { name: '湖北省招标股份有限公司', cityCode: '420100' },
  { name: '江西省招标咨询集团有限公司', cityCode: '360100' },
  { name: '广东省机电设备招标中心有限公司', cityCode: '440100' },
  { name: '广西壮族自治区机电设备招标有限公司', cityCode: '450100' },
  { name: '重庆招标采购（集团）有限责任公司', cityCode: '500100' },
  { name: '四川省国际招标有限责任公司', cityCode: '510100' },
  { name: '中招国际招标有限公司', cityCode: '110100' },
  { name: '中国远东国际招标有限公司', cityCode: '110100' },
  { name: '上海国际招标有限公司', cityCode: '310100' },
  { name: '江苏省设备成套股份有限公司', cityCode: '320100' },
  { name: '浙江省成套招标代理有限公司', cityCode: '330100' },
];

/** Telephone area codes of the cities above, for contact numbers. */
export const areaCodes: Record<string, string> = {
  '430100': '0731',
  '430200': '0731',
  '430300': '0731',
  '430400': '0734',
  '430600': '0730',
  '430700': '0736',
  '431000': '0735',
  '431200': '0745',
  '433100': '0743',
  '420100': '027',
  '360100': '0791',
  '440100': '020',
  '440300': '0755',
  '450100': '0771',
  '520100': '0851',
  '500100': '023',
  '510100': '028',
  '110100': '010',
  '310100': '021',
  '120100': '022',
  '320100': '025',
  '330100': '0571',
  '340100': '0551',
  '350100': '0591',
  '370100': '0531',
  '410100': '0371',
  '610100': '029',
  '530100': '0871',
  '130100': '0311',
};

export const contactSurnames = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '周',
  '吴',
  '徐',
  '孙',
  '胡',
  '朱',
  '高',
  '林',
  '何',
  '郭',
  '马',
  '罗',
  '彭',
  '谭',
  '邓',
  '曾',
];
export const contactTitles = ['工', '女士', '先生', '工'];
export const streetNames = [
  '人民中路',
  '建设大道',
  '解放西路',
  '新华路',
  '中山北路',
  '车站北路',
  '环城东路',
  '迎宾大道',
  '科技大道',
  '金融中心大道',
  '友谊路',
  '芙蓉中路',
];

/** Construction companies that bid for works (opening records, results). */
export const contractorPool = [
  '中铁二十五局集团有限公司',
  '中铁五局集团有限公司',
  '中铁四局集团有限公司',
  '中铁十二局集团有限公司',
  '中铁隧道局集团有限公司',
  '中国建筑第五工程局有限公司',
  '中国建筑第八工程局有限公司',
  '中交第二公路工程局有限公司',
  '中交一公局集团有限公司',
  '中国水利水电第八工程局有限公司',
  '中国铁建大桥工程局集团有限公司',
  '湖南建工集团有限公司',
  '湖南路桥建设集团有限责任公司',
  '湖南省第六工程有限公司',
  '湖南省水利水电第一工程有限公司',
  '湖南望新建设集团股份有限公司',
  '湖南顺天建设集团有限公司',
  '湖南省交通规划勘察设计院有限公司',
  '湖北省路桥集团有限公司',
  '江西省交通工程集团有限公司',
  '广东省长大公路工程有限公司',
  '上海隧道工程有限公司',
];

/** Suppliers that bid for purchases of software, equipment, drugs and vaccines. */
export const supplierPool = [
  '湖南湘江数智科技有限公司',
  '长沙智建信息技术有限公司',
  '湖南云筑软件有限公司',
  '湖南华信智联科技有限公司',
  '广联达科技股份有限公司',
  '中电科数字技术股份有限公司',
  '湖南省通信建设有限公司',
  '长沙威胜信息技术有限公司',
  '湖南长城信息金融设备有限责任公司',
  '国药控股湖南有限公司',
  '华润湖南医药有限公司',
  '九州通医药集团股份有限公司',
];

/** Buyers of land, mining and property rights (竞得人). */
export const buyerPool = [
  '长沙新城置业有限公司',
  '湖南中建信和投资有限公司',
  '湖南有色矿业投资有限公司',
  '湘投能源发展有限公司',
  '湖南华菱环保科技有限公司',
  '株洲国投实业有限公司',
  '湖南林之神生物科技有限公司',
  '湖南绿色发展投资有限公司',
];
