import { z } from 'zod';
import { envelope } from '../../../common/api/envelope';
import { ZNewsListItem } from '../news/schema';
import { informationKinds } from './service';

const count = (label: string) => z.number().int().describe(label);

export const ZStatsCountResponse = envelope({
  data: z
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
    .describe('items per content kind'),
});

const sizeField = (label: string, max: number, fallback: number) => {
  const message = `请把${label}设为 1 到 ${max} 之间的整数`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);
};

export const ZPolymerizationRequest = z
  .object({
    size: sizeField('每类条数', 20, 6),
    kinds: z.array(z.enum(informationKinds, { error: `内容类型只能是 ${informationKinds.join('、')}` })).min(1, '请至少选择一种内容类型').max(informationKinds.length).optional(),
  })
  .default({ size: 6 });

export const ZPolymerizationResponse = envelope({
  data: z.array(
    z.object({
      kind: z.enum(informationKinds),
      items: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string(), publishedAt: z.string() })),
    }),
  ),
});

export const ZHotsAndBannerRequest = z.object({ bannerSize: sizeField('轮播条数', 10, 5), hotSize: sizeField('热点条数', 30, 10) }).default({ bannerSize: 5, hotSize: 10 });

export const ZHotsAndBannerResponse = envelope({ data: z.object({ banners: z.array(ZNewsListItem), hots: z.array(ZNewsListItem) }) });
