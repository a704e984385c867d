/**
 * The materials directory (资料下载): seven top-level folders, each with its
 * children. A file's entry is 'title|TYPE|projectType|projectRole', written by
 * hand so that every title reads like a file a site team would really share.
 */
export type DownloadDirSeed = { name: string; children: { name: string; files: string[] }[] };

export const downloadDirSeed: DownloadDirSeed[] = [
  {
    name: '表格模板',
    children: [
      { name: '计量支付表格', files: ['道路工程中期计量支付台账模板|XLSX|ROAD|SG', '隧道工程计量支付台账（含支付汇总）|XLSX|TUNNEL|SG', '房建工程进度款支付申请表|XLSX|BUILDING|SG', '市政管网工程计量台账模板|XLSX|GOV|SG', '水利工程月度计量报表|XLSX|WATER|JL', '工程计量支付证书填写说明|DOCX|COMMON|YZ'] },
      { name: '施工管理表格', files: ['桥梁工程施工日志|DOCX|ROAD|SG', '地铁车站施工日志|DOCX|SUBWAY|SG', '施工进度计划横道图模板|XLSX|COMMON|SG', '材料进场验收台账|XLSX|COMMON|SG', '房建工程施工日志（标准版）|DOCX|BUILDING|SG', '隧道施工进度计划表|XLSX|TUNNEL|SG'] },
      { name: '质量验收表格', files: ['检验批质量验收记录表|DOCX|BUILDING|JL', '路基压实度检测记录汇总|XLSX|ROAD|JL', '混凝土试块强度统计台账|XLSX|COMMON|JL', '分项工程质量验收记录|DOCX|COMMON|JL', '隐蔽工程验收记录表|DOCX|COMMON|JL', '沥青路面施工质量检查表|XLSX|ROAD|JL'] },
      { name: '安全管理表格', files: ['安全隐患排查台账|XLSX|COMMON|SG', '施工现场安全检查记录表|XLSX|BUILDING|SG', '隧道施工安全隐患排查表|XLSX|TUNNEL|SG', '班前安全教育记录|DOCX|COMMON|SG', '危大工程安全检查表|XLSX|COMMON|JG', '特种作业人员登记台账|XLSX|COMMON|SG'] },
    ],
  },
  {
    name: '合同范本',
    children: [
      { name: '施工合同', files: ['建设工程施工合同范本（2025 版）|DOCX|COMMON|YZ', '公路工程施工合同范本|DOCX|ROAD|YZ', '市政道路工程施工合同|DOCX|GOV|YZ', '城市轨道交通土建施工合同范本|DOCX|SUBWAY|YZ', '水利水电工程施工合同范本|PDF|WATER|YZ', '房屋建筑工程总承包合同范本|DOCX|BUILDING|YZ', '港口码头工程施工合同范本|DOCX|WATER|YZ'] },
      { name: '分包合同', files: ['专业工程分包合同范本|DOCX|COMMON|SG', '劳务分包合同范本|DOCX|COMMON|SG', '隧道开挖劳务分包协议|DOCX|TUNNEL|SG', '钢结构专业分包合同|DOCX|BUILDING|SG', '分包工程结算协议范本|DOCX|COMMON|SG'] },
      { name: '采购租赁合同', files: ['建筑材料采购合同范本|DOCX|COMMON|SG', '施工机械设备租赁合同|DOCX|COMMON|SG', '商品混凝土供应合同|DOCX|COMMON|SG', '周转材料租赁合同范本|DOCX|COMMON|SG', '沥青混合料采购合同|PDF|ROAD|SG'] },
    ],
  },
  {
    name: '施工方案',
    children: [
      { name: '专项施工方案', files: ['深基坑开挖与支护专项施工方案|DOCX|SUBWAY|SG', '高支模专项施工方案|DOCX|BUILDING|SG', '盾构始发与接收专项方案|DOCX|SUBWAY|SG', '隧道洞口边仰坡防护施工方案|DOCX|TUNNEL|SG', '预应力箱梁架设专项施工方案|PDF|ROAD|SG', '塔式起重机安装拆卸专项方案|DOCX|BUILDING|SG'] },
      { name: '施工组织设计', files: ['城市主干道改造工程施工组织设计|PDF|GOV|SG', '高速公路路基工程施工组织设计|PDF|ROAD|SG', '住宅小区工程施工组织设计|DOCX|BUILDING|SG', '综合管廊工程施工组织设计|PDF|GOV|SG', '河道整治工程施工组织设计|DOCX|WATER|SG'] },
      { name: '应急预案', files: ['施工现场生产安全事故应急预案|DOCX|COMMON|SG', '防汛度汛应急预案|DOCX|WATER|SG', '隧道坍塌事故应急预案|PDF|TUNNEL|SG', '高温季节施工应急预案|DOCX|COMMON|SG', '基坑坍塌应急处置方案|DOCX|SUBWAY|SG', '起重吊装事故应急预案|DOCX|COMMON|SG'] },
    ],
  },
  {
    name: '技术交底',
    children: [
      { name: '道路桥梁交底', files: ['沥青混凝土路面施工技术交底|PPT|ROAD|SG', '桥梁钻孔灌注桩施工技术交底|PPT|ROAD|SG', '水泥稳定碎石基层施工技术交底|DOCX|ROAD|SG', '预制T梁架设施工技术交底|PPT|ROAD|SG', '路基填筑施工技术交底|DOCX|ROAD|SG', '桥面防水层施工技术交底|PPT|ROAD|SG'] },
      { name: '隧道地铁交底', files: ['隧道二次衬砌施工技术交底|PPT|TUNNEL|SG', '盾构管片拼装技术交底|PPT|SUBWAY|SG', '隧道超前小导管施工技术交底|DOCX|TUNNEL|SG', '地铁车站主体结构防水技术交底|PPT|SUBWAY|SG', '联络通道冻结法施工技术交底|PPT|SUBWAY|SG', '隧道初期支护施工技术交底|DOCX|TUNNEL|SG'] },
      { name: '房建交底', files: ['装配式混凝土构件吊装技术交底|PPT|BUILDING|SG', '屋面防水工程技术交底|DOCX|BUILDING|SG', '大体积混凝土浇筑技术交底|PPT|BUILDING|SG', '砌体工程施工技术交底记录|DOCX|BUILDING|SG', '钢筋直螺纹连接技术交底|PPT|BUILDING|SG', '外墙保温施工技术交底|DOCX|BUILDING|SG'] },
    ],
  },
  {
    name: '计量支付',
    children: [
      { name: '计量规则', files: ['公路工程工程量清单计量规则解读|PDF|ROAD|ZX', '市政工程计量支付实施细则|PDF|GOV|YZ', '中期计量支付操作指南|PPT|COMMON|SG', '隧道工程计量规则要点|PDF|TUNNEL|ZX', '计量支付常见问题汇编|PDF|COMMON|COMMON', '房建工程量计算规则培训课件|PPT|BUILDING|ZX'] },
      { name: '变更索赔', files: ['工程变更台账模板|XLSX|COMMON|SG', '工程变更管理办法|PDF|COMMON|YZ', '现场签证单样表|DOCX|COMMON|SG', '费用索赔报告编写要点|PPT|COMMON|SG', '变更估价申请表|XLSX|ROAD|SG'] },
      { name: '结算审计', files: ['竣工结算书编制模板|XLSX|COMMON|SG', '工程结算审计要点|PDF|COMMON|ZX', '材料价差调整计算表|XLSX|COMMON|ZX', '质量保证金返还申请表|DOCX|COMMON|SG', '结算审核报告范本|DOCX|COMMON|ZX', '竣工结算资料清单|XLSX|COMMON|SG'] },
    ],
  },
  {
    name: 'BIM 资料',
    children: [
      { name: 'BIM 标准', files: ['市政道路 BIM 建模标准|PDF|GOV|ZX', '轨道交通 BIM 交付标准|PDF|SUBWAY|YZ', '房建项目 BIM 实施导则|PDF|BUILDING|ZX', 'BIM 模型构件编码规则|XLSX|COMMON|ZX', 'GIS+BIM 平台数据接入规范|PDF|COMMON|ZX'] },
      { name: '族库与模板', files: ['道路桥梁 Revit 族库（RFA）|UNKNOWN|ROAD|ZX', '隧道衬砌参数化族库（RFA）|UNKNOWN|TUNNEL|ZX', 'CAD 标准图框与图例库（DWG）|UNKNOWN|COMMON|COMMON', 'Revit 项目样板文件（RTE）|UNKNOWN|BUILDING|ZX', 'Civil 3D 道路设计模板（DWT）|UNKNOWN|ROAD|ZX'] },
      { name: '应用案例', files: ['GIS+BIM 在高速公路建设管理中的应用汇报|PPT|ROAD|YZ', '地铁车站 BIM 管线综合应用案例|PPT|SUBWAY|SG', '智慧工地平台建设实践汇报|PPT|COMMON|YZ', '水利枢纽 BIM 应用案例|PDF|WATER|ZX', 'BIM 辅助计量支付应用案例|PPT|COMMON|YZ'] },
    ],
  },
  {
    name: '软件手册',
    children: [
      { name: '计智云 ERP 手册', files: ['计智云 ERP 快速入门指南|PDF|COMMON|COMMON', '计量支付模块操作手册|PDF|COMMON|SG', '合同管理模块操作手册|PDF|COMMON|YZ', '变更管理模块操作手册|PDF|COMMON|SG', '审批流程配置说明|DOCX|COMMON|YZ', '数据导入模板（清单与台账）|XLSX|COMMON|SG'] },
      { name: '移动端手册', files: ['移动端 App 使用手册|PDF|COMMON|COMMON', '电子签章使用指南|PDF|COMMON|COMMON', '移动端工序报验操作说明|PPT|COMMON|SG', '扫码查看技术交底说明|DOCX|COMMON|SG', '移动端计量填报操作演示|PPT|COMMON|SG'] },
      { name: '接口与安装', files: ['开放平台接口说明|PDF|COMMON|COMMON', '私有化部署安装包说明（ZIP）|UNKNOWN|COMMON|COMMON', '数据迁移工具（ZIP）|UNKNOWN|COMMON|COMMON', '单点登录对接指南|PDF|COMMON|COMMON', '客户端安装常见问题|DOCX|COMMON|COMMON', 'Excel 批量导入插件（ZIP）|UNKNOWN|COMMON|SG'] },
    ],
  },
];
