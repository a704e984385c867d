import { z } from 'zod';
import { contentFilterFields } from '../../../common/api/list-filters';
import { envelope, pageEnvelope } from '../../../common/api/envelope';
import { zId } from '../../../common/api/id-schema';
import { pageRequestFields } from '../../../common/api/pagination';

export const ZNewsColumn: z.ZodType<{
  id: number;
  name: string;
  bizType: 'NEWS' | 'KNOW';
  isTopic: boolean;
  intro: string;
  parentId: number | null;
  children: unknown[];
}> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    bizType: z.enum(['NEWS', 'KNOW']),
    isTopic: z.boolean(),
    intro: z.string(),
    parentId: z.number().int().nullable(),
    children: z.array(ZNewsColumn),
  }),
);

export const ZNewsListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  memo: z.string(),
  coverUrl: z.string(),
  releaseTime: z.string().describe('ISO 8601'),
  readCount: z.number().int(),
  dirId: z.number().int(),
  dirName: z.string(),
});

export const ZNewsDirListRequest = z
  .object({
    bizType: z.enum(['NEWS', 'KNOW'], { error: '业务类型只能是 NEWS 或 KNOW' }).optional(),
    isTopic: z.boolean({ error: '专题标记必须是布尔值' }).optional(),
  })
  .default({});
export const ZNewsDirListResponse = envelope({ data: z.array(ZNewsColumn) });

export const ZGetByNameRequest = z.object({
  name: z.string({ error: '请输入栏目名称' }).trim().min(1, '请输入栏目名称').max(60, '栏目名称不能超过 60 个字符'),
});
export const ZGetByNameResponse = envelope({ data: ZNewsColumn });

export const ZDirNewsRequest = z.object({
  dirId: zId('栏目编号').optional(),
  tagId: zId('标签编号').optional(),
  ...contentFilterFields,
  ...pageRequestFields,
});
export const ZDirNewsResponse = pageEnvelope(ZNewsListItem);

export const ZTopReadRequest = z
  .object({
    dirId: zId('栏目编号').optional(),
    size: z.coerce.number({ error: '条数必须是数字' }).int().min(1, '条数不能小于 1').max(50, '条数不能大于 50').default(10),
  })
  .default({ size: 10 });
export const ZTopReadResponse = envelope({ data: z.array(ZNewsListItem) });

export const ZNewsIdRequest = z.object({ id: zId('文章编号') });

export const ZNewsDetail = z.object({
  id: z.number().int(),
  dirId: z.number().int(),
  dirName: z.string(),
  parentDirId: z.number().int().nullable(),
  parentDirName: z.string().nullable(),
  title: z.string(),
  viceTitle: z.string(),
  memo: z.string(),
  author: z.string(),
  source: z.string(),
  creatorId: z.number().int().nullable(),
  releaseTime: z.string(),
  readCount: z.number().int(),
  praiseCount: z.number().int(),
  criticCount: z.number().int(),
  props: z.record(z.string(), z.unknown()),
  content: z.string().describe('sanitised HTML'),
  seoTitle: z.string(),
  seoDesc: z.string(),
  seoKeyword: z.string(),
  projectType: z.string(),
  projectRole: z.string(),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  docs: z.array(z.object({ id: z.number().int(), title: z.string(), fileType: z.string(), sizeBytes: z.number().int() })),
  related: z.array(ZNewsListItem),
});
export const ZNewsGetResponse = envelope({ data: ZNewsDetail });

export const ZNewsReadResponse = envelope({ data: z.object({ readCount: z.number().int() }) });

export const ZTagRequest = z.object({ id: zId('标签编号') });
export const ZTagResponse = envelope({ data: z.object({ id: z.number().int(), name: z.string(), articleCount: z.number().int() }) });

export const ZTagListPagedRequest = z.object({ ...pageRequestFields }).default({ current: 1, size: 20 });
export const ZTagListPagedResponse = pageEnvelope(z.object({ id: z.number().int(), name: z.string(), articleCount: z.number().int() }));
