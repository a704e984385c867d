import { z } from 'zod';

/** Spec: pages are numbered from 1; lists answer at most 100 records a page. */
export const PAGE_MAX = 10_000;
export const PAGE_SIZE_MAX = 100;

export const pageRequestFields = {
  current: z.coerce.number({ error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码不能小于 1').max(PAGE_MAX, `页码不能大于 ${PAGE_MAX}`).default(1),
  size: z.coerce.number({ error: '每页条数必须是数字' }).int('每页条数必须是整数').min(1, '每页条数不能小于 1').max(PAGE_SIZE_MAX, `每页条数不能大于 ${PAGE_SIZE_MAX}`).default(20),
};
