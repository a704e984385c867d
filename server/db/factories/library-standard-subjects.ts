/**
 * Subjects of the demo standards: one per chain of editions. Titles and
 * numbers are plausible but invented (only GB 50857 keeps a real number, so
 * that the search examples in the docs work).
 */
export type Series = 'GB' | 'GBT' | 'CJJ' | 'CJJT' | 'JTG' | 'JTGT' | 'JGJ' | 'JGJT' | 'SL' | 'JTS' | 'TB' | 'DB43' | 'TCECS' | 'TCCES';

export type StandardSubject = {
  categoryId: number;
  title: string;
  titleEn: string;
  series: Series;
  projectType: string;
  projectRole: string;
  /** Fixed base number (otherwise drawn from the series' range). */
  base?: number;
  /** Fixed edition years, oldest first. */
  years?: number[];
};

export const seriesInfo: Record<Series, { prefix: string; kind: string; issuer: string; range: [number, number] }> = {
  GB: { prefix: 'GB', kind: 'NATIONAL', issuer: '中华人民共和国住房和城乡建设部、国家市场监督管理总局', range: [50120, 50990] },
  GBT: { prefix: 'GB/T', kind: 'NATIONAL', issuer: '中华人民共和国住房和城乡建设部、国家市场监督管理总局', range: [50300, 51480] },
  CJJ: { prefix: 'CJJ', kind: 'INDUSTRY', issuer: '中华人民共和国住房和城乡建设部', range: [1, 260] },
  CJJT: { prefix: 'CJJ/T', kind: 'INDUSTRY', issuer: '中华人民共和国住房和城乡建设部', range: [100, 330] },
  JTG: { prefix: 'JTG', kind: 'INDUSTRY', issuer: '中华人民共和国交通运输部', range: [2100, 5990] },
  JTGT: { prefix: 'JTG/T', kind: 'INDUSTRY', issuer: '中华人民共和国交通运输部', range: [3300, 6990] },
  JGJ: { prefix: 'JGJ', kind: 'INDUSTRY', issuer: '中华人民共和国住房和城乡建设部', range: [18, 480] },
  JGJT: { prefix: 'JGJ/T', kind: 'INDUSTRY', issuer: '中华人民共和国住房和城乡建设部', range: [100, 520] },
  SL: { prefix: 'SL', kind: 'INDUSTRY', issuer: '中华人民共和国水利部', range: [170, 790] },
  JTS: { prefix: 'JTS', kind: 'INDUSTRY', issuer: '中华人民共和国交通运输部', range: [131, 320] },
  TB: { prefix: 'TB', kind: 'INDUSTRY', issuer: '国家铁路局', range: [10001, 10790] },
  DB43: { prefix: 'DB43/T', kind: 'LOCAL', issuer: '湖南省市场监督管理局、湖南省住房和城乡建设厅', range: [1020, 2990] },
  TCECS: { prefix: 'T/CECS', kind: 'GROUP', issuer: '中国工程建设标准化协会', range: [420, 1690] },
  TCCES: { prefix: 'T/CCES', kind: 'GROUP', issuer: '中国土木工程学会', range: [3, 68] },
};

const s = (categoryId: number, series: Series, projectType: string, projectRole: string, title: string, titleEn: string, extra: Partial<StandardSubject> = {}): StandardSubject => ({
  categoryId,
  series,
  projectType,
  projectRole,
  title,
  titleEn,
  ...extra,
});

