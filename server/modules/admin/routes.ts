import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints, adminStatsEndpoints, ZLeadListRequest } from '../../../common/admin/schemas';
import { AppError } from '../../errors';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';
import { chatStaffRoutes } from '../chat/routes';
import { auditMetaOf, clearStaffCookie, installStaffViewer, setStaffCookie, staffOf, staffOnly } from './staff-guard';

const anyStaff = staffOnly(['admin', 'editor', 'agent']);
const adminOnly = staffOnly(['admin']);
const leadWorkers = staffOnly(['admin', 'agent']);
/** What a member who must change their password may still do: see who they are and change it. */
const pendingAllowed = staffOnly(['admin', 'editor', 'agent'], { whilePasswordChangePending: true });

/** The staff console's API (/api/admin/*). Thin: the guard, the service, the envelope. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  installStaffViewer(app, admin.accounts);
  // Nothing of the console is cached by a browser or a proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const endpoint = endpointsOf(app, adminEndpoints);
  // Every message of the console's schemas is a sentence naming its field: shown as written.
  const doc = (summary: string, preHandler?: ReturnType<typeof staffOnly>) => ({ tags: ['admin'], summary, preHandler, config: { validationAsWritten: true } });

  endpoint('/admin/auth/login', doc('员工登录'), async (req, reply) => {
    const { token, ...session } = await admin.accounts.login({ ...req.body, ...auditMetaOf(req) });
    setStaffCookie(req, reply, token);
    return ok(session);
  });

  endpoint('/admin/auth/me', doc('当前员工', pendingAllowed), async (req) => {
    const { sessionId: _s, mustChangePassword, ...staff } = await staffOf(req);
    return ok({ staff, mustChangePassword });
  });

  endpoint('/admin/auth/logout', doc('员工退出登录'), async (req, reply) => {
    const member = await req.getStaff();
    if (member) await admin.accounts.logout(member, auditMetaOf(req));
    clearStaffCookie(reply);
    return ok({});
  });

  endpoint('/admin/auth/password', doc('修改密码', pendingAllowed), async (req) => {
    await admin.accounts.changePassword(await staffOf(req), { ...req.body, ...auditMetaOf(req) });
    return ok({});
  });

  endpoint('/admin/staff/list', doc('员工列表', anyStaff), async () => ok({ records: await admin.accounts.list() }));

  endpoint('/admin/audit/list', doc('操作日志（管理员）', adminOnly), async (req) => ok(await admin.audit.list(req.body)));

  endpoint('/admin/leads/list', doc('线索列表', leadWorkers), async (req) => ok(await admin.leads.list(req.body, await staffOf(req))));
  endpoint('/admin/leads/get', doc('线索详情', leadWorkers), async (req) => ok(await admin.leads.detail(req.body.id, await staffOf(req))));
  endpoint('/admin/leads/update', doc('修改线索状态或负责人', leadWorkers), async (req) =>
    ok(await admin.leads.update(req.body, await staffOf(req), auditMetaOf(req))),
  );
  endpoint('/admin/leads/note', doc('添加线索备注', leadWorkers), async (req) => ok(await admin.leads.addNote(req.body, await staffOf(req), auditMetaOf(req))));

  endpoint('/admin/settings/get', doc('客服设置', anyStaff), async () => ok({ model: await admin.settings.get() }));
  endpoint('/admin/settings/update', doc('修改客服设置（管理员）', adminOnly), async (req) =>
    ok({ model: await admin.settings.update(req.body, await staffOf(req), auditMetaOf(req)) }),
  );

  // Live chat's workspace (server/modules/chat): inside this scope for the staff guard and no-store.
  await app.register(chatStaffRoutes);

  const statsEndpoint = endpointsOf(app, adminStatsEndpoints);
  statsEndpoint('/admin/stats/overview', doc('访问与线索统计', staffOnly(['admin', 'editor'])), async (req) => ok(await admin.stats.overview(req.body)));

  // A file download, not a JSON endpoint: outside the contract table (decision 0021).
  app.get('/admin/leads/export.csv', { schema: { hide: true }, preHandler: leadWorkers }, async (req, reply) => {
    const parsed = ZLeadListRequest.omit({ current: true, size: true }).safeParse(req.query);
    if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0]?.message);
    const { csv } = await admin.leads.exportCsv(parsed.data, await staffOf(req), auditMetaOf(req));
    const name = `线索-${new Date().toISOString().slice(0, 10)}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads.csv"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .send(csv);
  });
};
