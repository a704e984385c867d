/**
 * Debian's chromium as the browser tests, screenshots and Lighthouse run it:
 * never a browser a tool downloads. These flags work as root, and keep it off
 * this machine's closed network (stack notes).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/** For playwright-core's chromium.launch(). */
export const playwrightLaunch = { executablePath: chromiumPath, args: ['--headless', ...chromiumArgs] };
