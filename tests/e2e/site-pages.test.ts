import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { backgroundCheckRequests, recruitApplications } from '../../server/db/schema';
import { expectHeads, mobile, openPage, portal } from './support/portal';

// The portal starts (migrates and seeds) once per file: within the hook's time, not the first test's.
beforeAll(() => portal());

/** The site's own pages (issue 13 part B): what a visitor reads and does on them. */
describe('agreements', () => {
  it('the registration form links to the user agreement and the privacy policy, which open in force with their dates', async () => {
    const { page, context, errors } = await openPage();
    await page.goto('/register');
    const form = page.getByRole('tabpanel');
    const links = [form.getByRole('link', { name: '《用户服务协议》' }), form.getByRole('link', { name: '《隐私政策》' })];
    expect(await Promise.all(links.map((l) => l.getAttribute('href')))).toEqual(['/service', '/pravicy']);
    expect(await Promise.all(links.map((l) => l.getAttribute('target')))).toEqual(['_blank', '_blank']);

    await page.goto('/service');
    expect(await page.locator('h1').textContent()).toBe('计智云用户服务协议');
    expect(await page.locator('.sp-agreement__meta').textContent()).toContain('版本 2026.1 · 2026年6月1日起生效');
    expect(await page.locator('.sp-agreement__body h2').first().textContent()).toBe('一、账号注册与使用');

    await page.goto('/pravicy');
    expect(await page.locator('h1').textContent()).toBe('计智云隐私政策');
    expect(await page.locator('.sp-agreement__body').textContent()).toContain('个人信息保护负责人');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an earlier version marked as replaced, with a way back to the one in force, at 390 px', async () => {
    const { page, context } = await openPage(mobile);
    await page.goto('/agreement/pravicy');
    expect(await page.locator('h1').textContent()).toBe('计智云隐私政策');
    await page.getByRole('link', { name: '2024.1 版' }).click();
    await page.waitForURL('**/pravicy?version=2024.1');
    // The address changes before the new version is on screen: wait for what the reader sees.
    await expect.poll(() => page.locator('.sp-notice').textContent()).toContain('您正在查看已被替代的历史版本');
    expect(await page.locator('.sp-agreement__meta').textContent()).toContain('2024年3月1日起生效');
    await page.getByRole('link', { name: '查看现行版本' }).click();
    await page.waitForURL((url) => url.pathname === '/pravicy' && url.search === '');
    await expect.poll(() => page.locator('.sp-badge').textContent()).toBe('现行版本');
    await context.close();
  });

  it('answers the 404 page for a version that does not exist', async () => {
    const { page, context } = await openPage();
    const res = await page.goto('/service?version=1999.1');
    expect(res?.status()).toBe(404);
    await context.close();
  });

  it('has a title, description, keywords and canonical address at each of its addresses', async () => {
    const { page, context } = await openPage();
    await expectHeads(page, [
      ['/service', '/service', '用户服务协议'],
      ['/agreement/service', '/service', '用户服务协议'],
      ['/pravicy', '/pravicy', '隐私政策'],
      ['/agreement/pravicy', '/pravicy', '隐私政策'],
    ]);
    await context.close();
  });
});

