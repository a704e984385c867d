import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mobile, openPage, portal } from './support/portal';

/** Logs into /admin through its form and opens 在线会话 from the menu, as an agent does. */
async function agentOnChat(page: Page, username: string) {
  await page.goto('/admin');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill('Admin@2026');
  await page.getByRole('button', { name: '登 录' }).click();
  await page.locator('.admin-sider').getByRole('link', { name: '在线会话' }).click();
  await page.waitForURL('**/admin/chat');
  await page.locator('.admin-chat-status').getByText('在线').waitFor();
}

const bubbles = (page: Page, side: 'mine' | 'agent') => page.locator(`.chat-panel .chat-line--${side} .chat-line__bubble`).allTextContents();

describe('live chat between a visitor and an agent (issue 14)', () => {
  beforeAll(() => portal().then(() => undefined), 120_000);

  it('carries messages both ways with the agent name and the unread badge, and after the network drops shows the missed message exactly once', async () => {
    const agentSide = await openPage();
    await agentOnChat(agentSide.page, 'kefu01');
    const agent = agentSide.page;

    const visitorSide = await openPage(mobile);
    const visitor = visitorSide.page;
    await visitor.goto('/news');
    await visitor.locator('.float-tools__chat:not([disabled])').click();
    const panel = visitor.locator('.chat-panel');
    await panel.getByLabel('输入消息').fill('你好，计量支付系统可以试用吗？');
    await panel.getByRole('button', { name: /^发\s*送$/ }).click();
    await expect.poll(() => bubbles(visitor, 'mine')).toEqual(['你好，计量支付系统可以试用吗？']);

    // The agent sees the visitor waiting, opens the conversation and answers.
    const waiting = agent.locator('.admin-chat-item', { hasText: '你好，计量支付系统可以试用吗？' });
    await waiting.click();
    await agent.locator('.admin-chat-log').getByText('你好，计量支付系统可以试用吗？').waitFor();
    expect(await agent.locator('.admin-chat-visitor').textContent()).toContain('访问页面');
    await agent.getByLabel('回复访客').fill('可以的，我是客服小陈，为您开通试用。');
    await agent.getByRole('button', { name: /^发\s*送$/ }).click();
    await expect.poll(() => bubbles(visitor, 'agent')).toEqual(['可以的，我是客服小陈，为您开通试用。']);
    expect(await panel.locator('.chat-panel__agent').textContent()).toContain('客服小陈');
    expect(await panel.locator('.chat-line--system').first().textContent()).toBe('客服小陈 为您服务');

    // Typing shows on the other side.
    await panel.getByLabel('输入消息').fill('好');
    await agent.getByText('访客正在输入…').waitFor();

    // Closed panel: what the agent sends counts on the badge; opening the panel reads it.
    await panel.getByRole('button', { name: '关闭在线客服' }).click();
    await agent.getByLabel('回复访客').fill('试用账号已发到您的手机。');
    await agent.getByRole('button', { name: /^发\s*送$/ }).click();
    await expect.poll(() => visitor.locator('.float-tools__badge').textContent()).toBe('1');
    await visitor.locator('.float-tools__chat').click();
    await expect.poll(() => visitor.locator('.float-tools__badge').count()).toBe(0);

    // The visitor's network drops; the agent writes meanwhile; back online, it arrives once.
    await visitorSide.context.setOffline(true);
    await panel.locator('.chat-panel__offline').waitFor();
    await agent.getByLabel('回复访客').fill('网络恢复后您会看到这条消息。');
    await agent.getByRole('button', { name: /^发\s*送$/ }).click();
    await agent.locator('.admin-chat-log .admin-chat-line--agent:not(.admin-chat-line--pending)', { hasText: '网络恢复后您会看到这条消息。' }).waitFor();
    await visitorSide.context.setOffline(false);
    await expect.poll(() => bubbles(visitor, 'agent')).toEqual(['可以的，我是客服小陈，为您开通试用。', '试用账号已发到您的手机。', '网络恢复后您会看到这条消息。']);
    await expect.poll(() => panel.locator('.chat-panel__offline').count()).toBe(0);
    // A round trip after the resume: nothing else arrives, and the visitor's reply reaches the agent.
    await panel.getByLabel('输入消息').fill('收到，谢谢！');
    await panel.getByRole('button', { name: /^发\s*送$/ }).click();
    await agent.locator('.admin-chat-log').getByText('收到，谢谢！').waitFor();
    expect(await bubbles(visitor, 'agent')).toEqual(['可以的，我是客服小陈，为您开通试用。', '试用账号已发到您的手机。', '网络恢复后您会看到这条消息。']);
    expect(await bubbles(visitor, 'mine')).toEqual(['你好，计量支付系统可以试用吗？', '收到，谢谢！']);

    // The agent ends the conversation; the visitor is told.
    await agent.getByRole('button', { name: /结束会话/ }).click();
    await agent.locator('.ant-popconfirm').getByRole('button', { name: /结\s*束/ }).click();
    await panel.getByText('本次会话已结束。').waitFor();
    expect(visitorSide.errors).toEqual([]);
    // The console's own first question (auth/me before login) is a 401 by design; nothing else went wrong there.
    expect(agentSide.errors.filter((e) => !e.includes('401'))).toEqual([]);
    await visitorSide.context.close();
    await agentSide.context.close();
  });
});
