import type { ContentKind } from '../../common/account/options';
import { api } from './api-client';

export type ReadingRecord = { id?: number; type?: ContentKind; title?: string; artAuthorStaffId?: string | number };

/**
 * Spec §4 'Article reading record': reported once when an article opens,
 * for logged-in readers only. id, type and title are required; without
 * them nothing is sent and the console says why. Failures are only logged.
 */
export function reportReading(record: ReadingRecord): void {
  if (!record.id || !record.type || !record.title) {
    console.warn('阅读记录缺少 id、type 或 title，未上报', record);
    return;
  }
  const payload = { id: record.id, type: record.type, title: record.title, artAuthorStaffId: record.artAuthorStaffId, startTime: Date.now() };
  api.post('/news/readHistory/create', payload, { notify: false }).catch((e: unknown) => console.warn('阅读记录上报失败', e));
}
