import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the React Router production build is: BUILD_DIR (as for the server), else build/. */
export function pageBuildPaths() {
  const buildDir = path.resolve(rootDir, process.env.BUILD_DIR ?? 'build');
  return { buildDir, serverEntry: path.join(buildDir, 'server/index.js'), clientDir: path.join(buildDir, 'client') };
}

/** Refuses to start API tests without the page build: they test the app as production composes it. */
export function assertPageBuild(): ReturnType<typeof pageBuildPaths> {
  const paths = pageBuildPaths();
  if (!existsSync(paths.serverEntry)) {
    throw new Error(
      `The API tests run against the app with its page handler and need the React Router build at ${paths.serverEntry}. ` +
        'Run `npm run build` first (`npm test` does it), or `BUILD_DIR=<dir> npx react-router build` and the tests with the same BUILD_DIR.',
    );
  }
  return paths;
}

/** The page build to pass to buildApp, as server/main.ts does. */
export function pageBuild(): { pageBuild: { serverEntry: string; clientDir: string } } {
  const { serverEntry, clientDir } = assertPageBuild();
  return { pageBuild: { serverEntry, clientDir } };
}
