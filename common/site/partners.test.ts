import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { partnerByHost, partnerByPath, partnerKeys, partners } from './partners';

const publicDir = path.resolve(import.meta.dirname, '../../public');

/** WCAG relative luminance and the contrast of white text on a colour. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const l = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (l + 0.05);
}

describe('the partner table', () => {
  it('has one row per partner layout of the spec, with distinct login paths and hosts', () => {
    expect(partners.map((p) => p.key)).toEqual([...partnerKeys]);
    expect(new Set(partners.map((p) => p.loginPath)).size).toBe(partners.length);
    const hosts = partners.flatMap((p) => p.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const host of hosts) expect(host).toBe(host.toLowerCase());
  });

  it('has both logo files of every partner, as SVG drawings', () => {
    for (const p of partners) {
      for (const file of [p.logo.desktop, p.logo.mobile]) {
        const full = path.join(publicDir, file);
        expect(existsSync(full), file).toBe(true);
        expect(readFileSync(full, 'utf8'), file).toMatch(/^<svg [^>]*height="56"/);
      }
    }
  });

  it('has colours that carry white text (contrast at least 4.5)', () => {
    for (const p of partners) {
      expect(contrastWithWhite(p.colour), p.key).toBeGreaterThanOrEqual(4.5);
      expect(contrastWithWhite(p.colourDark), p.key).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('finds a partner by its login path in any case and by its host name without the port', () => {
    expect(partnerByPath('/KLlogin/')?.key).toBe('kunlun');
    expect(partnerByPath('/erplogin')).toBeUndefined();
    expect(partnerByHost('Kunlun.JiZhiYun.cn:8443')?.key).toBe('kunlun');
    expect(partnerByHost('www.jizhiyun.cn')).toBeUndefined();
    expect(partnerByHost(undefined)).toBeUndefined();
  });
});
