import { existsSync } from 'node:fs';
import path from 'node:path';
import { testChromiumPath } from '../../scripts/chromium';

/** Browser tests need Debian's chromium and a production build; say exactly what is missing. */
export default function setup() {
  if (!existsSync(testChromiumPath)) {
    throw new Error('Browser tests need Debian chromium: apt-get install -y chromium chromium-headless-shell fonts-wqy-microhei');
  }
  if (!existsSync(path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js'))) {
    throw new Error('Browser tests need a production build: npm run build');
  }
}
