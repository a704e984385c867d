import { describe, expect, it } from 'vitest';
import { asciiFallback, contentDisposition, safeFileName } from './content-disposition';

describe('content disposition', () => {
  it('encodes a Chinese name for filename* and keeps an ASCII fallback with the extension', () => {
    expect(contentDisposition('道路工程中期计量支付台账模板.xlsx')).toBe(
      `attachment; filename="download.xlsx"; filename*=UTF-8''%E9%81%93%E8%B7%AF%E5%B7%A5%E7%A8%8B%E4%B8%AD%E6%9C%9F%E8%AE%A1%E9%87%8F%E6%94%AF%E4%BB%98%E5%8F%B0%E8%B4%A6%E6%A8%A1%E6%9D%BF.xlsx`,
    );
    expect(contentDisposition('GIS+BIM 平台数据接入规范.pdf')).toBe(`attachment; filename="GIS+BIM.pdf"; filename*=UTF-8''GIS%2BBIM%20${encodeURIComponent('平台数据接入规范')}.pdf`);
  });

  it('escapes the characters RFC 8187 does not allow unescaped', () => {
    expect(contentDisposition("a'b(c)!.txt")).toContain("filename*=UTF-8''a%27b%28c%29!.txt");
  });

  it.each([
    ['a"b.pdf', 'a b.pdf'],
    ['x\r\nSet-Cookie: y=1.pdf', 'x Set-Cookie y=1.pdf'],
    ['../../etc/passwd', 'etc passwd'],
    ['..\\..\\boot.ini', 'boot.ini'],
    ['  .hidden.  ', 'hidden'],
    ['', 'download'],
    ['"/\\', 'download'],
  ])('makes %j a safe name: %j', (input, output) => {
    expect(safeFileName(input)).toBe(output);
  });

  it('never lets a quote, CR, LF or separator through to the header', () => {
    const header = contentDisposition('报表"\r\n/\\:*?<>|.xlsx');
    expect(header).not.toMatch(/[\r\n\\]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).not.toMatch(/filename="[^"]*[/\\][^"]*"/);
  });

  it('keeps only the ASCII words of a name for the fallback', () => {
    expect(asciiFallback('Revit 项目样板文件.zip')).toBe('Revit.zip');
    expect(asciiFallback('施工日志.docx')).toBe('download.docx');
    expect(asciiFallback('100%;报表.xlsx')).toBe('100.xlsx');
    expect(asciiFallback('无扩展名')).toBe('download');
  });
});
