/** Sections of the personal centre, linkable as /personalCenter?tab=<key>. */
export const centerTabs = [
  { key: 'profile', label: '个人资料', intro: '完善姓名、头像和单位，方便同事和客服认出您。' },
  { key: 'subscriptions', label: '订阅管理', intro: '保存招标筛选条件，新信息一到就在站内提醒，也可每天收一封邮件摘要。' },
  { key: 'follows', label: '关注单位', intro: '关注的招标人、代理机构和投标单位有新信息时，在站内提醒您。' },
  { key: 'favorites', label: '我的收藏', intro: '收藏的资讯、课程、招标、标准、政策、论文与资料。' },
  { key: 'praises', label: '我的点赞', intro: '点过赞的全部内容。' },
  { key: 'history', label: '浏览历史', intro: '最近看过的内容，同一篇只保留最近一次。' },
  { key: 'points', label: '我的积分', intro: '每日签到、邀请好友都能获得积分。' },
  { key: 'ai', label: 'AI 次数', intro: 'AI 写作与工具的剩余可用次数。' },
  { key: 'invite', label: '邀请好友', intro: '分享专属链接，好友注册后您可获得积分奖励。' },
] as const;

export type CenterTab = (typeof centerTabs)[number]['key'];

export function isCenterTab(value: string | null | undefined): value is CenterTab {
  return centerTabs.some((t) => t.key === value);
}

/** The personal centre URL of a tab with optional query values (empty ones left out). */
export function centerHref(tab: CenterTab, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams({ tab });
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  return `/personalCenter?${params.toString()}`;
}
