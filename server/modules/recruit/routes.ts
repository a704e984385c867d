import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recruitEndpoints } from '../../../common/recruit/schemas';
import { RESUME_MAX_BYTES } from '../../../common/recruit/options';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';

/** Recruiting (spec §7 news/pub/job/*). Thin: parse, call the service, reply. */
export const recruitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { recruit } = app.services;
  const tags = ['recruit'];
  const endpoint = endpointsOf(app, recruitEndpoints);
  const asWritten = { validationAsWritten: true };

  endpoint('/news/pub/job/getJobCity', { tags, summary: '有在招职位的城市及职位数' }, async () => ok({ data: await recruit.listCities() }));
  endpoint('/news/pub/job/listPaged', { tags, summary: '在招职位（分页，可按城市与类别筛选）', config: asWritten }, async (req) => ok(await recruit.listJobs(req.body)));
  endpoint('/news/pub/job/get', { tags, summary: '职位详情' }, async (req) => ok({ data: await recruit.getJob(req.body) }));
  endpoint(
    '/news/pub/job/apply',
    {
      tags,
      summary: '投递简历：姓名、手机号与简历（PDF 或 DOCX，base64，按文件内容识别类型，不超过 5 MB）',
      // The résumé travels as base64: a third larger than the file, plus the other fields.
      bodyLimit: Math.ceil((RESUME_MAX_BYTES * 4) / 3) + 64 * 1024,
      config: asWritten,
    },
    async (req) => ok({ data: await recruit.apply({ ...req.body, ip: req.ip }) }),
  );
};
