import { describe, expect, it } from 'vitest';
import { memoAddsToBody } from './memo';

const body =
  '<p>计智云智慧工地平台 V5.0 已于2026年11月12日完成发布。计量审核完成后，付款是否按合同约定的时限办理，往往缺乏有效跟踪。</p><h3>主要新增功能</h3><p>【进度款支付预警】系统自动计算到期日。</p>';

describe('memoAddsToBody', () => {
  it('hides a memo that is the opening of the body, whatever its spacing or cut-off mark', () => {
    expect(memoAddsToBody('计智云智慧工地平台 V5.0 已于2026年11月12日完成发布。', body)).toBe(false);
    expect(memoAddsToBody('计智云智慧工地平台V5.0已于 2026 年 11 月 12 日完成发布。计量审核完成后……', body)).toBe(false);
    expect(memoAddsToBody('', body)).toBe(false);
    expect(memoAddsToBody('　 ', body)).toBe(false);
  });

  it('reads the body as text: tags, entities and paragraph breaks do not hide a repeat', () => {
    expect(memoAddsToBody('R&D 团队发布 A<B 版本。第二段', '<p><strong>R&amp;D</strong> 团队发布 A&lt;B 版本。</p><p>第二段</p>')).toBe(false);
  });

  it('shows a memo with words of its own', () => {
    expect(memoAddsToBody('V5.0 上线进度款支付预警与农民工工资专户监管两项新功能。', body)).toBe(true);
    // The same start, then a different sentence: still the editor's own summary.
    expect(memoAddsToBody('计智云智慧工地平台 V5.0 已于2026年11月12日完成发布，重点是支付预警。', body)).toBe(true);
  });
});
