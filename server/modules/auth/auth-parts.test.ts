import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, createCaptcha } from './captcha';
import { codeHash } from './codes';
import { describeUserAgent } from './qr-login';
import { maskEmail, maskPhone } from '../../../common/auth/options';
import { maskRecipient } from '../../platform/messaging';

describe('image codes', () => {
  it('draws four characters of an unambiguous alphabet as paths, never as text', () => {
    for (let i = 0; i < 20; i++) {
      const { text, svg } = createCaptcha();
      expect(text).toHaveLength(CAPTCHA_LENGTH);
      for (const ch of text) expect(CAPTCHA_ALPHABET).toContain(ch);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="120" height="40"/);
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain(text);
    }
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01258BILOSZ]/);
  });
});

describe('codes', () => {
  it('hash differently for another target or purpose', () => {
    const base = codeHash('13800138000', 'LOGIN', '123456');
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(codeHash('13800138001', 'LOGIN', '123456')).not.toBe(base);
    expect(codeHash('13800138000', 'RESET', '123456')).not.toBe(base);
  });
});

describe('describeUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome 131', 'Windows 10/11'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Edge 131',
      'Windows 10/11',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 'Safari 17', 'macOS'],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128', 'Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49',
      '微信内置浏览器',
      'iOS 17',
    ],
    ['Mozilla/5.0 (Linux; Android 14; V2302A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36', 'Chrome 120', 'Android 14'],
    ['curl/8.5.0', '未知浏览器', '未知系统'],
  ])('names %s', (ua, browser, os) => {
    expect(describeUserAgent(ua)).toEqual({ browser, os });
  });
});

describe('masking', () => {
  it('shows enough to recognise, not enough to harvest', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskEmail('zhang.gcs@example.com')).toBe('zh*******@example.com');
    expect(maskRecipient('13800138000')).toBe('138****8000');
    expect(maskRecipient('zhang.gcs@example.com')).toBe('zh***@example.com');
  });
});
