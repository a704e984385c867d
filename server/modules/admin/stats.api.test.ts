import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { traceTime } from '../../../common/trace/options';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { staffKit } from '../../test-support/staff-kit';
import { seedStaffAccounts } from './demo-staff';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe('statistics in the console (/api/admin/stats/overview)', () => {
  let t: TestApp;
  let kit: ReturnType<typeof staffKit>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedStaffAccounts(t.db);
    kit = staffKit(t);
    const beacon = (url: string, sid: string, ua = CHROME, d = 10_000) =>
      t.app.inject({ method: 'GET', url: `/api/trace/trace/stat.htm?t=${traceTime()}&url=${encodeURIComponent(url)}&sid=${sid}&d=${d}`, headers: { 'user-agent': ua } });
    await beacon('http://portal.test/news', 'g1');
    await beacon('http://portal.test/news?page=2', 'g1', CHROME, 30_000);
    await beacon('http://portal.test/news', 'g2');
    await beacon('http://portal.test/product', 'g2');
    await beacon('http://portal.test/news', 'bot', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    const open = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/crm/sdm/open/${path}`, payload });
    await open('guest/create', { guest: { source: 'https://www.baidu.com/s?wd=a' } });
    await open('guest/create', { guest: { source: 'https://www.baidu.com/s?wd=b' } });
    await open('guest/create', { guest: { source: '' } });
    await open('consult', { question: '报价', phone: '13512340000' });
    await t.app.inject({ method: 'POST', url: '/api/trace/trace/article', payload: { artId: 7, artType: 'NEWS', artTitle: '地铁通车', spent: 40 }, headers: { 'user-agent': CHROME } });
    await t.app.inject({ method: 'POST', url: '/api/trace/trace/article', payload: { artId: 7, artType: 'NEWS', artTitle: '地铁通车', spent: 20 }, headers: { 'user-agent': CHROME } });
  });
  afterAll(() => t.close());

  it('counts visits, visitors, pages, referrers, reading time and leads of the range, with bots apart', async () => {
    const admin = await kit.login('admin');
    const body = (await kit.call('stats/overview', { from: today(), to: today() }, { cookie: admin })).json();
    expect(body.code).toBe('30000');
    expect(body.totals).toEqual({ pv: 4, uv: 2, leads: 1, bots: 1, reads: 2 });
    expect(body.daily).toEqual([{ day: today(), pv: 4, uv: 2, leads: 1 }]);
    expect(body.topPages[0]).toEqual({ path: '/news', pv: 3, uv: 2, avgSeconds: 17 });
    expect(body.referrers).toEqual([
      { source: 'www.baidu.com', guests: 2 },
      { source: '直接访问', guests: 1 },
    ]);
    expect(body.reading).toEqual([{ artType: 'NEWS', artId: '7', artTitle: '地铁通车', reads: 2, totalSeconds: 60, avgSeconds: 30 }]);
    expect(body.leadsBySource).toEqual([{ source: 'consult', count: 1 }]);
  });

  it('fills days without visits with zero and checks the range', async () => {
    const admin = await kit.login('admin');
    const body = (await kit.call('stats/overview', { from: '2026-01-01', to: '2026-01-03' }, { cookie: admin })).json();
    expect(body.daily.map((d: { day: string; pv: number }) => [d.day, d.pv])).toEqual([
      ['2026-01-01', 0],
      ['2026-01-02', 0],
      ['2026-01-03', 0],
    ]);
    expect((await kit.call('stats/overview', { from: '2026-02-01', to: '2026-01-01' }, { cookie: admin })).json()).toEqual({ code: '40000', msg: '开始日期不能晚于结束日期' });
    expect((await kit.call('stats/overview', { from: '2025-01-01', to: '2026-01-01' }, { cookie: admin })).json()).toEqual({ code: '40000', msg: '时间范围不能超过 92 天' });
  });

  it('is for admins and editors, not agents', async () => {
    expect((await kit.call('stats/overview', { from: today(), to: today() }, { cookie: await kit.login('bianji01') })).json().code).toBe('30000');
    expect((await kit.call('stats/overview', { from: today(), to: today() }, { cookie: await kit.login('kefu01') })).statusCode).toBe(403);
  });
});
