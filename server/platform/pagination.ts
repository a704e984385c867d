import { z } from 'zod';

export type Page<T> = { current: number; size: number; total: number; pages: number; records: T[] };

export const pageRequestFields = {
  current: z.coerce.number({ error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码不能小于 1').max(10000, '页码不能大于 10000').default(1),
  size: z.coerce.number({ error: '每页条数必须是数字' }).int('每页条数必须是整数').min(1, '每页条数不能小于 1').max(100, '每页条数不能大于 100').default(20),
};

export function toPage<T>(input: { current: number; size: number; total: number; records: T[] }): Page<T> {
  return { ...input, pages: Math.ceil(input.total / input.size) };
}

export const offsetOf = (current: number, size: number) => (current - 1) * size;
