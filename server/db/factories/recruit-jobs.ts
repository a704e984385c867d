import type { JobCategory } from '../../../common/recruit/options';

/**
 * Open positions of 湖南计智云科技有限公司 (demo content): head office in
 * Changsha, delivery teams where the customers' projects are.
 */
export type JobDraft = {
  title: string;
  city: string;
  department: string;
  category: JobCategory;
  headcount: number;
  salaryMin: number;
  salaryMax: number;
  experience: string;
  education: string;
  content: string;
  daysAgo: number;
};

const section = (heading: string, items: string[]) => `<h3>${heading}</h3><ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

const benefits = section('我们提供', [
  '五险一金（公积金按 12% 缴纳），补充商业医疗保险',
  '双休，带薪年假 5–15 天，弹性上下班',
  '年度体检、节日福利、项目奖金与年终奖',
  '入职导师制，每年外部培训与行业大会名额',
]);

const job = (d: Omit<JobDraft, 'content'> & { duties: string[]; requirements: string[] }): JobDraft => {
  const { duties, requirements, ...rest } = d;
  return { ...rest, content: section('岗位职责', duties) + section('任职要求', requirements) + benefits };
};

export const jobDrafts: JobDraft[] = [
  job({
    title: 'Java 高级开发工程师（计量支付）',
    city: '长沙',
    department: '研发中心',
    category: '技术',
    headcount: 3,
    salaryMin: 18,
    salaryMax: 30,
    experience: '5 年以上',
    education: '本科',
    daysAgo: 2,
    duties: [
      '负责计量支付 ERP 核心模块（清单计量、变更、支付审批）的设计与开发',
      '参与多租户架构与数据权限模型的演进，保障百万级清单数据下的性能',
      '与实施团队一起分析客户现场问题，推动产品化解决',
    ],
    requirements: [
      '计算机相关专业本科及以上，5 年以上 Java 开发经验，熟悉 Spring Boot、MyBatis',
      '熟悉 PostgreSQL 或 MySQL，有 SQL 调优经验',
      '有工程造价、计量支付或 ERP 项目经验者优先',
    ],
  }),
  job({
    title: '前端开发工程师（React）',
    city: '长沙',
    department: '研发中心',
    category: '技术',
    headcount: 2,
    salaryMin: 14,
    salaryMax: 24,
    experience: '3 年以上',
    education: '本科',
    daysAgo: 4,
    duties: ['负责计智云门户与 GIS+BIM 平台的前端开发', '封装表单、表格与审批流组件，提升研发效率', '关注页面性能与可访问性，持续优化首屏速度'],
    requirements: ['3 年以上前端开发经验，熟悉 React、TypeScript', '了解服务端渲染与前端工程化', '有 Three.js、Cesium 或 WebGL 经验者优先'],
  }),
  job({
    title: 'GIS+BIM 图形开发工程师',
    city: '武汉',
    department: 'GIS+BIM 事业部',
    category: '技术',
    headcount: 2,
    salaryMin: 20,
    salaryMax: 35,
    experience: '3 年以上',
    education: '硕士',
    daysAgo: 6,
    duties: ['负责 BIM 模型轻量化与 Web 端三维渲染', '实现模型与进度、计量数据的联动展示', '跟进 IFC 标准与国产 BIM 引擎的适配'],
    requirements: ['计算机图形学、测绘或相关专业硕士', '熟悉 WebGL、Cesium 或 Three.js', '有 IFC 解析或大场景渲染经验者优先'],
  }),
  job({
    title: '测试开发工程师',
    city: '长沙',
    department: '质量部',
    category: '技术',
    headcount: 1,
    salaryMin: 12,
    salaryMax: 20,
    experience: '3 年以上',
    education: '本科',
    daysAgo: 9,
    duties: ['负责计量支付与工程云产品的接口与端到端自动化测试', '建设性能基准，跟踪每个版本的回归'],
    requirements: ['熟悉 Playwright 或 Selenium，能用 TypeScript 或 Python 编写测试', '有 B 端复杂业务系统测试经验'],
  }),
  job({
    title: '产品经理（工程项目管理）',
    city: '长沙',
    department: '产品部',
    category: '产品',
    headcount: 1,
    salaryMin: 16,
    salaryMax: 26,
    experience: '3 年以上',
    education: '本科',
    daysAgo: 3,
    duties: ['负责进度、质量、安全模块的需求调研与产品设计', '深入施工现场与业主单位，梳理业务流程', '撰写需求文档，跟进研发与上线效果'],
    requirements: ['土木、工程管理或计算机专业，3 年以上 B 端产品经验', '熟悉建设工程管理流程，有施工或监理经验者优先'],
  }),
  job({
    title: '实施工程师（公路）',
    city: '成都',
    department: '西南交付中心',
    category: '实施',
    headcount: 3,
    salaryMin: 9,
    salaryMax: 15,
    experience: '1 年以上',
    education: '大专',
    daysAgo: 1,
    duties: ['负责公路项目计量支付系统的部署、配置与培训', '驻场协助业主、监理与施工单位完成清单导入与首期计量', '收集客户反馈并提交产品改进建议'],
    requirements: ['道路桥梁、工程造价或相关专业', '熟悉公路工程计量规则，能适应阶段性出差', '持有造价员或二级建造师证书者优先'],
  }),
  job({
    title: '实施工程师（轨道交通）',
    city: '武汉',
    department: '华中交付中心',
    category: '实施',
    headcount: 2,
    salaryMin: 10,
    salaryMax: 16,
    experience: '2 年以上',
    education: '本科',
    daysAgo: 8,
    duties: ['负责地铁项目计量支付与变更管理系统的实施', '编写实施方案与培训材料，组织用户培训'],
    requirements: ['有地铁或市政项目现场管理、造价经验', '沟通表达能力强，能适应出差'],
  }),
  job({
    title: '实施工程师（水利水电）',
    city: '南宁',
    department: '华南交付中心',
    category: '实施',
    headcount: 1,
    salaryMin: 8,
    salaryMax: 13,
    experience: '1 年以上',
    education: '大专',
    daysAgo: 12,
    duties: ['负责水利项目建设管理平台的实施与运维', '协助客户完成合同、清单与计量台账的初始化'],
    requirements: ['水利水电工程或相关专业', '熟悉 Excel，能适应驻场'],
  }),
  job({
    title: '大客户销售经理',
    city: '长沙',
    department: '市场部',
    category: '销售',
    headcount: 2,
    salaryMin: 12,
    salaryMax: 25,
    experience: '3 年以上',
    education: '本科',
    daysAgo: 5,
    duties: ['负责湖南省内交通、城投类业主单位的客户开发与维护', '组织产品演示与方案交流，推动项目签约'],
    requirements: ['3 年以上 to B 软件或工程行业销售经验', '有交通投资集团、城投客户资源者优先'],
  }),
  job({
    title: '区域销售经理（西南）',
    city: '成都',
    department: '市场部',
    category: '销售',
    headcount: 1,
    salaryMin: 12,
    salaryMax: 22,
    experience: '3 年以上',
    education: '本科',
    daysAgo: 10,
    duties: ['负责四川、重庆、云南区域的市场拓展', '维护施工总包与监理单位渠道'],
    requirements: ['有工程软件或建材行业销售经验', '能适应经常出差'],
  }),
  job({
    title: '售前解决方案工程师',
    city: '郑州',
    department: '解决方案部',
    category: '销售',
    headcount: 1,
    salaryMin: 13,
    salaryMax: 22,
    experience: '3 年以上',
    education: '本科',
    daysAgo: 14,
    duties: ['编写投标技术方案与产品演示方案', '支持销售完成客户交流与招投标答疑'],
    requirements: ['工程管理或计算机专业，熟悉建设项目管理信息化', '文字功底好，能独立完成技术标'],
  }),
  job({
    title: '人力资源专员（招聘）',
    city: '长沙',
    department: '综合管理部',
    category: '职能',
    headcount: 1,
    salaryMin: 6,
    salaryMax: 9,
    experience: '1 年以上',
    education: '本科',
    daysAgo: 7,
    duties: ['负责技术与实施岗位的招聘全流程', '组织校园招聘与入职培训'],
    requirements: ['人力资源或相关专业，1 年以上招聘经验', '有互联网或软件公司招聘经验者优先'],
  }),
];
