import { describe, expect, it } from 'vitest';
import { parseLibraryLocation } from './library-query';
import { parseTenderLocation } from '../components/tender/tender-query';
import { parseDownloadLocation } from '../components/download/download-query';
import { parseVideoLocation } from '../components/learning/video-query';
import { parseSolutionLocation } from '../components/solution/solution-filters';

/** What filter links build on while a navigation is pending (decision 0016): the pending address read as the list's state, or null. */
const url = (pathAndQuery: string) => new URL(pathAndQuery, 'http://pending.invalid');

describe('reading a pending address as a list state', () => {
  it('library lists: category and filters of the same list only', () => {
    expect(parseLibraryLocation('/standard', url('/standard/3/2?status=CURRENT&type=SUBWAY'), true)).toEqual({
      category: 3,
      query: { status: 'CURRENT', kind: undefined, type: 'SUBWAY', role: undefined, range: 'all', sort: 'newest', keywords: '' },
    });
    expect(parseLibraryLocation('/standard', url('/standard/all?role=SG'))?.category).toBeUndefined();
    expect(parseLibraryLocation('/standard', url('/standard/detail/12'))).toBeNull();
    expect(parseLibraryLocation('/standard', url('/policy?type=SUBWAY'))).toBeNull();
    expect(parseLibraryLocation('/information/list', url('/information/list/5?type=SUBWAY&role=SG'))?.query).toMatchObject({ type: 'SUBWAY', role: 'SG' });
  });

  it('tenders: each address form keeps to its own mode', () => {
    expect(parseTenderLocation(url('/information/tender?cat=engineering&province=430000'), 'information')).toMatchObject({ cat: 'ENGINEERING', province: '430000' });
    expect(parseTenderLocation(url('/tender/engineering/0104?ptype=ROAD'), 'information')).toBeNull();
    expect(parseTenderLocation(url('/tender/engineering/0104/1/2?ptype=ROAD'), 'tender')).toMatchObject({ cat: 'ENGINEERING', type: '0104', stage: '2', ptype: 'ROAD' });
    expect(parseTenderLocation(url('/tender/detail/5/engineering/0100'), 'tender')).toBeNull();
    expect(parseTenderLocation(url('/tenderDetails/5'), 'tender')).toBeNull();
  });

  it('materials, courses and solutions', () => {
    expect(parseDownloadLocation(url('/information/list/7?tabsType=download&fileType=PPT&role=SG'))).toMatchObject({ dirId: 7, query: { fileType: 'PPT', role: 'SG' } });
    expect(parseDownloadLocation(url('/information/list/7?type=SUBWAY'))).toBeNull();
    expect(parseVideoLocation(url('/video?cat=3&type=SUBWAY'))).toMatchObject({ cat: 3, type: 'SUBWAY', page: 1 });
    expect(parseVideoLocation(url('/video?id=3'))).toBeNull();
    expect(parseSolutionLocation(url('/solution/2?role=YZ&type=ROAD'))).toMatchObject({ typeId: 2, query: { role: 'YZ', type: undefined } });
    expect(parseSolutionLocation(url('/solution/detail/9'))).toBeNull();
  });
});
