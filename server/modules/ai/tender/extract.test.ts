import { describe, expect, it } from 'vitest';
import { tenderDocumentHtml } from '../../../test-support/tender-document';
import { coverageOf, durationOf, extractClauses, plainText, proposeOutline } from './extract';

const tenderHtml = tenderDocumentHtml;

describe('requirement extraction from a tender', () => {
  const clauses = extractClauses(tenderHtml);
  const text = plainText(tenderHtml);

  it('finds every ★ clause, every substantive sentence and every scoring row', () => {
    const texts = clauses.map((c) => c.text);
    expect(texts).toEqual([
      '3.1 投标人具备公路工程施工总承包一级及以上资质，具有有效的安全生产许可证。',
      '★3.2 拟派项目经理必须具备一级注册建造师（公路工程）执业资格。',
      '3.3 投标人不得被列入失信被执行人名单。',
      '★4.1 路面压实度应不低于 96%，检测频率按 JTG F80/1-2017 执行。',
      '4.2 施工期间不得中断既有道路交通；',
      '夜间施工噪声必须符合 GB 12523 的规定。',
      '5.2 投标报价超过最高投标限价的，其投标将被否决。',
      '施工组织设计 | 30 | 内容完整、针对性强得 25～30 分',
      '项目管理机构 | 15 | 项目经理具有类似业绩的得 15 分',
      '投标报价 | 55 | 以评标基准价为满分，每高 1% 扣 1 分',
    ]);
    expect(clauses.filter((c) => c.star).map((c) => c.code)).toEqual(['R02', 'R04']);
    expect(clauses.filter((c) => c.kind === 'scoring').map((c) => c.points)).toEqual([30, 15, 55]);
    expect(clauses.find((c) => c.code === 'R02')).toMatchObject({ kind: 'qualification', substantive: true });
    expect(clauses.find((c) => c.code === 'R07')).toMatchObject({ kind: 'commercial', substantive: true });
  });

  it('invents nothing: every clause is text of the document', () => {
    for (const c of clauses) {
      for (const part of c.text.split(' | ')) expect(text, c.code).toContain(part);
    }
    expect(clauses.map((c) => c.text).join()).not.toContain('交通便利');
    expect(clauses.map((c) => c.text).join()).not.toContain('可结合现场条件');
  });

  it('reads the duration of the notice', () => {
    expect(durationOf(text)).toBe('540 日历天');
  });

  it('proposes an outline where every clause has exactly one chapter, and flags ★ clauses no chapter cites', () => {
    const chapters = proposeOutline(clauses);
    expect(chapters.map((c) => c.title)).toEqual([
      '工程概况与招标范围理解',
      '施工组织设计与主要施工方案',
      '质量、安全与文明施工保证措施',
      '工期保证措施',
      '项目管理机构与资格证明',
      '投标函及对招标文件的响应',
      '评分办法逐项响应',
    ]);
    expect(chapters.flatMap((c) => c.clauseCodes).sort()).toEqual(clauses.map((c) => c.code));
    expect(chapters.find((c) => c.key === 'qualification')!.clauseCodes).toEqual(['R01', 'R02', 'R03']);

    const written = chapters.map((c) => (c.key === 'qualification' ? { ...c, content: '【R01】响应…【R02】响应…【R03】响应…' } : c));
    const coverage = coverageOf(clauses, written);
    expect(coverage.filter((c) => c.star && !c.answered).map((c) => c.code)).toEqual(['R04']);
    expect(coverage.find((c) => c.code === 'R02')).toMatchObject({ answered: true, chapterTitle: '项目管理机构与资格证明' });
  });
});
