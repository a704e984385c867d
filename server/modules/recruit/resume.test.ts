import { describe, expect, it } from 'vitest';
import { sniffResume } from './resume';

const zipWith = (...names: string[]) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), ...names.map((n) => Buffer.from(`${n}....`, 'latin1'))]);

describe('sniffResume', () => {
  it('recognises a PDF by %PDF- and a Word document by its ZIP entries', () => {
    expect(sniffResume(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj', 'latin1'))).toBe('pdf');
    expect(sniffResume(zipWith('[Content_Types].xml', '_rels/.rels', 'word/document.xml'))).toBe('docx');
  });

  it.each([
    ['a Windows program (MZ)', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])],
    ['an old .doc (OLE)', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['an .xlsx (a ZIP without word/)', zipWith('[Content_Types].xml', 'xl/workbook.xml')],
    ['a plain ZIP', zipWith('resume.pdf')],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['text that mentions %PDF- later', Buffer.from('hello %PDF-1.4')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_what, bytes) => {
    expect(sniffResume(bytes)).toBeNull();
  });
});
