// Worker threads do not inherit tsx's loader from the main thread (an --import
// in a worker's execArgv comes too late for its entry module): the boot file
// registers it itself.
//
// The page build and what it imports (React, React DOM, React Router) are
// plain JavaScript. Loaded before tsx's hooks exist, none of them goes through
// the hooks' thread (when the build still imported antd from node_modules, a
// worker started 0.3–0.6 s sooner on 2 cores; decision 0055). tsx is then registered for the whole thread rather
// than with tsImport's namespace, which gives the modules it loads addresses of
// their own: render-worker.ts would get a second React Router beside the
// build's. Its import of the build then finds the module already loaded.
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

await import(pathToFileURL(workerData.serverEntry).href);
register();
await import('./render-worker.ts');
