import { describe, expect, it } from 'vitest';
import { createCourseDrafts } from '../../db/factories/learning-courses';
import { videoCategorySeed } from '../../db/factories/learning-categories';
import { mediaUrlOf, sinceOf } from './rules';
import { buildTree } from './service';

describe('sinceOf', () => {
  // 2026-11-22 10:30 in China (02:30 UTC).
  const now = Date.UTC(2026, 10, 22, 2, 30);

  it('counts quick ranges back from the last China midnight', () => {
    expect(sinceOf('all', now)).toBeUndefined();
    expect(sinceOf('3d', now)?.toISOString()).toBe('2026-11-18T16:00:00.000Z');
    expect(sinceOf('1w', now)?.toISOString()).toBe('2026-11-14T16:00:00.000Z');
  });

  it('keeps the same start all day long in China', () => {
    const lateEvening = Date.UTC(2026, 10, 22, 15, 59);
    expect(sinceOf('1m', lateEvening)).toEqual(sinceOf('1m', now));
    expect(sinceOf('1m', Date.UTC(2026, 10, 22, 16, 0))).not.toEqual(sinceOf('1m', now));
  });
});

describe('mediaUrlOf', () => {
  it('serves a media key from /media and answers nothing for no media', () => {
    expect(mediaUrlOf('course-preview.webm')).toBe('/media/course-preview.webm');
    expect(mediaUrlOf('')).toBe('');
  });
});

describe('buildTree', () => {
  it('nests children under their parent and sums their courses into it', () => {
    const rows = [
      { id: 1, parentId: null, name: '计量支付实务', sort: 1 },
      { id: 2, parentId: 1, name: '计量台账', sort: 1 },
      { id: 3, parentId: 1, name: '中期支付', sort: 2 },
      { id: 4, parentId: null, name: '智慧工地', sort: 2 },
    ];
    const { roots, byId } = buildTree(rows, new Map([[2, 5], [3, 2]]));
    expect(roots.map((r) => [r.name, r.courseCount, r.children.map((c) => c.name)])).toEqual([
      ['计量支付实务', 7, ['计量台账', '中期支付']],
      ['智慧工地', 0, []],
    ]);
    expect(byId.get(3)?.courseCount).toBe(2);
  });
});

describe('createCourseDrafts', () => {
  const drafts = createCourseDrafts(20261122);

  it('makes at least 120 distinct courses over every child category, deterministically', () => {
    expect(drafts.length).toBeGreaterThanOrEqual(120);
    expect(new Set(drafts.map((d) => d.title)).size).toBe(drafts.length);
    const leaves = videoCategorySeed.flatMap((p, i) => p.children.map((_, j) => `${i}/${j}`));
    expect(new Set(drafts.map((d) => `${d.parentIndex}/${d.childIndex}`))).toEqual(new Set(leaves));
    expect(createCourseDrafts(20261122).map((d) => d.title)).toEqual(drafts.map((d) => d.title));
  });

  it('gives each course 4–12 chapters whose durations add up, a lecturer with a title, and a date in the last 3 years', () => {
    const anchor = Date.UTC(2026, 10, 18, 2);
    for (const d of drafts) {
      expect(d.chapters.length).toBeGreaterThanOrEqual(4);
      expect(d.chapters.length).toBeLessThanOrEqual(12);
      expect(d.durationSeconds).toBe(d.chapters.reduce((s, c) => s + c.durationSeconds, 0));
      expect(d.lecturer).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
      expect(d.lecturerTitle).not.toBe('');
      expect(d.publishDate.getTime()).toBeLessThan(anchor);
      expect(d.publishDate.getTime()).toBeGreaterThan(anchor - 3 * 366 * 86_400_000);
      expect(d.coverUrl).toMatch(/^\/images\/video-covers\/[a-z-]+\.svg$/);
      expect(d.intro).toContain('<h3>讲师介绍</h3>');
    }
    const recommended = drafts.filter((d) => d.isRecommended).length;
    expect(recommended).toBeGreaterThan(10);
    expect(recommended).toBeLessThan(drafts.length / 2);
  });
});
