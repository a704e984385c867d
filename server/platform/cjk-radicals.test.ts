import { describe, expect, it } from 'vitest';
import { unifyCjkRadicals } from './cjk-radicals';

describe('CJK radicals from PDF text', () => {
  it('writes Kangxi and simplified radicals that stand for characters as those characters', () => {
    expect(unifyCjkRadicals('项⽬名称：⻓沙⾄益阳⾼速公路扩容⼯程路⾯施⼯第⼆标段')).toBe('项目名称：长沙至益阳高速公路扩容工程路面施工第二标段');
    expect(unifyCjkRadicals('招标⼈：⻢鞍⼭⻔窗⼚')).toBe('招标人：马鞍山门窗厂');
  });

  it('leaves ordinary text and radicals that are only components alone', () => {
    expect(unifyCjkRadicals('3.1 投标人具备公路工程施工总承包一级资质 96% GB 12523')).toBe('3.1 投标人具备公路工程施工总承包一级资质 96% GB 12523');
    expect(unifyCjkRadicals('⻈⻐')).toBe('⻈⻐');
  });
});
