import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AiStreamEvent } from '../../../common/ai/options';
import type { AiLog } from './service';

/** Streams an answer's events as text/event-stream; the browser closing the connection (停止) aborts the provider. */
export async function sendEvents(req: FastifyRequest, reply: FastifyReply, run: (signal: AbortSignal, log: AiLog) => AsyncGenerator<AiStreamEvent>) {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  reply.hijack();
  reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
  for await (const ev of run(controller.signal, (detail, msg) => req.log.warn(detail, msg))) {
    if (!reply.raw.destroyed) reply.raw.write(`event: ${ev.event}\ndata: ${JSON.stringify(ev.data)}\n\n`);
  }
  reply.raw.end();
}
