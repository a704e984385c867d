import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/news', '/news'],
    ['/news/list/3?page=2#top', '/news/list/3?page=2#top'],
    ['/authorize?ticket=abc', '/authorize?ticket=abc'],
    ['/a/../personalCenter', '/personalCenter'],
    ['/搜索?keywords=桥梁', '/%E6%90%9C%E7%B4%A2?keywords=%E6%A1%A5%E6%A2%81'],
  ])('keeps the on-site path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https:evil.com',
    'http:/evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://evil.com',
    'https://evil.com/login',
    'evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /news',
    '/news\u0000',
    '',
    'x'.repeat(3000),
  ])('refuses %j and falls back to /', (input) => {
    expect(safeRedirect(input)).toBe('/');
  });

  it('refuses values that are not strings', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(['/news'])).toBe('/');
  });

  it('accepts an absolute URL only for the site origin when one is given', () => {
    expect(safeRedirect('https://www.jizhiyun.cn/news?x=1', { origin: 'https://www.jizhiyun.cn' })).toBe('/news?x=1');
    expect(safeRedirect('https://www.jizhiyun.cn.evil.com/', { origin: 'https://www.jizhiyun.cn' })).toBe('/');
    expect(safeRedirect('https://www.jizhiyun.cn@evil.com/', { origin: 'https://www.jizhiyun.cn' })).toBe('/');
    expect(safeRedirect('http://www.jizhiyun.cn/news', { origin: 'https://www.jizhiyun.cn' })).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.com', { fallback: '/personalCenter' })).toBe('/personalCenter');
  });
});
