import { z } from 'zod';
import { envelope, pageEnvelope } from '../api/envelope';
import { post, postWithoutBody } from '../api/endpoints';
import { pageRequestFields } from '../api/pagination';
import { STAFF_IMPORT_MAX_CHARS } from './options';

export const ZImportBatchListRequest = z.object({ ...pageRequestFields }, { error: '请求必须是 JSON 对象' }).default({ current: 1, size: 20 });
export const ZImportBatch = z.object({
  id: z.number().int(),
  fileName: z.string(),
  format: z.string().describe('jsonl or csv'),
  total: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  createdAt: z.string(),
});
export type ImportBatch = z.infer<typeof ZImportBatch>;
export const ZImportBatchListResponse = pageEnvelope(ZImportBatch);

export const ZRegionCount = z.object({
  code: z.string(),
  name: z.string(),
  count: z.number().int().describe('notices'),
  openCount: z.number().int().describe('announcements still open for bids'),
  children: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int(), openCount: z.number().int() })).describe('cities with notices'),
});
export type RegionCount = z.infer<typeof ZRegionCount>;
export const ZRegionTreeResponse = envelope({ data: z.array(ZRegionCount) });

/** Import batches and the region tree of notices for the sales side (spec §7 /crm/sales/*). Decision 0033. */
export const tenderImportEndpoints = {
  '/crm/sales/spiderBiding/listPaged': post(ZImportBatchListRequest, ZImportBatchListResponse),
  '/crm/sales/customerV2/customerRegion': postWithoutBody(ZRegionTreeResponse),
};

export const ZStaffImportRequest = z.object(
  {
    fileName: z.string({ error: '缺少文件名' }).trim().min(1, '缺少文件名').max(200, '文件名不能超过 200 个字符'),
    format: z.enum(['jsonl', 'csv'], { error: '文件格式必须是 jsonl 或 csv' }).optional().describe('taken from the file name when absent'),
    content: z
      .string({ error: '缺少文件内容' })
      .min(1, '文件为空')
      .max(STAFF_IMPORT_MAX_CHARS, `文件过大：最多 ${STAFF_IMPORT_MAX_CHARS / 10_000} 万个字符（约 6 MB），请拆分后分批导入，或在服务器上用 npm run tenders:import`),
  },
  { error: '请求必须是 JSON 对象' },
);
export type StaffImportRequest = z.output<typeof ZStaffImportRequest>;
export const ZImportReport = z.object({
  batchId: z.number().int(),
  total: z.number().int().describe('rows in the file'),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type ImportReport = z.infer<typeof ZImportReport>;
/** On failure: code 40000, msg, and `errors` [{ line, reason }] (the first 200), nothing written. */
export const ZImportReportResponse = envelope({ data: ZImportReport });
export type ImportRowError = { line: number; reason: string };

/** The staff console's import (decision 0042): under /api/admin, where the console's cookie goes. */
export const tenderStaffImportEndpoints = {
  '/admin/tender/import': post(ZStaffImportRequest, ZImportReportResponse),
};
