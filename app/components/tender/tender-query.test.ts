import { describe, expect, it } from 'vitest';
import { parsePageParam, parseTenderPath, parseTenderQuery, tenderListHref, type TenderQuery } from './tender-query';

const q = (fields: Partial<TenderQuery> = {}): TenderQuery => ({ range: 'all', keywords: '', ...fields });

describe('tender list addresses', () => {
  it('reads /tender path segments in any case, and refuses unknown ones', () => {
    expect(parseTenderPath({})).toEqual({ cat: undefined, type: undefined, page: 1, stage: undefined });
    expect(parseTenderPath({ catNo: 'engineering', id: '0100', page: '3', bidStageId: '1' })).toEqual({
      cat: 'ENGINEERING',
      type: '0100',
      page: 3,
      stage: '1',
    });
    expect(parseTenderPath({ catNo: 'Government', id: 'ALL' })).toEqual({ cat: 'GOVERNMENT', type: undefined, page: 1, stage: undefined });
    for (const bad of [
      { catNo: 'roads' },
      { catNo: 'all', id: '0101' },
      { catNo: 'all', id: 'all', page: '0' },
      { catNo: 'all', id: 'all', page: '1x' },
      { catNo: 'all', id: 'all', page: '1', bidStageId: '3' },
    ]) {
      expect(parseTenderPath(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('reads the query string of /information/tender, dropping unknown values', () => {
    const url = new URL('http://x/information/tender?cat=land&type=0104&province=430000&ptype=ROAD&stage=2&range=1m&keywords=%20%E9%9A%A7%E9%81%93%20');
    expect(parseTenderQuery(url, 'information')).toEqual({
      cat: 'LAND',
      type: '0104',
      province: '430000',
      ptype: 'ROAD',
      stage: '2',
      range: '1m',
      keywords: '隧道',
    });
    const stale = new URL('http://x/information/tender?cat=x&type=9&province=4301&ptype=RAIL&range=9y');
    expect(parseTenderQuery(stale, 'information')).toEqual({
      cat: undefined,
      type: undefined,
      province: undefined,
      ptype: undefined,
      stage: undefined,
      range: 'all',
      keywords: '',
    });
    // On /tender the path carries category, type and stage; the query string cannot override them.
    expect(parseTenderQuery(new URL('http://x/tender?cat=land&province=430000'), 'tender')).toMatchObject({ cat: undefined, province: '430000' });
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('12')).toBe(12);
    expect(parsePageParam('0')).toBeNull();
  });

  it('writes short links, keeping every filter', () => {
    expect(tenderListHref('information', q())).toBe('/information/tender');
    expect(tenderListHref('information', q({ cat: 'ENGINEERING', type: '0104', province: '430000', range: '1y' }), 2)).toBe(
      '/information/tender?cat=engineering&type=0104&province=430000&range=1y&page=2',
    );
    expect(tenderListHref('tender', q())).toBe('/tender');
    expect(tenderListHref('tender', q({ cat: 'ENGINEERING' }))).toBe('/tender/engineering');
    expect(tenderListHref('tender', q({ type: '0104' }))).toBe('/tender/all/0104');
    expect(tenderListHref('tender', q({ cat: 'ENGINEERING', type: '0100' }), 3)).toBe('/tender/engineering/0100/3');
    expect(tenderListHref('tender', q(), 2)).toBe('/tender/all/all/2');
    expect(tenderListHref('tender', q({ stage: '1', keywords: '地铁', ptype: 'SUBWAY' }))).toBe('/tender/all/all/1/1?ptype=SUBWAY&keywords=%E5%9C%B0%E9%93%81');
  });
});
