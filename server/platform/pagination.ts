import type { Page } from '../../common/api/envelope';

export type { Page };

export function toPage<T>(input: { current: number; size: number; total: number; records: T[] }): Page<T> {
  return { ...input, pages: Math.ceil(input.total / input.size) };
}

export const offsetOf = (current: number, size: number) => (current - 1) * size;
