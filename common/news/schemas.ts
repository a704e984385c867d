import { z } from 'zod';
import { envelope, pageEnvelope } from '../api/envelope';
import { post } from '../api/endpoints';
import { zId } from '../api/id-schema';
import { contentFilterFields } from '../api/list-filters';
import { pageRequestFields } from '../api/pagination';
import { COLUMN_NAME_MAX, newsBizTypes, TOP_READ_DEFAULT, TOP_READ_MAX } from './options';

/** A column with its children (two levels). */
export const ZNewsColumn = z.object({
  id: z.number().int(),
  name: z.string(),
  bizType: z.enum(newsBizTypes),
  isTopic: z.boolean(),
  intro: z.string(),
  parentId: z.number().int().nullable(),
  get children() {
    return z.array(ZNewsColumn);
  },
}).meta({ id: 'NewsColumn' });
export type NewsColumn = z.infer<typeof ZNewsColumn>;

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
export type NewsListItem = z.infer<typeof ZNewsListItem>;

export const ZNewsDirListRequest = z
  .object({
    bizType: z.enum(newsBizTypes, { error: '业务类型只能是 NEWS 或 KNOW' }).optional(),
    isTopic: z.boolean({ error: '专题标记必须是布尔值' }).optional(),
  })
  .default({});
export type NewsDirListRequest = z.output<typeof ZNewsDirListRequest>;
export const ZNewsDirListResponse = envelope({ data: z.array(ZNewsColumn) });

export const ZGetByNameRequest = z.object({
  name: z.string({ error: '请输入栏目名称' }).trim().min(1, '请输入栏目名称').max(COLUMN_NAME_MAX, `栏目名称不能超过 ${COLUMN_NAME_MAX} 个字符`),
});
export const ZGetByNameResponse = envelope({ data: ZNewsColumn });

export const ZDirNewsRequest = z.object({
  dirId: zId('栏目编号').optional(),
  tagId: zId('标签编号').optional(),
  ...contentFilterFields,
  ...pageRequestFields,
});
export type DirNewsRequest = z.output<typeof ZDirNewsRequest>;
export const ZDirNewsResponse = pageEnvelope(ZNewsListItem);

export const ZTopReadRequest = z
  .object({
    dirId: zId('栏目编号').optional(),
    size: z.coerce
      .number({ error: '条数必须是数字' })
      .int()
      .min(1, '条数不能小于 1')
      .max(TOP_READ_MAX, `条数不能大于 ${TOP_READ_MAX}`)
      .default(TOP_READ_DEFAULT),
  })
  .default({ size: TOP_READ_DEFAULT });
export type TopReadRequest = z.output<typeof ZTopReadRequest>;
export const ZTopReadResponse = envelope({ data: z.array(ZNewsListItem) });

export const ZNewsIdRequest = z.object({ id: zId('文章编号') });

export const ZNewsTagBrief = z.object({ id: z.number().int(), name: z.string() });
export const ZNewsAttachment = z.object({ id: z.number().int(), title: z.string(), fileType: z.string(), sizeBytes: z.number().int() });

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
  tags: z.array(ZNewsTagBrief),
  docs: z.array(ZNewsAttachment),
  related: z.array(ZNewsListItem),
});
export type NewsDetail = z.infer<typeof ZNewsDetail>;
export const ZNewsGetResponse = envelope({ data: ZNewsDetail });

export const ZNewsReadResponse = envelope({ data: z.object({ readCount: z.number().int() }) });

/** A tag with the number of published articles carrying it. */
export const ZNewsTag = z.object({ id: z.number().int(), name: z.string(), articleCount: z.number().int() });
export type NewsTag = z.infer<typeof ZNewsTag>;
export const ZTagRequest = z.object({ id: zId('标签编号') });
export const ZTagResponse = envelope({ data: ZNewsTag });

export const ZTagListPagedRequest = z.object({ ...pageRequestFields }).default({ current: 1, size: 20 });
export const ZTagListPagedResponse = pageEnvelope(ZNewsTag);

/**
 * Public news (spec §7 'News public'). The attachments and materials of /news/pub (download/*, doc/*, dirDoc,
 * docDirList, docListPaged) are common/download's; the information home's (stats/count, polymerization,
 * hotsAndBanner) common/information's; likes and favourites of articles the account domain's.
 */
export const newsEndpoints = {
  '/news/pub/newsDirList': post(ZNewsDirListRequest, ZNewsDirListResponse),
  '/news/pub/getByName': post(ZGetByNameRequest, ZGetByNameResponse),
  '/news/pub/dirNews': post(ZDirNewsRequest, ZDirNewsResponse),
  '/news/pub/topRead': post(ZTopReadRequest, ZTopReadResponse),
  '/news/pub/get': post(ZNewsIdRequest, ZNewsGetResponse),
  '/news/pub/read': post(ZNewsIdRequest, ZNewsReadResponse),
  '/news/pub/tag': post(ZTagRequest, ZTagResponse),
  '/news/pub/tagListPaged': post(ZTagListPagedRequest, ZTagListPagedResponse),
};
