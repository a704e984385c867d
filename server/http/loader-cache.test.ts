import { describe, expect, it } from 'vitest';
import { data, type AppLoadContext, type ServerBuild } from 'react-router';
import { createLoaderCache } from './loader-cache';
import { createContentEvents } from '../platform/content-events';
import { createMemoryKvStore } from '../platform/kv-store';

type Loader = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown;

function setup(loader: Loader, now = () => 0) {
  const events = createContentEvents(createMemoryKvStore());
  const cache = createLoaderCache({ events, ttlSeconds: 60, now });
  const build = { routes: { page: { id: 'page', module: { loader } } } } as unknown as ServerBuild;
  const wrapped = cache.wrapBuild(build).routes.page!.module.loader as Loader;
  const contextOf = (viewer: unknown) => ({ services: {}, viewer }) as unknown as AppLoadContext;
  const callWith = (url: string, context: AppLoadContext) => wrapped({ request: new Request(`http://portal.test${url}`), params: {}, context });
  const call = (url: string, viewer: unknown = null) => callWith(url, contextOf(viewer));
  return { call, callWith, contextOf, events, cache };
}

describe('loader cache', () => {
  it('answers the same URL from memory until content changes', async () => {
    let runs = 0;
    const { call, events } = setup(async () => ({ run: ++runs }));
    expect(await call('/news/1')).toEqual({ run: 1 });
    expect(await call('/news/1')).toEqual({ run: 1 });
    expect(await call('/news/2')).toEqual({ run: 2 });
    await events.changed('news');
    expect(await call('/news/1')).toEqual({ run: 3 });
  });

  it('treats a client navigation data request as the same page', async () => {
    let runs = 0;
    const { call } = setup(async () => ({ run: ++runs }));
    await call('/news/1?tab=a');
    expect(await call('/news/1.data?tab=a&_routes=routes%2Fnews')).toEqual({ run: 1 });
  });

  it('never shares an answer that read the viewer between readers', async () => {
    let runs = 0;
    const { call } = setup(async ({ context }) => ({ run: ++runs, name: (context.viewer as { name: string } | null)?.name ?? null }));
    expect(await call('/personalCenter', { name: '张工' })).toEqual({ run: 1, name: '张工' });
    expect(await call('/personalCenter', null)).toEqual({ run: 2, name: null });
    expect(await call('/personalCenter', { name: '李工' })).toEqual({ run: 3, name: '李工' });
    expect(await call('/personalCenter', { name: '张工' })).toEqual({ run: 4, name: '张工' });
  });

  it('shares an answer made for nobody with anonymous readers only, still as one that read the viewer', async () => {
    let runs = 0;
    const { callWith, contextOf, events, cache } = setup(async ({ context }) => ({ run: ++runs, signedIn: context.viewer !== null }));
    const first = contextOf(null);
    const second = contextOf(null);
    expect(await callWith('/login', first)).toEqual({ run: 1, signedIn: false });
    expect(await callWith('/login', second)).toEqual({ run: 1, signedIn: false });
    expect(cache.readViewer(second)).toBe(true);
    expect(await callWith('/login', contextOf({ name: '张工' }))).toEqual({ run: 2, signedIn: true });
    await events.changed('news');
    expect(await callWith('/login', contextOf(null))).toEqual({ run: 3, signedIn: false });
  });

  it('tells which renders read the viewer, whether it was anyone or nobody', async () => {
    const { callWith, contextOf, cache } = setup(async ({ request, context }) =>
      request.url.endsWith('/personalCenter') ? { name: (context.viewer as { name: string } | null)?.name ?? null } : { page: 1 },
    );
    const centre = contextOf({ name: '张工' });
    const anonymousLogin = contextOf(null);
    const article = contextOf({ name: '张工' });
    const articleAgain = contextOf({ name: '李工' });
    await callWith('/personalCenter', centre);
    await callWith('/personalCenter', anonymousLogin);
    await callWith('/news/1', article);
    await callWith('/news/1', articleAgain);
    expect(cache.readViewer(centre)).toBe(true);
    // Reading that there is no viewer is reading the viewer: the anonymous page differs from a reader's.
    expect(cache.readViewer(anonymousLogin)).toBe(true);
    expect(cache.readViewer(article)).toBe(false);
    expect(cache.readViewer(articleAgain)).toBe(false);
  });

  it('does not keep redirects, errors or answers that carry headers', async () => {
    let runs = 0;
    const { call } = setup(async ({ request }) => {
      runs++;
      if (request.url.endsWith('/redirect')) return new Response(null, { status: 302, headers: { location: '/' } });
      if (request.url.endsWith('/headers')) return data({ x: 1 }, { headers: { 'cache-control': 'private' } });
      throw new Error('boom');
    });
    await call('/redirect');
    await call('/redirect');
    await call('/headers');
    await call('/headers');
    await expect(call('/error')).rejects.toThrow('boom');
    await expect(call('/error')).rejects.toThrow('boom');
    expect(runs).toBe(6);
  });

  it('forgets an answer after its time to live', async () => {
    let clock = 0;
    let runs = 0;
    const { call } = setup(
      async () => ({ run: ++runs }),
      () => clock,
    );
    await call('/tender');
    clock = 59_000;
    expect(await call('/tender')).toEqual({ run: 1 });
    clock = 60_001;
    expect(await call('/tender')).toEqual({ run: 2 });
  });

  it('keeps one answer per brand for every address of a route that ignores the address, until content changes', async () => {
    let runs = 0;
    const events = createContentEvents(createMemoryKvStore());
    const cache = createLoaderCache({ events, ttlSeconds: 60 });
    const loader: Loader = async ({ context }) => ({ run: ++runs, brand: context.brand });
    const build = { routes: { root: { id: 'root', module: { loader, handle: { answerIgnoresAddress: true } } } } } as unknown as ServerBuild;
    const wrapped = cache.wrapBuild(build).routes.root!.module.loader as Loader;
    const call = (url: string, brand = 'default') =>
      wrapped({ request: new Request(`http://portal.test${url}`), params: {}, context: { services: {}, viewer: null, brand } as unknown as AppLoadContext });
    const first = await call('/news/1');
    expect(first).toEqual({ run: 1, brand: 'default' });
    // The same object: what is rendered once from it (decision 0068) serves every address.
    expect(await call('/tender?page=2')).toBe(first);
    expect(await call('/_root.data')).toBe(first);
    expect(await call('/news/1', 'cloud')).toEqual({ run: 2, brand: 'cloud' });
    await events.changed('site');
    expect(await call('/news/1')).toEqual({ run: 3, brand: 'default' });
  });
});
