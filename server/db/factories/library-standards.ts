import { escapeHtml, fill } from './template-fill';
import { createRandom, deriveSeed, type Random } from './random';
import { categoryVocab, dayOf } from './library-text';
import { seriesInfo, standardSubjects, type StandardSubject } from './library-standard-subjects';
import { standardCategories } from '../../../common/library/options';

/** A standard ready to insert; `replacesIndex` points at the previous edition in the same list. */
export type StandardDraft = {
  number: string;
  title: string;
  titleEn: string;
  kind: string;
  status: 'CURRENT' | 'UPCOMING' | 'ABOLISHED';
  categoryId: number;
  projectType: string;
  projectRole: string;
  issueDate: Date;
  implementDate: Date;
  issuer: string;
  memo: string;
  content: string;
  explanation: string;
  pdfTitle: string;
  pdfSizeBytes: number;
  readCount: number;
  replacesIndex: number | null;
};

const general = [
  '参建各方应建立健全质量管理体系和安全生产责任制，明确各岗位职责，并配备满足工程需要的专业技术人员。',
  '施工单位应按照批准的施工组织设计和专项施工方案组织施工，确需调整时应履行原审批程序。',
  '工程所用材料、构配件和设备应符合设计要求和国家现行有关标准的规定，严禁使用国家明令淘汰的产品。',
  '工程建设宜采用信息化手段对进度、质量、安全和计量数据进行管理，数据应真实、完整、可追溯。',
  '监理单位应对关键工序和重要部位实施旁站监理，发现问题应及时要求整改并做好记录。',
  '工程档案资料应与工程施工同步形成，内容应真实准确，并按规定整理归档。',
];
const workClauses = [
  '{work}施工前，应根据设计文件、地质勘察报告和现场条件编制专项施工方案，明确工艺流程、资源配置和质量控制要点，并经审批后实施。',
  '{work}所用原材料、半成品和构配件进场时，应核查质量证明文件，并按规定进行见证取样检验，检验合格后方可使用。',
  '{work}施工过程中应对{param}进行监测，当监测值达到预警值时应暂停施工，查明原因并采取处理措施后方可继续施工。',
  '{work}完成后，施工单位应进行自检，合格后报监理单位验收；隐蔽部位应在覆盖前完成验收并留存影像资料。',
  '{work}的检验数量：每个检验批抽查不少于{#3-10}处。检验方法：{method}。',
  '雨期、冬期进行{work}时，应制定专门的技术措施，并对{param}加密检查。',
];
const costClauses = [
  '{work}的工程量应按设计图示尺寸以实体体积、面积或长度计算，不扣除单个面积 0.3 m² 以内的孔洞所占体积。',
  '{work}清单项目的项目特征应描述材料品种、规格、强度等级及施工部位，作为确定综合单价的依据。',
  '{work}应按合同约定的计量周期计量，计量结果经监理单位和建设单位确认后，作为进度款支付的依据。',
  '因设计变更引起{work}工程量增减超过 15% 时，增加部分的综合单价应予调低，减少后剩余部分的综合单价应予调高。',
  '{work}的计量应采用{method}的方式，并建立与合同清单对应的计量台账。',
  '{work}的{param}应在计量周期结束后 7 日内完成复核，争议部分可先按无争议部分支付。',
];

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

function chapter(no: number, name: string, clauses: string[]): string {
  return `<h3>${no} ${escapeHtml(name)}</h3>${clauses.map((c, i) => p(`${no}.0.${i + 1} ${c}`)).join('')}`;
}

function buildBody(rng: Random, subject: StandardSubject) {
  const area = scopeOf[subject.categoryId] ?? standardCategories.find((c) => c.id === subject.categoryId)!.name;
  const vocab = categoryVocab[subject.categoryId]!;
  const [w1, w2] = rng.sample(vocab.works, 2) as [string, string];
  const isCost = subject.categoryId === 8;
  const clausesFor = (work: string) =>
    rng.sample(isCost ? costClauses : workClauses, 4).map((t) => fill(t, { work, param: rng.pick(vocab.params), method: rng.pick(vocab.methods) }, rng));
  const chapters = [
    chapter(1, '总则', [
      `为统一${subject.title.replace(/(技术)?(规范|标准|规程|导则|办法|指南)$/, '').replace(/^湖南省|^长沙市/, '')}的技术要求，保证工程质量和安全，做到技术先进、经济合理、安全适用，制定本标准。`,
      `本标准适用于新建、改建和扩建的${area}项目。`,
      `${area}的建设除应符合本标准外，尚应符合国家现行有关标准的规定。`,
    ]),
    chapter(2, '术语', vocab.terms.map(([term, definition]) => `${term}：${definition}`)),
    chapter(3, '基本规定', rng.sample(general, 4)),
    chapter(4, w1, clausesFor(w1)),
    chapter(5, w2, clausesFor(w2)),
    chapter(6, isCost ? '计量与支付' : '质量验收', rng.sample(isCost ? costClauses : workClauses, 3).map((t) => fill(t, { work: `${w1}和${w2}`, param: rng.pick(vocab.params), method: rng.pick(vocab.methods) }, rng))),
  ];
  const explanation = [
    `<h3>1 总则</h3>${p(`1.0.1 本条阐明了制定本标准的目的。近年来${area}建设规模持续扩大，${w1}、${w2}等环节的质量与安全问题时有发生，有必要统一技术要求。`)}${p('1.0.2 本条规定了本标准的适用范围。既有工程的维修加固可参照执行。')}`,
    `<h3>3 基本规定</h3>${p('3.0.1 质量管理体系和岗位责任制是保证工程质量的基础，施工单位应在开工前完成建立并报监理单位核查。')}${p('3.0.4 推行信息化管理有利于数据留痕和过程追溯，计量数据宜与施工日志、检验批记录关联。')}`,
    `<h3>4 ${escapeHtml(w1)}</h3>${p(`4.0.1 工程实践表明，${rng.pick(vocab.params)}是影响${w1}质量的主要因素，方案中应明确其控制值和预警值。`)}${p(`4.0.3 本条为强制性条文，必须严格执行。监测数据应及时分析，异常情况应立即报告。`)}`,
  ];
  return { content: chapters.join(''), explanation: explanation.join(''), area, w1, last: isCost ? '计量与支付' : '质量验收' };
}

