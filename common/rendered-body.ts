/**
 * The rendered page travels from app/entry.server.tsx to the HTTP handler as a
 * web Response (React Router's contract), with an empty body: its bytes ride
 * along under this key. Setting up a body stream and reading it back out cost
 * more than compressing the page (decision 0019). Only the page handler
 * (server/http/page-renderer.ts) reads such a Response.
 */
const BODY = Symbol.for('jz.rendered-body');

export function attachRenderedBody(response: Response, body: Buffer): Response {
  (response as unknown as Record<symbol, Buffer>)[BODY] = body;
  return response;
}

export function renderedBody(response: Response): Buffer | undefined {
  return (response as unknown as Record<symbol, Buffer | undefined>)[BODY];
}
