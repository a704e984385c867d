import type { InformationKind } from '../../../common/information/options';

/** How each content kind is named on the information pages and where its list lives. */
export const kindInfo: Record<InformationKind, { label: string; block: string; list: string }> = {
  NEWS: { label: '资讯', block: '行业资讯', list: '/information/list?tabsType=NEWS' },
  KNOW: { label: '知识库', block: '知识库', list: '/news' },
  NORMAL: { label: '标准规范', block: '标准规范', list: '/standard' },
  POLICY: { label: '政策法规', block: '政策法规', list: '/policy' },
  PAPER: { label: '论文', block: '学术论文', list: '/paper' },
  VIDEO: { label: '课程', block: '精品课程', list: '/video' },
  DOWNLOAD: { label: '资料', block: '资料下载', list: '/information/list?tabsType=download' },
  TENDER: { label: '招标', block: '招标信息', list: '/information/tender' },
  SOLUTION: { label: '解决方案', block: '解决方案', list: '/solution' },
  HELP: { label: '帮助文章', block: '帮助中心', list: '/help' },
};
