import { describe, expect, it } from 'vitest';
import { joinParagraphs, pageLines } from './document';

const item = (str: string, x: number, y: number, width = str.length * 14) => ({ str, x, y, width, height: 14 });

describe('rebuilding a PDF page’s lines from positioned text', () => {
  it('orders lines top to bottom and marks wide gaps as table cells', () => {
    const lines = pageLines([
      item('施工组织设计', 60, 500),
      item('30', 260, 500),
      item('内容完整', 360, 500),
      item('评审因素', 60, 520),
      item('分值', 260, 520),
      item('评分标准', 360, 520),
      item('五、评标办法', 60, 560),
    ]);
    expect(lines).toEqual(['五、评标办法', '评审因素 | 分值 | 评分标准', '施工组织设计 | 30 | 内容完整']);
  });

  it('joins pieces of one line without a gap, and keeps a space between Latin words', () => {
    expect(pageLines([item('检测频率按', 60, 300, 70), item('JTG', 130, 300, 28), item('F80/1-2017', 162, 300, 70), item('执行。', 232, 300, 42)])).toEqual(['检测频率按JTG F80/1-2017执行。']);
  });

  it('joins a sentence wrapped over lines, but not a heading, a label or a new numbered clause', () => {
    expect(
      joinParagraphs([
        '项目名称：长沙至益阳高速公路扩容工程',
        '招标人：湖南省高速公路集团有限公司',
        '二、投标人资格要求',
        '3.1 投标人具备公路工程施工总承包一级及以上资质，具有有效的安全生产',
        '许可证。',
        '★3.2 拟派项目经理必须具备一级注册建造师执业资格。',
      ]),
    ).toEqual([
      '项目名称：长沙至益阳高速公路扩容工程',
      '招标人：湖南省高速公路集团有限公司',
      '二、投标人资格要求',
      '3.1 投标人具备公路工程施工总承包一级及以上资质，具有有效的安全生产许可证。',
      '★3.2 拟派项目经理必须具备一级注册建造师执业资格。',
    ]);
  });
});
