import { useEffect, useState } from 'react';
import { api } from './api-client';

/**
 * Reads are counted from the browser once an item is shown, so a page served
 * from the anonymous page cache still counts, and crawlers do not (decision
 * 0003). Answers the count to show: the server's figure once it replies.
 */
export function useCountedRead(path: string, item: Record<string, string | number>, initial: number): number {
  const [count, setCount] = useState(initial);
  const key = JSON.stringify(item);
  useEffect(() => {
    const controller = new AbortController();
    api
      .postUnchecked<{ data: { readCount: number } }>(path, JSON.parse(key) as Record<string, unknown>, { signal: controller.signal, notify: false })
      .then((reply) => setCount(reply.data.readCount))
      .catch(() => {});
    return () => controller.abort();
  }, [path, key]);
  return count;
}