export const standardSubjects: StandardSubject[] = [
  s(8, 'GB', 'GOV', 'ZX', '市政工程工程量计算规范', 'Standard for measurement of municipal works', { base: 50857, years: [2013, 2026] }),
  s(1, 'CJJ', 'GOV', 'SG', '城镇道路工程施工与质量验收规范', 'Code for construction and quality acceptance of urban road engineering'),
  s(1, 'GB', 'GOV', 'SG', '给水排水管道工程施工及验收规范', 'Code for construction and acceptance of water and sewerage pipeline works'),
  s(1, 'GBT', 'GOV', 'YZ', '城市综合管廊运行维护技术标准', 'Technical standard for operation and maintenance of urban utility tunnel'),
  s(1, 'CJJT', 'GOV', 'SG', '城镇排水管道非开挖修复更新工程技术规程', 'Technical specification for trenchless rehabilitation of urban sewer'),
  s(1, 'DB43', 'GOV', 'JG', '湖南省城镇老旧小区改造技术导则', 'Technical guideline for renovation of old urban residential areas in Hunan'),
  s(1, 'CJJ', 'GOV', 'SG', '城市桥梁工程施工与质量验收规范', 'Code for construction and quality acceptance of urban bridge engineering'),
  s(1, 'TCECS', 'GOV', 'ZX', '海绵城市建设设施运行维护技术规程', 'Technical specification for operation of sponge city facilities'),
  s(2, 'GB', 'SUBWAY', 'SG', '地铁工程施工质量验收标准', 'Standard for acceptance of construction quality of metro works'),
  s(2, 'GBT', 'SUBWAY', 'SG', '盾构法隧道施工及验收规范', 'Code for construction and acceptance of shield tunnelling method'),
  s(2, 'CJJT', 'SUBWAY', 'JL', '城市轨道交通工程监测技术规范', 'Technical code for monitoring of urban rail transit engineering'),
  s(2, 'GB', 'SUBWAY', 'YZ', '城市轨道交通工程项目建设标准', 'Construction standard for urban rail transit projects'),
  s(2, 'TCCES', 'SUBWAY', 'SG', '地铁车站装配式结构技术标准', 'Technical standard for prefabricated structure of metro station'),
  s(2, 'DB43', 'SUBWAY', 'JG', '长沙市轨道交通工程安全风险管控规程', 'Specification for safety risk control of Changsha rail transit works'),
  s(2, 'CJJ', 'TUNNEL', 'SG', '城市轨道交通隧道结构养护技术标准', 'Technical standard for maintenance of urban rail transit tunnel'),
  s(3, 'JTG', 'ROAD', 'SG', '公路路基施工技术规范', 'Technical specifications for construction of highway subgrades'),
  s(3, 'JTG', 'ROAD', 'JL', '公路工程质量检验评定标准 第一册 土建工程', 'Quality inspection and evaluation standards for highway engineering'),
  s(3, 'JTGT', 'ROAD', 'SG', '公路桥涵施工技术规范', 'Technical specifications for construction of highway bridges and culverts'),
  s(3, 'JTG', 'ROAD', 'ZX', '公路沥青路面设计规范', 'Specifications for design of highway asphalt pavement'),
  s(3, 'JTGT', 'TUNNEL', 'SG', '公路隧道施工技术规范', 'Technical specifications for construction of highway tunnel'),
  s(3, 'JTG', 'ROAD', 'YZ', '公路养护工程质量检验评定标准', 'Quality inspection and evaluation standards for highway maintenance'),
  s(3, 'DB43', 'ROAD', 'SG', '湖南省农村公路建设技术指南', 'Technical guideline for rural road construction in Hunan'),
  s(3, 'TCECS', 'ROAD', 'ZX', '钢-混凝土组合桥梁技术规程', 'Technical specification for steel-concrete composite bridges'),
  s(4, 'GB', 'BUILDING', 'SG', '混凝土结构工程施工质量验收规范', 'Code for acceptance of constructional quality of concrete structures'),
  s(4, 'GB', 'BUILDING', 'JL', '建筑工程施工质量验收统一标准', 'Unified standard for constructional quality acceptance of building engineering'),
  s(4, 'GBT', 'BUILDING', 'YZ', '装配式混凝土建筑技术标准', 'Technical standard for assembled buildings with concrete structure'),
  s(4, 'JGJ', 'BUILDING', 'SG', '建筑地基处理技术规范', 'Technical code for ground treatment of buildings'),
  s(4, 'JGJT', 'BUILDING', 'SG', '建筑工程冬期施工规程', 'Specification for winter construction of building engineering'),
  s(4, 'GB', 'BUILDING', 'SG', '砌体结构工程施工质量验收规范', 'Code for acceptance of constructional quality of masonry structures'),
  s(4, 'DB43', 'BUILDING', 'JG', '湖南省绿色建筑工程验收标准', 'Standard for acceptance of green building in Hunan'),
  s(4, 'TCECS', 'BUILDING', 'ZX', '建筑信息模型施工应用技术规程', 'Technical specification for BIM application in construction'),
  s(5, 'SL', 'WATER', 'SG', '水利水电工程施工质量检验与评定规程', 'Specification for quality inspection and evaluation of water resources projects'),
  s(5, 'SL', 'WATER', 'SG', '碾压式土石坝施工规范', 'Specification for construction of rolled earth-rock fill dams'),
  s(5, 'SL', 'WATER', 'YZ', '水库大坝安全评价导则', 'Guide for safety assessment of reservoir dams'),
  s(5, 'GBT', 'WATER', 'ZX', '灌溉与排水工程设计标准', 'Standard for design of irrigation and drainage engineering'),
  s(5, 'SL', 'WATER', 'JL', '水利工程施工监理规范', 'Specification for construction supervision of water projects'),
  s(5, 'DB43', 'WATER', 'JG', '湖南省小型水库除险加固技术导则', 'Technical guideline for reinforcement of small reservoirs in Hunan'),
  s(6, 'JTS', 'WATER', 'SG', '水运工程质量检验标准', 'Standard for quality inspection of port and waterway engineering'),
  s(6, 'JTS', 'WATER', 'SG', '码头结构施工规范', 'Code for construction of wharf structures'),
  s(6, 'JTS', 'WATER', 'ZX', '疏浚与吹填工程技术规范', 'Technical code for dredging and reclamation works'),
  s(6, 'JTS', 'WATER', 'JL', '水运工程施工监理规范', 'Specification for construction supervision of port and waterway engineering'),
  s(6, 'TCECS', 'WATER', 'SG', '内河航道整治工程技术规程', 'Technical specification for inland waterway regulation works'),
  s(7, 'TB', 'COMMON', 'SG', '铁路路基工程施工质量验收标准', 'Standard for constructional quality acceptance of railway subgrade'),
  s(7, 'TB', 'TUNNEL', 'SG', '铁路隧道工程施工技术规程', 'Technical specification for construction of railway tunnel'),
  s(7, 'TB', 'COMMON', 'SG', '高速铁路轨道工程施工质量验收标准', 'Standard for acceptance of high-speed railway track works'),
  s(7, 'TB', 'COMMON', 'JL', '铁路建设项目工程监理规范', 'Code for supervision of railway construction projects'),
  s(7, 'TB', 'COMMON', 'ZX', '铁路工程基本建设概算编制办法', 'Measures for compiling budgetary estimates of railway projects'),
  s(8, 'GB', 'COMMON', 'ZX', '建设工程工程量清单计价标准', 'Standard for bill of quantities and valuation of construction works'),
  s(8, 'GB', 'BUILDING', 'ZX', '房屋建筑与装饰工程工程量计算规范', 'Standard for measurement of building and decoration works'),
  s(8, 'JTGT', 'ROAD', 'ZX', '公路工程建设项目概算预算编制办法', 'Measures for compiling estimates of highway projects'),
  s(8, 'GB', 'SUBWAY', 'ZX', '城市轨道交通工程工程量计算规范', 'Standard for measurement of urban rail transit works'),
  s(8, 'DB43', 'COMMON', 'YZ', '湖南省建设工程计价办法', 'Valuation method of construction works in Hunan'),
  s(8, 'TCECS', 'COMMON', 'YZ', '建设工程计量与价款结算管理规程', 'Specification for measurement and settlement management of construction works'),
  s(8, 'GBT', 'COMMON', 'ZX', '建设工程造价咨询规范', 'Code for construction cost consultation'),
  s(9, 'JGJ', 'COMMON', 'SG', '建筑施工安全检查标准', 'Standard for construction safety inspection'),
  s(9, 'JGJ', 'BUILDING', 'SG', '建筑施工扣件式钢管脚手架安全技术规范', 'Technical code for safety of steel tubular scaffold with couplers'),
  s(9, 'JGJ', 'COMMON', 'SG', '施工现场临时用电安全技术规范', 'Technical code for safety of temporary electrical installations on construction site'),
  s(9, 'GB', 'COMMON', 'JG', '建设工程施工现场消防安全技术规范', 'Technical code for fire safety of construction site'),
  s(9, 'JGJT', 'COMMON', 'SG', '建筑深基坑工程施工安全技术规范', 'Technical code for construction safety of deep building excavations'),
  s(9, 'TCCES', 'COMMON', 'JG', '智慧工地建设技术标准', 'Technical standard for smart construction site'),
  s(9, 'DB43', 'COMMON', 'JG', '湖南省房屋市政工程安全生产标准化评价标准', 'Evaluation standard for work safety standardization in Hunan'),
];
