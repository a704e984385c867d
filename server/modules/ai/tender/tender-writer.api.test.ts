import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_STARTING_QUOTA } from '../../../../common/account/options';
import type { Database } from '../../../db/client';
import { aiResidue, tenderNotices } from '../../../db/schema';
import { seedAiTools } from '../../../db/seed-ai';
import { insertTenderDrafts } from '../../../db/seed-tender';
import { listen, readEventStream } from '../../../test-support/ai-stream-client';
import { tenderDocumentHtml } from '../../../test-support/tender-document';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { apiPoster, createLoggedInUser } from '../../../test-support/viewer-fixtures';

/** The ideographic space between a chapter's number and its title. */
const SP = '\u3000';

const projectName = '长沙至益阳高速公路扩容工程路面施工第二标段';

describe('the AI tender writer (offline provider)', () => {
  let t: TestApp;
  let base: string;
  let post: ReturnType<typeof apiPoster>;
  let noticeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedAiTools(t.db);
    await t.db.transaction((tx) =>
      insertTenderDrafts(tx as unknown as Database, {
        orgs: [
          {
            name: '湖南省高速公路集团有限公司',
            kind: 'TENDEREE',
            provinceCode: '430000',
            cityCode: '430100',
            contact: '陈工',
            phone: '0731-88888888',
            address: '湖南省长沙市开福区三一大道 500 号',
          },
        ],
        projects: [
          {
            bidNo: 'HNJT-2026-0318',
            name: projectName,
            catNo: 'ENGINEERING',
            projectType: 'ROAD',
            provinceCode: '430000',
            cityCode: '430100',
            budget: 456_000_000,
            tenderee: '湖南省高速公路集团有限公司',
            agency: null,
            notices: [
              {
                infoType: 'ANNOUNCEMENT',
                title: `${projectName}招标公告`,
                content: tenderDocumentHtml,
                publishedAt: new Date(),
                deadlineAt: new Date(Date.now() + 20 * 86_400_000),
                winner: null,
                winningAmount: null,
                source: '湖南省公共资源交易中心',
              },
              {
                infoType: 'CLARIFIES',
                title: `${projectName}澄清与变更公告`,
                content: tenderDocumentHtml,
                publishedAt: new Date(),
                deadlineAt: new Date(Date.now() + 20 * 86_400_000),
                winner: null,
                winningAmount: null,
                source: '湖南省公共资源交易中心',
              },
            ],
          },
        ],
      }),
    );
    [{ id: noticeId }] = (await t.db.select({ id: tenderNotices.id }).from(tenderNotices).where(eq(tenderNotices.title, `${projectName}招标公告`))) as [{ id: number }];
    base = await listen(t);
    post = apiPoster(t);
  });
  afterAll(() => t.close());

  const writeChapter = (cookie: string, draftId: number, chapterKey: string) => readEventStream(base, '/ai/tender/chapter/stream', cookie, { requestId: randomUUID(), draftId, chapterKey });

  it('starts a draft from a notice: fact sheet, clauses and an outline; a second start opens the same draft', async () => {
    const { cookie } = await createLoggedInUser(t);
    const [a, b] = await Promise.all([post('/ai/tender/create', { noticeId }, cookie), post('/ai/tender/create', { noticeId }, cookie)]);
    const draft = a.json().data;
    expect(b.json().data.id).toBe(draft.id);
    expect(draft.facts).toMatchObject({ name: projectName, bidNo: 'HNJT-2026-0318', owner: '湖南省高速公路集团有限公司', duration: '540 日历天' });
    expect(draft.coverage).toHaveLength(10);
    expect(draft.unansweredStars).toEqual(['R02', 'R04']);
    expect(draft.chapters.map((c: { key: string }) => c.key)).toEqual(['overview', 'construction', 'quality', 'schedule', 'qualification', 'response', 'scoring']);
    expect((await post('/ai/tender/list', {}, cookie)).json()).toMatchObject({ total: 1, records: [{ id: draft.id, noticeId }] });
  });

  it('names only the credentials of the company’s library: none there, the ★ qualification clause stays unanswered', async () => {
    const { cookie, userId } = await createLoggedInUser(t);
    const draft = (await post('/ai/tender/create', { noticeId }, cookie)).json().data;
    const empty = await writeChapter(cookie, draft.id, 'qualification');
    expect(empty.events.at(-1)).toMatchObject({ event: 'done', data: { status: 'done', residue: AI_STARTING_QUOTA - 1 } });
    expect(empty.text).toContain('【离线草稿】');
    expect(empty.text).toContain('企业资质库中尚无');
    let now = (await post('/ai/tender/get', { id: draft.id }, cookie)).json().data;
    expect(now.chapters.find((c: { key: string }) => c.key === 'qualification').content).toBe(empty.text);
    expect(now.unansweredStars).toEqual(['R02', 'R04']);

    await post('/ai/credential/add', { kind: '资质', name: '公路工程施工总承包一级', number: 'D143012345', validUntil: '2028-12-31' }, cookie);
    await post('/ai/credential/add', { kind: '人员', name: '王建国 一级注册建造师（公路工程）', number: '湘143201500123' }, cookie);
    const written = await writeChapter(cookie, draft.id, 'qualification');
    expect(written.text).toContain('资质：公路工程施工总承包一级（编号 D143012345），有效期至 2028-12-31');
    expect(written.text).toContain('【R02】★');
    now = (await post('/ai/tender/get', { id: draft.id }, cookie)).json().data;
    expect(now.unansweredStars).toEqual(['R04']);
    expect(now.coverage.filter((c: { answered: boolean }) => c.answered).map((c: { code: string }) => c.code)).toEqual(['R01', 'R02', 'R03']);
    const [row] = await t.db.select().from(aiResidue).where(eq(aiResidue.userId, userId));
    expect(row!.residue).toBe(AI_STARTING_QUOTA - 2);
  });

  it('writes every chapter from one fact sheet, and exports a Word file with cover, contents, headings and the coverage table', async () => {
    const { cookie } = await createLoggedInUser(t);
    const draft = (await post('/ai/tender/create', { noticeId }, cookie)).json().data;
    const facts = { ...draft.facts, bidder: '湖南路桥建设集团有限公司', quality: '优良，争创省级优质工程' };
    expect((await post('/ai/tender/saveFacts', { id: draft.id, facts }, cookie)).json().data.facts.bidder).toBe('湖南路桥建设集团有限公司');
    await post('/ai/credential/add', { kind: '资质', name: '公路工程施工总承包一级', number: 'D143012345' }, cookie);
    for (const chapter of draft.chapters) {
      const r = await writeChapter(cookie, draft.id, chapter.key);
      expect(r.events.at(-1)!.event, chapter.key).toBe('done');
      // Every chapter states the same facts.
      expect(r.text, chapter.key).toContain('质量目标 优良，争创省级优质工程');
    }
    const done = (await post('/ai/tender/get', { id: draft.id }, cookie)).json().data;
    expect(done.unansweredStars).toEqual([]);
    expect(done.coverage.every((c: { answered: boolean }) => c.answered)).toBe(true);

    const res = await t.app.inject({ method: 'GET', url: `/api/ai/tender/export/${draft.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`${projectName}投标文件（技术标）.docx`));
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const xml = strFromU8(files['word/document.xml']!);
    const paragraphs = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => ({
      style: /<w:pStyle w:val="([^"]+)"/.exec(m[0])?.[1],
      text: [...m[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((x) => x[1]).join(''),
    }));
    const headings = paragraphs.filter((p) => p.style === 'Heading1').map((p) => p.text);
    expect(headings).toEqual([...draft.chapters.map((c: { title: string }, i: number) => `第${i + 1}章${SP}${c.title}`), `第${draft.chapters.length + 1}章${SP}技术响应对照表`]);
    expect(paragraphs.some((p) => p.text === '投标文件（技术标）')).toBe(true);
    expect(paragraphs.some((p) => p.text === '投标人：湖南路桥建设集团有限公司（盖单位章）')).toBe(true);
    expect(xml).toContain('w:instrText'); // the table of contents field
    const rows = [...xml.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((m) => [...m[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((x) => x[1]));
    expect(rows[0]).toEqual(['编号', '类别', '★', '招标文件条款', '响应章节', '响应情况']);
    expect(rows).toHaveLength(11);
    expect(rows[2]).toEqual(['R02', '资格', '★', '★3.2 拟派项目经理必须具备一级注册建造师（公路工程）执业资格。', '项目管理机构与资格证明', '已响应']);
  });

  it('saves the user’s own edit of a chapter, and the coverage follows the text', async () => {
    const { cookie } = await createLoggedInUser(t);
    const draft = (await post('/ai/tender/create', { noticeId }, cookie)).json().data;
    const edited = (await post('/ai/tender/saveChapter', { id: draft.id, key: 'construction', content: '## 路面施工\n【R04】★ 压实度按 96% 控制，每 2000 m² 检测 6 点。' }, cookie)).json().data;
    expect(edited.chapters.find((c: { key: string }) => c.key === 'construction').content).toContain('每 2000 m² 检测 6 点');
    expect(edited.unansweredStars).toEqual(['R02']);
    expect((await post('/ai/tender/saveChapter', { id: draft.id, key: 'nope', content: 'x' }, cookie)).json()).toEqual({ code: '40400', msg: '章节不存在' });
    const other = await createLoggedInUser(t);
    expect((await post('/ai/tender/saveChapter', { id: draft.id, key: 'construction', content: 'x' }, other.cookie)).json().code).toBe('40400');
    expect((await post('/ai/tender/get', { id: draft.id }, cookie)).json().data.chapters.find((c: { key: string }) => c.key === 'construction').content).toContain('96%');
  });

  it('warns when a chapter copies the text of one of the user’s earlier bids', async () => {
    const { cookie } = await createLoggedInUser(t);
    const [{ id: otherNotice }] = (await t.db.select({ id: tenderNotices.id }).from(tenderNotices).where(eq(tenderNotices.title, `${projectName}澄清与变更公告`))) as [{ id: number }];
    const first = (await post('/ai/tender/create', { noticeId }, cookie)).json().data;
    const text = '我方将按统筹规划、分段流水、关键线路优先的原则组织施工，设置两个路面作业队，摊铺机梯队作业，压路机紧跟碾压，每日完成摊铺约一千二百平方米。';
    await post('/ai/tender/saveChapter', { id: first.id, key: 'construction', content: text }, cookie);
    const second = (await post('/ai/tender/create', { noticeId: otherNotice }, cookie)).json().data;
    expect(second.similarity).toEqual([]);
    const copied = (await post('/ai/tender/saveChapter', { id: second.id, key: 'construction', content: text.replace(/，/g, '; ') }, cookie)).json().data;
    expect(copied.similarity).toEqual([{ chapterKey: 'construction', draftId: first.id, draftTitle: first.title, ratio: 1 }]);
  });

  it('keeps drafts and credentials to their user', async () => {
    const owner = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const draft = (await post('/ai/tender/create', { noticeId }, owner.cookie)).json().data;
    expect((await post('/ai/tender/get', { id: draft.id }, other.cookie)).json()).toEqual({ code: '40400', msg: '标书草稿不存在或已删除' });
    expect((await writeChapter(other.cookie, draft.id, 'overview')).json).toEqual({ code: '40400', msg: '标书草稿不存在或已删除' });
    expect((await t.app.inject({ method: 'GET', url: `/api/ai/tender/export/${draft.id}`, headers: { cookie: other.cookie } })).json().code).toBe('40400');
    const list = (await post('/ai/credential/add', { kind: '业绩', name: '岳阳至临湘高速公路路面工程' }, owner.cookie)).json().data;
    expect((await post('/ai/credential/delete', { id: list[0].id }, other.cookie)).json().code).toBe('40400');
    expect((await post('/ai/credential/list', {}, other.cookie)).json().data).toEqual([]);
    expect((await post('/ai/tender/create', { noticeId: 99_999_999 }, owner.cookie)).json()).toEqual({ code: '40400', msg: '招标公告不存在或已下线' });
    expect((await post('/ai/credential/add', { kind: '奖项', name: 'x' }, owner.cookie)).json()).toEqual({ code: '40000', msg: '类别只能是 资质、业绩、人员 或 证书' });
  });
});
