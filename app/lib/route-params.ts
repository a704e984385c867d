import { data } from 'react-router';
import { ID_MAX } from '../../common/ids';

/** A missing page: renders the 404 page in place with status 404. */
export function notFound(message?: string): never {
  throw data(message ?? '抱歉，您访问的页面不存在或已被移除。', { status: 404 });
}

/** Route ids are positive integers; anything else is a page that does not exist (spec §4 validity check). */
export function parseId(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) notFound();
  const id = Number(value);
  if (id > ID_MAX) notFound();
  return id;
}

/** A page number in an address: 1 to 9999, without a leading zero, sign or anything else. */
const PAGE_NUMBER_PATTERN = /^[1-9]\d{0,3}$/;

/** The page a path segment or query value names, or null when it names none ('0', '01', '1x'). */
export function pageNumberOf(value: string): number | null {
  return PAGE_NUMBER_PATTERN.test(value) ? Number(value) : null;
}

/** The optional `:page?` segment: absent means 1; '0', '1x' or a page past the end are not found. */
export function parsePage(value: string | undefined): number {
  if (value === undefined) return 1;
  return pageNumberOf(value) ?? notFound();
}

/** A value of an address that must be one of `allowed`; anything else is left out (undefined). */
export function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[]): T | undefined {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Turns the service layer's "not found" into the 404 page; every other error propagates. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (e) {
    if (e && typeof e === 'object' && 'kind' in e && (e as { kind: string }).kind === 'NOT_FOUND') notFound((e as unknown as Error).message);
    throw e;
  }
}

export function assertPageInRange(current: number, pages: number) {
  if (current > 1 && current > pages) notFound();
}
