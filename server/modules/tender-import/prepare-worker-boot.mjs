// Worker threads do not inherit tsx's loader from the main thread: load the TypeScript worker through tsx's API
// (as ../../http/render-worker-boot.mjs does).
import { tsImport } from 'tsx/esm/api';

await tsImport('./prepare-worker.ts', import.meta.url);
