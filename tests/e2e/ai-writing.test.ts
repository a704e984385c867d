import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AI_STARTING_QUOTA } from '../../common/account/options';
import { SESSION_COOKIE } from '../../common/cookies';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { aiMessages, aiResidue, pointLedger, users } from '../../server/db/schema';
import type { Database } from '../../server/db/client';
import { creditPoints } from '../../server/modules/account/points/repo';
import { createContentEvents } from '../../server/platform/content-events';
import { createMemoryKvStore } from '../../server/platform/kv-store';
import { startOpenAiStandIn } from '../../server/test-support/openai-stand-in';
import { tenderDocxFile } from '../../server/test-support/tender-files';
import { desktop, mobile, openPage, portal } from './support/portal';
import { seriousViolations } from './support/axe';

/** A user of the portal's database, logged in in a fresh browser context opened on `baseUrl`. */
async function loggedInPage(viewport = desktop, baseUrl?: string) {
  const { app, database, baseUrl: portalBase } = await portal();
  const [user] = await database.db
    .insert(users)
    .values({ unionid: randomBytes(16).toString('hex'), loginName: `aw${randomBytes(6).toString('hex')}`, phone: '13700008899', realname: '钱工' })
    .returning({ id: users.id });
  const { token } = await app.services.sessionStore.create(user!.id, { ip: '', userAgent: '' });
  const opened = await openPage(viewport);
  await opened.context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseUrl ?? portalBase }]);
  return { ...opened, userId: user!.id };
}

const residueOf = async (userId: number) => {
  const { database } = await portal();
  const [row] = await database.db.select({ residue: aiResidue.residue }).from(aiResidue).where(eq(aiResidue.userId, userId));
  return row?.residue;
};

