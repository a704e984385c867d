import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenderImportEndpoints } from '../../../common/tender-import/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';
import { loggedIn } from '../account/route-hooks';

/**
 * The sales side of tenders (spec §7 /crm/sales/*): import batches and the
 * region tree of notices. Logged-in for now; the staff role of the console
 * branch guards them at merge (decision 0033). Thin.
 */
export const tenderImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const imports = app.services.tenderImport;
  const endpoint = endpointsOf(app, tenderImportEndpoints);
  const tags = ['crm'];
  endpoint('/crm/sales/spiderBiding/listPaged', { ...loggedIn, tags, summary: '招标信息导入批次（分页，最新在前，含总数、新增、更新、未变）' }, async (req) =>
    ok(await imports.listBatches(req.body)),
  );
  endpoint('/crm/sales/customerV2/customerRegion', { ...loggedIn, tags, summary: '地区树：各省及其城市的招标信息数与报名中的公告数' }, async () =>
    ok({ data: await imports.regionTree() }),
  );
};
