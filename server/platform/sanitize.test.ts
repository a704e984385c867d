import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeArticleHtml } from './sanitize';

describe('sanitizeArticleHtml', () => {
  it('keeps article formatting', () => {
    const html = '<h3>一、工程概况</h3><p>本项目<strong>全长</strong> 12.6 公里。</p><table><tr><td colspan="2">合计</td></tr></table>';
    expect(sanitizeArticleHtml(html)).toBe(html.replace('<table><tr>', '<table><tr>'));
  });

  it.each([
    ['<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['<p onmouseover="x()">b</p>', '<p>b</p>'],
    ['<a href="javascript:alert(1)">c</a>', '<a rel="noopener noreferrer nofollow">c</a>'],
    ['<img src="//evil.example/x.png">', '<img />'],
    ['<iframe src="https://evil.example"></iframe>d', 'd'],
    ['<a href="https://www.mohurd.gov.cn/">住建部</a>', '<a href="https://www.mohurd.gov.cn/" rel="noopener noreferrer nofollow">住建部</a>'],
  ])('cleans %s', (input, output) => {
    expect(sanitizeArticleHtml(input)).toBe(output);
  });

  it('turns HTML into plain text for summaries', () => {
    expect(htmlToText('<p>第一段</p>\n<p>第二段 <b>加粗</b></p>')).toBe('第一段 第二段 加粗');
  });
});

describe('htmlToText', () => {
  it('answers plain text with entities decoded, for summaries and search snippets', () => {
    expect(htmlToText('<p>压实度 &gt; 96% &amp; 含水率 &lt; 2%</p><p>A&nbsp;B &#39;C&#39; &#x4E2D;</p>')).toBe("压实度 > 96% & 含水率 < 2% A B 'C' 中");
    expect(htmlToText('<p>&amp;gt; stays one level: &amp;gt;</p>')).toBe('&gt; stays one level: &gt;');
  });
});
