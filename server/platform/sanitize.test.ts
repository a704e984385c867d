import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeArticleHtml, textOfStoredHtml } from './sanitize';

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

describe('textOfStoredHtml', () => {
  it('gives what htmlToText gives for any HTML once sanitizeArticleHtml has stored it', async () => {
    const { createTenderDrafts } = await import('../db/factories/tender-drafts');
    const tricky = [
      '<p title="a>b" onclick="x()">标题 &gt; <b>加粗</b>内容</p><script>alert("<p>")</script><style>p{}</style>',
      '<!-- 注释 <p>不显示</p> --><p>5 < 6 且 7 > 3</p><img src="x.png" alt="<图>">',
      '<table><tr><td>单价</td><td>1&nbsp;000 元</td></tr></table><ul><li>甲</li><li>乙</li></ul>',
      '<p>a<br>b<br/>c</p><div>块</div><textarea>框<b>里</b></textarea><noscript>无脚本</noscript>',
      '<p>&amp;gt; stays one level &#x4E2D;&#20013;</p><a href="javascript:alert(1)">链接</a>',
    ];
    const notices = createTenderDrafts({ seed: 7, projectCount: 40 }).projects.flatMap((p) => p.notices.map((n) => n.content));
    for (const html of [...tricky, ...notices]) {
      const stored = sanitizeArticleHtml(html);
      expect(textOfStoredHtml(stored)).toBe(htmlToText(stored));
    }
    expect(textOfStoredHtml(sanitizeArticleHtml(tricky[0]!))).toBe('标题 > 加粗内容');
  });
});
