import { describe, expect, it } from 'vitest';
import { cutKeywords, isMobilePhone, omitEmpty } from './field-rules';

describe('field rules', () => {
  it.each(['13812345678', '19900000000', '15011112222'])('accepts the mobile number %s', (phone) => {
    expect(isMobilePhone(phone)).toBe(true);
  });

  it.each(['12812345678', '1381234567', '138123456789', '1381234567a', '+8613812345678', ''])('refuses %j', (phone) => {
    expect(isMobilePhone(phone)).toBe(false);
  });

  it('trims values and leaves empty optional fields out of a payload', () => {
    expect(omitEmpty({ phone: ' 13812345678 ', userName: ' 王工 ', userIdentity: '   ', position: undefined })).toEqual({
      phone: '13812345678',
      userName: '王工',
    });
  });

  it('cuts URL keywords to 30 characters by code point and says so', () => {
    expect(cutKeywords('  计量清单  ')).toEqual({ keywords: '计量清单', wasCut: false });
    expect(cutKeywords('计'.repeat(30))).toEqual({ keywords: '计'.repeat(30), wasCut: false });
    expect(cutKeywords(`${'计'.repeat(29)}😀尾巴`)).toEqual({ keywords: `${'计'.repeat(29)}😀`, wasCut: true });
  });
});
