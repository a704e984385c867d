import { createTestApp, type TestApp } from './test-app';
import { apiPoster } from './viewer-fixtures';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
const chapters = (...titles: string[]) => titles.map((title, i) => ({ title, durationSeconds: 600 + i * 60 }));

/**
 * Two top-level categories with three children and four courses of known
 * dates, plays, project types and roles, for the learning API tests: what
 * each assertion counts is written here.
 */
async function seedCourses(t: TestApp) {
  const l = t.services.learning;
  const ids: Record<string, number> = {};
  ids.metering = await l.createCategory({ name: '计量支付实务', sort: 1 });
  ids.bim = await l.createCategory({ name: 'BIM 与 GIS', sort: 2 });
  ids.ledger = await l.createCategory({ name: '计量台账', parentId: ids.metering, sort: 1 });
  ids.payment = await l.createCategory({ name: '中期支付', parentId: ids.metering, sort: 2 });
  ids.model = await l.createCategory({ name: 'BIM 建模', parentId: ids.bim, sort: 1 });
  const base = { lecturerTitle: '高级工程师', coverUrl: '/images/video-covers/metering.svg', mediaKey: 'course-preview.webm' };
  ids.ledgerCourse = await l.createCourse({
    ...base,
    categoryId: ids.ledger,
    title: '计量台账建立实务精讲',
    lecturer: '王建国',
    intro: '<h3>课程简介</h3><p>从 0# 台账讲起。</p><script>alert(1)</script>',
    chapters: chapters('课程导学', '清单结构与编码规则', '0# 台账的建立与复核', '课程总结'),
    projectType: 'ROAD',
    projectRole: 'SG',
    publishDate: day(1),
    playCount: 120,
    isRecommended: true,
  });
  ids.paymentCourse = await l.createCourse({
    ...base,
    categoryId: ids.payment,
    title: '中期支付证书编制全流程详解',
    lecturer: '李雪梅',
    summary: '讲清预付款扣回与质保金。',
    chapters: chapters('中期支付流程总览', '预付款与扣回计算', '质保金与违约金处理', '线上审批流程演示'),
    projectType: 'WATER',
    projectRole: 'JL',
    publishDate: day(20),
    playCount: 900,
  });
  ids.modelCourse = await l.createCourse({
    ...base,
    categoryId: ids.model,
    title: '桥梁参数化建模从入门到精通',
    lecturer: '张伟',
    chapters: chapters('建模标准与命名规则', '参数化族的制作', '模型检查与碰撞分析', '模型轻量化与导出'),
    projectType: 'ROAD',
    projectRole: 'ZX',
    publishDate: day(400),
    playCount: 5000,
    isRecommended: true,
  });
  ids.oldPayment = await l.createCourse({
    ...base,
    categoryId: ids.payment,
    title: '月度计量审核常见问题与对策',
    lecturer: '王建国',
    mediaKey: '',
    chapters: chapters('导学', '监理审核要点', '支付报表的核对', '总结'),
    publishDate: day(900),
    playCount: 40,
  });
  return ids as Record<'metering' | 'bim' | 'ledger' | 'payment' | 'model' | 'ledgerCourse' | 'paymentCourse' | 'modelCourse' | 'oldPayment', number>;
}

/** A test app holding the course fixture, with helpers to call /api as JSON and to list course titles. */
export async function openLearningTestApp() {
  const t = await createTestApp();
  const post = apiPoster(t);
  const json = async (path: string, payload: object = {}, cookie?: string) => (await post(path, payload, cookie)).json();
  const titles = async (payload: object) => (await json('/learning/pub/videoRes/listNew', payload)).records.map((r: { title: string }) => r.title);
  const ids = await seedCourses(t);
  return { t, post, json, titles, ids };
}

export type LearningTestApp = Awaited<ReturnType<typeof openLearningTestApp>>;
