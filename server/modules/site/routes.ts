import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteEndpoints } from '../../../common/site/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';

/** The site frame's data from the database (the news menu, the footer's contacts and topics). */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { site } = app.services;
  const endpoint = endpointsOf(app, siteEndpoints);
  endpoint('/site/pub/footer', { tags: ['site'], summary: '页脚：技术联系人表与专题（至多 9 个）' }, async () => ok({ data: await site.footer() }));
  endpoint('/site/pub/frame', { tags: ['site'], summary: '站点框架：资讯菜单与页脚' }, async () => ok({ data: await site.frame() }));
};
