import { describe, expect, it } from 'vitest';
import { mayStore, type RenderedPage } from './page-renderer';

/**
 * What the page cache keeps of a fresh render (decisions 0020 and 0054): a
 * render worker hands the uncompressed page over only when this says yes.
 */
describe('mayStore', () => {
  const page = (over: Partial<Omit<RenderedPage, 'stored'>> = {}): Omit<RenderedPage, 'stored'> => ({
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    setCookie: [],
    encoded: { body: Buffer.from('<!DOCTYPE html>') },
    personal: false,
    ...over,
  });

  it('keeps a shared page for anonymous and logged-in requests alike', () => {
    expect(mayStore(page(), 'any')).toBe(true);
    expect(mayStore(page(), 'shared')).toBe(true);
  });

  it('keeps a page made for its viewer only when the request was anonymous (the login form)', () => {
    expect(mayStore(page({ personal: true }), 'any')).toBe(true);
    expect(mayStore(page({ personal: true }), 'shared')).toBe(false);
  });

  it('keeps nothing when the request may not be cached', () => {
    expect(mayStore(page(), 'none')).toBe(false);
  });

  it('keeps no redirect, error, cookie-setting, private or non-HTML answer', () => {
    expect(mayStore(page({ status: 302, headers: { location: '/login' } }), 'any')).toBe(false);
    expect(mayStore(page({ status: 404 }), 'any')).toBe(false);
    expect(mayStore(page({ setCookie: ['jz_sid=; Max-Age=0'] }), 'any')).toBe(false);
    expect(mayStore(page({ headers: { 'content-type': 'text/html', 'cache-control': 'private, max-age=0' } }), 'any')).toBe(false);
    expect(mayStore(page({ headers: { 'content-type': 'application/json' } }), 'any')).toBe(false);
    expect(mayStore(page({ headers: { 'content-type': 'text/x-script' } }), 'any')).toBe(true);
  });
});
