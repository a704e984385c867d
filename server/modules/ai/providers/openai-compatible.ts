import { parseEventStream } from '../../../../common/ai/options';
import { AiProviderError, type AiProvider, type ChatCall } from './types';

export type OpenAiCompatibleOptions = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Longest wait for the reply's headers, for the first token and between two tokens. */
  timeoutMs: number;
  fetch?: typeof fetch;
};

/**
 * Any service speaking OpenAI's chat-completions API (Qwen/DashScope,
 * DeepSeek, vLLM, Ollama …), streamed (`stream: true`, server-sent events of
 * `choices[0].delta.content`). A stall longer than `timeoutMs` anywhere in
 * the answer is a time-out, not a hang.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AiProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'openai',
    label: options.model,
    async *stream({ messages, signal }: ChatCall) {
      const controller = new AbortController();
      const onAbort = () => controller.abort();
      signal.addEventListener('abort', onAbort, { once: true });
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, options.timeoutMs);
      };
      const fail = (e: unknown): never => {
        if (timedOut) throw new AiProviderError('timeout', `no data for ${options.timeoutMs} ms`, { cause: e });
        if (e instanceof AiProviderError) throw e;
        throw new AiProviderError('unavailable', 'request failed', { cause: e });
      };
      try {
        arm();
        let res: Response;
        try {
          res = await doFetch(`${options.baseUrl}/chat/completions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}`, accept: 'text/event-stream' },
            body: JSON.stringify({ model: options.model, messages, stream: true }),
            signal: controller.signal,
          });
        } catch (e) {
          if (signal.aborted) return;
          return fail(e);
        }
        if (!res.ok || !res.body) {
          await res.body?.cancel().catch(() => {});
          const reason = res.status === 401 || res.status === 403 ? 'auth' : res.status === 429 ? 'busy' : 'unavailable';
          throw new AiProviderError(reason, `HTTP ${res.status}`);
        }
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        let finished = false;
        try {
          for (;;) {
            arm();
            let chunk: ReadableStreamReadResult<string>;
            try {
              chunk = await reader.read();
            } catch (e) {
              if (signal.aborted) return;
              return fail(e);
            }
            // A stream cut before [DONE] or a finish reason is an incomplete answer, not a short one.
            if (chunk.done) {
              if (finished) return;
              throw new AiProviderError('unavailable', 'stream ended before [DONE]');
            }
            const { events, rest } = parseEventStream(buffer + chunk.value);
            buffer = rest;
            for (const { data } of events) {
              if (data.trim() === '[DONE]') return;
              let parsed: { choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[]; error?: { message?: string } };
              try {
                parsed = JSON.parse(data);
              } catch (e) {
                throw new AiProviderError('unavailable', 'bad chunk', { cause: e });
              }
              if (parsed.error) throw new AiProviderError('unavailable', parsed.error.message ?? 'error event');
              const text = parsed.choices?.[0]?.delta?.content;
              if (parsed.choices?.[0]?.finish_reason) finished = true;
              if (text) yield text;
            }
          }
        } finally {
          reader.cancel().catch(() => {});
        }
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        controller.abort();
      }
    },
  };
}
