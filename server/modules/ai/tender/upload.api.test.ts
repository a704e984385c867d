import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENDER_UPLOAD_MAX_BYTES } from '../../../../common/ai/options';
import { seedAiTools } from '../../../db/seed-ai';
import { tenderDocumentHtml } from '../../../test-support/tender-document';
import { dataUrl, tenderDocxFile, tenderFileFacts, tenderPdfFile } from '../../../test-support/tender-files';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { apiPoster, createLoggedInUser } from '../../../test-support/viewer-fixtures';
import { extractClauses } from './extract';

type Clause = { code: string; text: string; star: boolean; kind: string; points?: number };

describe('tender drafts from an uploaded document (DOCX, PDF)', () => {
  let t: TestApp;
  let post: ReturnType<typeof apiPoster>;
  let docx: Buffer;
  let pdf: Buffer;
  let notoPdf: Buffer;
  // What the same tender gives as a notice of our feed: the uploaded files must give exactly these clauses.
  const expected = extractClauses(tenderDocumentHtml).map((c) => c.text);

  beforeAll(async () => {
    t = await createTestApp();
    await seedAiTools(t.db);
    post = apiPoster(t);
    [docx, pdf, notoPdf] = await Promise.all([tenderDocxFile(), tenderPdfFile(), tenderPdfFile('Noto Sans CJK SC')]);
  });
  afterAll(() => t.close());

  const upload = (cookie: string, fileName: string, bytes: Uint8Array, mime?: string) => post('/ai/tender/upload', { fileName, file: dataUrl(bytes, mime) }, cookie);

  it.each([
    ['a Word document', '招标文件.docx', () => docx],
    ['a PDF', '招标文件.pdf', () => pdf],
    // Noto CJK (as Source Han) writes radicals into the PDF's text for characters such as 目, 人, 长 (项⽬, 招标⼈, ⻓沙).
    ['a PDF printed in Noto Sans CJK', '招标文件（思源黑体）.pdf', () => notoPdf],
  ])('finds every ★ clause, scoring row and 必须/不得 sentence of %s, and invents none', async (_label, fileName, file) => {
    const { cookie } = await createLoggedInUser(t);
    const res = (await upload(cookie, fileName, file())).json();
    expect(res.code).toBe('30000');
    const draft = res.data;
    const clauses = draft.coverage as Clause[];
    expect(clauses.map((c) => c.text)).toEqual(expected);
    expect(clauses.filter((c) => c.star).map((c) => c.text)).toEqual(['★3.2 拟派项目经理必须具备一级注册建造师（公路工程）执业资格。', '★4.1 路面压实度应不低于 96%，检测频率按 JTG F80/1-2017 执行。']);
    expect(clauses.filter((c) => c.kind === 'scoring').map((c) => c.points)).toEqual([30, 15, 55]);
    expect(clauses.map((c) => c.text)).toContain('夜间施工噪声必须符合 GB 12523 的规定。');
    expect(clauses.map((c) => c.text).join()).not.toMatch(/交通便利|可结合现场条件|项目名称/);
    expect(draft.unansweredStars).toEqual(['R02', 'R04']);
    expect(draft).toMatchObject({ noticeId: null, title: `${tenderFileFacts.name}投标文件（技术标）` });
    expect(draft.facts).toMatchObject({ name: tenderFileFacts.name, owner: tenderFileFacts.owner, bidNo: tenderFileFacts.bidNo, duration: '540 日历天' });
    // The draft is the user's own, like a draft from a notice.
    expect((await post('/ai/tender/list', {}, cookie)).json()).toMatchObject({ total: 1, records: [{ id: draft.id, noticeId: null }] });
    const other = await createLoggedInUser(t);
    expect((await post('/ai/tender/get', { id: draft.id }, other.cookie)).json()).toEqual({ code: '40400', msg: '标书草稿不存在或已删除' });
  });

  it('prints the Noto Sans CJK PDF with radicals in its text, so the case above reads them', async () => {
    const { getDocumentProxy } = await import('unpdf');
    const document = await getDocumentProxy(new Uint8Array(notoPdf), { verbosity: 0 });
    const content = await (await document.getPage(1)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('');
    await document.destroy();
    expect(text).toMatch(/[\u2E80-\u2EF3\u2F00-\u2FD5]/);
  });

  it('reads the type from the bytes: a renamed file is refused, whatever its name and claimed type', async () => {
    const { cookie } = await createLoggedInUser(t);
    const xlsx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8('<workbook/>') });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const message = '招标文件只支持 PDF 或 Word（.docx）文件，请勿修改扩展名后上传';
    expect((await upload(cookie, '招标文件.docx', xlsx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).json()).toEqual({ code: '40001', msg: message });
    expect((await upload(cookie, '招标文件.pdf', png, 'application/pdf')).json()).toEqual({ code: '40001', msg: message });
    // The real files are accepted under any name.
    expect((await upload(cookie, 'scan.bin', pdf)).json().code).toBe('30000');
  });

  it('refuses a file over 20 MB, an empty one and a broken one with a Chinese message', async () => {
    const { cookie } = await createLoggedInUser(t);
    const big = Buffer.alloc(TENDER_UPLOAD_MAX_BYTES + 1024, 0x20);
    big.write('%PDF-1.7\n', 'latin1');
    expect((await upload(cookie, '大文件.pdf', big)).json()).toEqual({ code: '40000', msg: '招标文件不能超过 20 MB' });
    expect((await post('/ai/tender/upload', { fileName: '空.pdf', file: '' }, cookie)).json()).toEqual({ code: '40000', msg: '请选择招标文件' });
    expect((await upload(cookie, '坏.pdf', Buffer.from('%PDF-1.7\n这不是一个完整的 PDF', 'utf8'))).json()).toEqual({ code: '40001', msg: '无法读取该文件，请确认文件完整且未加密' });
    const { statusCode } = await t.app.inject({ method: 'POST', url: '/api/ai/tender/upload', payload: { fileName: 'a.pdf', file: dataUrl(pdf) } });
    expect(statusCode).toBe(401);
  });
});
