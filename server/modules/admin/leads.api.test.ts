import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staff } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { staffKit } from '../../test-support/staff-kit';
import { seedStaffAccounts } from './demo-staff';
import { csvCell } from './leads';

describe('leads in the console (/api/admin/leads/*)', () => {
  let t: TestApp;
  let kit: ReturnType<typeof staffKit>;
  let admin: string;
  let agent1: string;
  let agent2: string;
  let agent2Id: number;
  beforeAll(async () => {
    t = await createTestApp();
    await seedStaffAccounts(t.db);
    kit = staffKit(t);
    [admin, agent1, agent2] = [await kit.login('admin'), await kit.login('kefu01'), await kit.login('kefu02')];
    agent2Id = (await t.db.select().from(staff).where(eq(staff.username, 'kefu02')))[0]!.id;
    const book = (body: object, ip: string) => t.app.inject({ method: 'POST', url: '/api/crm/sales/open/sem/reservation', payload: body, remoteAddress: ip });
    await book({ phone: '13811112222', userName: '周工', userIdentity: '施工单位', position: '项目经理', sourcePage: '/product/erp' }, '10.7.0.1');
    await book({ phone: '13933334444', userName: '吴总', sourcePage: '/' }, '10.7.0.2');
    await book({ phone: '13755556666', userName: '=HYPERLINK("x")', sourcePage: '/solution' }, '10.7.0.3');
  });
  afterAll(() => t.close());

  const list = (cookie: string, body: object = {}) => kit.call('leads/list', body, { cookie }).then((r) => r.json());

  it('lists a booking made on the site as a new lead, newest first, with its role and position', async () => {
    const body = await list(admin);
    expect(body).toMatchObject({ code: '30000', total: 3, current: 1 });
    expect(body.records[2]).toMatchObject({
      source: 'reservation',
      name: '周工',
      phone: '13811112222',
      content: '施工单位 · 项目经理',
      sourcePage: '/product/erp',
      status: 'new',
      assigneeId: null,
    });
  });

  it('searches by name, phone and content, and filters by status and source', async () => {
    expect((await list(admin, { keywords: '3933' })).records.map((r: { name: string }) => r.name)).toEqual(['吴总']);
    expect((await list(admin, { keywords: '项目经理' })).total).toBe(1);
    expect((await list(admin, { keywords: '%' })).total).toBe(0);
    expect((await list(admin, { status: 'converted' })).total).toBe(0);
    expect((await list(admin, { source: 'reservation' })).total).toBe(3);
    expect((await kit.call('leads/list', { status: 'won' }, { cookie: admin })).json()).toEqual({ code: '40000', msg: '线索状态不对' });
  });

  it('lets an admin assign a lead to an agent; another agent no longer sees it and may not change it', async () => {
    const lead = (await list(admin, { keywords: '周工' })).records[0];
    const assigned = await kit.call('leads/update', { id: lead.id, assigneeId: agent2Id, status: 'contacted' }, { cookie: admin });
    expect(assigned.json().lead).toMatchObject({ assigneeId: agent2Id, assigneeName: '客服小刘', status: 'contacted' });
    expect((await list(agent2)).records.map((r: { id: number }) => r.id)).toContain(lead.id);
    expect((await list(agent1)).records.map((r: { id: number }) => r.id)).not.toContain(lead.id);
    const refused = await kit.call('leads/update', { id: lead.id, status: 'invalid' }, { cookie: agent1 });
    expect(refused.json()).toEqual({ code: '40400', msg: '线索不存在或已分配给其他客服' });
    const handOff = await kit.call('leads/update', { id: (await list(agent1)).records[0].id, assigneeId: agent2Id }, { cookie: agent1 });
    expect(handOff.statusCode).toBe(403);
  });

  it('lets an agent take a free lead, keep notes on it and convert it; the audit log has each step', async () => {
    const free = (await list(agent1, { assigneeId: 0 })).records[0];
    const me = (await kit.call('auth/me', {}, { cookie: agent1 })).json().staff;
    expect((await kit.call('leads/update', { id: free.id, assigneeId: me.id }, { cookie: agent1 })).json().lead.assigneeName).toBe('客服小陈');
    const noted = await kit.call('leads/note', { id: free.id, content: '  已电话联系，约周三演示  ' }, { cookie: agent1 });
    expect(noted.json().notes[0]).toMatchObject({ staffName: '客服小陈', content: '已电话联系，约周三演示' });
    expect((await kit.call('leads/note', { id: free.id, content: '  ' }, { cookie: agent1 })).json()).toEqual({ code: '40000', msg: '请输入备注' });
    await kit.call('leads/update', { id: free.id, status: 'converted' }, { cookie: agent1 });
    const detail = (await kit.call('leads/get', { id: free.id }, { cookie: agent1 })).json();
    expect(detail.lead).toMatchObject({ status: 'converted', noteCount: 1 });
    const audit = (await kit.call('audit/list', { size: 100 }, { cookie: admin })).json().records;
    const steps = audit.filter((r: { target: string }) => r.target === `lead:${free.id}`).map((r: { action: string }) => r.action);
    expect(steps).toEqual(['lead.update', 'lead.note', 'lead.update']);
  });

  it('exports the filtered leads as CSV for Excel, with no cell a spreadsheet would run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/leads/export.csv?source=reservation', cookies: { jz_staff: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(res.body.startsWith('\uFEFF编号,来源,姓名,手机号')).toBe(true);
    expect(res.body).toContain('13811112222');
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1+1')).toBe(`"'-1+1"`);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/leads/export.csv' });
    expect(anonymous.statusCode).toBe(401);
  });
});
