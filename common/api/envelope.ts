import { z } from 'zod';

/** Every reply carries code ('30000' on success) and msg (spec §7). */
export const ZEnvelope = z.object({
  code: z.string().describe("'30000' on success, another code otherwise"),
  msg: z.string().describe('a message a user can read, in Chinese'),
});

export function envelope<T extends z.ZodRawShape>(shape: T) {
  return ZEnvelope.extend(shape);
}

/** List replies add current, pages, size, total and the records of this page. */
export function pageEnvelope<T extends z.ZodType>(record: T) {
  return ZEnvelope.extend({
    current: z.number().int(),
    pages: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
    records: z.array(record),
  });
}

/** The page of a list as services return it and list replies carry it. */
export type Page<T> = { current: number; size: number; total: number; pages: number; records: T[] };
