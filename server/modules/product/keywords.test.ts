import { describe, expect, it } from 'vitest';
import { markHtml, markText, releaseSearchTerms } from './keywords';

describe('releaseSearchTerms', () => {
  it('cuts Chinese into words and keeps Latin and version pieces whole', () => {
    expect(releaseSearchTerms('审批流会签')).toEqual(['审批', '会签']);
    expect(releaseSearchTerms(' V6.8  Excel ')).toEqual(['v6.8', 'excel']);
    expect(releaseSearchTerms('会签')).toEqual(['会签']);
  });

  it('drops a word contained in a longer one', () => {
    expect(releaseSearchTerms('v6 V6.8 会签')).toEqual(['v6.8', '会签']);
  });
});

describe('markText and markHtml', () => {
  it('escapes text and marks terms case-insensitively', () => {
    expect(markText('导出 <PDF> 与 pdf', ['pdf'])).toBe('导出 &#60;<mark>PDF</mark>&#62; 与 <mark>pdf</mark>');
    expect(markText('a & b', [])).toBe('a &#38; b');
  });

  it('marks text only, never inside tags or entities', () => {
    const html = '<h4>新增</h4><ul><li><a href="/li">li 与 R&amp;D</a></li></ul>';
    expect(markHtml(html, ['li', 'amp'])).toBe('<h4>新增</h4><ul><li><a href="/li"><mark>li</mark> 与 R&amp;D</a></li></ul>');
    expect(markHtml(html, [])).toBe(html);
  });
});
