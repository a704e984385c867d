import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiBusinessError } from '../../lib/api-client';
import { toastError } from '../../lib/toast';

/**
 * Loads what a console page shows and loads it again when its input changes;
 * the last answer stays on screen while the next one loads. Business failures
 * are shown as a toast (HTTP failures the client toasts itself).
 */
export function useAdminQuery<I, T>(input: I, load: (input: I) => Promise<T>) {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const key = JSON.stringify(input);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const run = useCallback(() => {
    const ticket = ++latest.current;
    setLoading(true);
    loadRef
      .current(JSON.parse(key) as I)
      .then((answer) => {
        if (ticket === latest.current) setData(answer);
      })
      .catch((e: unknown) => {
        if (e instanceof ApiBusinessError) toastError(e.message);
      })
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  }, [key]);
  useEffect(run, [run]);
  return { data, loading, reload: run, setData };
}
