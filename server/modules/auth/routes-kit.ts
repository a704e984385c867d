import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints } from '../../../common/auth/schemas';
import { SESSION_COOKIE } from '../../../common/cookies';
import { endpointsOf, type EndpointHandler } from '../../http/endpoint';
import { ok } from '../../http/ok';
import type { LoginOutcome } from './password-login';
import type { RequestMeta, SessionGrant } from './service-deps';
import { setSessionCookie } from './viewer';

type AuthEndpoints = typeof authEndpoints;
type AuthPath = keyof AuthEndpoints;

/** What every auth route file is given: its registrar, the service, and the replies they share. */
export type AuthRouteKit = ReturnType<typeof authRouteKit>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any type provider: the plugin's instance is typed for zod
export function authRouteKit(app: FastifyInstance<any, any, any, any, any>) {
  const { auth } = app.services;
  const routes = new Map<AuthPath, { summary: string; deprecated: boolean; handler: EndpointHandler<AuthEndpoints[AuthPath]> }>();

  /**
   * One handler under several paths: the current name first, then the older
   * names clients still call (marked deprecated in the OpenAPI document).
   */
  function route<P extends AuthPath>(paths: [P, ...P[]], summary: string, handler: EndpointHandler<AuthEndpoints[P]>) {
    paths.forEach((path, i) => routes.set(path, { summary, deprecated: i > 0, handler: handler as EndpointHandler<AuthEndpoints[AuthPath]> }));
  }

  /**
   * Registers the routes in the order of the endpoint table, which is the order
   * of the OpenAPI document. The schemas' messages name their field: a
   * refusal shows them as written.
   */
  function registerAll() {
    const endpoint = endpointsOf(app, authEndpoints);
    for (const path of Object.keys(authEndpoints) as AuthPath[]) {
      const found = routes.get(path);
      if (!found) throw new Error(`auth: no handler for ${path}`);
      const { summary, deprecated, handler } = found;
      endpoint(path, { tags: ['auth'], summary, ...(deprecated ? { deprecated } : {}), config: { validationAsWritten: true } }, handler);
    }
  }

  const metaOf = (req: FastifyRequest): RequestMeta => ({
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    previousToken: req.cookies?.[SESSION_COOKIE],
  });

  /** A new session: the token goes into the HttpOnly cookie, the user info into the reply. */
  const grantReply = (req: FastifyRequest, reply: FastifyReply, grant: SessionGrant, redirect: string | undefined) => {
    setSessionCookie(req, reply, grant.token);
    return ok({ userinfo: grant.userinfo, needDoubleAuth: false, redirect: auth.redirectOf(redirect) });
  };

  const loginReply = (req: FastifyRequest, reply: FastifyReply, outcome: LoginOutcome, redirect: string | undefined) =>
    outcome.kind === 'SESSION'
      ? grantReply(req, reply, outcome, redirect)
      : ok({ needDoubleAuth: true, authKey: outcome.authKey, maskedPhone: outcome.maskedPhone, redirect: auth.redirectOf(redirect) });

  return { auth, route, metaOf, grantReply, loginReply, registerAll };
}
