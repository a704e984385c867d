import { useEffect, useRef, useState } from 'react';
import { newRequestId, streamAnswer } from '../../lib/ai-stream';

/**
 * Writing one section of a longer text at a time (a tender's chapter, a
 * paper's section): the streamed text of the section being written, an error
 * per section, 停止, and the quota the server answers. The tender writer and
 * the paper writer share it.
 */
export function useSectionStream({ path, onResidue }: { path: string; onResidue: (residue: number) => void }) {
  const [writing, setWriting] = useState<{ key: string; text: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /** Streams the section `key` (the request carries `body` and a new request id), then lets `reload` fetch what was stored. */
  async function write(key: string, body: Record<string, unknown>, reload: () => Promise<void>) {
    if (writing) return;
    const ctrl = new AbortController();
    controller.current = ctrl;
    setWriting({ key, text: '' });
    setErrors((all) => ({ ...all, [key]: '' }));
    await streamAnswer(
      { requestId: newRequestId(), ...body },
      ctrl.signal,
      {
        onEvent: (ev) => {
          if (ev.event === 'delta') setWriting((w) => (w ? { ...w, text: w.text + ev.data.text } : w));
          else if (ev.event === 'done') onResidue(ev.data.residue);
          else if (ev.event === 'error') setErrors((all) => ({ ...all, [key]: ev.data.msg }));
        },
      },
      path,
    );
    controller.current = null;
    // A stopped section is kept as far as it came (the server records it after the connection closes).
    if (ctrl.signal.aborted) await new Promise((r) => setTimeout(r, 400));
    await reload().catch(() => {});
    setWriting(null);
  }

  return { writing, errors, write, stop: () => controller.current?.abort() };
}
