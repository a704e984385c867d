/**
 * The AI tools the cloud brand lists on /aiToolList and /aiToolDetail until
 * the AI issue builds their real pages (decision 0022). Plain values.
 */
export type AiToolSummary = { key: string; name: string; description: string; audience: string };

export const aiToolSummaries: AiToolSummary[] = [
  {
    key: 'tender',
    name: 'AI 标书写作',
    description: '按招标文件的评分办法生成施工组织设计、技术标与商务标章节初稿，逐节修改后导出 Word。',
    audience: '投标与经营部门',
  },
  {
    key: 'paper',
    name: 'AI 论文写作',
    description: '从选题、提纲到正文与参考文献，辅助撰写工程技术论文与职称评审材料。',
    audience: '工程技术人员',
  },
  {
    key: 'plan',
    name: '专项施工方案',
    description: '输入工程概况与危大工程类别，生成符合规范条文的专项施工方案框架与计算书要点。',
    audience: '项目总工与技术负责人',
  },
  {
    key: 'report',
    name: '监理日志与周报',
    description: '把现场记录整理成规范的监理日志、周报和月报，自动汇总进度、质量与安全事项。',
    audience: '监理单位',
  },
  {
    key: 'standard',
    name: '规范条文问答',
    description: '针对标准规范库中的现行条文提问，给出出处条款与条文说明，便于核对适用版本。',
    audience: '设计、施工与咨询人员',
  },
  {
    key: 'metering',
    name: '计量清单核对',
    description: '比对计量申报与合同清单，提示超计、漏计与单价不一致的条目，减少退回次数。',
    audience: '建设与监理单位的计量人员',
  },
];
