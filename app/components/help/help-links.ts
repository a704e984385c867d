/** Addresses of the help centre's pages, in one place. */
export const helpHref = {
  home: '/help',
  column: (id: number, page = 1) => (page > 1 ? `/help/${id}/${page}` : `/help/${id}`),
  search: (keywords: string, page = 1) => `/help/search/${encodeURIComponent(keywords)}${page > 1 ? `?page=${page}` : ''}`,
  detail: (id: number) => `/help/detail/${id}`,
};

export const HELP_SEARCH_PLACEHOLDER = '搜索问题，例如：如何导入计量清单';

/** Offered when a search finds nothing, and under the search box on the help home. */
export const helpSuggestions = ['导入计量清单', '中期计量', '变更令', '支付证书', '模型轻量化', '设备离线', '扫码登录', '接口签名'];
