import { areaList } from '@vant/area-data';

/**
 * Province and city names from @vant/area-data (6-digit administrative codes),
 * server side only: the table is large, so pages get the names they need from
 * their loader instead of bundling it.
 */
const provinceList: Record<string, string> = areaList.province_list;
const cityList: Record<string, string> = areaList.city_list;

export type Province = { code: string; name: string; short: string };

/** 湖南省 → 湖南, 广西壮族自治区 → 广西, 北京市 → 北京: the short form chips and tags use. */
export function shortProvinceName(name: string): string {
  return name.replace(/(壮族|回族|维吾尔)?自治区$|特别行政区$|省$|市$/, '') || name;
}

/** Every province in code order (the region filter). */
export const provinces: Province[] = Object.entries(provinceList)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([code, name]) => ({ code, name, short: shortProvinceName(name) }));

export const isProvinceCode = (code: string) => Object.hasOwn(provinceList, code);

export const provinceName = (code: string | null | undefined) => (code && provinceList[code]) || '';

/** A city's name; '' for an unknown code. Municipalities' districts are listed under the city (北京市 110100). */
export const cityName = (code: string | null | undefined) => (code && cityList[code]) || '';

/** Cities of a province, in code order. */
export function citiesOf(provinceCode: string): { code: string; name: string }[] {
  const prefix = provinceCode.slice(0, 2);
  return Object.entries(cityList)
    .filter(([code]) => code.startsWith(prefix))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, name]) => ({ code, name }));
}

/** Whether a city code is one of the province's cities (as `citiesOf` lists them, without building the list). */
export const isCityOf = (provinceCode: string, cityCode: string) => cityCode.startsWith(provinceCode.slice(0, 2)) && Object.hasOwn(cityList, cityCode);

/** 湖南省长沙市, or just the province when the city is unknown or repeats it (北京市北京市 → 北京市). */
export function regionLabel(provinceCode: string, cityCode?: string | null): string {
  const province = provinceName(provinceCode);
  const city = cityName(cityCode);
  if (!city || city === province) return province;
  return `${province}${city}`;
}
