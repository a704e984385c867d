import { describe, expect, it } from 'vitest';
import { formatPaper, formatStandard, offlineSection, paperOutline } from './outline';

describe('GB/T 7714 references', () => {
  it('formats a standard with its issuer, number and year', () => {
    expect(formatStandard({ number: 'GB 50446-2017', title: '盾构法隧道施工及验收规范', issuer: '中华人民共和国住房和城乡建设部', issueDate: new Date('2017-05-27T00:00:00Z') })).toBe(
      '中华人民共和国住房和城乡建设部. 盾构法隧道施工及验收规范: GB 50446-2017[S]. 2017.',
    );
    expect(formatStandard({ number: 'T/CCES 12-2026', title: '智慧工地建设技术标准', issuer: '', issueDate: new Date('2026-01-05T00:00:00Z') })).toBe('智慧工地建设技术标准: T/CCES 12-2026[S]. 2026.');
  });

  it('formats a journal paper: three authors then 等, the journal without 《》, the issue after the year', () => {
    expect(formatPaper({ title: '盾构隧道管片拼装错台成因与控制', authors: '张伟，李娜，王强，赵敏', journal: '隧道建设', year: 2023 })).toBe('张伟, 李娜, 王强, 等. 盾构隧道管片拼装错台成因与控制[J]. 隧道建设, 2023.');
    expect(formatPaper({ title: '基于GIS+BIM的线性工程进度管理研究', authors: '王建国，李雪梅', journal: '《施工技术》2025年第3期', year: 2025 })).toBe('王建国, 李雪梅. 基于GIS+BIM的线性工程进度管理研究[J]. 施工技术, 2025(3).');
    expect(formatPaper({ title: '既有线下穿施工沉降监测', authors: '周强', journal: '', year: 2021 })).toBe('周强. 既有线下穿施工沉降监测[Z]. 2021.');
  });
});

describe('the paper outline and offline sections', () => {
  const paper = { title: '城市地铁盾构隧道施工质量控制研究', field: '轨道交通工程' as const, keywords: ['盾构', '管片'], references: [] as { kind: 'standard' | 'paper'; refId: number; text: string }[] };

  it('words the outline for the field', () => {
    expect(paperOutline('工程项目管理').map((s) => s.heading)[2]).toBe('工程项目管理的研究现状与问题分析');
  });

  it('cites the library references by number, and nothing when there are none', () => {
    const refs = [
      { kind: 'standard' as const, refId: 1, text: 's' },
      { kind: 'paper' as const, refId: 2, text: 'p' },
      { kind: 'paper' as const, refId: 3, text: 'p' },
    ];
    const cited = offlineSection('introduction', { ...paper, references: refs });
    expect(cited).toContain('作出了规定[1]');
    expect(cited).toContain('现有研究[2,3]');
    const none = offlineSection('introduction', paper);
    expect(none).not.toMatch(/\[\d/);
    expect(none).not.toMatch(/[{}]/);
    expect(none).toContain('研究城市地铁盾构隧道施工质量控制研究');
  });
});
