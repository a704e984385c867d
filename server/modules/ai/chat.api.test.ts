import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiErrorMessages, OFFLINE_LABEL } from '../../../common/ai/options';
import { AI_STARTING_QUOTA } from '../../../common/account/options';
import { aiMessages, aiResidue } from '../../db/schema';
import { seedAiTools } from '../../db/seed-ai';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { startOpenAiStandIn } from '../../test-support/openai-stand-in';
import { listen, readEventStream } from '../../test-support/ai-stream-client';
import { apiPoster, createLoggedInUser } from '../../test-support/viewer-fixtures';

/** POSTs to the chat stream on the listening app and reads its events. */
const streamChat = (base: string, cookie: string | undefined, body: object, opts: { stopAfterFirstDelta?: boolean } = {}) =>
  readEventStream(base, '/ai/chat/stream', cookie, body, opts);

async function residueOf(t: TestApp, userId: number) {
  const [row] = await t.db.select().from(aiResidue).where(eq(aiResidue.userId, userId));
  return row?.residue;
}

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never: ${what}`);
}

describe('AI answers through an OpenAI-compatible provider (stand-in on loopback)', () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let base: string;
  let post: ReturnType<typeof apiPoster>;
  const key = 'sk-test-secret-0123456789';

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    t = await createTestApp({ env: { AI_BASE_URL: standIn.baseUrl, AI_API_KEY: key, AI_MODEL: 'qwen-test', AI_TIMEOUT_MS: '400' } });
    await seedAiTools(t.db);
    base = await listen(t);
    post = apiPoster(t);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });
  beforeEach(() => standIn.reset());

  it('streams the answer piece by piece, records it and spends one use', async () => {
    const { cookie, userId } = await createLoggedInUser(t);
    const r = await streamChat(base, cookie, { requestId: randomUUID(), prompt: '写一段钻孔灌注桩的质量控制要点' });
    expect(r.events.map((e) => e.event)).toEqual(['meta', 'delta', 'delta', 'delta', 'delta', 'done']);
    expect(r.text).toBe('第一段：工程概况。第二段：质量措施。');
    expect(r.events[0]!.data).toMatchObject({ provider: 'openai', label: 'qwen-test', replay: false });
    expect(r.events.at(-1)!.data).toMatchObject({ residue: AI_STARTING_QUOTA - 1, status: 'done' });
    expect(await residueOf(t, userId)).toBe(AI_STARTING_QUOTA - 1);

    // The provider got the key as a bearer token, the model, streaming, and the question last.
    const sent = standIn.state.requests[0]!;
    expect(sent.authorization).toBe(`Bearer ${key}`);
    expect(sent.body).toMatchObject({ model: 'qwen-test', stream: true });
    expect(sent.body.messages.at(-1)).toEqual({ role: 'user', content: '写一段钻孔灌注桩的质量控制要点' });

    const conversationId = r.events[0]!.data.conversationId as number;
    const conv = (await post('/ai/conversation/get', { id: conversationId }, cookie)).json().data;
    expect(conv.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', '写一段钻孔灌注桩的质量控制要点'],
      ['assistant', '第一段：工程概况。第二段：质量措施。'],
    ]);
    expect(conv.messages[1]).toMatchObject({ provider: 'openai', status: 'done' });
  });

  it('sends the earlier messages of the conversation with the next question', async () => {
    const { cookie } = await createLoggedInUser(t);
    const first = await streamChat(base, cookie, { requestId: randomUUID(), prompt: '第一问' });
    const conversationId = first.events[0]!.data.conversationId;
    await streamChat(base, cookie, { requestId: randomUUID(), prompt: '第二问', conversationId });
    expect(standIn.state.requests[1]!.body.messages.slice(1).map((m) => m.content)).toEqual(['第一问', '第一段：工程概况。第二段：质量措施。', '第二问']);
  });

  it('answers a double submit once and spends once; a later resend replays the answer without spending', async () => {
    const { cookie, userId } = await createLoggedInUser(t);
    standIn.state.chunkDelayMs = 40;
    const requestId = randomUUID();
    const [a, b] = await Promise.all([
      streamChat(base, cookie, { requestId, prompt: '监理日志' }),
      streamChat(base, cookie, { requestId, prompt: '监理日志' }),
    ]);
    const streamed = [a, b].filter((r) => r.events.length > 0);
    const refused = [a, b].filter((r) => r.json);
    expect(streamed).toHaveLength(1);
    expect(refused[0]!.json).toEqual({ code: '40001', msg: aiErrorMessages.duplicate });
    expect(standIn.state.requests).toHaveLength(1);
    expect(await residueOf(t, userId)).toBe(AI_STARTING_QUOTA - 1);

    const again = await streamChat(base, cookie, { requestId, prompt: '监理日志' });
    expect(again.events[0]!.data.replay).toBe(true);
    expect(again.text).toBe(streamed[0]!.text);
    expect(standIn.state.requests).toHaveLength(1);
    expect(await residueOf(t, userId)).toBe(AI_STARTING_QUOTA - 1);
    expect(await t.db.$count(aiMessages, eq(aiMessages.userId, userId))).toBe(2);
  });

  it.each([
    [401, aiErrorMessages.auth],
    [429, aiErrorMessages.busy],
    [500, aiErrorMessages.unavailable],
  ])('a provider answering HTTP %i gives “%s”, records no answer and spends nothing', async (status, msg) => {
    const { cookie, userId } = await createLoggedInUser(t);
    standIn.state.mode = 'fail';
    standIn.state.status = status;
    const r = await streamChat(base, cookie, { requestId: randomUUID(), prompt: '会议纪要' });
    expect(r.events.map((e) => e.event)).toEqual(['meta', 'error']);
    expect(r.events[1]!.data).toEqual({ msg });
    expect(await residueOf(t, userId)).toBe(AI_STARTING_QUOTA);
    expect(await t.db.select().from(aiMessages).where(eq(aiMessages.userId, userId))).toHaveLength(1); // the question only
  });

  it.each(['stall', 'stall-after-first'] as const)('a provider that stalls (%s) times out with a Chinese message and spends nothing', async (mode) => {
    const { cookie, userId } = await createLoggedInUser(t);
    standIn.state.mode = mode;
    const r = await streamChat(base, cookie, { requestId: randomUUID(), prompt: '技术交底' });
    expect(r.events.at(-1)).toEqual({ event: 'error', data: { msg: aiErrorMessages.timeout } });
    expect(await residueOf(t, userId)).toBe(AI_STARTING_QUOTA);
  });

  it('a stream cut before [DONE] is a failure, not a short answer', async () => {
    const { cookie, userId } = await createLoggedInUser(t);
    standIn.state.mode = 'cut';
    const r = await streamChat(base, cookie, { requestId: randomUUID(), prompt: '技术交底' });
    expect(r.events.at(-1)).toEqual({ event: 'error', data: { msg: aiErrorMessages.unavailable } });
    expect(await residueOf(t, userId)).toBe(AI_STARTING_QUOTA);
  });

  it('停止 closes the provider’s stream, keeps what came as a stopped answer and spends one use', async () => {
    const { cookie, userId } = await createLoggedInUser(t);
    standIn.state.chunks = Array.from({ length: 40 }, (_, i) => `第${i + 1}句。`);
    standIn.state.chunkDelayMs = 50;
    const r = await streamChat(base, cookie, { requestId: randomUUID(), prompt: '施工方案' }, { stopAfterFirstDelta: true });
    expect(r.text.startsWith('第1句。')).toBe(true);
    await until(async () => (standIn.state.abandoned === 1 ? true : undefined), 'the provider saw the stop');
    const answer = await until(async () => (await t.db.select().from(aiMessages).where(eq(aiMessages.userId, userId))).find((m) => m.role === 'assistant'), 'a stopped answer');
    expect(answer.status).toBe('stopped');
    expect(answer.content.length).toBeLessThan(40 * 5);
    expect(await residueOf(t, userId)).toBe(AI_STARTING_QUOTA - 1);
  });

  it('refuses an empty quota before any provider call', async () => {
    const { cookie, userId } = await createLoggedInUser(t);
    await t.db.insert(aiResidue).values({ userId, residue: 0 });
    const r = await streamChat(base, cookie, { requestId: randomUUID(), prompt: '施工方案' });
    expect(r.json).toEqual({ code: '40001', msg: aiErrorMessages.quotaEmpty });
    expect(standIn.state.requests).toHaveLength(0);
  });

  it('refuses bad input with a Chinese message and a logged-out caller with 401', async () => {
    const { cookie } = await createLoggedInUser(t);
    expect((await streamChat(base, cookie, { requestId: 'x', prompt: '问' })).json).toEqual({ code: '40000', msg: '请求编号格式不正确' });
    expect((await streamChat(base, cookie, { requestId: randomUUID(), prompt: '  ' })).json).toEqual({ code: '40000', msg: '请输入问题或填写表单' });
    const out = await streamChat(base, undefined, { requestId: randomUUID(), prompt: '问' });
    expect(out.status).toBe(401);
    expect(standIn.state.requests).toHaveLength(0);
  });

  it('a conversation belongs to its user: another user’s id is answered as missing', async () => {
    const owner = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const r = await streamChat(base, owner.cookie, { requestId: randomUUID(), prompt: '我的问题' });
    const id = r.events[0]!.data.conversationId;
    expect((await post('/ai/conversation/get', { id }, other.cookie)).json()).toEqual({ code: '40400', msg: '会话不存在或已删除' });
    expect((await post('/ai/conversation/delete', { id }, other.cookie)).json().code).toBe('40400');
    expect((await streamChat(base, other.cookie, { requestId: randomUUID(), prompt: '追问', conversationId: id })).json).toEqual({ code: '40400', msg: '会话不存在或已删除' });
    expect((await post('/ai/conversation/get', { id }, owner.cookie)).json().data.messages).toHaveLength(2);
  });

  it('never sends the key to the browser', async () => {
    const tools = (await post('/ai/tool/list')).json();
    expect(tools.data.provider).toEqual({ name: 'openai', label: 'qwen-test' });
    expect(JSON.stringify(tools)).not.toContain(key);
    expect(JSON.stringify(t.services.publicConfig)).not.toContain(key);
  });
});

describe('AI answers without a key: the offline drafter', () => {
  let t: TestApp;
  let base: string;
  let post: ReturnType<typeof apiPoster>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedAiTools(t.db);
    base = await listen(t);
    post = apiPoster(t);
  });
  afterAll(() => t.close());

  it('drafts from the tool’s chapters and the user’s form, labelled 离线草稿, and spends one use', async () => {
    const { cookie, userId } = await createLoggedInUser(t);
    const tools = (await post('/ai/tool/list')).json().data;
    expect(tools.provider).toEqual({ name: 'offline', label: OFFLINE_LABEL });
    const plan = tools.tools.find((x: { code: string }) => x.code === 'construction-plan');
    const r = await streamChat(base, cookie, {
      requestId: randomUUID(),
      toolId: plan.id,
      prompt: '',
      fields: { 工程名称: '湘江大道快速化改造工程', 分项工程: '钻孔灌注桩', 工程概况: '主线桥梁桩基 312 根，桩径 1.5 m。' },
    });
    expect(r.events[0]!.data).toMatchObject({ provider: 'offline', label: OFFLINE_LABEL });
    expect(r.text).toContain(`【${OFFLINE_LABEL}】`);
    expect(r.text).toContain('# 湘江大道快速化改造工程施工方案');
    expect(r.text).toContain('## 一、编制依据');
    expect(r.text).toContain('主线桥梁桩基 312 根，桩径 1.5 m。');
    // What the user did not give stays a visible placeholder, never an invented value.
    expect(r.text).toContain('计划工期为【工期要求】');
    expect(r.events.at(-1)!.data).toMatchObject({ status: 'done', residue: AI_STARTING_QUOTA - 1 });
    expect(await residueOf(t, userId)).toBe(AI_STARTING_QUOTA - 1);
  });
});
