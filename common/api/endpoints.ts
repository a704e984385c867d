import type { z } from 'zod';

/**
 * One JSON endpoint of /api as both doors see it: its method, the schema of
 * what it takes (the body of a POST, the query of a GET; none when it reads
 * nothing) and the schema of its reply. Each domain lists its endpoints in
 * `common/<domain>/schemas.ts`; `common/api/contract.ts` joins them into the
 * one table the server registers its routes from and the browser's client
 * types its calls with (decision 0021).
 */
export type Endpoint = {
  method: 'GET' | 'POST';
  request: z.ZodType | undefined;
  response: z.ZodType;
};

export type EndpointTable = Record<string, Endpoint>;

/** A POST endpoint taking a JSON body. */
export function post<Req extends z.ZodType, Res extends z.ZodType>(request: Req, response: Res) {
  return { method: 'POST' as const, request, response };
}

/** A POST endpoint that reads no body (what is sent is ignored). */
export function postWithoutBody<Res extends z.ZodType>(response: Res) {
  return { method: 'POST' as const, request: undefined, response };
}

/** A GET endpoint taking a query string. */
export function get<Query extends z.ZodType, Res extends z.ZodType>(query: Query, response: Res) {
  return { method: 'GET' as const, request: query, response };
}

/** What a caller sends to an endpoint (before defaults are applied). */
export type RequestOf<E extends Endpoint> = E['request'] extends z.ZodType ? z.input<E['request']> : Record<string, unknown> | undefined;
/** What the endpoint's handler has after parsing (defaults applied). */
export type ParsedRequestOf<E extends Endpoint> = E['request'] extends z.ZodType ? z.output<E['request']> : undefined;
/** The reply a caller reads. */
export type ReplyOf<E extends Endpoint> = z.output<E['response']>;
