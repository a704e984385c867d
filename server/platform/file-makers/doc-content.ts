import type { Random } from '../../db/factories/random';
import type { DocBlock } from './docx';
import type { PdfBlock } from './pdf';
import type { Slide } from './pptx';

export type ContentContext = { title: string; memo: string; dirName: string; date: Date };

const SUFFIX = /(技术交底|施工方案|专项方案|模板|范本|样表|台账|手册|指南|培训课件|汇报|要点|实施细则|管理办法|记录表|（[^）]*）|\([^)]*\))+$/;
/** What a file is about: its title without the document-kind words at the end ('隧道二次衬砌施工技术交底' → '隧道二次衬砌施工'). */
export function subjectOf(title: string): string {
  const s = title.replace(SUFFIX, '').trim();
  return s.length >= 2 ? s : title;
}

const dayText = (d: Date) => `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
const projects = ['长沙市湘江西岸综合管廊工程', '岳阳至常德高速公路 TJ-3 标', '株洲市轨道交通 2 号线一期工程', '益阳市龙岭片区棚户区改造项目', '衡阳港松木港区二期码头工程', '湘西州凤凰至吉首干线公路改扩建工程'];
const people = ['王建国', '李雪梅', '张伟', '刘洋', '陈志强', '周敏', '赵磊', '孙丽'];

function siteLog(rng: Random, c: ContentContext): DocBlock[] {
  const project = rng.pick(projects);
  return [
    { kind: 'title', text: c.title },
    { kind: 'table', header: ['工程名称', '日期', '天气', '气温', '记录人'], rows: [[project, dayText(c.date), rng.pick(['晴', '多云', '阴', '小雨']), `${rng.int(8, 22)}～${rng.int(23, 34)}℃`, rng.pick(people)]] },
    { kind: 'heading', text: '一、当日施工内容' },
    { kind: 'paragraph', text: `1. K${rng.int(2, 18)}+${rng.int(100, 900)}～K${rng.int(19, 30)}+${rng.int(100, 900)} 段路基填筑第 ${rng.int(3, 12)} 层，采用 ${rng.int(20, 26)}t 振动压路机碾压 ${rng.int(5, 7)} 遍，压实度自检合格。` },
    { kind: 'paragraph', text: `2. ${rng.int(1, 6)}# 桥墩钢筋绑扎完成，报监理工程师隐蔽验收；${rng.int(7, 12)}# 桥墩模板安装。` },
    { kind: 'paragraph', text: `3. 进场 HRB400 钢筋 ${rng.int(20, 80)}t，已见证取样送检。` },
    { kind: 'table', header: ['工种 / 机械', '数量', '工作部位'], rows: [['钢筋工', String(rng.int(8, 20)), '桥墩'], ['混凝土工', String(rng.int(4, 12)), '盖梁'], ['挖掘机', String(rng.int(2, 5)), '路基'], ['压路机', String(rng.int(1, 3)), '路基']] },
    { kind: 'heading', text: '二、质量与安全情况' },
    { kind: 'paragraph', text: '班前安全教育已开展，临边防护、临时用电检查无异常；混凝土试块按规定留置，编号已登记入试验台账。' },
    { kind: 'heading', text: '三、存在问题及处理' },
    { kind: 'paragraph', text: `下午 ${rng.int(14, 17)} 时阵雨，路基填筑暂停并覆盖防雨布；次日复压前检测含水率。` },
  ];
}

function contract(rng: Random, c: ContentContext): DocBlock[] {
  const amount = rng.int(80, 9800) * 10_000;
  return [
    { kind: 'title', text: c.title },
    { kind: 'paragraph', text: '发包人（甲方）：____________________' },
    { kind: 'paragraph', text: '承包人（乙方）：____________________' },
    { kind: 'paragraph', text: '根据《中华人民共和国民法典》《中华人民共和国建筑法》及有关法律法规，遵循平等、自愿、公平和诚实信用的原则，双方就下列工程事项协商一致，订立本合同。' },
    { kind: 'heading', text: '第一条 工程概况' },
    { kind: 'paragraph', text: `工程名称：${rng.pick(projects)}；工程内容：${subjectOf(c.title)}相关工作；承包方式：包工包料。` },
    { kind: 'heading', text: '第二条 合同价款与计量' },
    { kind: 'paragraph', text: `签约合同价（暂定）人民币 ${amount.toLocaleString('zh-CN')} 元。工程量按月计量，乙方于每月 25 日前提交计量申请及附件，甲方在 14 日内完成审核。` },
    { kind: 'heading', text: '第三条 工程款支付' },
    { kind: 'paragraph', text: '进度款按审定计量金额的 80% 支付；竣工验收合格并完成结算后付至结算价的 97%，余款作为质量保证金，缺陷责任期满后无息返还。' },
    { kind: 'heading', text: '第四条 工期与质量' },
    { kind: 'paragraph', text: `计划工期 ${rng.int(90, 720)} 日历天；质量标准：符合国家及行业现行验收规范，一次验收合格。` },
    { kind: 'heading', text: '第五条 违约责任与争议解决' },
    { kind: 'paragraph', text: '任何一方违约，应赔偿对方因此造成的损失。争议协商不成的，提交工程所在地人民法院诉讼解决。' },
    { kind: 'table', header: ['甲方（盖章）', '乙方（盖章）'], rows: [['法定代表人或委托代理人：', '法定代表人或委托代理人：'], ['日期：', '日期：']] },
  ];
}

