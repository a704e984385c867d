import { describe, expect, it } from 'vitest';
import { statusOf, tenderCategories, tenderInfoTypeById, tenderInfoTypes, toWan } from './options';
import { cityName, citiesOf, isCityOf, isProvinceCode, provinceName, provinces, regionLabel, shortProvinceName } from './regions';

describe('tender status from the deadline', () => {
  const now = Date.parse('2026-11-20T02:00:00Z');
  it('is 报名中 before the deadline and 已截止 from it on', () => {
    expect(statusOf(new Date('2026-11-20T02:00:01Z'), now)).toBe('OPEN');
    expect(statusOf('2026-12-01T01:30:00.000Z', now)).toBe('OPEN');
    expect(statusOf(new Date(now), now)).toBe('CLOSED');
    expect(statusOf(new Date('2025-01-01T00:00:00Z'), now)).toBe('CLOSED');
  });
  it('has no status without a deadline (opening records, results)', () => {
    expect(statusOf(null, now)).toBeNull();
    expect(statusOf(undefined, now)).toBeNull();
  });
});

describe('tender budgets', () => {
  it('turns yuan into 万元 with two decimals', () => {
    expect(toWan(1_234_567_800)).toBe(123456.78);
    expect(toWan(38_000_000)).toBe(3800);
    expect(toWan(1_860_049)).toBe(186);
    expect(toWan(null)).toBeNull();
  });
});

describe('tender codes', () => {
  it('has the spec categories and information type ids', () => {
    expect(tenderCategories.map((c) => c.name)).toEqual([
      '工程建设',
      '政府采购',
      '土地使用权',
      '矿业权',
      '国有产权',
      '碳排放权',
      '排污权',
      '药品采购',
      '二类疫苗',
      '林权',
      '其他',
    ]);
    expect(tenderInfoTypes.map((t) => [t.code, t.id])).toEqual([
      ['ANNOUNCEMENT', '0100'],
      ['BID_OPENING_RECORD', '0102'],
      ['TRADING_RESULTS', '0104'],
      ['CLARIFIES', '0105'],
    ]);
    expect(tenderInfoTypeById('0104')?.name).toBe('中标结果');
    expect(tenderInfoTypeById('0101')).toBeUndefined();
  });
});

describe('regions from @vant/area-data', () => {
  it('names provinces and cities by their six-digit codes', () => {
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toEqual({ code: '110000', name: '北京市', short: '北京' });
    expect(provinceName('430000')).toBe('湖南省');
    expect(cityName('430100')).toBe('长沙市');
    expect(cityName('999999')).toBe('');
    expect(isProvinceCode('430000')).toBe(true);
    expect(isProvinceCode('430100')).toBe(false);
    expect(citiesOf('430000').map((c) => c.name)).toContain('湘西土家族苗族自治州');
    expect(citiesOf('430000').every((c) => isCityOf('430000', c.code))).toBe(true);
    expect([isCityOf('430000', '440100'), isCityOf('430000', '439999'), isCityOf('430000', '430000')]).toEqual([false, false, false]);
  });
  it('shortens province names for chips and joins regions without repeating a municipality', () => {
    expect(['湖南省', '广西壮族自治区', '新疆维吾尔自治区', '宁夏回族自治区', '北京市', '香港特别行政区', '内蒙古自治区'].map(shortProvinceName)).toEqual([
      '湖南',
      '广西',
      '新疆',
      '宁夏',
      '北京',
      '香港',
      '内蒙古',
    ]);
    expect(regionLabel('430000', '430100')).toBe('湖南省长沙市');
    expect(regionLabel('110000', '110100')).toBe('北京市');
    expect(regionLabel('430000')).toBe('湖南省');
  });
});
