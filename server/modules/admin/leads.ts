import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { adminMessages, leadSourceLabels, leadStatusLabels, type LeadSource, type LeadStatus } from '../../../common/admin/options';
import type { LeadDetail, LeadListRequest, LeadNoteRequest, LeadRow, LeadUpdateRequest } from '../../../common/admin/schemas';
import type { Page } from '../../../common/api/envelope';
import type { Database } from '../../db/client';
import { leadNotes, leads, staff } from '../../db/schema';
import { AppError } from '../../errors';
import { offsetOf, toPage } from '../../platform/pagination';
import type { AuditLog, AuditMeta } from './audit-log';
import type { StaffViewer } from './staff-accounts';

const assignee = alias(staff, 'assignee');
/** Rows the CSV export writes at most: a month of leads many times over, and a bounded answer. */
const EXPORT_MAX = 20_000;

/** LIKE wildcards in what staff type are searched for literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export type LeadsService = ReturnType<typeof createLeadsService>;

/**
 * Leads as staff work them. An agent sees the leads given to them and the
 * ones nobody has taken yet, and may take a free one or give theirs back;
 * an admin sees and assigns all. Editors have no access (the routes say so).
 */
export function createLeadsService({ db, audit }: { db: Database; audit: AuditLog }) {
  function visibleTo(member: StaffViewer): SQL | undefined {
    return member.role === 'admin' ? undefined : or(eq(leads.assigneeId, member.id), isNull(leads.assigneeId));
  }

  function conditionOf(input: Omit<LeadListRequest, 'current' | 'size'>, member: StaffViewer): SQL | undefined {
    const where: (SQL | undefined)[] = [visibleTo(member)];
    if (input.status) where.push(eq(leads.status, input.status));
    if (input.source) where.push(eq(leads.source, input.source));
    if (input.assigneeId === 0) where.push(isNull(leads.assigneeId));
    else if (input.assigneeId) where.push(eq(leads.assigneeId, input.assigneeId));
    if (input.keywords) {
      const like = `%${likeEscape(input.keywords)}%`;
      where.push(or(ilike(leads.name, like), ilike(leads.phone, like), ilike(leads.content, like), ilike(leads.sourcePage, like)));
    }
    const parts = where.filter((w): w is SQL => w !== undefined);
    return parts.length ? and(...parts) : undefined;
  }

  const noteCount = sql<number>`(select count(*) from ${leadNotes} where ${leadNotes.leadId} = ${leads.id})`.mapWith(Number);

  function selectRows() {
    return db.select({ lead: leads, assigneeName: assignee.displayName, noteCount }).from(leads).leftJoin(assignee, eq(assignee.id, leads.assigneeId));
  }

  type Selected = { lead: typeof leads.$inferSelect; assigneeName: string | null; noteCount: number };
  const toRow = ({ lead, assigneeName, noteCount: notes }: Selected): LeadRow => ({
    id: lead.id,
    source: lead.source as LeadSource,
    name: lead.name,
    phone: lead.phone,
    content: lead.content,
    sourcePage: lead.sourcePage,
    status: lead.status as LeadStatus,
    assigneeId: lead.assigneeId,
    assigneeName,
    noteCount: notes,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  });

  async function detail(id: number, member: StaffViewer): Promise<LeadDetail> {
    const [found] = await selectRows()
      .where(and(eq(leads.id, id), visibleTo(member)))
      .limit(1);
    if (!found) throw new AppError('NOT_FOUND', '线索不存在或已分配给其他客服');
    const notes = await db
      .select({ id: leadNotes.id, content: leadNotes.content, createdAt: leadNotes.createdAt, staffName: staff.displayName })
      .from(leadNotes)
      .leftJoin(staff, eq(staff.id, leadNotes.staffId))
      .where(eq(leadNotes.leadId, id))
      .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
    return {
      lead: toRow(found),
      notes: notes.map((n) => ({ id: n.id, content: n.content, staffName: n.staffName ?? '已删除员工', createdAt: n.createdAt.toISOString() })),
    };
  }

  return {
    async list(input: LeadListRequest, member: StaffViewer): Promise<Page<LeadRow>> {
      const condition = conditionOf(input, member);
      const [rows, [total]] = await Promise.all([
        selectRows().where(condition).orderBy(desc(leads.createdAt), desc(leads.id)).limit(input.size).offset(offsetOf(input.current, input.size)),
        db.select({ n: count() }).from(leads).where(condition),
      ]);
      return toPage({ current: input.current, size: input.size, total: total?.n ?? 0, records: rows.map(toRow) });
    },

    detail,

    async update(input: LeadUpdateRequest, member: StaffViewer, meta: AuditMeta): Promise<LeadDetail> {
      const before = (await detail(input.id, member)).lead;
      if (member.role !== 'admin') {
        // An agent takes a free lead or gives back their own; handing it to someone else is the admin's.
        if (input.assigneeId !== undefined && input.assigneeId !== null && input.assigneeId !== member.id)
          throw new AppError('FORBIDDEN', adminMessages.roleRefused);
        if (before.assigneeId !== null && before.assigneeId !== member.id) throw new AppError('FORBIDDEN', adminMessages.notYourLead);
      }
      if (input.assigneeId) {
        const [target] = await db.select({ role: staff.role, disabled: staff.disabled }).from(staff).where(eq(staff.id, input.assigneeId)).limit(1);
        if (!target || target.disabled || !['admin', 'agent'].includes(target.role)) throw new AppError('BUSINESS', '只能分配给在职的客服或管理员');
      }
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await tx
          .update(leads)
          .set({
            ...(input.status ? { status: input.status } : {}),
            ...(input.assigneeId !== undefined ? { assigneeId: input.assigneeId } : {}),
            updatedAt: new Date(),
          })
          .where(eq(leads.id, input.id));
        await audit.record(
          {
            staffId: member.id,
            username: member.username,
            action: 'lead.update',
            target: `lead:${input.id}`,
            detail: { from: { status: before.status, assigneeId: before.assigneeId }, to: { status: input.status, assigneeId: input.assigneeId } },
            ...meta,
          },
          tx,
        );
      });
      return detail(input.id, member);
    },

    async addNote(input: LeadNoteRequest, member: StaffViewer, meta: AuditMeta): Promise<LeadDetail> {
      await detail(input.id, member);
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await tx.insert(leadNotes).values({ leadId: input.id, staffId: member.id, content: input.content });
        await tx.update(leads).set({ updatedAt: new Date() }).where(eq(leads.id, input.id));
        await audit.record({ staffId: member.id, username: member.username, action: 'lead.note', target: `lead:${input.id}`, ...meta }, tx);
      });
      return detail(input.id, member);
    },

    /** The leads a list filter shows, as CSV for Excel: UTF-8 with BOM, and no cell that a spreadsheet would run as a formula. */
    async exportCsv(input: Omit<LeadListRequest, 'current' | 'size'>, member: StaffViewer, meta: AuditMeta): Promise<{ csv: string; rows: number }> {
      const rows = await selectRows().where(conditionOf(input, member)).orderBy(desc(leads.createdAt), desc(leads.id)).limit(EXPORT_MAX);
      const header = ['编号', '来源', '姓名', '手机号', '内容', '来源页面', '状态', '负责人', '备注数', '提交时间'];
      const lines = [
        header,
        ...rows
          .map(toRow)
          .map((r) => [
            String(r.id),
            leadSourceLabels[r.source],
            r.name,
            r.phone,
            r.content,
            r.sourcePage,
            leadStatusLabels[r.status],
            r.assigneeName ?? '',
            String(r.noteCount),
            formatChinaTime(r.createdAt),
          ]),
      ];
      await audit.record({ staffId: member.id, username: member.username, action: 'lead.export', detail: { filter: input, rows: rows.length }, ...meta });
      return { csv: '\uFEFF' + lines.map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n', rows: rows.length };
    },
  };
}

/** Quotes a CSV cell; a leading = + - @ (or tab/CR) is prefixed with ' so Excel does not evaluate it. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** 2026-11-25 22:40 in China Standard Time (the sales team's clock). */
export function formatChinaTime(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 8 * 3600_000);
  return d.toISOString().slice(0, 16).replace('T', ' ');
}
