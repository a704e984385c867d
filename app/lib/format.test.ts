import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatDate, formatDateTime, formatDecimal, formatEstimate } from './format';

describe('format', () => {
  it('shows counts from ten thousand in 万', () => {
    expect(formatCount(9999)).toBe('9999');
    expect(formatCount(154_321)).toBe('15.4万');
  });

  it('shows estimates as rounded figures marked 约', () => {
    expect(formatEstimate(1637)).toBe('约1600');
    expect(formatEstimate(87)).toBe('约87');
    expect(formatEstimate(154_321)).toBe('约15.4万');
  });

  it('shows dates in China time, whatever the server zone', () => {
    expect(formatDate('2026-11-23T16:30:00Z')).toBe('2026-11-24');
    expect(formatDateTime('2026-11-23T16:05:00Z')).toBe('2026-11-24 00:05');
  });

  it('agrees with Intl in the Asia/Shanghai zone at every hour of four years', () => {
    const intl = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 3_600_000 + 60_000) {
      const p = Object.fromEntries(intl.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
      expect(formatDateTime(new Date(t).toISOString())).toBe(`${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`);
    }
  });

  it('writes amounts with grouped thousands and at most two decimals', () => {
    expect(formatDecimal(1234.5)).toBe('1,234.5');
    expect(formatDecimal(1234567.891)).toBe('1,234,567.89');
    expect(formatDecimal(999.999)).toBe('1,000');
    expect(formatDecimal(0.004)).toBe('0');
    expect(formatDecimal(-0.004)).toBe('0');
    expect(formatDecimal(-12345.6)).toBe('-12,345.6');
    expect(formatDecimal(19800, 0)).toBe('19,800');
  });

  it('agrees with Intl.NumberFormat for amounts in cents and ten-thousandths', () => {
    const intl = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 20_000; i++) {
      const cents = (next() % 2_000_000_000) - 100_000_000;
      expect(formatDecimal(cents / 100)).toBe(intl.format(cents / 100));
      const tenThousandths = next() % 100_000_000;
      // Exactly halfway values (…5 in the third decimal) are left out: Intl rounds the shortest decimal, toFixed the binary value.
      if (tenThousandths % 100 !== 50) expect(formatDecimal(tenThousandths / 10_000)).toBe(intl.format(tenThousandths / 10_000));
    }
  });

  it('shows sizes in B, KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(20 * 1024)).toBe('20 KB');
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});
