/** The import's row preparation on a worker thread (decision 0052), started by ./row-preparer.ts. */
import { parentPort } from 'node:worker_threads';
import { prepareRow } from './prepare-rows';
import type { ImportRow } from './rows';
import { segmentForIndex } from '../search/segment';

// The segmenter's dictionary loads on first use: load it now, while the import writes organisations and projects.
segmentForIndex('招标公告');
const port = parentPort!;
port.on('message', ({ id, rows }: { id: number; rows: ImportRow[] }) => {
  try {
    port.postMessage({ id, prepared: rows.map(prepareRow) });
  } catch (e) {
    port.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
