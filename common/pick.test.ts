import { describe, expect, it } from 'vitest';
import { pick } from './pick';

describe('pick', () => {
  it('keeps the named fields, null ones included, and drops the rest', () => {
    const notice = { id: 7, title: '地铁 5 号线招标公告', winner: null, readCount: 120, bidNo: 'ZB-2026-7' };
    expect(pick(notice, ['id', 'title', 'winner'])).toEqual({ id: 7, title: '地铁 5 号线招标公告', winner: null });
    expect(Object.keys(pick(notice, ['id', 'title', 'winner']))).toEqual(['id', 'title', 'winner']);
  });
});
