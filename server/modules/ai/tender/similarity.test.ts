import { describe, expect, it } from 'vitest';
import { overlap, similarityWarnings } from './similarity';

const earlier =
  '我方将按统筹规划、分段流水、关键线路优先的原则组织施工，设置两个路面作业队，摊铺机梯队作业，压路机紧跟碾压，每日完成摊铺约一千二百平方米，并对每一层压实度进行自检。';

describe('the similarity self-check', () => {
  it('finds a copied chapter even when its punctuation and spacing changed', () => {
    const copy = earlier.replace(/，/g, ' ; ').replace('。', '！');
    expect(overlap(copy, earlier)).toBeGreaterThan(0.95);
    const warnings = similarityWarnings([{ key: 'construction', content: copy }], [{ id: 7, title: '长益高速路面工程技术标', chapters: [{ content: earlier }] }]);
    expect(warnings).toEqual([{ chapterKey: 'construction', draftId: 7, draftTitle: '长益高速路面工程技术标', ratio: 1 }]);
  });

  it('does not warn for a text of its own, nor for the label and fact line every chapter shares', () => {
    const own = '本标段为城市主干道改造，采用半幅封闭、半幅通行的交通组织方式，先施工雨污水管网，再施工路基与路面，绿化与照明穿插进行，确保沿线商户正常经营。';
    expect(similarityWarnings([{ key: 'overview', content: own }], [{ id: 7, title: 'x', chapters: [{ content: earlier }] }])).toEqual([]);
    const shared = '【离线草稿】未接入在线 AI 模型，本文依据模板整理。\n本章依据项目信息表编写：工程名称 某工程，招标编号 X-1，计划工期 300 日历天。';
    expect(overlap(`${shared}\n${own}`, `${shared}\n${earlier}`)).toBeLessThan(0.1);
  });
});
