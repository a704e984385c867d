import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMode =
  /** Streams `chunks` as OpenAI chat-completion chunks, then [DONE]. */
  | 'ok'
  /** Answers HTTP `status` with an error body. */
  | 'fail'
  /** Accepts the request and never answers. */
  | 'stall'
  /** Sends the first chunk, then nothing more. */
  | 'stall-after-first'
  /** Closes the stream after the first chunk, without [DONE]. */
  | 'cut';

export type StandInRequest = { authorization: string | undefined; body: { model: string; stream: boolean; messages: { role: string; content: string }[] } };

/**
 * An OpenAI-compatible chat API on loopback, for the provider tests: streams
 * chunks (optionally slowly), fails, stalls or cuts the stream. Each request
 * is recorded, and whether the caller went away before the end.
 */
export async function startOpenAiStandIn() {
  const state = {
    mode: 'ok' as StandInMode,
    status: 500,
    chunks: ['第一段：', '工程概况。', '第二段：', '质量措施。'],
    chunkDelayMs: 0,
    requests: [] as StandInRequest[],
    /** Requests whose caller closed the connection before the last chunk. */
    abandoned: 0,
  };
  const open = new Set<ServerResponse>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const part of req) raw += part;
    state.requests.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
    if (req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    if (state.mode === 'fail') {
      res.writeHead(state.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'stand-in failure' } }));
      return;
    }
    if (state.mode === 'stall') {
      open.add(res);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    let closed = false;
    res.on('close', () => {
      closed = true;
    });
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    for (let i = 0; i < state.chunks.length; i++) {
      if (closed) {
        state.abandoned++;
        return;
      }
      send({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: state.chunks[i] }, finish_reason: null }] });
      if (i === 0 && state.mode === 'stall-after-first') {
        open.add(res);
        return;
      }
      if (i === 0 && state.mode === 'cut') {
        res.end();
        return;
      }
      if (state.chunkDelayMs) await new Promise((r) => setTimeout(r, state.chunkDelayMs));
    }
    if (closed) {
      state.abandoned++;
      return;
    }
    send({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    res.end('data: [DONE]\n\n');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    reset() {
      Object.assign(state, { mode: 'ok', status: 500, chunkDelayMs: 0, requests: [], abandoned: 0, chunks: ['第一段：', '工程概况。', '第二段：', '质量措施。'] });
    },
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
