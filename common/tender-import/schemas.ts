import { z } from 'zod';
import { envelope, pageEnvelope } from '../api/envelope';
import { post, postWithoutBody } from '../api/endpoints';
import { pageRequestFields } from '../api/pagination';

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
