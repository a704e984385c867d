import { existsSync } from 'node:fs';

/**
 * Debian's chromium as the browser tests, screenshots and Lighthouse run it:
 * never a browser a tool downloads. These flags work as root, and keep it off
 * this machine's closed network (stack notes).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests run Debian's headless shell (package chromium-headless-shell, the same Blink as chromium
 * without the browser's own shell), as Playwright does by default: the accessibility checks took 40 % less CPU in it
 * (decision 0055). Screenshots and Lighthouse keep the full chromium, which is what readers run.
 */
const headlessShellPath = '/usr/bin/chromium-headless-shell';
export const testChromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

const launchOptions = (executablePath: string) => ({ executablePath, args: ['--headless', ...chromiumArgs] });

/** For playwright-core's chromium.launch(). */
export const playwrightLaunch = launchOptions(chromiumPath);

/** For the browser tests' chromium.launch(). */
export const testBrowserLaunch = launchOptions(testChromiumPath);
