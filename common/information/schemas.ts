import { z } from 'zod';
import { envelope } from '../api/envelope';
import { post, postWithoutBody } from '../api/endpoints';
import { ZNewsListItem } from '../news/schemas';
import { informationKinds, informationLimits } from './options';

const count = (label: string) => z.number().int().describe(label);
export const ZStatsCount = z
  .object({
    NEWS: count('资讯'),
    KNOW: count('知识库'),
    NORMAL: count('标准规范'),
    POLICY: count('政策法规'),
    PAPER: count('论文'),
    VIDEO: count('课程'),
    DOWNLOAD: count('资料'),
    TENDER: count('招标信息'),
    SOLUTION: count('解决方案'),
    HELP: count('帮助文章'),
  })
  .describe('items per content kind');
export type StatsCount = z.infer<typeof ZStatsCount>;
export const ZStatsCountResponse = envelope({ data: ZStatsCount });

const sizeField = (label: string, { max, fallback }: { max: number; fallback: number }) => {
  const message = `请把${label}设为 1 到 ${max} 之间的整数`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);
};

export const ZPolymerizationRequest = z
  .object({
    size: sizeField('每类条数', informationLimits.perKind),
    kinds: z
      .array(z.enum(informationKinds, { error: `内容类型只能是 ${informationKinds.join('、')}` }))
      .min(1, '请至少选择一种内容类型')
      .max(informationKinds.length)
      .optional(),
  })
  .default({ size: informationLimits.perKind.fallback });
export type PolymerizationRequest = z.output<typeof ZPolymerizationRequest>;
export const ZPolymerizationItem = z.object({ id: z.number().int(), title: z.string(), url: z.string(), publishedAt: z.string() });
export const ZPolymerizationBlock = z.object({ kind: z.enum(informationKinds), items: z.array(ZPolymerizationItem) });
export type PolymerizationBlock = z.infer<typeof ZPolymerizationBlock>;
export const ZPolymerizationResponse = envelope({ data: z.array(ZPolymerizationBlock) });

export const ZHotsAndBannerRequest = z
  .object({ bannerSize: sizeField('轮播条数', informationLimits.banners), hotSize: sizeField('热点条数', informationLimits.hots) })
  .default({ bannerSize: informationLimits.banners.fallback, hotSize: informationLimits.hots.fallback });
export type HotsAndBannerRequest = z.output<typeof ZHotsAndBannerRequest>;
export const ZHotsAndBanner = z.object({ banners: z.array(ZNewsListItem), hots: z.array(ZNewsListItem) });
export type HotsAndBanner = z.infer<typeof ZHotsAndBanner>;
export const ZHotsAndBannerResponse = envelope({ data: ZHotsAndBanner });

/** The information home (spec §7 'News public': stats/count, polymerization, hotsAndBanner). */
export const informationEndpoints = {
  '/news/pub/stats/count': postWithoutBody(ZStatsCountResponse),
  '/news/pub/polymerization': post(ZPolymerizationRequest, ZPolymerizationResponse),
  '/news/pub/hotsAndBanner': post(ZHotsAndBannerRequest, ZHotsAndBannerResponse),
};