describe('recruiting', () => {
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
  const EXE = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(512, 0x90)]);

  it('filters jobs by city, opens one and applies with a PDF; a renamed .exe is refused', async () => {
    const { page, context, errors } = await openPage();
    await page.goto('/recruit');
    expect(await page.locator('h1').textContent()).toBe('加入计智云');
    await page.getByRole('group', { name: '工作城市' }).getByRole('link', { name: /^成都/ }).click();
    await page.waitForURL('**/recruit?city=*');
    await expect.poll(() => page.locator('.rc-item__title').allTextContents()).toEqual(['实施工程师（公路）', '区域销售经理（西南）']);
    await page.getByRole('link', { name: /实施工程师（公路）/ }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('实施工程师（公路）');
    expect(new URL(page.url()).search).toMatch(/^\?job=\d+$/);
    expect(await page.locator('.rc-job .article__body').textContent()).toContain('岗位职责');

    const form = page.locator('form.rc-apply');
    await form.getByRole('button', { name: '投递简历' }).click();
    await expect.poll(() => form.locator('.sp-field__error').allTextContents()).toEqual(['请输入姓名', '请输入手机号码', '请上传简历']);
    await form.getByLabel('姓名').fill('欧阳明');
    await form.getByLabel('手机号码').fill('13707310001');
    await form.getByLabel(/简历/).setInputFiles({ name: '欧阳明-简历.pdf', mimeType: 'application/pdf', buffer: EXE });
    await form.getByRole('button', { name: '投递简历' }).click();
    await expect.poll(() => form.locator('.sp-form-error').textContent()).toBe('简历只支持 PDF 或 Word（.docx）文件');
    const { database } = await portal();
    expect(await database.db.$count(recruitApplications, eq(recruitApplications.phone, '13707310001'))).toBe(0);

    await form.getByLabel(/简历/).setInputFiles({ name: '欧阳明-简历.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: '投递简历' }).click();
    await expect.poll(() => page.locator('.rc-apply--done h2').textContent()).toBe('投递成功');
    const [row] = await database.db.select().from(recruitApplications).where(eq(recruitApplications.phone, '13707310001'));
    expect(row).toMatchObject({ name: '欧阳明', resumeName: '欧阳明-简历.pdf', resumeType: 'pdf', resumeBytes: PDF.length });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('background check, WeChat, OAuth callback and domain error', () => {
  it('/backService explains the service and its form becomes a lead', async () => {
    const { page, context } = await openPage(mobile);
    await page.goto('/backService');
    expect(await page.locator('h1').textContent()).toBe('背景调查服务');
    const form = page.locator('form.bs-form');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => form.locator('.sp-field__error').allTextContents()).toEqual(['请输入单位名称', '请输入姓名或昵称', '请输入手机号码', '请选择每年需要背调的人数']);
    await form.getByLabel('单位名称').fill('湖南省第六工程有限公司');
    await form.getByLabel('联系人').fill('谭经理');
    await form.getByLabel('手机号码').fill('13807315566');
    await form.getByLabel('每年需要背调的人数').selectOption('100_500');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => page.locator('.bs-form--done h2').textContent()).toBe('提交成功');
    const { database } = await portal();
    const [lead] = await database.db.select().from(backgroundCheckRequests).where(eq(backgroundCheckRequests.phone, '13807315566'));
    expect(lead).toMatchObject({ company: '湖南省第六工程有限公司', userName: '谭经理', volume: '100_500', note: null });
    await context.close();
  });

  it('/weChat shows the official account QR code drawn on the server and the video channel link', async () => {
    const { page, context } = await openPage();
    await page.goto('/weChat');
    const qr = page.getByRole('img', { name: '计智云微信公众号二维码' });
    expect(await qr.locator('svg path').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: '计智云视频号' }).getAttribute('href')).toBe('https://space.bilibili.com/1887625093');
    await context.close();
  });

  it('/Oauth/wechat says in Chinese what went wrong and leads back to the login page; an unknown provider is not a page', async () => {
    const { page, context } = await openPage();
    const cases: [string, string][] = [
      ['/Oauth/wechat', '微信登录参数不完整，请从登录页重新发起'],
      ['/Oauth/wechat?state=abc', '您已取消微信授权'],
      // The e2e portal runs without WeChat credentials: the server refuses the code in Chinese.
      ['/Oauth/wechat?code=061abc&state=abc', '微信登录未开启'],
    ];
    for (const [path, message] of cases) {
      await page.goto(path);
      await expect.poll(() => page.locator('.oauth-card__error p').textContent(), { message: path }).toBe(message);
      expect(await page.locator('.oauth-card__error a').getAttribute('href')).toBe('/login');
    }
    expect((await page.goto('/Oauth/github'))?.status()).toBe(404);
    await context.close();
  });

  it('/domainError names the domain that is not configured and offers the standard login', async () => {
    const { page, context } = await openPage();
    await page.goto('/domainError?domain=ERP.hnlq.com.cn');
    expect(await page.locator('h1').textContent()).toBe('登录域名未配置');
    expect(await page.locator('code').textContent()).toBe('erp.hnlq.com.cn');
    expect(await page.getByRole('link', { name: '前往标准登录页' }).getAttribute('href')).toBe('/login');
    await context.close();
  });
});
