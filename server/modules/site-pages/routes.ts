import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sitePagesEndpoints } from '../../../common/site-pages/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';

/** The site's own pages (agreements). Thin: parse, call the service, reply. */
export const sitePagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sitePages } = app.services;
  const tags = ['site'];
  const endpoint = endpointsOf(app, sitePagesEndpoints);

  endpoint('/site/pub/agreement/get', { tags, summary: '用户服务协议或隐私政策：现行版本或指定的历史版本，及全部已生效版本', config: { validationAsWritten: true } }, async (req) =>
    ok({ data: await sitePages.getAgreement(req.body) }),
  );

  endpoint('/news/pub/newsDispense/loginBilibili', { tags, summary: '公司视频号（哔哩哔哩）主页地址；登录用户的领取会被计数' }, async (req) => {
    const viewer = await req.getViewer();
    return ok({ data: await sitePages.dispenseVideoChannel({ userId: viewer?.userId ?? null }) });
  });
};
