import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { antdStaticCss, graphFiles } from './build-tools/antd-css/vite-plugin';

const appShared = /[\\/](app[\\/](components|lib)|common)[\\/].+\.tsx?$/;
/** A route stylesheet's address (`import css from '…/x.css?url'`): one string, shared by the routes that list it. */
const stylesheetAddress = /[\\/]app[\\/]styles[\\/][^\\/]+\.css\?url$/;
const reactFamily = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;
const withAntdStyles = new Map<string, boolean>();
/**
 * A module that brings antd stylesheets, itself or through what it imports, stays out of the shared chunk:
 * its stylesheets would go with it, onto every page.
 */
function bringsAntdStyles(id: string): boolean {
  let answer = withAntdStyles.get(id);
  if (answer === undefined) {
    answer = graphFiles(id).some((file) => /virtual:antd-css|import\s+(?!type\b)[^;]*from\s+['"]antd['"]/.test(readFileSync(file, 'utf8')));
    withAntdStyles.set(id, answer);
  }
  return answer;
}

let everyPage: Set<string> | undefined;
/**
 * The shared code's chunk: what app/root.tsx imports goes in `shared`, which every page loads anyway; the rest
 * goes by its folder (app/components/<domain>, common/<domain>) into `shared-<domain>`, so that /tender no longer
 * loads the product pages' landing code. Top-level helpers (app/lib, app/components/*.tsx, common/*.ts) stay in
 * `shared`. 9–17 KB of brotli less on every page for one to four more requests (decision 0056).
 */
function sharedChunkName(id: string): string {
  everyPage ??= new Set(graphFiles(fileURLToPath(new URL('./app/root.tsx', import.meta.url))));
  if (everyPage.has(id)) return 'shared';
  const domain = /[\\/](?:app[\\/]components|common)[\\/]([\w-]+)[\\/]/.exec(id)?.[1];
  return domain ? `shared-${domain}` : 'shared';
}

export default defineConfig({
  plugins: [antdStaticCss(), reactRouter()],
  // The server build carries its dependencies, tree-shaken, instead of importing them from node_modules: Node
  // loaded antd's whole CommonJS barrel (every component and rc-component) for `from "antd"`, and each render worker
  // took 0.9 s to import the build; bundled, 0.2–0.35 s (decision 0055). React, React DOM and React Router stay
  // external: render-worker.ts calls React Router's request handler, and it must be the build's own copy.
  ssr: { noExternal: true, external: ['react', 'react-dom', 'react-router', 'scheduler'] },
  build: {
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        // Few, cacheable chunks instead of dozens of 1 kB ones: on a phone's connection every request waits
        // for one of six connections, and the stylesheets queued behind 28 scripts held back the first paint
        // (decision 0019). React and React Router in one chunk; the app's shared code without antd styles in
        // `shared` and `shared-<domain>` (decision 0056); antd (loaded only by lazy islands), the styled components
        // and each route keep their own.
        codeSplitting: {
          groups: [
            { name: 'react', test: reactFamily, priority: 2 },
            { name: sharedChunkName, test: (id: string) => stylesheetAddress.test(id) || (!id.startsWith('\0') && appShared.test(id) && !bringsAntdStyles(id)), tags: ['$initial'], minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
