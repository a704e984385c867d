import type { ContentKind } from '../../../../common/account/options';
import type { ReadHistoryRecord } from '../../../../common/account/schemas';
import type { Database } from '../../../db/client';
import { toPage, type Page } from '../../../platform/pagination';
import { historyRepo as repo } from './repo';

/** Reading history (spec §4 'Article reading record'): one row per item, the latest read on top. */
export function createHistoryService({ db, now }: { db: Database; now: () => Date }) {
  return {
    /** One row per item: reading it again moves it to the top. */
    async recordReading({ userId, kind, id, title }: { userId: number; kind: ContentKind; id: number; title: string }): Promise<void> {
      await repo.upsertHistory(db, { userId, kind, targetId: id, title, readAt: now() });
    },

    async listHistory(input: { userId: number; kind?: ContentKind; current: number; size: number }): Promise<Page<ReadHistoryRecord>> {
      const { records, total } = await repo.listHistory(db, input, input.current, input.size);
      return toPage({
        current: input.current,
        size: input.size,
        total,
        records: records.map((r) => ({ id: r.id, type: r.kind as ContentKind, title: r.title, readAt: r.readAt.toISOString() })),
      });
    },

    async removeHistory({ userId, kind, id }: { userId: number; kind: ContentKind; id: number }): Promise<void> {
      await repo.deleteHistory(db, userId, { kind, targetId: id });
    },

    async clearHistory({ userId }: { userId: number }): Promise<void> {
      await repo.deleteHistory(db, userId);
    },
  };
}