describe('AI writing: stop, papers and uploaded tenders', () => {
  let online: { app: FastifyInstance; baseUrl: string; standIn: Awaited<ReturnType<typeof startOpenAiStandIn>> } | undefined;
  // Seeding the portal and starting the second server belong to the setup's time, not to a test's.
  beforeAll(async () => {
    await portal();
    await onlinePortal();
  });
  afterAll(async () => {
    await online?.app.close();
    await online?.standIn.close();
  });

  /** A second server on the portal's database whose AI provider is the loopback stand-in (it streams, stalls and fails on request). */
  async function onlinePortal() {
    if (online) return online;
    const { database } = await portal();
    const standIn = await startOpenAiStandIn();
    const kv = createMemoryKvStore();
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      PORT: '0',
      SITE_URL: 'http://portal.test',
      DATA_DIR: path.resolve('.tmp/e2e-ai-online'),
      RENDER_WORKERS: '0',
      AI_API_KEY: 'stand-in-key',
      AI_BASE_URL: standIn.baseUrl,
      AI_MODEL: 'stand-in',
      AI_TIMEOUT_MS: '60000',
    });
    const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
    const app = await buildApp({ config, database, kv, events: createContentEvents(kv), pageBuild: { serverEntry: path.join(buildDir, 'server/index.js'), clientDir: path.join(buildDir, 'client') }, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    online = { app, standIn, baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
    return online;
  }

  it('停止 halts a streaming answer: what came is kept and spends one use; stopped before the first word or failed spends nothing', async () => {
    const { baseUrl, standIn } = await onlinePortal();
    const { database } = await portal();
    const { page, context, userId } = await loggedInPage(desktop, baseUrl);
    await page.goto(`${baseUrl}/Conversation`);
    const ask = async (question: string) => {
      await page.getByLabel('问题').fill(question);
      await page.getByRole('button', { name: '发送' }).click();
    };

    // The model sends its first words, then keeps the stream open: the user stops it.
    standIn.state.mode = 'stall-after-first';
    await ask('钻孔灌注桩的清孔要求有哪些？');
    const answer = page.locator('[data-testid="ai-answer"]').last();
    await expect.poll(() => answer.textContent()).toContain('第一段：');
    await page.getByRole('button', { name: '停止生成' }).click();
    await expect.poll(() => page.getByRole('button', { name: '发送' }).count()).toBe(1);
    await expect.poll(() => residueOf(userId)).toBe(AI_STARTING_QUOTA - 1);
    const kept = await database.db.select().from(aiMessages).where(and(eq(aiMessages.userId, userId), eq(aiMessages.role, 'assistant')));
    expect(kept.map((m) => [m.content, m.status])).toEqual([['第一段：', 'stopped']]);

    // Stopped before the first word: nothing kept, nothing spent.
    standIn.state.mode = 'stall';
    await ask('再说说护筒埋设。');
    await expect.poll(() => page.getByRole('button', { name: '停止生成' }).count()).toBe(1);
    await page.getByRole('button', { name: '停止生成' }).click();
    await expect.poll(() => page.getByRole('button', { name: '发送' }).count()).toBe(1);

    // A provider failure: a clear message, nothing spent.
    standIn.state.mode = 'fail';
    await ask('泥浆比重怎么控制？');
    await expect.poll(() => page.locator('.ai-msg__error').last().textContent()).toBe('AI 服务暂时不可用，本次未扣除使用次数，请稍后重试');

    // A complete answer now spends the second use: the stopped-without-words and the failed answers spent none.
    standIn.reset();
    await ask('总结一下。');
    await expect.poll(() => page.getByTestId('ai-residue').textContent()).toBe(String(AI_STARTING_QUOTA - 2));
    expect(await residueOf(userId)).toBe(AI_STARTING_QUOTA - 2);
    await context.close();
  });

  it('keeps a question being typed in /Conversation across a reload until it is sent', async () => {
    const { page, context, errors } = await loggedInPage(mobile);
    await page.goto('/Conversation');
    await page.getByLabel('问题').fill('深基坑支护方案需要哪些专家论证材料？');
    await page.reload();
    await expect.poll(() => page.getByLabel('问题').inputValue()).toBe('深基坑支护方案需要哪些专家论证材料？');
    await page.getByRole('button', { name: '发送' }).click();
    await expect.poll(() => page.locator('.ai-msg__question').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: '发送' }).count()).toBe(1);
    await page.goto('/Conversation');
    expect(await page.getByLabel('问题').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes a paper: outline, references from the library, a section written and regenerated, an edit saved, Word export', async () => {
    const { page, context, errors, userId } = await loggedInPage();
    await page.goto('/aiWriteList');
    await page.locator('[data-testid="ai-tool"]', { hasText: '论文' }).click();
    await page.waitForURL(/\/aipaper\/create$/);
    await page.getByLabel('论文题目').fill('富水砂层盾构隧道施工质量控制研究');
    await page.getByLabel('学科方向').selectOption('轨道交通工程');
    await page.getByLabel('关键词').fill('盾构 隧道');
    await page.getByRole('button', { name: '生成提纲' }).click();
    await page.waitForURL(/\/aipaper\/edit\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    // The address changes before the new page has rendered: wait for what the reader sees.
    await expect.poll(() => page.locator('h1').textContent()).toBe('富水砂层盾构隧道施工质量控制研究');
    expect(await page.locator('.tender-chapter h3').allTextContents()).toEqual([
      '摘要',
      '1\u3000引言',
      '2\u3000轨道交通土建结构的研究现状与问题分析',
      '3\u3000关键技术与方法',
      '4\u3000工程应用实例',
      '5\u3000应用效果分析',
      '6\u3000结论与展望',
    ]);
    const refs = await page.locator('[data-testid="paper-references"] li').allTextContents();
    expect(refs.length).toBeGreaterThan(0);
    expect(refs[0]).toMatch(/^\[1\] .+: .+\[S\]\. \d{4}\.$/);
    expect(refs.some((r) => /\[J\]|\[Z\]/.test(r))).toBe(true);

    const intro = page.getByTestId('section-introduction');
    await intro.getByRole('button', { name: '生成本节' }).click();
    await expect.poll(() => intro.getByRole('button', { name: '重新生成' }).count()).toBe(1);
    expect(await intro.locator('.ai-tag--offline').textContent()).toBe('离线草稿');
    expect(await intro.textContent()).toContain('研究富水砂层盾构隧道施工质量控制研究');
    expect(await page.getByTestId('ai-residue').textContent()).toBe(String(AI_STARTING_QUOTA - 1));
    await intro.getByRole('button', { name: '重新生成' }).click();
    await expect.poll(() => page.getByTestId('ai-residue').textContent()).toBe(String(AI_STARTING_QUOTA - 2));
    await expect.poll(() => intro.getByRole('button', { name: '重新生成' }).count()).toBe(1);
    expect(await residueOf(userId)).toBe(AI_STARTING_QUOTA - 2);

    // The user's own words are saved as they type: after a reload they are there.
    const conclusion = page.getByTestId('section-conclusion');
    await conclusion.getByRole('button', { name: '自己撰写' }).click();
    await conclusion.locator('textarea').pressSequentially('盾构姿态偏差控制在 ±50 mm 以内。');
    await expect.poll(() => conclusion.locator('.ai-field span').first().textContent()).toContain('已保存');
    await page.reload();
    await expect.poll(() => page.getByTestId('section-conclusion').textContent()).toContain('盾构姿态偏差控制在 ±50 mm 以内。');

    // Leaving the page before the pause that saves: the words leave with the page (pagehide, keepalive).
    await page.getByTestId('section-conclusion').getByRole('button', { name: '编辑本节' }).click();
    await page.getByTestId('section-conclusion').locator('textarea').press('End');
    await page.getByTestId('section-conclusion').locator('textarea').pressSequentially('管片错台不大于 5 mm。', { delay: 0 });
    await page.goto('/aipaper/index');
    await page.goto(`/aipaper/edit/${id}`);
    await expect.poll(() => page.getByTestId('section-conclusion').textContent()).toContain('管片错台不大于 5 mm。');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('paper-export').click()]);
    expect(download.suggestedFilename()).toBe('富水砂层盾构隧道施工质量控制研究.docx');
    const buffer = await readFile((await download.path())!);
    const { value: html } = await mammoth.convertToHtml({ buffer });
    expect([...html.matchAll(/<h1>(.*?)<\/h1>/g)].map((m) => m[1])).toContain('1\u3000引言');
    expect(html).toContain('<h1>参考文献</h1>');
    const { value: text } = await mammoth.extractRawText({ buffer });
    expect(text).toContain('盾构姿态偏差控制在 ±50 mm 以内。');
    expect(text).toContain(refs[0]);

    // My papers lists it; the reading view shows it; another user's address is not found.
    await page.goto('/aipaper/index');
    await page.locator('[data-testid="paper-list"] a', { hasText: '富水砂层盾构隧道施工质量控制研究' }).first().click();
    await page.waitForURL(new RegExp(`/aipaper/detail/${id}$`));
    expect(await page.locator('.paper-read__section h2').first().textContent()).toBe('摘要');
    expect(errors).toEqual([]);
    await context.close();

    const other = await loggedInPage(mobile);
    expect((await other.page.goto(`/aipaper/edit/${id}`))?.status()).toBe(404);
    expect((await other.page.goto(`/aipaper/detail/${id}`))?.status()).toBe(404);
    await other.context.close();
  });

  it('starts a tender draft from an uploaded Word document and shows the clauses found in it; a renamed file is refused', async () => {
    const { page, context, errors } = await loggedInPage(mobile);
    await page.goto('/aiTender/create');
    const upload = page.getByTestId('tender-upload');
    await upload.locator('input[type="file"]').setInputFiles({ name: '表格.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from('PK\u0003\u0004 not a document') });
    await upload.getByRole('button', { name: '上传并提取条款' }).click();
    await expect.poll(() => upload.getByRole('alert').textContent()).toBe('招标文件只支持 PDF 或 Word（.docx）文件，请勿修改扩展名后上传');

    await upload.locator('input[type="file"]').setInputFiles({ name: '长益高速路面二标招标文件.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: await tenderDocxFile() });
    await upload.getByRole('button', { name: '上传并提取条款' }).click();
    await page.waitForURL(/\/aiTender\/create\?id=\d+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('长沙至益阳高速公路扩容工程路面施工第二标段投标文件（技术标）');
    const rows = page.locator('[data-testid="tender-coverage"] tbody tr');
    expect(await rows.count()).toBe(10);
    expect(await page.locator('[data-testid="tender-coverage"] .tender-star').count()).toBe(2);
    expect(await rows.nth(1).locator('td').nth(2).textContent()).toBe('★ ★3.2 拟派项目经理必须具备一级注册建造师（公路工程）执业资格。');
    expect(await page.getByTestId('tender-stars-warning').textContent()).toContain('R02、R04');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['1440 px', desktop],
    ['390 px', mobile],
  ])('the paper pages and the tender upload have no serious or critical axe violation at %s', async (_label, viewport) => {
    const { app } = await portal();
    const { page, context, userId } = await loggedInPage(viewport);
    const paper = await app.services.aiPaper.create({ userId, title: '城市综合管廊施工质量控制研究', field: '市政工程', keywords: ['管廊'] });
    for (const path of ['/aipaper/create', `/aipaper/edit/${paper.id}`, `/aipaper/detail/${paper.id}`, '/aipaper/index', '/aiTender/create']) {
      await page.goto(path);
      const serious = await seriousViolations(page);
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`),
        path,
      ).toEqual([]);
    }
    await context.close();
  });

  it('buys AI uses with points beside the quota: a double click spends once, too few points are refused with the amount needed', async () => {
    const { database } = await portal();
    const { page, context, errors, userId } = await loggedInPage(mobile);
    await database.db.transaction((tx) => creditPoints(tx as unknown as Database, userId, [{ delta: 90, method: 'INVITE', ref: `invite:e2e-${userId}`, memo: '邀请好友注册' }]));
    await page.goto('/Conversation');
    await page.getByTestId('ai-exchange-open').click();
    await expect.poll(() => page.getByTestId('ai-points').textContent()).toBe('90');
    await page.getByLabel('兑换次数').fill('4');
    await page.getByRole('button', { name: '确认兑换' }).dblclick();
    await expect.poll(() => page.getByTestId('ai-residue').textContent()).toBe(String(AI_STARTING_QUOTA + 4));
    const exchanges = await database.db.select({ delta: pointLedger.delta }).from(pointLedger).where(and(eq(pointLedger.userId, userId), eq(pointLedger.method, 'AI_EXCHANGE')));
    expect(exchanges.map((e) => e.delta)).toEqual([-80]);

    await page.getByTestId('ai-exchange-open').click();
    await expect.poll(() => page.getByTestId('ai-points').textContent()).toBe('10');
    await page.getByLabel('兑换次数').fill('1');
    await page.getByRole('button', { name: '确认兑换' }).click();
    await expect.poll(() => page.getByTestId('ai-exchange').getByRole('alert').textContent()).toBe('积分不足：兑换 1 次需要 20 积分，您当前有 10 积分');
    expect(await page.getByTestId('ai-residue').textContent()).toBe(String(AI_STARTING_QUOTA + 4));
    expect(errors).toEqual([]);
    await context.close();
  });
});
