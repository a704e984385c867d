import { existsSync } from 'node:fs';
import path from 'node:path';

/** Browser tests need Debian's chromium and a production build; say exactly what is missing. */
export default function setup() {
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    throw new Error('Browser tests need Debian chromium: apt-get install -y chromium fonts-wqy-microhei');
  }
  if (!existsSync(path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js'))) {
    throw new Error('Browser tests need a production build: npm run build');
  }
}
