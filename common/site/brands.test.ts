import { describe, expect, it } from 'vitest';
import { brandedTitle, siteBrandOf } from './brands';

describe('the brand of a host', () => {
  it('is the cloud brand when the host name contains the mark, in any case, whatever the port', () => {
    expect(siteBrandOf('cloud.jizhiyun.cn', 'cloud')).toBe('cloud');
    expect(siteBrandOf('JZ-Cloud.example.com:8443', 'cloud')).toBe('cloud');
    expect(siteBrandOf('www.jizhiyun.cn', 'cloud')).toBe('default');
    expect(siteBrandOf('127.0.0.1:3000', 'cloud')).toBe('default');
  });

  it('is never the cloud brand for a missing host, an empty mark or a mark found only in the port', () => {
    expect(siteBrandOf(undefined, 'cloud')).toBe('default');
    expect(siteBrandOf('cloud.jizhiyun.cn', '  ')).toBe('default');
    expect(siteBrandOf('example.cn:8080', '8080')).toBe('default');
  });
});

describe('a branded title', () => {
  const cloud = { name: '计智工程云', titleSuffix: ' - 计智工程云' };
  it('ends with the brand once, and is left alone when it names the brand or the brand has no suffix', () => {
    expect(brandedTitle('帮助中心_湖南计智云科技有限公司', cloud)).toBe('帮助中心_湖南计智云科技有限公司 - 计智工程云');
    expect(brandedTitle('登录 - 计智工程云', cloud)).toBe('登录 - 计智工程云');
    expect(brandedTitle('帮助中心', { name: '计智云', titleSuffix: '' })).toBe('帮助中心');
  });
});
