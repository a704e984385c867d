import { Writable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { attachRenderedBody } from '../common/rendered-body';
import { beginRender, rememberSharedMarkup } from './components/kept-html';

export const streamTimeout = 10_000;

/**
 * Renders the whole page into one buffer. antd runs with zeroRuntime
 * (app/lib/theme.ts): its styles are hashed stylesheets listed by <HeadLinks/>, so
 * nothing is injected here and a page's HTML depends only on its URL, its
 * data and its viewer, never on what the process rendered before.
 *
 * Two ways to the same HTML (decision 0019). React's synchronous renderToString
 * costs less than half the CPU of its streaming renderer for our pages, so it
 * is tried first. What would make it suspend is made ready beforehand: React
 * Router's hydration data (drained from its stream, below). A lazy island whose
 * code this process has not loaded yet still suspends; renderToString then marks
 * the boundary for client rendering (`<!--$!-->`), and the page is rendered
 * again by the streaming renderer, which waits for everything (onAllReady).
 * Both write the same markup.
 */
export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  await prefillHydrationData(routerContext);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const app = <ServerRouter context={routerContext} url={request.url} />;
  let html: string | undefined;
  try {
    beginRender();
    html = renderToString(app);
  } catch {
    // A render error outside any boundary: the streaming renderer reports it as it always did.
  }
  if (html !== undefined && !html.includes(CLIENT_RENDERED_BOUNDARY)) {
    rememberSharedMarkup(html);
    return attachRenderedBody(new Response(null, { headers: responseHeaders, status: responseStatusCode }), Buffer.from(`<!DOCTYPE html>${html}`));
  }
  return renderStreaming(app, responseStatusCode, responseHeaders);
}

/** What React writes where a Suspense boundary did not finish on the server. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

type StreamCacheEntry = Promise<void> & { result?: { done: boolean; value: string }; error?: unknown };
type RenderMeta = { streamCache?: Record<number, StreamCacheEntry> };

/**
 * React Router writes the loader data for hydration with a component that
 * suspends on every chunk of its turbo-stream (StreamTransfer, reading
 * `renderMeta.streamCache[n]` before it reads the stream). The loaders have all
 * finished by now, so the stream is read to its end here and handed over as one
 * finished entry: one script that enqueues everything and closes the stream.
 */
async function prefillHydrationData(context: EntryContext) {
  const stream = context.serverHandoffStream;
  const meta = (context as unknown as { renderMeta?: RenderMeta }).renderMeta;
  if (!stream || !meta) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  text += decoder.decode();
  const entry: StreamCacheEntry = Object.assign(Promise.resolve(), { result: { done: true, value: text } });
  meta.streamCache = { 0: entry };
  // ServerRouter takes a reader of this stream on every render (the streaming one may follow the synchronous one); it is never read.
  context.serverHandoffStream = finishedStream as unknown as ReadableStream<Uint8Array>;
}

const finishedStream = { getReader: () => ({ read: async () => ({ done: true, value: undefined }), releaseLock() {}, cancel: async () => {} }) };

function renderStreaming(app: React.ReactElement, status: number, headers: Headers) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        const body = Buffer.concat(chunks);
        // The bytes ride beside the Response (common/rendered-body.ts): a body stream nobody reads costs a millisecond to set up.
        resolve(attachRenderedBody(new Response(null, { headers, status }), body));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(app, {
      // Everything is written at once (onAllReady): every boundary in place, as renderToString writes it, never
      // moved to the end of the page with a script (React does that for large boundaries that finish late).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        shellRendered = true;
        pipe(sink);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
