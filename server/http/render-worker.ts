/**
 * A render worker (decision 0019): React Router's handler over the production
 * build, with the service layer reached through the main thread
 * (./service-rpc.ts). Started by ./page-renderer.ts.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { Services } from '../services';
import type { ContentEvents } from '../platform/content-events';
import { servicesClient, type Remote, type ServiceShape } from './service-rpc';
import { renderingWith, type RenderInput } from './page-renderer';

const { serverEntry, shape, ttlSeconds, servicesPort } = workerData as {
  serverEntry: string;
  shape: ServiceShape;
  ttlSeconds: number;
  servicesPort: MessagePort;
};
const port = parentPort!;

// Content changes are announced by the main thread (which hears them from Redis or from its own writes).
const listeners = new Set<(scope: string) => void>();
const events: ContentEvents = {
  onChanged: (listener) => void listeners.add(listener),
  changed: async () => {},
  start: async () => {},
};

const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const services = servicesClient<Remote<Services>>(servicesPort, shape);
const render = renderingWith({ build, services, events, ttlSeconds });

port.on('message', (message: { type: string; id: number; input: RenderInput; scope: string }) => {
  if (message.type === 'content-changed') {
    for (const listener of listeners) listener(message.scope);
    return;
  }
  if (message.type !== 'render') return;
  render(message.input).then(
    (page) => {
      const encoded = transferable(page.encoded.body);
      // The same bytes when nothing was compressed: send them once.
      const stored = page.stored === undefined ? undefined : page.stored === page.encoded.body ? encoded : transferable(page.stored);
      const transfer = stored === undefined || stored === encoded ? [encoded.buffer] : [encoded.buffer, stored.buffer];
      port.postMessage({ type: 'rendered', id: message.id, page: { ...page, stored, encoded: { ...page.encoded, body: encoded } } }, transfer as ArrayBuffer[]);
    },
    (e: unknown) => {
      console.error(e);
      port.postMessage({ type: 'failed', id: message.id, error: e instanceof Error ? e.message : String(e) });
    },
  );
});
/** Bytes that can be handed over without a copy: a buffer that owns all of its memory (a pooled small one is copied). */
function transferable(bytes: Buffer): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

port.postMessage({ type: 'ready' });
