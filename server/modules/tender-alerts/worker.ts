import { chinaDay } from '../account/china-day';
import type { TenderAlertService } from './service';

type Log = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * A burst this large (an import of a thousand notices) can multiply the alerts table. PGlite has no
 * autovacuum to notice, and with the old statistics the planner read every alert for one user's badge:
 * 194 ms instead of 11 ms after 448 000 new alerts (decision 0049). PostgreSQL would catch up within a
 * minute on its own; analyzing once more there costs a fraction of a second.
 */
const ANALYZE_AFTER_QUEUE_ROWS = 1_000;

const hourFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', hour: 'numeric', hourCycle: 'h23' });
const chinaHour = (at: Date) => Number(hourFormat.format(at));

/**
 * The background side of tender alerts, run by the serving process
 * (server/main.ts): matches queued notices every few seconds, batch by
 * batch, and sends the daily digest once per China day from `digestHour`
 * on. Every step is safe to repeat and to run in several processes at
 * once (queue rows are claimed with SKIP LOCKED, matches and digest days
 * have unique keys), so nothing is lost when a process dies and nothing is
 * done twice when several run. The request that stored notices only added
 * queue rows: it never waits for this.
 */
export function startTenderAlertWorker({
  alerts,
  log,
  intervalMs = 5_000,
  digestHour = 8,
  analyzeAfter = ANALYZE_AFTER_QUEUE_ROWS,
  now = () => new Date(),
}: {
  alerts: TenderAlertService;
  log: Log;
  intervalMs?: number;
  digestHour?: number;
  /** Queue rows one drain must match before the alerts table's statistics are refreshed. */
  analyzeAfter?: number;
  now?: () => Date;
}) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let digestDay = '';

  async function tick() {
    try {
      const done = await alerts.drain();
      if (done > 0) log.info({ queueRows: done }, 'tender alerts: matched queued notices');
      if (done >= analyzeAfter) await alerts.refreshStatistics();
    } catch (err) {
      log.error({ err }, 'tender alerts: a matching batch failed; its rows stay queued');
      await alerts.noteFailure(err).catch(() => {});
    }
    const at = now();
    const day = chinaDay(at);
    if (digestDay !== day && chinaHour(at) >= digestHour) {
      digestDay = day;
      try {
        const { sent } = await alerts.sendDigests({ day });
        if (sent > 0) log.info({ sent, day }, 'tender alerts: daily digests sent');
      } catch (err) {
        log.error({ err }, 'tender alerts: the daily digest failed');
      }
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(tick).finally(() => schedule(intervalMs));
    }, delay);
    timer.unref();
  }

  schedule(0);
  return {
    /** Matches soon (after a write in this process) instead of at the next interval. */
    nudge: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
