import { describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { isDataRequest, revealKeptForData } from './kept-in-page';
import { keep, openKept, type Kept } from '../../common/kept-in-page';

type Loader = (args: { request: Request; context: object }) => unknown;

function wrap(loader: Loader) {
  const dataContexts = new WeakSet<object>();
  const build = { routes: { page: { id: 'page', module: { loader } } } } as unknown as ServerBuild;
  const wrapped = revealKeptForData(build, (context) => dataContexts.has(context)).routes.page!.module.loader as Loader;
  const call = (data: boolean) => {
    const context = {};
    if (data) dataContexts.add(context);
    return wrapped({ request: new Request('http://portal.test/information'), context });
  };
  return { document: () => call(false), data: () => call(true) };
}

describe('kept values (decision 0068)', () => {
  it('tells a client navigation’s data request from a document', () => {
    expect(isDataRequest('http://portal.test/information.data')).toBe(true);
    expect(isDataRequest('http://portal.test/_root.data')).toBe(true);
    expect(isDataRequest('http://portal.test/tender.data?_routes=tenderList&type=0104')).toBe(true);
    expect(isDataRequest('http://portal.test/information')).toBe(false);
    expect(isDataRequest('http://portal.test/search?keywords=a.data')).toBe(false);
  });

  it('leaves a kept value out of what a document serialises, and opens it on the server', async () => {
    const answer = { title: '资讯中心', lists: keep({ rows: ['地铁 6 号线计量支付上线'] }) };
    const { document } = wrap(async () => answer);
    const got = (await document()) as typeof answer;
    expect(got).toBe(answer);
    expect(JSON.stringify(got)).toBe('{"title":"资讯中心","lists":{}}');
    expect(openKept(got.lists)).toEqual({ rows: ['地铁 6 号线计量支付上线'] });
    // What a document's hydration gives the browser: nothing to open, so the page keeps its markup.
    expect(openKept(JSON.parse(JSON.stringify(got)).lists as Kept<unknown>)).toBeUndefined();
  });

  it('shows a client navigation the kept values at any depth, the same copy for the same answer', async () => {
    const answer = { page: { total: 2, records: keep([{ id: 1 }, { id: 2 }]) }, latest: [keep('a'), 'b'], plain: { n: 1 } };
    const { data, document } = wrap(async () => answer);
    const first = await data();
    expect(JSON.parse(JSON.stringify(first))).toEqual({
      page: { total: 2, records: { live: [{ id: 1 }, { id: 2 }] } },
      latest: [{ live: 'a' }, 'b'],
      plain: { n: 1 },
    });
    const revealed = first as typeof answer;
    expect(openKept(revealed.page.records)).toEqual([{ id: 1 }, { id: 2 }]);
    // Through JSON, as the browser receives it.
    expect(openKept(JSON.parse(JSON.stringify(revealed)).page.records as Kept<unknown>)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await data()).toBe(first);
    // Parts with nothing kept are not copied, and the loader's own answer is untouched.
    expect(revealed.plain).toBe(answer.plain);
    expect(await document()).toBe(answer);
    expect(JSON.stringify(answer.page)).toBe('{"total":2,"records":{}}');
  });

  it('passes answers with nothing kept, and other values, as they are', async () => {
    const answer = { a: 1 };
    expect(await wrap(async () => answer).data()).toBe(answer);
    expect(await wrap(async () => null).data()).toBeNull();
    const redirect = new Response(null, { status: 302, headers: { location: '/login' } });
    expect(await wrap(async () => redirect).data()).toBe(redirect);
  });
});
