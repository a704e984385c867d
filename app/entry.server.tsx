import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { attachRenderedBody } from '../common/rendered-body';

export const streamTimeout = 10_000;

/**
 * Renders the whole page (onAllReady) into one buffer. antd runs with
 * zeroRuntime (app/lib/theme.ts): its styles are hashed stylesheets listed
 * by <Links/>, so nothing is injected here and a page's HTML depends only on
 * its URL, its data and its viewer, never on what the process rendered before.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        const body = Buffer.concat(chunks);
        // The bytes ride beside the Response (common/rendered-body.ts): a body stream nobody reads costs a millisecond to set up.
        resolve(attachRenderedBody(new Response(null, { headers: responseHeaders, status: responseStatusCode }), body));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        shellRendered = true;
        pipe(sink);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
