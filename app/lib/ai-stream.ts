import { AI_CHAT_STREAM_PATH, parseEventStream, type AiStreamEvent } from '../../common/ai/options';
import type { AiChatRequest } from '../../common/ai/schemas';
import { messageForStatus } from './api-client';
import { apiUrl } from './api-client';

export type StreamHandlers = {
  onEvent: (event: AiStreamEvent) => void;
};

/** What the browser sends (before the server's defaults). */
export type AiChatInput = Partial<Omit<AiChatRequest, 'requestId'>> & { requestId: string };

/**
 * POSTs a question and reads the answer's events as they come (a streamed
 * fetch of text/event-stream, decision 0034). A refusal before the stream is
 * an ordinary JSON envelope: it arrives as one `error` event with its
 * message. Aborting `signal` is the 停止 button: it resolves quietly.
 */
export async function streamAnswer(input: AiChatInput | Record<string, unknown>, signal: AbortSignal, { onEvent }: StreamHandlers, path: string = AI_CHAT_STREAM_PATH): Promise<void> {
  let res: Response;
  try {
    res = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      credentials: 'include',
      body: JSON.stringify(input),
      signal,
    });
  } catch {
    if (!signal.aborted) onEvent({ event: 'error', data: { msg: '网络异常，请稍后再试' } });
    return;
  }
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('text/event-stream')) {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null;
    onEvent({ event: 'error', data: { msg: body?.msg ?? messageForStatus(res.status) } });
    return;
  }
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const parsed = parseEventStream(buffer + value);
      buffer = parsed.rest;
      for (const e of parsed.events) onEvent({ event: e.event, data: JSON.parse(e.data) } as AiStreamEvent);
    }
  } catch {
    if (!signal.aborted) onEvent({ event: 'error', data: { msg: '网络异常，回答已中断；本次未扣除使用次数' } });
  }
}

/** A request id for one answer: a resend of the same id is answered once and spends once. */
export function newRequestId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
