import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { AI_STARTING_QUOTA } from '../../common/account/options';
import { SESSION_COOKIE } from '../../common/cookies';
import { aiConversations, aiTools, tenderNotices, users } from '../../server/db/schema';
import { desktop, mobile, openPage, portal } from './support/portal';

async function loggedInPage(viewport = desktop) {
  const { app, database, baseUrl } = await portal();
  const [user] = await database.db
    .insert(users)
    .values({ unionid: randomBytes(16).toString('hex'), loginName: `ai${randomBytes(6).toString('hex')}`, phone: '13700007788', realname: '赵工' })
    .returning({ id: users.id });
  const { token } = await app.services.sessionStore.create(user!.id, { ip: '', userAgent: '' });
  const opened = await openPage(viewport);
  await opened.context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseUrl }]);
  return { ...opened, userId: user!.id };
}

describe('AI writing', () => {
  it('writes a construction plan from the tool’s form (offline draft), keeps the conversation, regenerates and deletes it', async () => {
    const { database } = await portal();
    const { page, context, errors, userId } = await loggedInPage();
    await page.goto('/aiWriteList');
    expect(await page.locator('h1').textContent()).toBe('AI 写作');
    await page.locator('[data-testid="ai-tool"]', { hasText: '施工方案' }).click();
    await page.waitForURL(/\/Conversation\?toolId=\d+$/);
    await page.getByLabel('工程名称').fill('湘江大道快速化改造工程');
    await page.getByLabel('分项工程').fill('钻孔灌注桩');
    await page.getByLabel('工程概况').fill('主线桥梁桩基 312 根，桩径 1.5 m，桩长 38～46 m。');
    await page.getByRole('button', { name: '生成施工方案' }).click();

    const answer = page.locator('[data-testid="ai-answer"]').last();
    await expect.poll(() => answer.getAttribute('aria-busy')).toBeNull();
    await expect.poll(() => answer.locator('.ai-msg__actions').count()).toBe(1);
    expect(await answer.locator('.ai-tag--offline').textContent()).toBe('离线草稿');
    expect(await answer.locator('h3').first().textContent()).toBe('湘江大道快速化改造工程施工方案');
    expect(await answer.locator('h4').allTextContents()).toContain('一、编制依据');
    expect(await answer.textContent()).toContain('主线桥梁桩基 312 根');
    expect(await page.locator('[data-testid="ai-residue"]').textContent()).toBe(String(AI_STARTING_QUOTA - 1));
    // The new conversation has its address and is first in the history.
    await expect.poll(() => page.url()).toMatch(/\/Conversation\?id=\d+$/);
    await expect.poll(() => page.locator('.ai-history__name').first().textContent()).toContain('施工方案');

    // Opened again, it shows the question and the answer; 重新生成 replaces the answer and spends one more use.
    await page.reload();
    expect(await page.locator('.ai-msg__question').count()).toBe(1);
    expect(await page.locator('[data-testid="ai-answer"]').count()).toBe(1);
    await page.getByRole('button', { name: '重新生成' }).click();
    await expect.poll(() => page.locator('[data-testid="ai-residue"]').textContent()).toBe(String(AI_STARTING_QUOTA - 2));
    expect(await page.locator('[data-testid="ai-answer"]').count()).toBe(1);

    page.once('dialog', (d) => void d.accept());
    await page.locator('.ai-history__delete').first().click();
    await page.waitForURL(/\/Conversation$/);
    await expect.poll(() => page.locator('.ai-conv__none').textContent()).toBe('还没有会话');
    expect(await database.db.$count(aiConversations, eq(aiConversations.userId, userId))).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks a logged-out visitor to log in first, and shows a tool’s page to everyone on the cloud brand', async () => {
    const { database, baseUrl } = await portal();
    // The tool pages are the cloud brand's (decision 0022): chromium sends any *.localhost name to the loopback address.
    const cloudBase = `http://cloud.localhost:${new URL(baseUrl).port}`;
    const [tool] = await database.db.select().from(aiTools).where(eq(aiTools.code, 'tech-briefing'));
    const { page, context, errors } = await openPage(mobile);
    await page.goto('/Conversation?toolId=' + tool!.id);
    await page.waitForURL(/\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect')!)).toBe(`/Conversation?toolId=${tool!.id}`);

    await page.goto(`${cloudBase}/aiToolList`);
    await page.locator('[data-testid="ai-tool"]', { hasText: '技术交底' }).click();
    await page.waitForURL(new RegExp(`/aiToolDetail\\?id=${tool!.id}$`));
    await expect.poll(() => page.locator('h1').textContent()).toBe('技术交底');
    expect(await page.locator('.ai-detail__outline li').allTextContents()).toContain('工艺要点');
    expect(await page.getByTestId('ai-tool-start').getAttribute('href')).toBe(`/Conversation?toolId=${tool!.id}`);
    expect(errors).toEqual([]);
    expect((await page.goto(`${cloudBase}/aiToolDetail?id=999999`))?.status()).toBe(404);
    await context.close();
  });

  it('starts a tender draft from a notice, shows the outline and the coverage table, writes a chapter and exports Word', async () => {
    const { database } = await portal();
    const [notice] = await database.db
      .select({ id: tenderNotices.id, title: tenderNotices.title })
      .from(tenderNotices)
      .where(and(eq(tenderNotices.catNo, 'ENGINEERING'), eq(tenderNotices.infoType, 'ANNOUNCEMENT')))
      .limit(1);
    const { page, context, errors } = await loggedInPage();
    await page.goto(`/tenderDetails/${notice!.id}`);
    await page.getByTestId('tender-ai-write').click();
    await page.waitForURL(/\/aiTender\/create\?id=\d+$/);
    expect(await page.locator('h1').textContent()).toContain('投标文件（技术标）');

    // The coverage table lists the clauses found in the notice, each with its chapter; none answered yet.
    const rows = page.locator('[data-testid="tender-coverage"] tbody tr');
    expect(await rows.count()).toBeGreaterThan(3);
    expect(await rows.first().locator('td').nth(1).textContent()).toBe('资格');
    expect(await page.locator('.tender-ok').count()).toBe(0);
    expect(await page.locator('.tender-chapter h3').first().textContent()).toBe('第1章\u3000工程概况与招标范围理解');

    // The qualification chapter, from the company's library: first add a credential.
    await page.getByLabel('名称', { exact: true }).fill('市政公用工程施工总承包一级');
    await page.getByLabel('证书或合同编号').fill('D243056789');
    await page.getByRole('button', { name: '添加到资质库' }).click();
    await expect.poll(() => page.locator('.tender-creds li').count()).toBe(1);
    const chapter = page.getByTestId('chapter-qualification');
    await chapter.getByRole('button', { name: '生成本章' }).click();
    await expect.poll(() => chapter.getByRole('button', { name: '重新生成' }).count()).toBe(1);
    expect(await chapter.locator('.ai-tag--offline').textContent()).toBe('离线草稿');
    expect(await chapter.textContent()).toContain('资质：市政公用工程施工总承包一级（编号 D243056789）');
    await expect.poll(() => page.locator('.tender-ok').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('ai-residue').textContent()).toBe(String(AI_STARTING_QUOTA - 1));

    // Edits are saved as the user types: after a reload the edit is there.
    await chapter.getByRole('button', { name: '编辑本章' }).click();
    await chapter.locator('textarea').press('End');
    await chapter.locator('textarea').pressSequentially('补充：项目经理常驻现场。');
    await expect.poll(() => chapter.locator('.ai-field span').first().textContent()).toContain('已保存');
    await page.reload();
    await expect.poll(() => page.getByTestId('chapter-qualification').textContent()).toContain('补充：项目经理常驻现场。');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('tender-export').click()]);
    expect(download.suggestedFilename()).toMatch(/投标文件（技术标）\.docx$/);
    const xml = strFromU8(unzipSync(new Uint8Array(await readFile((await download.path())!)))['word/document.xml']!);
    expect(xml).toContain('技术响应对照表');
    expect(xml).toContain('市政公用工程施工总承包一级');
    expect(errors).toEqual([]);
    await context.close();
  });
});
