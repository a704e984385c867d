import type { ServerBuild } from 'react-router';
import { isKeptOnServer, revealKept } from '../../common/kept-in-page';

type Loader = (args: { request: Request; context: object }) => unknown;

/**
 * Whether a request asks for a client navigation's data (`/path.data`,
 * `/_root.data`) rather than a document. React Router hands its loaders the
 * address without `.data`, so the page renderer decides from the request it
 * received (decision 0068).
 */
export function isDataRequest(url: string): boolean {
  const { pathname } = new URL(url, 'http://localhost');
  return pathname.endsWith('.data');
}

/**
 * The same build, with the kept values in each loader's answer (common/kept-in-page.ts)
 * made visible to the serialiser when the render is a data request: a client
 * navigation has no server markup to keep, so it gets the data. A document's
 * answers pass as the loaders made them. `isData` tells a data request's load
 * context from a document's.
 */
export function revealKeptForData(build: ServerBuild, isData: (context: object) => boolean): ServerBuild {
  const revealed = new WeakMap<object, unknown>();
  const reveal = (answer: unknown): unknown => {
    if (typeof answer !== 'object' || answer === null || answer instanceof Response) return answer;
    const known = revealed.get(answer);
    if (known !== undefined) return known;
    // Loader answers are kept by the loader cache: the same answer gets the same revealed copy.
    const result = revealWithin(answer);
    revealed.set(answer, result);
    return result;
  };
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const loader = route.module.loader as Loader | undefined;
    if (!loader) {
      routes[id] = route;
      continue;
    }
    const wrapped: Loader = async (args) => {
      const answer = await loader(args);
      return isData(args.context) ? reveal(answer) : answer;
    };
    routes[id] = { ...route, module: { ...route.module, loader: wrapped as never } };
  }
  return { ...build, routes };
}

/** The value with every kept value in it, at any depth of plain objects and arrays, revealed; the value itself when it holds none. */
function revealWithin(value: unknown): unknown {
  if (isKeptOnServer(value)) return revealKept(value);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const next = revealWithin(item);
      if (next !== item) (copy ??= [...value])[i] = next;
    });
    return copy ?? value;
  }
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const next = revealWithin(item);
    if (next !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = next;
  }
  return copy ?? value;
}
