import { describe, expect, it } from 'vitest';
import { passwordStrength } from './options';

describe('passwordStrength', () => {
  it.each([
    ['', 'WEAK', false, '密码至少 8 位'],
    ['Ab1#xyz', 'WEAK', false, '密码至少 8 位'],
    ['12345678', 'WEAK', false, '密码过于常见，请换一个'],
    ['Password', 'WEAK', false, '密码过于常见，请换一个'],
    ['aaaaaaaaaa', 'WEAK', false, '密码过于常见，请换一个'],
    ['abcdefgh', 'WEAK', false, '请混合使用字母、数字或符号'],
    ['abcdefghijkl', 'WEAK', true, '密码强度弱'],
    ['abcd1234', 'WEAK', true, '密码强度弱'],
    ['Abcd1234', 'MEDIUM', true, '密码强度中'],
    ['Demo@2026', 'STRONG', true, '密码强度强'],
    ['路桥计量Demo@2026', 'STRONG', true, '密码强度强'],
    ['湖南路桥计量支付管理平台上线', 'WEAK', true, '密码强度弱'],
    ['湖南路桥计量', 'WEAK', false, '密码至少 8 位'],
  ])('rates %j as %s (acceptable %s): %s', (password, level, acceptable, msg) => {
    expect(passwordStrength(password)).toMatchObject({ level, acceptable, msg });
  });

  it('counts characters, not UTF-16 units: 64 Chinese characters pass, 65 do not', () => {
    expect(passwordStrength('路'.repeat(31) + '桥'.repeat(33)).acceptable).toBe(true);
    expect(passwordStrength('路'.repeat(65))).toMatchObject({ acceptable: false, msg: '密码不能超过 64 位' });
    expect(passwordStrength('😀'.repeat(8)).msg).not.toBe('密码至少 8 位');
  });

  it('grows with length and character classes', () => {
    const scores = ['abcd1234', 'Abcd1234', 'Abcd1234#', 'Abcd1234#xyz', 'Abcd1234#xyzUVW9'].map((p) => passwordStrength(p).score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(scores.at(-1)).toBe(4);
  });
});