const currentYearCap = 2025;

/** What "the works this standard applies to" are called in 总则. */
const scopeOf: Record<number, string> = {
  1: '市政工程',
  2: '城市轨道交通工程',
  3: '公路与城市道路桥梁工程',
  4: '房屋建筑工程',
  5: '水利水电工程',
  6: '港口与航道工程',
  7: '铁路工程',
  8: '建设工程',
  9: '房屋建筑和市政基础设施工程',
};

/** Every subject's editions, oldest first, chained by `replacesIndex`. Deterministic for a seed. */
export function createStandardDrafts(seed: number): StandardDraft[] {
  const drafts: StandardDraft[] = [];
  const usedBases = new Map<string, Set<number>>();
  standardSubjects.forEach((subject, si) => {
    const rng = createRandom(deriveSeed(seed, 'standard', si));
    const info = seriesInfo[subject.series];
    const used = usedBases.get(info.prefix) ?? new Set<number>();
    usedBases.set(info.prefix, used);
    let base = subject.base ?? rng.int(...info.range);
    while (used.has(base)) base += 1;
    used.add(base);
    const upcoming = subject.years ? subject.years.at(-1)! > currentYearCap : si % 6 === 5;
    const editions = subject.years?.length ?? (si % 3 === 0 ? 3 : 2);
    let years = subject.years;
    if (!years) {
      const newest = upcoming ? 2026 : rng.int(2015, currentYearCap);
      years = [newest];
      while (years.length < editions) years.unshift(years[0]! - rng.int(6, 10));
    }
    let previous: number | null = null;
    years.forEach((year, ei) => {
      const newest = ei === years.length - 1;
      const issueDate = newest && upcoming ? dayOf(2026, rng.int(8, 11), rng.int(1, 18)) : dayOf(year, rng.int(1, 12), rng.int(1, 28));
      const local = new Date(issueDate.getTime() + 8 * 3_600_000);
      const implementMonth = local.getUTCMonth() + 1 + rng.int(3, 8);
      const implementDate = dayOf(local.getUTCFullYear() + Math.floor((implementMonth - 1) / 12), ((implementMonth - 1) % 12) + 1, 1);
      const nextIsUpcoming = ei === years.length - 2 && upcoming;
      const status = newest ? (upcoming ? 'UPCOMING' : 'CURRENT') : nextIsUpcoming ? 'CURRENT' : 'ABOLISHED';
      const number = `${info.prefix} ${base}-${year}`;
      const body = buildBody(rng, subject);
      const prev = previous === null ? undefined : drafts[previous];
      const memo = prev
        ? `本标准是在《${subject.title}》${prev.number}的基础上修订而成，主要修订了${body.w1}的质量控制要求，补充了信息化管理与计量数据追溯的规定。`
        : `本标准共分 6 章，主要技术内容是：总则、术语、基本规定、${body.w1}及${body.last}等，适用于${body.area}项目的建设与管理。`;
      drafts.push({
        number,
        title: subject.title,
        titleEn: subject.titleEn,
        kind: info.kind,
        status,
        categoryId: subject.categoryId,
        projectType: subject.projectType,
        projectRole: subject.projectRole,
        issueDate,
        implementDate,
        issuer: info.issuer,
        memo,
        content: body.content,
        explanation: body.explanation,
        pdfTitle: rng.chance(0.85) ? `${subject.title} ${number}.pdf` : '',
        pdfSizeBytes: rng.int(600, 9800) * 1024,
        readCount: status === 'ABOLISHED' ? rng.int(20, 900) : rng.int(200, 12000),
        replacesIndex: previous,
      });
      previous = drafts.length - 1;
    });
  });
  return drafts;
}
