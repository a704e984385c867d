import { z } from 'zod';
import { ID_MAX, ID_MAX_DIGITS } from '../ids';

/**
 * A decimal number as a string: what a query string, a path segment or an
 * older client sends for an id. No exponent ('1e3'), no hex, no spaces inside.
 */
const DECIMAL_PATTERN = /^-?\d+(?:\.\d+)?$/;

/**
 * The one id schema of every request (body, query string and path): a whole
 * number from `min` (1 unless said) to ID_MAX, given as a JSON number or a
 * decimal string ("12"). Out-of-range, fractional, signed or non-numeric values
 * get the validation envelope with a message naming the field, never reach the
 * database (decision 0015). `message` replaces every message with one sentence.
 *
 * Written as a union so the OpenAPI document shows the bound on both forms:
 * `integer` with `maximum`, and a decimal `string` with `maxLength`.
 */
export function zId(label: string, { min = 1, message }: { min?: number; message?: string } = {}) {
  const m = {
    notNumber: message ?? `${label}必须是数字`,
    notInteger: message ?? `${label}必须是整数`,
    tooSmall: message ?? (min === 1 ? `${label}必须是正整数` : `${label}不能小于 ${min}`),
    tooBig: message ?? `${label}超出范围`,
  };
  const bounded = z.number({ error: m.notNumber }).int(m.notInteger).min(min, m.tooSmall).max(ID_MAX, m.tooBig);
  // Longer than any id (with room for a sign and leading zeros) is out of range whatever the digits.
  const decimal = z
    .string({ error: m.notNumber })
    .trim()
    .max(ID_MAX_DIGITS + 2, m.tooBig)
    .regex(DECIMAL_PATTERN, m.notNumber)
    .transform(Number)
    .pipe(bounded);
  // When both forms refuse the value (a type or integer failure), say what is wrong with it.
  const problem = (input: unknown) => {
    const text = typeof input === 'string' ? input.trim() : undefined;
    const n = typeof input === 'number' ? input : text !== undefined && DECIMAL_PATTERN.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(n)) return m.notNumber;
    if (Number.isFinite(n) && !Number.isInteger(n)) return m.notInteger;
    return n < min ? m.tooSmall : m.tooBig;
  };
  return z.union([bounded, decimal], { error: (issue) => problem(issue.input) });
}
