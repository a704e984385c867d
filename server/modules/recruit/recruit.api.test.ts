import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { recruitApplications, recruitJobs } from '../../db/schema';
import { seedSitePages } from '../../db/seed-site-pages';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('[Content_Types].xml....word/document.xml....', 'latin1')]);
const EXE = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(200, 0x90)]);
const dataUrl = (bytes: Buffer, mime = 'application/pdf') => `data:${mime};base64,${bytes.toString('base64')}`;

describe('recruiting API (/api/news/pub/job/*)', () => {
  let t: TestApp;
  let jobId = 0;
  beforeAll(async () => {
    t = await createTestApp();
    await seedSitePages(t.db);
    const [job] = await t.db.select({ id: recruitJobs.id }).from(recruitJobs).where(eq(recruitJobs.city, '长沙')).limit(1);
    jobId = job!.id;
  });
  afterAll(() => t.close());

  const post = (path: string, payload?: unknown, ip = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url: `/api/news/pub/job/${path}`, payload: (payload ?? {}) as object, remoteAddress: ip });

  it('lists the cities with open jobs, the most jobs first, with their counts', async () => {
    const body = (await post('getJobCity')).json();
    expect(body.code).toBe('30000');
    expect(body.data[0]).toEqual({ city: '长沙', count: 6 });
    expect(body.data.map((c: { city: string }) => c.city).sort()).toEqual(['南宁', '成都', '武汉', '郑州', '长沙'].sort());
  });

  it('lists jobs by city and category, newest first, in the page envelope', async () => {
    const all = (await post('listPaged', { size: 100 })).json();
    expect(all).toMatchObject({ code: '30000', current: 1, total: 12, pages: 1 });
    const times = all.records.map((r: { publishedAt: string }) => r.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
    const chengdu = (await post('listPaged', { city: '成都', category: '实施' })).json();
    expect(chengdu.records.map((r: { title: string }) => r.title)).toEqual(['实施工程师（公路）']);
    expect(chengdu.records[0]).toMatchObject({ city: '成都', department: '西南交付中心', salaryMin: 9, salaryMax: 15, education: '大专' });
    expect((await post('listPaged', { city: '拉萨' })).json()).toMatchObject({ code: '30000', total: 0, records: [] });
  });

  it('answers a job with its duties and requirements, and not found for a closed or missing one', async () => {
    const body = (await post('get', { id: jobId })).json();
    expect(body.data.content).toContain('岗位职责');
    expect(body.data.content).toContain('任职要求');
    await t.db.update(recruitJobs).set({ isOpen: 0 }).where(eq(recruitJobs.id, jobId));
    try {
      expect((await post('get', { id: jobId })).json()).toMatchObject({ msg: '职位不存在或已停止招聘' });
      expect((await post('apply', { jobId, name: '王磊', phone: '13811112222', resumeName: '王磊.pdf', resume: dataUrl(PDF) })).json()).toEqual({
        code: '40001',
        msg: '该职位已停止招聘',
      });
    } finally {
      await t.db.update(recruitJobs).set({ isOpen: 1 }).where(eq(recruitJobs.id, jobId));
    }
    expect((await post('get', { id: 999999 })).json().msg).toBe('职位不存在或已停止招聘');
  });

  it.each([
    [{ size: 0 }, '每页条数不能小于 1'],
    [{ city: '城'.repeat(21) }, '城市名称不能超过 20 个字符'],
    [{ category: '厨师' }, '职位类别不存在'],
  ])('refuses the list filter %j with “%s”', async (payload, msg) => {
    expect((await post('listPaged', payload)).json()).toEqual({ code: '40000', msg });
  });

  it('stores a PDF application as a file and a row, which the staff listing shows', async () => {
    const body = (await post('apply', { jobId, name: ' 李娜 ', phone: '13922223333', resumeName: '李娜-简历.pdf', resume: dataUrl(PDF) })).json();
    expect(body.code).toBe('30000');
    const [row] = await t.db.select().from(recruitApplications).where(eq(recruitApplications.id, body.data.id));
    expect(row).toMatchObject({ jobId, name: '李娜', phone: '13922223333', resumeName: '李娜-简历.pdf', resumeType: 'pdf', resumeBytes: PDF.length });
    expect(row!.resumeKey).toMatch(/^resumes\/[a-f0-9]{32}\.pdf$/);
    expect(await t.services.recruit.readResume(row!.resumeKey)).toEqual(PDF);
    const staff = await t.services.recruit.listApplications({ jobId });
    expect(staff.records[0]).toMatchObject({ id: body.data.id, name: '李娜', resumeType: 'pdf' });
    expect(staff.records[0]!.jobTitle).toBeTruthy();
    await t.services.account.storage.remove(row!.resumeKey);
  });

  it('takes a Word (.docx) résumé, typed by its content whatever the browser said', async () => {
    const body = (await post('apply', { jobId, name: '周强', phone: '13933334444', resumeName: '周强.docx', resume: dataUrl(DOCX, 'application/octet-stream') })).json();
    expect(body.code).toBe('30000');
    const [row] = await t.db.select().from(recruitApplications).where(eq(recruitApplications.id, body.data.id));
    expect(row!.resumeType).toBe('docx');
    await t.services.account.storage.remove(row!.resumeKey);
  });

  it.each([
    ['a renamed .exe', { resumeName: '简历.pdf', resume: dataUrl(EXE) }, '简历只支持 PDF 或 Word（.docx）文件'],
    ['a résumé over 5 MB', { resumeName: '简历.pdf', resume: dataUrl(Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])) }, '简历文件不能超过 5 MB'],
    ['text that is not base64', { resumeName: '简历.pdf', resume: 'data:application/pdf;base64,@@@@' }, '简历只支持 PDF 或 Word（.docx）文件'],
    ['no résumé', { resume: undefined }, '请上传简历'],
    ['no name', { name: ' ' }, '请输入姓名'],
    ['a bad phone', { phone: '12345678901' }, '手机号码格式不对'],
    ['no job', { jobId: undefined }, '请选择要申请的职位'],
    ['a job that does not exist', { jobId: 999999 }, '请选择要申请的职位'],
  ])('refuses %s and writes nothing', async (_what, change, msg) => {
    const before = await t.db.$count(recruitApplications);
    const payload = { jobId, name: '赵敏', phone: '13944445555', resumeName: '赵敏.pdf', resume: dataUrl(PDF), ...change };
    const res = await post('apply', payload, '10.9.0.2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: '40000', msg });
    expect(await t.db.$count(recruitApplications)).toBe(before);
  });

  it('limits one phone to 3 applications a day with 429 in the envelope', async () => {
    const phone = '13955556666';
    for (let i = 0; i < 3; i++) {
      const body = (await post('apply', { jobId, name: '孙悦', phone, resumeName: 'a.pdf', resume: dataUrl(PDF) }, `10.9.1.${i}`)).json();
      expect(body.code).toBe('30000');
    }
    const res = await post('apply', { jobId, name: '孙悦', phone, resumeName: 'a.pdf', resume: dataUrl(PDF) }, '10.9.1.9');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: '42900', msg: '该手机号今日投递次数已达上限' });
    const rows = await t.db.select().from(recruitApplications).where(eq(recruitApplications.phone, phone)).orderBy(desc(recruitApplications.id));
    expect(rows).toHaveLength(3);
    for (const r of rows) await t.services.account.storage.remove(r.resumeKey);
  });
});
