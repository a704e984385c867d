import { useEffect, useState } from 'react';
import { api, type ApiPath, type ApiReply, type ApiRequest } from './api-client';

/** The endpoints that count a read of an item and answer its new count. */
type ReadPath = { [P in ApiPath]: P extends `${string}/read` ? (ApiReply<P> extends { data: { readCount: number } } ? P : never) : never }[ApiPath];

/**
 * Reads are counted from the browser once an item is shown, so a page served
 * from the anonymous page cache still counts, and crawlers do not (decision
 * 0003). Answers the count to show: the server's figure once it replies.
 */
export function useCountedRead<P extends ReadPath>(path: P, item: ApiRequest<P>, initial: number): number;
export function useCountedRead(path: ReadPath, item: ApiRequest<ReadPath>, initial: number): number {
  const [count, setCount] = useState(initial);
  const key = JSON.stringify(item);
  useEffect(() => {
    const controller = new AbortController();
    api
      .post(path as ReadPath, JSON.parse(key) as ApiRequest<ReadPath>, { signal: controller.signal, notify: false })
      .then((reply) => setCount(reply.data.readCount))
      .catch(() => {});
    return () => controller.abort();
  }, [path, key]);
  return count;
}
