import type { AiToolField, AiToolSection } from '../schema-ai';
import type { AiToolCategory } from '../../../common/ai/options';

export type AiToolSeed = {
  code: string;
  name: string;
  category: AiToolCategory;
  summary: string;
  description: string;
  examples: string[];
  fields: AiToolField[];
  systemPrompt: string;
  outline: AiToolSection[];
};

const projectName: AiToolField = { name: '工程名称', label: '工程名称', kind: 'text', required: true, placeholder: '如：长沙市湘江大道快速化改造工程第三标段', maxLength: 100 };
const overview: AiToolField = { name: '工程概况', label: '工程概况', kind: 'textarea', placeholder: '规模、结构形式、主要工程量、工期要求等', maxLength: 2000 };

const basePrompt = (doc: string) =>
  `你是一名有二十年经验的中国工程建设技术负责人，擅长编写${doc}。请使用规范的简体中文书面语，按章节输出（Markdown 标题），引用现行国家和行业标准时写明编号；不要编造用户没有提供的资质、业绩、人员和数据，缺少的信息用【待补充：…】标出。`;

/** The writing tools seeded into ai_tools (issue 16): each with its form and the chapters of its offline draft. */
export const aiToolSeeds: AiToolSeed[] = [
  {
    code: 'construction-plan',
    name: '施工方案',
    category: '工程文档',
    summary: '按分部分项工程生成施工方案框架与正文，引用现行规范。',
    description:
      '输入工程名称、分项工程和工程概况，生成包含编制依据、工程概况、施工部署、施工工艺、质量与安全措施、进度计划与应急预案的施工方案。适用于路基、桥梁、隧道、房建主体与市政管网等分项。',
    examples: ['编写某城市主干道水泥稳定碎石基层施工方案', '帮我写一份钻孔灌注桩专项施工方案，桩径 1.5 m，桩长 42 m', '高边坡锚索框格梁防护施工方案要点'],
    fields: [
      projectName,
      { name: '分项工程', label: '分项工程', kind: 'text', required: true, placeholder: '如：钻孔灌注桩', maxLength: 60 },
      overview,
      { name: '工期要求', label: '工期要求', kind: 'text', placeholder: '如：2026 年 3 月 1 日至 6 月 30 日', maxLength: 60 },
    ],
    systemPrompt: basePrompt('施工方案与专项施工方案'),
    outline: [
      { heading: '编制依据', template: '本方案依据{工程名称}施工图设计文件、施工合同及招标文件，现行国家和行业标准规范，以及项目部施工组织设计编制，适用于{分项工程}的施工。' },
      { heading: '工程概况', template: '{工程概况}' },
      { heading: '施工部署', template: '项目部成立{分项工程}施工领导小组，由项目经理任组长、项目总工任副组长，下设工程、质检、安全、物资四个职能组；按“先试验段、后全面展开”的原则组织施工，计划工期为{工期要求}。' },
      { heading: '施工工艺与方法', template: '{分项工程}按“施工准备—测量放样—工序施工—质量检验—验收”的流程组织，每道工序完成后经监理工程师检查签认方可进入下一道工序。' },
      { heading: '质量保证措施', template: '建立项目经理负责、总工程师把关、质检工程师专检、班组自检的三检制度；原材料进场全部报验，关键工序实行旁站与影像留存。' },
      { heading: '安全文明施工措施', template: '开工前完成危险源辨识与安全技术交底，特种作业人员持证上岗；施工现场设置封闭围挡、警示标志与夜间照明，落实扬尘与噪声控制措施。' },
      { heading: '应急预案', template: '针对坍塌、高处坠落、机械伤害和触电等风险编制现场处置方案，配备应急物资，明确报警与救援联络方式，每季度至少组织一次演练。' },
    ],
  },
  {
    code: 'tech-briefing',
    name: '技术交底',
    category: '工程文档',
    summary: '面向班组的分项工程技术交底，含工艺要点、质量标准与安全注意事项。',
    description: '生成三级技术交底记录：交底内容、施工工艺、质量标准、成品保护与安全注意事项，可直接打印签字。',
    examples: ['路基土方填筑技术交底', '钢筋直螺纹连接技术交底', '箱梁预应力张拉技术交底'],
    fields: [
      projectName,
      { name: '交底项目', label: '交底项目', kind: 'text', required: true, placeholder: '如：钢筋直螺纹连接', maxLength: 60 },
      { name: '交底对象', label: '交底对象', kind: 'select', options: ['施工班组', '分包单位', '项目管理人员'] },
      overview,
    ],
    systemPrompt: basePrompt('分项工程技术交底'),
    outline: [
      { heading: '交底范围', template: '本交底适用于{工程名称}{交底项目}的施工，交底对象为{交底对象}。' },
      { heading: '施工准备', template: '作业前核对图纸与设计变更，检查机具设备完好，材料经检验合格并挂牌标识；{工程概况}' },
      { heading: '工艺要点', template: '{交底项目}严格按批准的施工方案组织，关键参数由技术员现场复核，每班做好施工记录。' },
      { heading: '质量标准', template: '执行设计文件及现行验收规范，实测项目逐项自检合格后报监理验收，不合格项立即整改。' },
      { heading: '安全注意事项', template: '进入现场正确佩戴安全帽、系好安全带，临边洞口设防护，用电执行“一机一闸一漏保”。' },
    ],
  },
  {
    code: 'meeting-minutes',
    name: '会议纪要',
    category: '项目管理',
    summary: '把工地例会、监理例会的要点整理成规范的会议纪要。',
    description: '输入会议名称、时间、参会单位和讨论要点，整理出议题、决定事项与责任分工清晰的会议纪要。',
    examples: ['整理第 12 次监理例会纪要', '把下面的讨论要点整理成工程协调会纪要'],
    fields: [
      { name: '会议名称', label: '会议名称', kind: 'text', required: true, placeholder: '如：第 12 次工地例会', maxLength: 60 },
      { name: '会议时间', label: '会议时间', kind: 'text', placeholder: '如：2026 年 5 月 8 日 9:00', maxLength: 40 },
      { name: '参会单位', label: '参会单位', kind: 'text', placeholder: '建设、监理、施工、设计单位', maxLength: 200 },
      { name: '讨论要点', label: '讨论要点', kind: 'textarea', required: true, maxLength: 2000 },
    ],
    systemPrompt: basePrompt('工程会议纪要'),
    outline: [
      { heading: '会议概况', template: '会议名称：{会议名称}；时间：{会议时间}；参会单位：{参会单位}。' },
      { heading: '会议内容', template: '{讨论要点}' },
      { heading: '议定事项', template: '以上事项由各责任单位按时落实，下次例会通报完成情况；本纪要经参会单位会签后生效。' },
    ],
  },
  {
    code: 'payment-note',
    name: '计量支付说明',
    category: '项目管理',
    summary: '生成期中计量支付申请的编制说明，口径与计量规则一致。',
    description: '根据计量期、合同段和本期完成的主要工程量，生成计量支付申请的编制说明，列明计量依据、计量范围、扣款与变更情况。',
    examples: ['第 8 期计量支付编制说明', '说明本期变更工程的计量依据'],
    fields: [
      projectName,
      { name: '计量期', label: '计量期', kind: 'text', required: true, placeholder: '如：第 8 期（2026 年 4 月）', maxLength: 40 },
      { name: '本期完成工程量', label: '本期完成工程量', kind: 'textarea', placeholder: '主要清单项目及数量', maxLength: 2000 },
    ],
    systemPrompt: basePrompt('计量支付申请编制说明'),
    outline: [
      { heading: '计量依据', template: '依据{工程名称}施工合同、工程量清单及计量规则、已批复的设计变更和监理签认的中间交工证书。' },
      { heading: '本期计量范围', template: '{计量期}计量范围为本期内经监理验收合格的工程：{本期完成工程量}' },
      { heading: '扣款与变更', template: '本期按合同扣回开工预付款与质量保证金，已批复变更按变更令单价计量，未批复变更不纳入本期计量。' },
    ],
  },
  {
    code: 'supervision-log',
    name: '监理日志',
    category: '项目管理',
    summary: '按规范格式整理当日监理工作、旁站与问题处理情况。',
    description: '输入日期、天气与当日巡视旁站情况，整理成符合《建设工程监理规范》GB/T 50319 要求的监理日志。',
    examples: ['整理今天的监理日志：上午旁站桩基混凝土浇筑，下午巡视路基填筑'],
    fields: [
      projectName,
      { name: '日期天气', label: '日期与天气', kind: 'text', required: true, placeholder: '如：2026 年 5 月 8 日 晴 18～27 ℃', maxLength: 60 },
      { name: '当日情况', label: '当日施工与监理情况', kind: 'textarea', required: true, maxLength: 2000 },
    ],
    systemPrompt: basePrompt('监理日志'),
    outline: [
      { heading: '基本情况', template: '{工程名称}，{日期天气}。' },
      { heading: '施工与监理工作', template: '{当日情况}' },
      { heading: '问题与处理', template: '当日发现的问题已口头通知施工单位整改，需书面通知的另发监理通知单，整改结果次日复查。' },
    ],
  },
  {
    code: 'paper',
    name: '论文',
    category: '学术',
    summary: '工程技术论文的题目、提纲与章节初稿，参考文献按 GB/T 7714。',
    description: '输入题目和研究方向，生成摘要、引言、方法、工程应用与结论的论文初稿，参考文献来自平台的标准与论文库。',
    examples: ['写一篇关于 BIM 在市政道路计量支付中应用的论文提纲', '高速公路改扩建交通组织研究'],
    fields: [
      { name: '论文题目', label: '论文题目', kind: 'text', required: true, maxLength: 100 },
      { name: '研究方向', label: '研究方向', kind: 'text', placeholder: '如：道路工程、桥梁工程、工程管理', maxLength: 60 },
      { name: '主要内容', label: '主要内容', kind: 'textarea', maxLength: 2000 },
    ],
    systemPrompt: basePrompt('工程技术论文'),
    outline: [
      { heading: '摘要', template: '本文围绕{论文题目}，结合{研究方向}领域的工程实践进行研究。{主要内容}' },
      { heading: '引言', template: '{研究方向}领域近年来工程规模持续扩大，对精细化管理提出更高要求，本文的研究具有现实意义。' },
      { heading: '研究方法', template: '采用文献调研、工程案例分析与现场数据对比相结合的方法。' },
      { heading: '结论', template: '【待补充：依据研究结果写出结论】' },
    ],
  },
  {
    code: 'tender',
    name: '标书',
    category: '投标',
    summary: '从招标公告出发：需求提取、目录、逐章撰写与技术响应对照表。',
    description: '从平台的招标公告开始，自动提取资格、技术、商务要求与 ★ 条款，生成目录并逐章撰写技术标，资质业绩只取自企业资质库，导出 Word。',
    examples: ['为招标公告撰写技术标', '生成施工组织设计章节'],
    fields: [projectName, overview],
    systemPrompt: basePrompt('投标文件技术标'),
    outline: [
      { heading: '工程概况与招标范围', template: '{工程名称}。{工程概况}' },
      { heading: '施工组织与部署', template: '【待补充：依据招标文件的工期与质量要求编写】' },
    ],
  },
  {
    code: 'work-summary',
    name: '工作总结',
    category: '项目管理',
    summary: '项目月度、年度工作总结与下阶段计划。',
    description: '输入时段与完成情况，生成包含进度、质量、安全、成本与下阶段计划的项目工作总结。',
    examples: ['项目部 2026 年上半年工作总结', '本月施工进度总结'],
    fields: [projectName, { name: '时段', label: '总结时段', kind: 'text', required: true, maxLength: 40 }, { name: '完成情况', label: '完成情况', kind: 'textarea', maxLength: 2000 }],
    systemPrompt: basePrompt('项目工作总结'),
    outline: [
      { heading: '总体情况', template: '{时段}，{工程名称}项目部围绕年度目标组织生产：{完成情况}' },
      { heading: '质量与安全', template: '本期未发生质量与安全事故，各项检查问题已闭环整改。' },
      { heading: '下阶段计划', template: '【待补充：下阶段的形象进度目标与保障措施】' },
    ],
  },
];
