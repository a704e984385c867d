import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_STARTING_QUOTA } from '../../../../common/account/options';
import { aiResidue } from '../../../db/schema';
import { seedAiTools } from '../../../db/seed-ai';
import { listen, readEventStream } from '../../../test-support/ai-stream-client';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { apiPoster, createLoggedInUser } from '../../../test-support/viewer-fixtures';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
const newPaper = { title: '城市地铁盾构隧道管片拼装质量控制研究', field: '轨道交通工程', keywords: ['盾构', '管片拼装'] };

describe('the AI paper writer (offline provider)', () => {
  let t: TestApp;
  let base: string;
  let post: ReturnType<typeof apiPoster>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedAiTools(t.db);
    const lib = t.services.library;
    const std = { kind: 'NATIONAL', status: 'CURRENT', categoryId: 3, projectType: 'SUBWAY', projectRole: 'SG', content: '<h3>1 总则</h3><p>1.0.1 应符合设计要求。</p>' };
    await lib.createStandard({ ...std, number: 'GB 50446-2017', title: '盾构法隧道施工及验收规范', issuer: '中华人民共和国住房和城乡建设部', issueDate: new Date('2017-05-27T00:00:00Z'), implementDate: new Date('2018-01-01T00:00:00Z') });
    // An abolished edition of the same standard is not listed.
    await lib.createStandard({ ...std, status: 'ABOLISHED', number: 'GB 50446-2008', title: '盾构法隧道施工及验收规范', issuer: '中华人民共和国住房和城乡建设部', issueDate: new Date('2008-03-31T00:00:00Z'), implementDate: new Date('2008-10-01T00:00:00Z') });
    await lib.createStandard({ ...std, number: 'GB 50010-2010', title: '混凝土结构设计规范', issuer: '中华人民共和国住房和城乡建设部', issueDate: new Date('2010-08-18T00:00:00Z'), implementDate: new Date('2011-07-01T00:00:00Z') });
    await lib.createPaper({ title: '盾构隧道管片拼装错台成因与控制', authors: '张伟，李娜，王强，赵敏', journal: '隧道建设', year: 2023, categoryId: 3, publishDate: day(300), abstract: '分析了管片拼装错台的成因。', keywords: '盾构；管片拼装；错台' });
    await lib.createPaper({ title: '既有线下穿施工沉降监测', authors: '周强', journal: '', year: 2021, categoryId: 3, publishDate: day(900), abstract: '盾构下穿既有线的沉降监测。', keywords: '盾构；沉降' });
    base = await listen(t);
    post = apiPoster(t);
  });
  afterAll(() => t.close());

  const writeSection = (cookie: string, paperId: number, sectionKey: string, opts: { stopAfterFirstDelta?: boolean } = {}) =>
    readEventStream(base, '/ai/paper/section/stream', cookie, { requestId: randomUUID(), paperId, sectionKey }, opts);

  it('makes an outline and lists standards and papers of our library as GB/T 7714 references', async () => {
    const { cookie } = await createLoggedInUser(t);
    const res = (await post('/ai/paper/create', newPaper, cookie)).json();
    expect(res.code).toBe('30000');
    const paper = res.data;
    expect(paper.sections.map((s: { heading: string }) => s.heading)).toEqual(['摘要', '引言', '轨道交通土建结构的研究现状与问题分析', '关键技术与方法', '工程应用实例', '应用效果分析', '结论与展望']);
    expect(paper.sections.every((s: { content: string }) => s.content === '')).toBe(true);
    const refs = paper.references.map((r: { text: string }) => r.text);
    expect(refs).toContain('中华人民共和国住房和城乡建设部. 盾构法隧道施工及验收规范: GB 50446-2017[S]. 2017.');
    expect(refs).toContain('张伟, 李娜, 王强, 等. 盾构隧道管片拼装错台成因与控制[J]. 隧道建设, 2023.');
    expect(refs).toContain('周强. 既有线下穿施工沉降监测[Z]. 2021.');
    // Standards come first; nothing unrelated to the keywords is listed.
    expect(paper.references[0].kind).toBe('standard');
    expect(refs.join()).not.toContain('混凝土结构设计规范');
    expect(refs.join()).not.toContain('GB 50446-2008');
    expect((await post('/ai/paper/list', {}, cookie)).json()).toMatchObject({ total: 1, records: [{ id: paper.id, written: 0, total: 7 }] });
  });

  it('writes a section with streaming and spends one use; regenerating spends one more; a stopped section spends one only when text came', async () => {
    const { cookie, userId } = await createLoggedInUser(t);
    const paper = (await post('/ai/paper/create', newPaper, cookie)).json().data;
    const first = await writeSection(cookie, paper.id, 'introduction');
    expect(first.events.at(-1)).toMatchObject({ event: 'done', data: { status: 'done', residue: AI_STARTING_QUOTA - 1 } });
    expect(first.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(1);
    expect(first.text).toContain('【离线草稿】');
    expect(first.text).toContain('城市地铁盾构隧道管片拼装质量控制研究');
    // It cites the library's references by number, nothing else.
    expect(first.text).toMatch(/规定\[1\]/);
    expect(first.text).not.toContain('## ');
    let now = (await post('/ai/paper/get', { id: paper.id }, cookie)).json().data;
    expect(now.sections.find((s: { key: string }) => s.key === 'introduction')).toMatchObject({ content: first.text, provider: 'offline' });

    const again = await writeSection(cookie, paper.id, 'introduction');
    expect(again.events.at(-1)).toMatchObject({ event: 'done', data: { residue: AI_STARTING_QUOTA - 2 } });
    const stopped = await writeSection(cookie, paper.id, 'method', { stopAfterFirstDelta: true });
    expect(stopped.text.length).toBeGreaterThan(0);
    // The server records the stopped text after the connection closes.
    await expect.poll(async () => (await post('/ai/paper/get', { id: paper.id }, cookie)).json().data.sections.find((s: { key: string }) => s.key === 'method').content).not.toBe('');
    now = (await post('/ai/paper/get', { id: paper.id }, cookie)).json().data;
    expect(now.sections.find((s: { key: string }) => s.key === 'method').content.length).toBeLessThan(first.text.length + 200);
    const [row] = await t.db.select().from(aiResidue).where(eq(aiResidue.userId, userId));
    expect(row!.residue).toBe(AI_STARTING_QUOTA - 3);
  });

  it('a resend of the same request is answered once and spends once', async () => {
    const { cookie, userId } = await createLoggedInUser(t);
    const paper = (await post('/ai/paper/create', newPaper, cookie)).json().data;
    const body = { requestId: randomUUID(), paperId: paper.id, sectionKey: 'abstract' };
    const a = await readEventStream(base, '/ai/paper/section/stream', cookie, body);
    const b = await readEventStream(base, '/ai/paper/section/stream', cookie, body);
    expect(b.events[0]).toMatchObject({ event: 'meta', data: { replay: true } });
    expect(b.text).toBe(a.text);
    const [row] = await t.db.select().from(aiResidue).where(eq(aiResidue.userId, userId));
    expect(row!.residue).toBe(AI_STARTING_QUOTA - 1);
  });

  it('saves the user’s edits, and exports Word with the title, numbered headings and the references', async () => {
    const { cookie } = await createLoggedInUser(t);
    const paper = (await post('/ai/paper/create', newPaper, cookie)).json().data;
    await writeSection(cookie, paper.id, 'abstract');
    const saved = (await post('/ai/paper/saveSection', { id: paper.id, key: 'conclusion', content: '管片拼装错台控制在 5 mm 以内。' }, cookie)).json().data;
    expect(saved.sections.find((s: { key: string }) => s.key === 'conclusion').content).toBe('管片拼装错台控制在 5 mm 以内。');
    expect((await post('/ai/paper/saveSection', { id: paper.id, key: 'nope', content: 'x' }, cookie)).json()).toEqual({ code: '40400', msg: '章节不存在' });

    const res = await t.app.inject({ method: 'GET', url: `/api/ai/paper/export/${paper.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`${newPaper.title}.docx`));
    const { value: html } = await mammoth.convertToHtml({ buffer: res.rawPayload });
    const h1 = [...html.matchAll(/<h1>(.*?)<\/h1>/g)].map((m) => m[1]);
    expect(h1).toEqual(['1\u3000引言', '2\u3000轨道交通土建结构的研究现状与问题分析', '3\u3000关键技术与方法', '4\u3000工程应用实例', '5\u3000应用效果分析', '6\u3000结论与展望', '参考文献']);
    const { value: text } = await mammoth.extractRawText({ buffer: res.rawPayload });
    expect(text).toContain(newPaper.title);
    expect(text).toContain('摘要：针对轨道交通工程中轨道交通土建结构面临的实际问题');
    expect(text).toContain('关键词：盾构；管片拼装');
    expect(text).toContain('管片拼装错台控制在 5 mm 以内。');
    expect(text).toContain('[1] 中华人民共和国住房和城乡建设部. 盾构法隧道施工及验收规范: GB 50446-2017[S]. 2017.');
    expect(text).toContain('【本节尚未撰写】');
  });

  it('keeps papers to their user: another user’s id is not found anywhere', async () => {
    const owner = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const paper = (await post('/ai/paper/create', newPaper, owner.cookie)).json().data;
    const missing = { code: '40400', msg: '论文不存在或已删除' };
    expect((await post('/ai/paper/get', { id: paper.id }, other.cookie)).json()).toEqual(missing);
    expect((await post('/ai/paper/saveSection', { id: paper.id, key: 'abstract', content: 'x' }, other.cookie)).json()).toEqual(missing);
    expect((await post('/ai/paper/delete', { id: paper.id }, other.cookie)).json()).toEqual(missing);
    expect((await writeSection(other.cookie, paper.id, 'abstract')).json).toEqual(missing);
    expect((await t.app.inject({ method: 'GET', url: `/api/ai/paper/export/${paper.id}`, headers: { cookie: other.cookie } })).json()).toEqual(missing);
    expect((await post('/ai/paper/list', {}, other.cookie)).json().total).toBe(0);
    expect((await post('/ai/paper/delete', { id: paper.id }, owner.cookie)).json().code).toBe('30000');
    expect((await post('/ai/paper/get', { id: paper.id }, owner.cookie)).json()).toEqual(missing);
  });

  it.each([
    [{ ...newPaper, title: '' }, '请输入论文题目'],
    [{ ...newPaper, title: '盾构' }, '论文题目至少 6 个字'],
    [{ ...newPaper, field: '化学' }, '请选择学科方向'],
    [{ ...newPaper, keywords: [] }, '请至少填写 1 个关键词'],
    [{ ...newPaper, keywords: ['一', '二', '三', '四', '五', '六', '七'] }, '关键词不超过 6 个'],
  ])('refuses %j with “%s”', async (payload, msg) => {
    const { cookie } = await createLoggedInUser(t);
    expect((await post('/ai/paper/create', payload, cookie)).json()).toEqual({ code: '40000', msg });
  });
});
