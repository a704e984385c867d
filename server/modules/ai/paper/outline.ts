import type { PaperField } from '../../../../common/ai/paper';
import type { PaperReference, PaperSection } from '../../../db/schema-ai';

/**
 * The outline of an AI paper and what the offline drafter writes in each
 * section: a scientific-paper skeleton (摘要, 引言, 现状, 方法, 应用, 分析,
 * 结论) worded for the paper's field. Slots in {braces} are filled from the
 * paper (title, field, keywords, references); nothing is invented: numbers
 * and project data the user must give stay 【待补充】.
 */

/** The object a field's papers study, used in headings. */
const subjects: Record<PaperField, { object: string; practice: string }> = {
  道路与桥梁工程: { object: '道路与桥梁结构', practice: '路桥施工' },
  市政工程: { object: '市政基础设施', practice: '市政施工' },
  轨道交通工程: { object: '轨道交通土建结构', practice: '地铁与轨道施工' },
  房屋建筑工程: { object: '房屋建筑结构', practice: '建筑施工' },
  水利水运工程: { object: '水工与港航结构', practice: '水利水运施工' },
  工程项目管理: { object: '工程项目管理', practice: '项目管理实践' },
  工程造价与计量支付: { object: '工程计量与支付', practice: '造价管理实践' },
};

type SectionPlan = { key: string; heading: (f: PaperField) => string; template: string };

const PLAN: SectionPlan[] = [
  {
    key: 'abstract',
    heading: () => '摘要',
    template:
      '针对{学科方向}中{研究对象}面临的实际问题，本文以“{论文题目}”为题，围绕{关键词}展开研究。文章梳理了相关规范与已有研究{引用1}，提出了适用于{工程实践}的技术与管理方法，并结合【待补充：依托工程名称】进行了应用验证。结果表明，【待补充：主要结论与量化指标】。研究成果可为同类工程提供参考。',
  },
  {
    key: 'introduction',
    heading: () => '引言',
    template:
      '近年来，随着我国基础设施建设的持续推进，{研究对象}的建设规模与技术复杂程度不断提高，{关键词}等问题日益受到行业关注。现行标准规范对相关技术要求作出了规定{引用1}，但在{工程实践}中仍存在【待补充：具体问题】等不足。本文在梳理现有研究{引用2}的基础上，研究{论文题目}，以期为工程实践提供参考。',
  },
  {
    key: 'status',
    heading: (f) => `${subjects[f].object}的研究现状与问题分析`,
    template:
      '国内外学者围绕{关键词}开展了大量研究{引用2}。总体来看，已有研究多集中于【待补充：研究重点】，对【待补充：薄弱环节】的系统研究仍较少。结合{工程实践}的调研，目前主要存在以下问题：一是【待补充】；二是【待补充】；三是【待补充】。',
  },
  {
    key: 'method',
    heading: () => '关键技术与方法',
    template:
      '针对上述问题，本文从技术措施与管理机制两方面提出解决方法。技术上，依据现行规范{引用1}确定控制指标与工艺参数【待补充：参数取值】；管理上，建立以数据采集、过程控制与闭环整改为核心的工作流程，明确各参建方的职责分工。',
  },
  {
    key: 'application',
    heading: () => '工程应用实例',
    template:
      '以【待补充：依托工程名称】为例，该工程【待补充：工程概况、规模与特点】。在实施过程中采用本文方法，重点对{关键词}进行控制，具体实施步骤为：【待补充】。',
  },
  {
    key: 'analysis',
    heading: () => '应用效果分析',
    template: '通过对实施前后【待补充：对比指标】的统计分析，【待补充：效果数据】。实践表明，本文方法在{工程实践}中具有较好的适用性与可推广性，同时也存在【待补充：局限性】。',
  },
  {
    key: 'conclusion',
    heading: () => '结论与展望',
    template:
      '（1）本文围绕{论文题目}，分析了{研究对象}在{关键词}方面存在的主要问题。（2）提出的技术与管理方法经工程应用验证有效，【待补充：主要结论】。（3）后续可在【待补充：研究方向】等方面进一步深入研究。',
  },
];

/** The sections of a new paper, empty, with their headings. */
export function paperOutline(field: PaperField): PaperSection[] {
  return PLAN.map((p) => ({ key: p.key, heading: p.heading(field), content: '', provider: null }));
}

/**
 * What the offline drafter writes in a section: its template with the paper's
 * own words and the numbers of the library references it may cite ([1], [2,3]).
 * A paper without references cites nothing rather than a made-up source.
 */
export function offlineSection(key: string, paper: { title: string; field: PaperField; keywords: string[]; references: PaperReference[] }): string {
  const numbered = paper.references.map((r, i) => ({ kind: r.kind, n: i + 1 }));
  const cite = (kind: PaperReference['kind']) => {
    const ns = numbered.filter((x) => x.kind === kind).slice(0, 3).map((x) => x.n);
    return ns.length ? `[${ns.join(',')}]` : '';
  };
  const slots: Record<string, string> = {
    论文题目: paper.title,
    学科方向: paper.field,
    关键词: paper.keywords.join('、'),
    研究对象: subjects[paper.field].object,
    工程实践: subjects[paper.field].practice,
    引用1: cite('standard'),
    引用2: cite('paper'),
  };
  const template = PLAN.find((p) => p.key === key)?.template ?? '【待补充：本节内容】';
  // Braces the user typed (in the title) must not look like slots to the drafter after this.
  return template.replace(/\{([^{}]+)\}/g, (m, name: string) => (name in slots ? slots[name]! : m)).replace(/[{}]/g, (b) => (b === '{' ? '｛' : '｝'));
}

/* ── GB/T 7714-2015 ── */

/** A standard: 发布单位. 标准名称: 标准号[S]. 发布年. (the number as the library records it). */
export function formatStandard(s: { number: string; title: string; issuer: string; issueDate: Date }): string {
  const issuer = s.issuer.trim();
  return `${issuer ? `${issuer}. ` : ''}${s.title}: ${s.number}[S]. ${s.issueDate.getUTCFullYear()}.`;
}

/**
 * A journal paper: 作者1, 作者2, 作者3, 等. 题名[J]. 刊名, 年(期). More than three authors: the first three and 等.
 * The library may record the journal as 《施工技术》2025年第3期: the name loses its 《》 and the issue moves after the year.
 */
export function formatPaper(p: { title: string; authors: string; journal: string; year: number }): string {
  const names = p.authors
    .split(/[，,、;；]/)
    .map((a) => a.trim())
    .filter(Boolean);
  const authors = names.length > 3 ? `${names.slice(0, 3).join(', ')}, 等` : names.join(', ');
  const m = /^《?([^》\d]+?)》?\s*(?:(\d{4})\s*年)?\s*(?:第\s*(\d+)\s*期)?$/.exec(p.journal.trim());
  const journal = m?.[1]?.trim() ?? p.journal.trim();
  const year = m?.[2] ? Number(m[2]) : p.year;
  const issue = m?.[3] ? `(${m[3]})` : '';
  return `${authors ? `${authors}. ` : ''}${p.title}[${journal ? 'J' : 'Z'}]. ${journal ? `${journal}, ` : ''}${year}${issue}.`;
}
