import { useEffect, useRef, useState } from 'react';
import { apiUrl } from './api-client';

export type SaveState = 'saved' | 'saving' | 'failed' | null;

/**
 * Saves what the user writes as they write it: `schedule` keeps the latest
 * body and saves it after a pause of typing (`delayMs`); `flush` saves it at
 * once; when the tab is closed or hidden (pagehide) the pending body goes out
 * with `keepalive`, so no edit is lost. Bodies are whole values (a section's
 * text), so a later save always supersedes an earlier one.
 */
export function useAutosave<B extends Record<string, unknown>>({ path, save, delayMs = 800 }: { path: string; save: (body: B) => Promise<void>; delayMs?: number }) {
  const [state, setState] = useState<SaveState>(null);
  const pending = useRef<{ body: B; timer: number } | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  const flush = (keepalive = false) => {
    const p = pending.current;
    if (!p) return;
    window.clearTimeout(p.timer);
    pending.current = null;
    if (keepalive) {
      const body = JSON.stringify(p.body);
      // Browsers refuse keepalive bodies over 64 KB: a longer text goes as an ordinary request and most often still arrives.
      void fetch(apiUrl(path), { method: 'POST', keepalive: body.length < 60_000, credentials: 'include', headers: { 'content-type': 'application/json' }, body }).catch(() => {});
      return;
    }
    setState('saving');
    saveRef
      .current(p.body)
      .then(() => setState(pending.current ? 'saving' : 'saved'))
      .catch(() => setState('failed'));
  };

  useEffect(() => {
    const onHide = () => flush(true);
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  });

  const schedule = (body: B) => {
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = { body, timer: window.setTimeout(() => flush(), delayMs) };
    setState('saving');
  };

  /** True while a body waits for its save (the page should not overwrite what the user typed). */
  const hasPending = () => pending.current !== null;

  return { state, schedule, flush, hasPending };
}

/** The words beside an autosaving field. */
export function saveStateText(state: SaveState): string {
  return state === 'saving' ? '保存中…' : state === 'saved' ? '已保存' : state === 'failed' ? '保存失败，请检查网络' : '';
}
