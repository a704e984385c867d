import { Worker } from 'node:worker_threads';
import { prepareRow, type PreparedRow } from './prepare-rows';
import type { ImportRow } from './rows';

/** Prepares chunks of rows (./prepare-rows.ts) while the import's transaction writes the chunk before (decision 0052). */
export type RowPreparer = { prepare(rows: ImportRow[]): Promise<PreparedRow[]>; close(): Promise<void> };

/** Rows prepared between two turns of the event loop (about 10 ms), so the database's next statement never waits long. */
const ROWS_BETWEEN_YIELDS = 25;
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/** On this thread, a few rows at a time: for small imports, where starting a worker would cost more than it saves. */
export function inThreadPreparer(): RowPreparer {
  return {
    async prepare(rows) {
      const prepared: PreparedRow[] = [];
      for (const [i, row] of rows.entries()) {
        if (i > 0 && i % ROWS_BETWEEN_YIELDS === 0) await yieldToIo();
        prepared.push(prepareRow(row));
      }
      return prepared;
    },
    close: async () => {},
  };
}

/**
 * On a worker thread of its own: this thread only builds and sends statements, so on two cores the preparation runs
 * beside the database (PostgreSQL's server process, or PGlite's engine, which runs on this thread).
 */
export function workerPreparer(): RowPreparer {
  const worker = new Worker(new URL('./prepare-worker-boot.mjs', import.meta.url), { execArgv: [] });
  const pending = new Map<number, { resolve: (rows: PreparedRow[]) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  const failAll = (e: Error) => {
    failure ??= e;
    for (const job of pending.values()) job.reject(failure);
    pending.clear();
  };
  worker.on('message', ({ id, prepared, error }: { id: number; prepared?: PreparedRow[]; error?: string }) => {
    const job = pending.get(id);
    pending.delete(id);
    if (error !== undefined) job?.reject(new Error(`导入数据预处理失败：${error}`));
    else job?.resolve(prepared!);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`导入预处理线程已退出（${code}）`)));
  return {
    prepare(rows) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, rows });
      });
    },
    async close() {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
