import { SUCCESS_CODE } from '../../common/api-codes';

/** A successful reply in the envelope (spec §7). */
export function ok<T extends Record<string, unknown>>(body: T): T & { code: string; msg: string } {
  return { code: SUCCESS_CODE, msg: '成功', ...body };
}
