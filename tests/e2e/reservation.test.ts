import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations } from '../../server/db/schema';
import { mobile, openPage, portal } from './support/portal';

describe('demo reservation dialog', () => {
  it('validates, books, shows the QR thank-you view and stores the lead', async () => {
    const { page, context, errors } = await openPage();
    await page.goto('/');
    await page.locator('.hero__actions button', { hasText: '预约演示' }).click();
    const dialog = page.locator('.ant-modal');
    await dialog.waitFor();
    expect(await dialog.locator('.ant-modal-title').textContent()).toBe('预约产品演示，免费领取 500M 工程资料大礼包');
    // Measured once the opening animation has finished.
    await expect.poll(() => page.locator('.ant-modal-container').evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(540);

    await dialog.getByRole('button', { name: /免费预约/ }).click();
    await expect.poll(() => dialog.locator('.ant-form-item-explain-error').allTextContents()).toEqual(['请输入手机号码', '请输入姓名或昵称']);

    const phone = dialog.getByPlaceholder('请输入手机号码');
    expect(await phone.getAttribute('maxlength')).toBe('11');
    expect(await dialog.getByPlaceholder('请输入姓名或昵称').getAttribute('maxlength')).toBe('30');
    await phone.fill('1234567');
    await phone.blur();
    await expect.poll(() => dialog.locator('.ant-form-item-explain-error').first().textContent()).toBe('手机号码格式不对');

    // Clicking outside does not close it.
    await page.mouse.click(10, 10);
    expect(await dialog.isVisible()).toBe(true);

    await phone.fill('13912345678');
    await dialog.getByPlaceholder('请输入姓名或昵称').fill('  陈工程师  ');
    await dialog.getByPlaceholder(/项目经理/).fill('总工');
    await dialog.getByRole('button', { name: /免费预约/ }).click();

    const qr = dialog.locator('img.reservation-success__qr');
    await qr.waitFor();
    expect(await dialog.locator('.reservation-success__text').textContent()).toContain('感谢您的预约');
    const image = await qr.evaluate((img: HTMLImageElement) => ({ src: img.src.slice(0, 23), w: img.naturalWidth, h: img.naturalHeight }));
    expect(image).toEqual({ src: 'data:image/jpeg;base64,', w: 300, h: 300 });

    const { database } = await portal();
    const [lead] = await database.db.select().from(reservations).orderBy(desc(reservations.id)).limit(1);
    expect(lead).toMatchObject({ phone: '13912345678', userName: '陈工程师', position: '总工', userIdentity: null, sourcePage: '/' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts with an empty form every time it opens', async () => {
    const { page, context } = await openPage();
    await page.goto('/');
    await page.locator('.hero__actions button', { hasText: '预约演示' }).click();
    const phone = page.getByPlaceholder('请输入手机号码');
    await phone.fill('13800001111');
    // A close clicked while the dialog still zooms in was lost once in CI (the dialog stayed open): close it once shown.
    await expect.poll(() => page.locator('.ant-modal').getAttribute('class')).not.toMatch(/ant-zoom-appear/);
    await page.locator('.ant-modal-close').click();
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    await page.locator('.cta-band button').click();
    await page.locator('.ant-modal').waitFor();
    expect(await page.getByPlaceholder('请输入手机号码').inputValue()).toBe('');
    await context.close();
  });

  it('shows the server message as an error toast when the booking is refused', async () => {
    const { page, context } = await openPage(mobile);
    await page.goto('/');
    const phone = '13655556666';
    // Five bookings today already: the server refuses the sixth.
    const { baseUrl } = await portal();
    for (let i = 0; i < 5; i++) {
      await fetch(`${baseUrl}/api/crm/sales/open/sem/reservation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, userName: '测试' }),
      });
    }
    await page.locator('.hero__actions button', { hasText: '预约演示' }).click();
    await page.getByPlaceholder('请输入手机号码').fill(phone);
    await page.getByPlaceholder('请输入姓名或昵称').fill('刘工');
    await page.getByRole('button', { name: /免费预约/ }).click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('该手机号今日预约次数已达上限');
    await context.close();
  });
});
