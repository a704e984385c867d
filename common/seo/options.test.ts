import { describe, expect, it } from 'vitest';
import { canonicalUrl, renderSeoTemplate } from './options';

describe('renderSeoTemplate', () => {
  it('fills every placeholder', () => {
    expect(renderSeoTemplate('{title}_{column}_{companyName}', { title: '地铁计量', column: '行业动态', companyName: '计智云' })).toBe(
      '地铁计量_行业动态_计智云',
    );
  });

  it('answers undefined when a placeholder has no value, so the caller falls back', () => {
    expect(renderSeoTemplate('{column}_{parentColumn}', { column: '政策解读' })).toBeUndefined();
    expect(renderSeoTemplate('{tag}相关资讯', { tag: '   ' })).toBeUndefined();
  });

  it('answers undefined for an empty template', () => {
    expect(renderSeoTemplate('  ', {})).toBeUndefined();
  });

  it('builds canonical links without query or trailing slash', () => {
    expect(canonicalUrl('https://www.example.cn', '/news/list/3/')).toBe('https://www.example.cn/news/list/3');
    expect(canonicalUrl('https://www.example.cn', '/')).toBe('https://www.example.cn/');
  });
});
