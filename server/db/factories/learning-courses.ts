import { escapeHtml } from './template-fill';
import { createRandom, deriveSeed, type Random } from './random';
import { cities, givenNames, surnames } from './library-text';
import { videoCategorySeed, type ChildVocab, type ParentVocab } from './learning-categories';
import { projectRoleLabels, projectTypeLabels, type ProjectRole, type ProjectType } from '../../../common/library/options';
import type { VideoChapter } from '../schema';

/** The one preview clip every seeded course plays (decision 0009); served from public/media/. */
export const PREVIEW_MEDIA_KEY = 'course-preview.webm';

export type CourseDraft = {
  /** Position in videoCategorySeed: the parent, then the child inside it. */
  parentIndex: number;
  childIndex: number;
  title: string;
  summary: string;
  intro: string;
  lecturer: string;
  lecturerTitle: string;
  coverUrl: string;
  mediaKey: string;
  durationSeconds: number;
  chapters: VideoChapter[];
  projectType: string;
  projectRole: string;
  isRecommended: boolean;
  publishDate: Date;
  playCount: number;
  starCount: number;
};

/** Seeded content is dated from here back, so lists and screenshots stay stable from run to run. */
const ANCHOR = Date.UTC(2026, 10, 18, 2);
const DAY = 86_400_000;
const THREE_YEARS_DAYS = 3 * 365;

const titleTemplates = [
  '{topic}实务精讲',
  '{topic}全流程详解',
  '{city}{project}项目{topic}案例解析',
  '{topic}：从入门到精通',
  '{topic}常见问题与对策',
  '{year}年{topic}要点解读',
  '手把手教你做{topic}',
  '{topic}十讲',
  '{role}视角下的{topic}',
  '{topic}实战训练营',
];
const closingChapters = ['案例演练：{city}{project}项目实操', '课后练习讲解', '专题答疑：学员高频问题', '拓展阅读与资料推荐'];

const lecturersPerParent = 4;

type Lecturer = { name: string; title: string };

function lecturersOf(seed: number, parentIndex: number, parent: ParentVocab): Lecturer[] {
  return Array.from({ length: lecturersPerParent }, (_, i) => {
    const rng = createRandom(deriveSeed(seed, 'lecturer', parentIndex, i));
    return { name: `${rng.pick(surnames)}${rng.pick(givenNames)}`, title: parent.lecturerTitles[i % parent.lecturerTitles.length]! };
  });
}

const fillVars = (template: string, vars: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? '');

function chaptersOf(rng: Random, child: ChildVocab, vars: Record<string, string>): VideoChapter[] {
  const count = rng.int(4, 12);
  const steps = child.steps.slice(0, Math.min(child.steps.length, count - 2));
  const extras = closingChapters.slice(0, Math.max(0, count - 2 - steps.length)).map((t) => fillVars(t, vars));
  const titles = [`课程导学：${vars.topic}的目标与学习路径`, ...steps, ...extras, '课程总结与知识回顾'];
  return titles.map((title) => ({ title, durationSeconds: rng.int(6, 28) * 60 + rng.int(0, 59) }));
}

function introOf(vars: Record<string, string>, lecturer: Lecturer, chapters: VideoChapter[], years: number): string {
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const li = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  const middle = chapters.slice(1, -1).map((c) => c.title);
  return [
    '<h3>课程简介</h3>',
    p(`${vars.topic}是工程项目管理中的关键环节，直接关系到项目的进度、质量与资金安全。本课程以${vars.city}某${vars.project}项目为背景，按照实际工作流程组织内容，讲解${middle.slice(0, 3).join('、')}等环节的做法与要求。`),
    p(`课程共 ${chapters.length} 讲，每讲配有操作演示与案例讲评，学员可以边学边做，把方法直接用到手头的项目中。`),
    '<h3>适合人群</h3>',
    li([`${vars.role}单位从事${vars.topic}相关工作的技术与管理人员`, `希望系统了解${vars.project}工程${vars.topic}要求的新入职员工`, '准备参加相关执业资格考试、需要补充实务经验的学员']),
    '<h3>你将收获</h3>',
    li([`理解${vars.topic}的基本流程与常用术语`, `掌握${middle[0] ?? vars.topic}、${middle[1] ?? '过程控制'}的具体方法`, '能够识别工作中的常见错误并及时纠正', '获得一套可直接套用的表格与检查清单']),
    '<h3>讲师介绍</h3>',
    p(`${lecturer.name}，${lecturer.title}，从事工程建设相关工作 ${years} 年，参与过多个道路、地铁与房建项目的管理与咨询，擅长把复杂的规范要求讲清楚、讲透彻。`),
  ].join('');
}

/**
 * Courses spread over the child categories in turn (so each child gets about
 * the same number), deterministic for a seed. Titles are distinct.
 */
export function createCourseDrafts(seed: number, count = 132, categories: ParentVocab[] = videoCategorySeed): CourseDraft[] {
  const leaves = categories.flatMap((parent, parentIndex) => parent.children.map((child, childIndex) => ({ parent, parentIndex, child, childIndex })));
  const lecturers = categories.map((parent, i) => lecturersOf(seed, i, parent));
  const drafts: CourseDraft[] = [];
  const seen = new Set<string>();
  for (let i = 0; drafts.length < count && i < count * 6; i++) {
    const { parent, parentIndex, child, childIndex } = leaves[i % leaves.length]!;
    const rng = createRandom(deriveSeed(seed, 'course', i));
    const projectType = rng.pick(child.projectTypes) as ProjectType;
    const projectRole = rng.pick(child.projectRoles) as ProjectRole;
    const vars = {
      topic: rng.pick(child.topics),
      city: rng.pick(cities),
      project: projectType === 'COMMON' ? '市政道路' : projectTypeLabels[projectType],
      role: projectRole === 'COMMON' ? '建设' : projectRoleLabels[projectRole],
      year: String(rng.int(2024, 2026)),
    };
    const title = fillVars(rng.pick(titleTemplates), vars);
    if (seen.has(title)) continue;
    seen.add(title);

    const lecturer = rng.pick(lecturers[parentIndex]!);
    const chapters = chaptersOf(rng, child, vars);
    const n = drafts.length;
    // The first few are recent, so every quick date range (3 days, a week …) has courses to show.
    const daysAgo = n < 6 ? n * 2 + 1 : rng.int(8, THREE_YEARS_DAYS);
    const playCount = Math.round(60 + rng.next() ** 2 * 18_000);
    drafts.push({
      parentIndex,
      childIndex,
      title,
      summary: `由${lecturer.title.split(' · ').pop()}${lecturer.name}主讲，围绕${vars.topic}，系统讲解${chapters[1]!.title}、${chapters[2]!.title}等内容，结合${vars.city}${vars.project}项目实例，帮助${vars.role}单位学员快速掌握关键要点。`,
      intro: introOf(vars, lecturer, chapters, rng.int(8, 26)),
      lecturer: lecturer.name,
      lecturerTitle: lecturer.title,
      coverUrl: parent.cover,
      mediaKey: PREVIEW_MEDIA_KEY,
      durationSeconds: chapters.reduce((sum, c) => sum + c.durationSeconds, 0),
      chapters,
      projectType,
      projectRole,
      isRecommended: rng.chance(0.22),
      publishDate: new Date(ANCHOR - daysAgo * DAY - rng.int(0, 8) * 3_600_000),
      playCount,
      starCount: Math.round(playCount * (0.01 + rng.next() * 0.05)),
    });
  }
  return drafts;
}
