import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenderImportEndpoints, tenderStaffImportEndpoints } from '../../../common/tender-import/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';
import { AppError } from '../../errors';
import { auditMetaOf, installStaffViewer, staffOf, staffOnly } from '../admin/staff-guard';

/** The console's import takes up to 2 million characters as JSON text (about 6 MB of Chinese, escaped). */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;
/** Bad lines an answer lists; the message counts them all. */
const ERRORS_LISTED = 200;

const anyStaff = staffOnly(['admin', 'editor', 'agent']);
const importers = staffOnly(['admin', 'editor']);

/**
 * The sales side of tenders (spec §7 /crm/sales/*: import batches, the region
 * tree) and the console's import of notices (/admin/tender/import). Staff
 * only, checked here (decision 0042). Thin: the guard, the service, the audit log.
 */
export const tenderImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tenderImport: imports, admin } = app.services;
  installStaffViewer(app, admin.accounts);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['crm'];
  const doc = (summary: string, preHandler: ReturnType<typeof staffOnly>) => ({ tags, summary, preHandler, config: { validationAsWritten: true } });

  const endpoint = endpointsOf(app, tenderImportEndpoints);
  endpoint('/crm/sales/spiderBiding/listPaged', doc('招标信息导入批次（员工；分页，最新在前，含总数、新增、更新、未变）', anyStaff), async (req) =>
    ok(await imports.listBatches(req.body)),
  );
  endpoint('/crm/sales/customerV2/customerRegion', doc('地区树（员工）：各省及其城市的招标信息数与报名中的公告数', anyStaff), async () =>
    ok({ data: await imports.regionTree() }),
  );

  const staffEndpoint = endpointsOf(app, tenderStaffImportEndpoints);
  staffEndpoint(
    '/admin/tender/import',
    { ...doc('导入招标信息（管理员、编辑；JSON Lines 或 CSV，全部校验通过才写入）', importers), bodyLimit: IMPORT_BODY_LIMIT },
    async (req) => {
      const member = await staffOf(req);
      const { fileName, content } = req.body;
      const format = req.body.format ?? (/\.csv$/i.test(fileName) ? 'csv' : 'jsonl');
      const result = await imports.importFile({ content, format, fileName });
      const who = { staffId: member.id, username: member.username, target: fileName, ...auditMetaOf(req) };
      if (!result.ok) {
        await admin.audit.record({ ...who, action: 'tender.import_failed', detail: { format, badLines: result.errors.length } });
        throw new AppError('VALIDATION', `导入失败：${result.errors.length} 行有误，未写入任何数据`, { details: { errors: result.errors.slice(0, ERRORS_LISTED) } });
      }
      const { ok: _ok, ...report } = result;
      await admin.audit.record({ ...who, action: 'tender.import', detail: { format, ...report } });
      return ok({ data: report });
    },
  );
};
