import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, EndpointTable, ParsedRequestOf } from '../../common/api/endpoints';

/** What the OpenAPI document says of an endpoint, beside its schemas. */
type EndpointDoc = { tags: string[]; summary: string; description?: string; deprecated?: boolean };
/** Route options an endpoint may add: hooks that run before the body is read, limits. */
type EndpointOptions = Pick<RouteOptions, 'onRequest' | 'preValidation' | 'preHandler' | 'bodyLimit' | 'config'>;

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{ Body: ParsedRequestOf<E>; Querystring: ParsedRequestOf<E> }>;
/** A handler answers what the endpoint's response schema takes, or sends the reply itself. */
export type EndpointHandler<E extends Endpoint> = (req: EndpointRequest<E>, reply: FastifyReply) => Promise<z.input<E['response']> | FastifyReply>;

/**
 * Registers routes from a domain's endpoint table (common/<domain>/schemas.ts),
 * so the path, the method and both schemas a route validates and documents
 * are the ones the browser's client is typed with (decision 0021):
 *
 *   const endpoint = endpointsOf(app, tenderEndpoints);
 *   endpoint('/ai/pub/bid/listPaged', { tags, summary: '招标信息（分页）' }, async (req) => ok(await tender.listPaged(req.body)));
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any type provider: the plugin's instance is typed for zod
export function endpointsOf<T extends EndpointTable>(app: FastifyInstance<any, any, any, any, any>, table: T) {
  return function endpoint<P extends keyof T & string>(path: P, doc: EndpointDoc & EndpointOptions, handler: EndpointHandler<T[P]>) {
    const { method, request, response } = table[path]!;
    const { tags, summary, description, deprecated, ...options } = doc;
    const input = request ? (method === 'GET' ? { querystring: request } : { body: request }) : {};
    app.route({
      method,
      url: path,
      schema: { tags, summary, description, deprecated, ...input, response: { 200: response } },
      ...options,
      handler: handler as RouteOptions['handler'],
    });
  };
}
