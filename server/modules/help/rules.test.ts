import { describe, expect, it } from 'vitest';
import { SHARE_ID_PATTERN } from '../../../common/help/options';
import { chinaDayOf, newShareId, summaryOf, toSearchKeywords } from './rules';

describe('help rules', () => {
  it('makes share ids of 22 base62 characters that do not repeat', () => {
    const ids = Array.from({ length: 2000 }, newShareId);
    for (const id of ids) expect(id).toMatch(SHARE_ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
    // 128 bits: every position takes many values, the leading one included.
    expect(new Set(ids.map((id) => id[0])).size).toBeGreaterThan(1);
  });

  it.each([
    ['如何导入计量清单？', '导入计量清单'],
    ['计量清单导入时提示清单编号重复怎么办', '计量清单导入时提示清单编号重复'],
    ['为什么收不到告警短信', '收不到告警短信'],
    ['  BIM 模型  ', 'BIM 模型'],
    ['怎么办', '怎么办'],
  ])('searches %j as %j', (typed, searched) => {
    expect(toSearchKeywords(typed)).toBe(searched);
  });

  it('counts days in China time, with the seconds left until midnight there', () => {
    // 2026-11-22 15:59:59 UTC is 23:59:59 in Beijing; one second later is the next day.
    const late = Date.UTC(2026, 10, 22, 15, 59, 59);
    expect(chinaDayOf(late).secondsLeft).toBe(1);
    expect(chinaDayOf(late + 1000).day).toBe(chinaDayOf(late).day + 1);
    expect(chinaDayOf(late + 1000).secondsLeft).toBe(86_400);
  });

  it('summarises text on one line', () => {
    expect(summaryOf('  第一步\n\n第二步  ')).toBe('第一步 第二步');
    expect(summaryOf('字'.repeat(100), 10)).toBe(`${'字'.repeat(10)}…`);
    expect(summaryOf('进入「合同管理 &gt; 合同清单」 &amp;lt;')).toBe('进入「合同管理 > 合同清单」 &lt;');
  });
});
