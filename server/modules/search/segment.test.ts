import { describe, expect, it } from 'vitest';
import { highlight, snippet } from './highlight';
import { segmentForIndex, segmentQuery, standardNumberTokens } from './segment';

describe('Chinese segmentation for search', () => {
  it('cuts documents into words, with the shorter words inside long ones', () => {
    const words = segmentForIndex('湖南省长沙市地铁6号线土建施工招标公告').split(' ');
    expect(words).toEqual(expect.arrayContaining(['湖南', '湖南省', '长沙', '长沙市', '地铁', '招标', '公告']));
  });

  it('cuts queries into whole words', () => {
    expect(segmentQuery('长沙地铁招标')).toEqual(['长沙', '地铁', '招标']);
    expect(segmentQuery('  计量支付 BIM ')).toEqual(['计量', '支付', 'bim']);
  });

  it('joins standard numbers so spacing does not matter', () => {
    expect(standardNumberTokens('GB 50857-2013')).toEqual(['gb50857', 'gb508572013']);
    expect(standardNumberTokens('GB/T 50326-2017')).toEqual(['gbt50326', 'gbt503262017']);
    expect(segmentQuery('GB50857')).toEqual(['gb50857']);
    expect(segmentForIndex('《市政工程工程量计算规范》GB 50857-2013')).toContain('gb50857');
  });

  it('reads full-width letters and digits as half-width', () => {
    expect(segmentQuery('ＢＩＭ')).toEqual(['bim']);
  });
});

describe('highlighting', () => {
  it('wraps matches in <em> and escapes everything else', () => {
    expect(highlight('<b>地铁</b>招标', ['地铁'])).toBe('&#60;b&#62;<em>地铁</em>&#60;/b&#62;招标');
  });

  it('cuts a snippet around the first match', () => {
    const body = '前言'.repeat(40) + '本项目采用计量支付系统' + '后记'.repeat(40);
    const s = snippet(body, ['计量']);
    expect(s.startsWith('…')).toBe(true);
    expect(s).toContain('<em>计量</em>');
  });
});
