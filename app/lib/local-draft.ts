import { useEffect, useRef } from 'react';

const PREFIX = 'jz_ai_draft:';
/** Drafts older than this are dropped when read. */
const MAX_AGE_MS = 7 * 86_400_000;

/**
 * A question being typed, kept in this browser's local storage under `key`
 * until it is sent (decision 0047): a reload or a closed tab does not lose it.
 * `restore` runs once after mount (never on the server); `value` is written
 * as it changes; `clear` forgets it once the question is sent.
 */
export function useLocalDraft<T>(key: string, value: T, restore: (saved: T) => void) {
  const restored = useRef(false);
  const restoreRef = useRef(restore);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    try {
      const raw = window.localStorage.getItem(PREFIX + key);
      if (!raw) return;
      const saved = JSON.parse(raw) as { at: number; value: T };
      if (Date.now() - saved.at < MAX_AGE_MS) restoreRef.current(saved.value);
      else window.localStorage.removeItem(PREFIX + key);
    } catch {
      /* storage off or a broken entry: nothing to restore */
    }
  }, [key]);
  useEffect(() => {
    if (!restored.current) return;
    try {
      window.localStorage.setItem(PREFIX + key, JSON.stringify({ at: Date.now(), value }));
    } catch {
      /* storage full or off: the draft simply is not kept */
    }
  }, [key, value]);
  return {
    clear: () => {
      try {
        window.localStorage.removeItem(PREFIX + key);
      } catch {
        /* nothing to clear */
      }
    },
  };
}
