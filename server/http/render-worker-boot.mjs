// Worker threads do not inherit tsx's loader from the main thread (an --import
// in a worker's execArgv comes too late for its entry module): load the
// TypeScript worker through tsx's API instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./render-worker.ts', import.meta.url);