const sectionTexts: [string, (s: string, rng: Random) => string][] = [
  ['编制依据', () => '《建设工程安全生产管理条例》《危险性较大的分部分项工程安全管理规定》、施工图设计文件及现行施工质量验收规范。'],
  ['工程概况', (s, rng) => `本工程位于${rng.pick(['长沙市岳麓区', '株洲市天元区', '常德市武陵区', '岳阳市经开区'])}，${s}为关键工序，计划工期 ${rng.int(20, 120)} 天。`],
  ['施工部署', () => '成立以项目经理为组长的管理小组，按“先地下、后地上，先主体、后附属”的顺序组织流水作业，分区分段施工。'],
  ['施工工艺流程', (s) => `测量放线 → 材料检验 → ${s} → 自检 → 报验 → 下道工序。每道工序完成后经监理工程师验收签认方可转序。`],
  ['质量控制要点', (_s, rng) => `原材料进场必须复检；关键尺寸偏差控制在 ±${rng.int(5, 20)}mm 以内；混凝土按每 ${rng.int(50, 100)}m³ 留置一组试块。`],
  ['安全保证措施', () => '作业前进行安全技术交底，特种作业人员持证上岗，临边洞口设置防护栏杆，夜间施工设置警示灯。'],
  ['应急预案', () => '现场配备急救箱、应急照明和抽水设备，发生险情立即停止作业、撤离人员并上报项目部。'],
];

function plan(rng: Random, c: ContentContext, withSignTable: boolean): DocBlock[] {
  const s = subjectOf(c.title);
  const blocks: DocBlock[] = [{ kind: 'title', text: c.title }];
  if (c.memo) blocks.push({ kind: 'paragraph', text: c.memo });
  sectionTexts.forEach(([head, text], i) => {
    blocks.push({ kind: 'heading', text: `${'一二三四五六七八'[i]}、${head}` }, { kind: 'paragraph', text: text(s, rng) });
  });
  if (withSignTable) blocks.push({ kind: 'table', header: ['交底人', '接收人', '安全员', '日期'], rows: [[rng.pick(people), '（签字）', rng.pick(people), dayText(c.date)]] });
  return blocks;
}

/** Blocks of a Word download, by what its title says it is. */
export function docBlocksFor(rng: Random, c: ContentContext): DocBlock[] {
  if (/日志|日记/.test(c.title)) return siteLog(rng, c);
  if (/合同|协议|范本/.test(c.title)) return contract(rng, c);
  return plan(rng, c, /交底|记录/.test(c.title));
}

/** A PDF download: a guide, manual or rule in numbered chapters and clauses. */
export function pdfBlocksFor(rng: Random, c: ContentContext): PdfBlock[] {
  const s = subjectOf(c.title);
  const blocks: PdfBlock[] = [
    { kind: 'title', text: c.title },
    { kind: 'subtitle', text: `${c.dirName} · ${dayText(c.date)}` },
  ];
  if (c.memo) blocks.push({ kind: 'paragraph', text: c.memo });
  sectionTexts.forEach(([head, text], i) => {
    blocks.push({ kind: 'heading', text: `${i + 1} ${head}` });
    blocks.push({ kind: 'paragraph', text: `${i + 1}.0.1 ${text(s, rng)}` });
    blocks.push({ kind: 'paragraph', text: `${i + 1}.0.2 ${s}的${head}应形成书面记录，由项目技术负责人审核，并纳入工程档案统一管理。` });
  });
  return blocks;
}

/** Slides of a deck, by what its title says it is. */
export function slidesFor(rng: Random, c: ContentContext): Slide[] {
  const s = subjectOf(c.title);
  return [
    { title: '工程概况', bullets: [`项目：${rng.pick(projects)}`, `内容：${s}`, `计划工期：${rng.int(30, 180)} 天`, `参建人员：${rng.int(20, 120)} 人`] },
    { title: '施工工艺流程', bullets: ['施工准备与测量放样', '材料进场检验', `${s}主体作业`, '自检、报验与转序'] },
    { title: '质量控制要点', bullets: ['原材料见证取样、合格后使用', `关键尺寸允许偏差 ±${rng.int(5, 20)}mm`, '隐蔽工程验收留存影像资料', '计量以监理签认的工程量为准'] },
    { title: '安全注意事项', bullets: ['班前安全教育与技术交底', '特种作业人员持证上岗', '临边、洞口、临时用电专项检查', '恶劣天气停止高处与吊装作业'] },
    { title: '数字化管理', bullets: ['工序报验在计智云平台线上流转', '计量支付台账自动汇总', 'GIS+BIM 模型关联进度与质量数据', '移动端扫码查看交底记录'] },
  ];
}

/** The read-me inside a zip download. */
export function readmeFor(c: ContentContext, entries: string[]): string {
  return [
    c.title,
    '='.repeat(20),
    '',
    c.memo || `${c.dirName}资料包。`,
    '',
    `分类：${c.dirName}`,
    `发布日期：${dayText(c.date)}`,
    '',
    '包内文件：',
    ...entries.map((e) => `  - ${e}`),
    '',
    '使用 Autodesk、广联达等专业软件打开前，请先解压到本地文件夹。',
    '如有疑问请拨打客服热线 400-965-0588。',
    '',
  ].join('\r\n');
}
