import { describe, expect, it } from 'vitest';
import { createTenderDrafts, TENDER_ANCHOR } from './tender-drafts';
import { tenderCategories } from '../../../common/tender/options';

describe('tender demo data', () => {
  const drafts = createTenderDrafts();
  const notices = drafts.projects.flatMap((p) => p.notices);

  it('is large enough and covers every category', () => {
    expect(drafts.orgs.length).toBeGreaterThanOrEqual(60);
    expect(drafts.projects.length).toBeGreaterThanOrEqual(150);
    expect(notices.length).toBeGreaterThanOrEqual(300);
    expect(new Set(drafts.projects.map((p) => p.catNo))).toEqual(new Set(tenderCategories.map((c) => c.code)));
    expect(drafts.projects.filter((p) => p.catNo === 'ENGINEERING').length).toBeGreaterThan(drafts.projects.length / 2);
    // Hunan leads but the country is covered.
    const provinces = new Set(drafts.projects.map((p) => p.provinceCode));
    expect(provinces.size).toBeGreaterThanOrEqual(12);
    expect(drafts.projects.filter((p) => p.provinceCode === '430000').length).toBeGreaterThan(drafts.projects.length / 3);
  });

  it('is the same for the same seed, with unique bid numbers such as HNJT-2026-0153', () => {
    expect(createTenderDrafts().projects.map((p) => p.bidNo)).toEqual(drafts.projects.map((p) => p.bidNo));
    expect(new Set(drafts.projects.map((p) => p.bidNo)).size).toBe(drafts.projects.length);
    for (const p of drafts.projects) expect(p.bidNo).toMatch(/^[A-Z]{4}-20\d\d-\d{4}$/);
  });

  it('starts every project with its announcement and keeps the stages in order, none after the anchor', () => {
    for (const p of drafts.projects) {
      expect(p.notices[0]?.infoType, p.name).toBe('ANNOUNCEMENT');
      const times = p.notices.map((n) => n.publishedAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThanOrEqual(TENDER_ANCHOR.getTime());
      expect(Math.min(...times)).toBeGreaterThan(TENDER_ANCHOR.getTime() - 2 * 366 * 86_400_000);
    }
    // Some announcements of the anchor's last days are still open for bids.
    expect(notices.filter((n) => n.infoType === 'ANNOUNCEMENT' && n.deadlineAt! > TENDER_ANCHOR).length).toBeGreaterThanOrEqual(10);
  });

  it('writes results with a winner and an amount, and never puts contacts in a body', () => {
    const results = notices.filter((n) => n.infoType === 'TRADING_RESULTS');
    expect(results.length).toBeGreaterThan(50);
    for (const r of results) {
      expect(r.winner).toBeTruthy();
      expect(r.winningAmount).toBeGreaterThan(0);
      expect(r.content).toContain(r.winner!);
    }
    const phones = new Set(drafts.orgs.map((o) => o.phone));
    for (const n of notices) {
      expect(n.content).not.toContain('联系方式');
      for (const phone of phones) expect(n.content.includes(phone)).toBe(false);
    }
    const announcement = notices.find((n) => n.infoType === 'ANNOUNCEMENT' && n.title.endsWith('招标公告'))!;
    for (const heading of ['招标条件', '项目概况与招标范围', '投标人资格要求', '招标文件的获取', '投标文件的递交'])
      expect(announcement.content).toContain(heading);
    expect(notices.find((n) => n.infoType === 'BID_OPENING_RECORD')!.content).toContain('<th>投标人</th>');
  });
});
