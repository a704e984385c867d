import { isbot } from 'isbot';
import { traceMessages, TRACE_EPOCH_MS, TRACE_FUTURE_SLACK_MS } from '../../../common/trace/options';
import type { ArticleReport, PageLeaveQuery } from '../../../common/trace/schemas';
import type { Database } from '../../db/client';
import { articleReads, pageViews } from '../../db/schema';
import { AppError } from '../../errors';
import { createGroupCommit } from './group-commit';

type Caller = { ip: string; userAgent: string; userId: number | null };

/** The path of a page address, without query or hash, for the top-pages view ('' when it is not a URL of a page). */
export function pathOf(url: string): string {
  try {
    return new URL(url, 'http://site.invalid').pathname.slice(0, 500);
  } catch {
    return '';
  }
}

export type TraceService = ReturnType<typeof createTraceService>;

/** Page-leave beacons and article reading reports: validated, marked as bot or not, written before they are acknowledged. */
export function createTraceService({ db, now = Date.now }: { db: Database; now?: () => number }) {
  const views = createGroupCommit<typeof pageViews.$inferInsert>({ write: (rows) => db.insert(pageViews).values(rows).then(() => undefined) });
  const reads = createGroupCommit<typeof articleReads.$inferInsert>({ write: (rows) => db.insert(articleReads).values(rows).then(() => undefined) });

  return {
    async pageLeave(input: PageLeaveQuery & Caller): Promise<void> {
      // t counts from the 2021 epoch; a time before it or well past now is not a real page leave.
      if (input.t > now() - TRACE_EPOCH_MS + TRACE_FUTURE_SLACK_MS) throw new AppError('VALIDATION', traceMessages.tBad);
      await views.add({
        clientT: input.t,
        url: input.url,
        path: pathOf(input.url),
        sid: input.sid,
        // The session's user, not the uid a page claims: an anonymous beacon cannot book a visit to someone else.
        uid: input.userId ? String(input.userId) : null,
        mid: input.userId ? (input.mid ?? null) : null,
        spentMs: input.d ?? null,
        isBot: isbot(input.userAgent),
        ip: input.ip.slice(0, 64),
        userAgent: input.userAgent.slice(0, 300),
      });
    },

    async articleRead(input: ArticleReport & Caller): Promise<void> {
      await reads.add({
        artId: input.artId,
        artAuthorStaffId: input.artAuthorStaffId,
        artType: input.artType,
        artTitle: input.artTitle,
        spent: input.spent,
        sid: input.sid ?? '',
        userId: input.userId,
        isBot: isbot(input.userAgent),
      });
    },
  };
}
