import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  DEBUG_STORAGE_KEY,
  ROUTE_MODULE_RELOAD_MESSAGE,
  SILENCED_CONSOLE_METHODS,
  claimChunkReload,
  debugEnabled,
  isChunkLoadError,
  silenceConsole,
} from './client-guards';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('chunk-reload guard (spec §4, §9)', () => {
  it('allows one reload, then none for 60 000 ms, then one again', () => {
    const storage = memoryStorage();
    const t0 = 1_750_000_000_000;
    expect(claimChunkReload(storage, t0)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(t0));
    expect(claimChunkReload(storage, t0 + 1)).toBe(false);
    expect(claimChunkReload(storage, t0 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(storage.values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(t0));
    expect(claimChunkReload(storage, t0 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(t0 + CHUNK_RELOAD_GUARD_MS));
  });

  it('ignores a garbled or future time, and never reloads without a working storage', () => {
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: 'soon' }), 1000)).toBe(true);
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: '5000' }), 1000)).toBe(true);
    expect(claimChunkReload(undefined, 1000)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimChunkReload(broken, 1000)).toBe(false);
  });

  it('knows a failed dynamic import in the words of each browser', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a-1.css'))).toBe(true);
    expect(isChunkLoadError(new Error('网络错误'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it("matches the line React Router logs before reloading for a route module (pins the installed version's text)", () => {
    expect(ROUTE_MODULE_RELOAD_MESSAGE.test('Error loading route module `/assets/standard-list-Ab12.js`, reloading page...')).toBe(true);
    expect(ROUTE_MODULE_RELOAD_MESSAGE.test('Error loading route module')).toBe(false);
    const dist = path.resolve('node_modules/react-router/dist/development');
    const sources = readdirSync(dist)
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => readFileSync(path.join(dist, f), 'utf8'));
    const template = 'console.error(\n      `Error loading route module \\`${route.module}\\`, reloading page...`\n    );';
    const found = sources.find((s) => s.includes(template));
    expect(found, 'react-router no longer logs this line before its reload: update ROUTE_MODULE_RELOAD_MESSAGE').toBeDefined();
    // The log comes before the reload in the same catch block.
    const at = found!.indexOf(template);
    expect(found!.indexOf('window.location.reload()', at)).toBeGreaterThan(at);
    expect(found!.indexOf('window.location.reload()', at) - at).toBeLessThan(600);
  });
});

describe('console silencing (spec §4)', () => {
  it('is off with ?debug=1 or the jz_debug local-storage key', () => {
    expect(debugEnabled('', memoryStorage())).toBe(false);
    expect(debugEnabled('?debug=1', memoryStorage())).toBe(true);
    expect(debugEnabled('?a=b&debug=1', undefined)).toBe(true);
    expect(debugEnabled('?debug=0', memoryStorage())).toBe(false);
    expect(debugEnabled('', memoryStorage({ [DEBUG_STORAGE_KEY]: '1' }))).toBe(true);
    expect(debugEnabled('', memoryStorage({ [DEBUG_STORAGE_KEY]: '0' }))).toBe(false);
    expect(debugEnabled('', memoryStorage({ [DEBUG_STORAGE_KEY]: '' }))).toBe(false);
    expect(debugEnabled('', { getItem: () => { throw new Error('SecurityError'); } })).toBe(false);
  });

  it('silences log, info, debug, warn and the like, keeps error, and can be undone', () => {
    const calls: string[] = [];
    const target = Object.fromEntries(['log', 'info', 'debug', 'warn', 'trace', 'dir', 'table', 'error'].map((name) => [name, () => void calls.push(name)])) as unknown as Console;
    const restore = silenceConsole(target);
    for (const name of SILENCED_CONSOLE_METHODS) target[name]('x');
    target.error('x');
    expect(calls).toEqual(['error']);
    restore();
    target.log('x');
    target.warn('x');
    expect(calls).toEqual(['error', 'log', 'warn']);
  });
});
