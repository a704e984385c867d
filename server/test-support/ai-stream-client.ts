import type { AddressInfo } from 'node:net';
import { parseEventStream } from '../../common/ai/options';
import type { TestApp } from './test-app';

export type StreamEvent = { event: string; data: Record<string, unknown> };

/** The listening address of a test app (streamed answers need a real socket, not inject). */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/**
 * POSTs to a streaming endpoint and reads its events as a browser does; a
 * refusal before the stream comes back as `json`. `stopAfterFirstDelta` is
 * the 停止 button.
 */
export async function readEventStream(base: string, path: string, cookie: string | undefined, body: object, { stopAfterFirstDelta = false } = {}) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('text/event-stream')) return { status: res.status, json: await res.json(), events: [] as StreamEvent[], text: '' };
  const events: StreamEvent[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const parsed = parseEventStream(buffer + value);
      buffer = parsed.rest;
      for (const e of parsed.events) events.push({ event: e.event, data: JSON.parse(e.data) });
      if (stopAfterFirstDelta && events.some((e) => e.event === 'delta')) {
        controller.abort();
        break;
      }
    }
  } catch (e) {
    if (!controller.signal.aborted) throw e;
  }
  const text = events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text)
    .join('');
  return { status: res.status, json: undefined as unknown, events, text };
}
