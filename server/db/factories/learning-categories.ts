/**
 * The course category tree (`videoCat`, two levels) with the vocabulary each
 * child category's courses are generated from. A parent carries its cover
 * (one designed SVG per parent under public/images/video-covers/).
 */
export type ChildVocab = {
  name: string;
  /** What a course in this category is about; `{topic}` in a title template. */
  topics: string[];
  /** Steps of a course, in teaching order; a course takes a run of them as its chapters. */
  steps: string[];
  projectTypes: string[];
  projectRoles: string[];
};

export type ParentVocab = {
  name: string;
  cover: string;
  /** Lecturer titles typical of the field. */
  lecturerTitles: string[];
  children: ChildVocab[];
};

const coverOf = (slug: string) => `/images/video-covers/${slug}.svg`;

export const videoCategorySeed: ParentVocab[] = [
  {
    name: '计量支付实务',
    cover: coverOf('metering'),
    lecturerTitles: ['高级工程师 · 中铁某局项目总经济师', '注册造价工程师 · 全过程咨询项目负责人', '计量支付业务专家 · 某省交通建设集团'],
    children: [
      {
        name: '计量台账',
        topics: ['工程量清单分解', '计量台账建立', '0# 台账复核', '计量单元划分', '中间计量资料'],
        steps: ['清单结构与编码规则', '计量单元划分原则', '0# 台账的建立与复核', '图纸工程量与清单量对比', '计量台账的日常维护', '计量资料的归档要求', '台账与进度数据联动', '常见错误与纠正方法'],
        projectTypes: ['ROAD', 'GOV', 'SUBWAY'],
        projectRoles: ['SG', 'JL'],
      },
      {
        name: '中期支付',
        topics: ['中期计量支付', '支付证书编制', '预付款扣回', '质保金计算', '月度计量审核'],
        steps: ['中期支付流程总览', '计量申请的编制', '监理审核要点', '业主审批与支付证书', '预付款与扣回计算', '质保金与违约金处理', '支付报表的核对', '线上审批流程演示'],
        projectTypes: ['ROAD', 'BUILDING', 'WATER'],
        projectRoles: ['SG', 'JL', 'YZ'],
      },
      {
        name: '变更与索赔',
        topics: ['工程变更管理', '变更单价确定', '工期索赔', '费用索赔', '签证资料管理'],
        steps: ['变更的分类与程序', '变更令与工程量确认', '新增单价的确定方法', '索赔事件的识别', '索赔证据的收集与整理', '索赔报告的编写', '谈判与争议解决', '典型案例复盘'],
        projectTypes: ['COMMON', 'ROAD', 'TUNNEL'],
        projectRoles: ['SG', 'ZX', 'YZ'],
      },
      {
        name: '竣工结算',
        topics: ['竣工结算编制', '结算审核', '交工验收资料', '结算争议处理'],
        steps: ['竣工结算的依据', '结算资料清单', '工程量的最终核定', '价差调整与材料调差', '结算审核的重点', '审计问题的应对', '结算资料的归档'],
        projectTypes: ['COMMON', 'GOV', 'BUILDING'],
        projectRoles: ['SG', 'ZX', 'JG'],
      },
    ],
  },
  {
    name: 'BIM 与 GIS',
    cover: coverOf('bim-gis'),
    lecturerTitles: ['某设计院 BIM 中心主任', 'GIS+BIM 平台架构师', '高级工程师 · 数字化建造研究所副所长'],
    children: [
      {
        name: 'BIM 建模',
        topics: ['市政道路 BIM 建模', '桥梁参数化建模', '隧道 BIM 建模', '管线综合建模', '模型轻量化'],
        steps: ['建模标准与命名规则', '项目样板的建立', '参数化族的制作', '道路与桥梁主体建模', '附属设施建模', '模型检查与碰撞分析', '模型轻量化与导出', '模型交付要求'],
        projectTypes: ['ROAD', 'TUNNEL', 'BUILDING'],
        projectRoles: ['SG', 'ZX'],
      },
      {
        name: 'GIS+BIM 平台',
        topics: ['GIS+BIM 融合应用', '线性工程数字化管理', '倾斜摄影与实景建模', '进度可视化'],
        steps: ['GIS 与 BIM 的数据基础', '坐标系与地形处理', '倾斜摄影数据接入', 'BIM 模型挂接与定位', '进度数据与模型关联', '计量数据在平台中展示', '平台看板配置', '项目应用案例'],
        projectTypes: ['ROAD', 'SUBWAY', 'WATER'],
        projectRoles: ['YZ', 'SG'],
      },
      {
        name: '数字孪生',
        topics: ['数字孪生工地', '运维数字孪生', '数字化交付'],
        steps: ['数字孪生的概念与架构', '数据采集与治理', '模型与物联网数据融合', '孪生场景搭建', '预警规则设计', '数字化交付标准', '运维阶段的应用'],
        projectTypes: ['GOV', 'SUBWAY', 'WATER'],
        projectRoles: ['YZ', 'ZX', 'JG'],
      },
    ],
  },
  {
    name: '智慧工地',
    cover: coverOf('smart-site'),
    lecturerTitles: ['智慧工地产品经理', '注册安全工程师 · 某建工集团信息中心', '物联网解决方案专家'],
    children: [
      {
        name: '视频监控与 AI 识别',
        topics: ['工地视频监控', 'AI 安全帽识别', '塔吊安全监控', '车辆出入管理'],
        steps: ['视频监控的点位规划', '设备选型与安装', 'AI 识别算法简介', '告警规则与推送', '违规行为的闭环处理', '数据统计与考核', '现场部署案例'],
        projectTypes: ['BUILDING', 'ROAD', 'SUBWAY'],
        projectRoles: ['SG', 'JG'],
      },
      {
        name: '劳务实名制',
        topics: ['劳务实名制管理', '工资代发与专户', '人员考勤管理'],
        steps: ['劳务实名制政策解读', '人员进场登记', '闸机与考勤设备', '工资专户与代发流程', '班组管理与评价', '对接主管部门平台', '常见问题处理'],
        projectTypes: ['BUILDING', 'GOV', 'COMMON'],
        projectRoles: ['SG', 'JG'],
      },
      {
        name: '物联网监测',
        topics: ['深基坑自动化监测', '高支模监测', '扬尘与噪声监测', '大体积混凝土测温'],
        steps: ['监测方案的编制', '传感器的选型与布设', '数据采集与传输', '预警阈值的设定', '监测数据的分析', '报警后的处置流程', '监测报告的编写'],
        projectTypes: ['SUBWAY', 'BUILDING', 'TUNNEL'],
        projectRoles: ['SG', 'JL', 'ZX'],
      },
    ],
  },
  {
    name: '造价与合同',
    cover: coverOf('cost-contract'),
    lecturerTitles: ['注册造价工程师 · 某造价咨询公司总工', '律师 · 建设工程合同纠纷专业委员会委员', '高级经济师 · 某城投集团合约部经理'],
    children: [
      {
        name: '清单计价',
        topics: ['工程量清单计价', '综合单价组价', '招标控制价编制', '市政工程计量规则'],
        steps: ['清单计价规范概述', '工程量计算规则', '综合单价的组成', '措施项目费的计取', '规费与税金', '招标控制价的编制', '投标报价策略'],
        projectTypes: ['GOV', 'ROAD', 'BUILDING'],
        projectRoles: ['ZX', 'SG', 'YZ'],
      },
      {
        name: '合同管理',
        topics: ['施工合同管理', 'EPC 合同风险', '分包合同管理', '合同履约评价'],
        steps: ['合同示范文本解读', '合同的签订与交底', '合同履约过程管理', '分包与采购合同', '合同风险识别', '合同变更与解除', '合同档案管理'],
        projectTypes: ['COMMON', 'WATER', 'SUBWAY'],
        projectRoles: ['YZ', 'SG', 'ZX'],
      },
      {
        name: '造价审计',
        topics: ['跟踪审计', '结算审计', '审计问题整改'],
        steps: ['审计的依据与程序', '跟踪审计的工作内容', '工程量审核方法', '单价与取费审核', '审计发现问题的定性', '审计报告的编制', '审计整改与销号'],
        projectTypes: ['GOV', 'COMMON', 'WATER'],
        projectRoles: ['ZX', 'JG', 'YZ'],
      },
    ],
  },
  {
    name: '安全质量',
    cover: coverOf('safety-quality'),
    lecturerTitles: ['注册安全工程师 · 某市安监站副站长', '教授级高级工程师 · 某质量检测中心', '注册监理工程师 · 总监理工程师'],
    children: [
      {
        name: '安全生产管理',
        topics: ['安全生产责任制', '隐患排查治理', '安全技术交底', '应急预案演练'],
        steps: ['安全生产法规要点', '安全责任体系的建立', '安全教育与交底', '隐患排查的方法', '隐患整改闭环', '应急预案与演练', '事故案例警示'],
        projectTypes: ['COMMON', 'BUILDING', 'TUNNEL'],
        projectRoles: ['SG', 'JL', 'JG'],
      },
      {
        name: '质量验收',
        topics: ['检验批验收', '分部分项工程验收', '质量通病防治', '交竣工验收'],
        steps: ['质量验收的划分', '检验批的验收程序', '见证取样与检测', '隐蔽工程验收', '分部工程验收', '质量通病与防治', '竣工验收资料'],
        projectTypes: ['BUILDING', 'ROAD', 'WATER'],
        projectRoles: ['SG', 'JL', 'YZ'],
      },
      {
        name: '危大工程',
        topics: ['危大工程专项方案', '深基坑工程安全', '高大模板支撑体系', '起重吊装安全'],
        steps: ['危大工程的范围', '专项方案的编制', '专家论证的组织', '方案交底与实施', '过程监测与验收', '旁站与巡视要点', '典型事故分析'],
        projectTypes: ['SUBWAY', 'BUILDING', 'TUNNEL'],
        projectRoles: ['SG', 'JL', 'JG'],
      },
    ],
  },
  {
    name: '软件操作',
    cover: coverOf('software'),
    lecturerTitles: ['计智云产品培训讲师', '计智云实施顾问', '计智云客户成功经理'],
    children: [
      {
        name: 'ERP 入门',
        topics: ['计量支付 ERP 快速上手', '项目初始化配置', '清单导入与分解', '审批流程配置'],
        steps: ['系统登录与界面介绍', '组织与项目的建立', '清单导入与校验', '计量单元与台账', '审批流程的配置', '报表的生成与导出', '常见问题解答'],
        projectTypes: ['COMMON', 'ROAD', 'GOV'],
        projectRoles: ['SG', 'JL', 'YZ'],
      },
      {
        name: '移动端 App',
        topics: ['移动端计量填报', '现场质量巡检 App', '移动审批'],
        steps: ['App 下载与登录', '待办与消息', '现场拍照与定位', '计量单的移动填报', '移动审批与签章', '离线模式与同步'],
        projectTypes: ['COMMON', 'ROAD', 'BUILDING'],
        projectRoles: ['SG', 'JL'],
      },
      {
        name: '系统管理员',
        topics: ['权限与角色管理', '数据备份与恢复', '单位与人员管理'],
        steps: ['管理员职责概述', '单位与部门管理', '人员与账号管理', '角色与权限配置', '日志与安全审计', '数据备份与恢复'],
        projectTypes: ['COMMON'],
        projectRoles: ['YZ', 'SG', 'COMMON'],
      },
    ],
  },
];
