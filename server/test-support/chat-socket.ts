import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frames are read as the tests assert them
export type Frame = { type: string; [key: string]: any };

/**
 * A chat socket as a page opens one (the `ws` client with an Origin header),
 * keeping every frame it receives so a test can wait for the one it expects.
 */
export class ChatSocket {
  readonly frames: Frame[] = [];
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as Frame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(frame)) return true;
        w.resolve(frame);
        return false;
      });
    });
  }

  /** Opens the socket; rejects with the HTTP status when the server refuses the upgrade. */
  static open(url: string, headers: Record<string, string>, tls: { ca?: string } = {}): Promise<ChatSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers, ...tls });
      const socket = new ChatSocket(ws);
      ws.once('open', () => resolve(socket));
      ws.once('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => reject(Object.assign(new Error(`refused ${res.statusCode}`), { status: res.statusCode, body })));
      });
      ws.once('error', reject);
    });
  }

  /** The first frame (already received or still to come) that matches. */
  waitFor(match: (f: Frame) => boolean, timeoutMs = 5000): Promise<Frame> {
    const found = this.frames.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching frame; got ${JSON.stringify(this.frames.slice(-5))}`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
    });
  }

  messages(): Frame[] {
    return this.frames.filter((f) => f.type === 'message').map((f) => f.message);
  }

  send(frame: object) {
    this.ws.send(JSON.stringify(frame));
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

/** The ws:// origin of an app listening on a port. */
export function wsBase(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `ws://127.0.0.1:${address.port}`;
}
