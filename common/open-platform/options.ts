/**
 * The open platform (/open, decision 0027): API keys, which endpoints a key
 * may call, and the labels of the API groups. Plain values: pages import them.
 */

/** The header a partner sends its key in. */
export const API_KEY_HEADER = 'x-api-key';
/** Keys look like jzk_<43 base64url characters> (32 random bytes). */
export const API_KEY_PREFIX = 'jzk_';
export const API_KEY_PATTERN = /^jzk_[A-Za-z0-9_-]{43}$/;

/** Calls a key may make per minute: the owner picks one when creating it. */
export const apiKeyRateLimits = [10, 60, 300, 1000] as const;
export type ApiKeyRateLimit = (typeof apiKeyRateLimits)[number];
export const API_KEY_WINDOW_SECONDS = 60;
/** Active (not revoked) keys per user. */
export const API_KEYS_PER_USER = 5;
export const API_KEY_NAME_MAX = 30;

export const apiKeyMessages = {
  nameRequired: '请输入密钥名称',
  nameTooLong: `密钥名称不能超过 ${API_KEY_NAME_MAX} 个字符`,
  rateLimit: `调用频率只能是每分钟 ${apiKeyRateLimits.join(' / ')} 次之一`,
  tooMany: `每个账号最多同时持有 ${API_KEYS_PER_USER} 个有效密钥，请先撤销不用的密钥`,
  notFound: '密钥不存在或已撤销',
  invalid: 'API 密钥无效或已撤销',
  notOpen: '该接口不支持使用 API 密钥调用，请查看开放平台的接口文档',
  overLimit: (limit: number) => `API 密钥调用超出频率限制（每分钟 ${limit} 次），请稍后再试`,
} as const;

/**
 * The public read endpoints a key may call: data a partner can show in its
 * own product. Writes, counters (read counts, likes), logins and anything
 * that needs a user stay with the site's own pages.
 */
export const openReadEndpoints = [
  '/news/pub/newsDirList',
  '/news/pub/getByName',
  '/news/pub/dirNews',
  '/news/pub/topRead',
  '/news/pub/get',
  '/news/pub/tag',
  '/news/pub/tagListPaged',
  '/news/pub/stats/count',
  '/news/pub/polymerization',
  '/news/pub/hotsAndBanner',
  '/search/pub/query',
  '/library/pub/standard/listPaged',
  '/library/pub/standard/get',
  '/library/pub/policy/listPaged',
  '/library/pub/policy/get',
  '/library/pub/paper/listPaged',
  '/library/pub/paper/get',
  '/news/pub/download/dir/getTree',
  '/news/pub/download/listPaged',
  '/news/pub/download/topDownload',
  '/help/pub/dir/getTree',
  '/help/pub/listPaged',
  '/help/pub/search',
  '/help/pub/get',
  '/help/pub/getByNumber',
  '/solution/pub/types',
  '/solution/pub/listPaged',
  '/solution/pub/get',
  '/product/pub/list',
  '/product/pub/get',
  '/product/pub/releases',
  '/learning/pub/videoCat/list',
  '/learning/pub/videoRes/listNew',
  '/learning/pub/getRecommendVideo',
  '/ai/pub/bid/first',
  '/ai/pub/bid/listPaged',
  '/ai/pub/bid/listOrgPaged',
  '/ai/pub/bid/getByBidId',
  '/news/pub/job/getJobCity',
  '/news/pub/job/listPaged',
  '/news/pub/job/get',
  '/site/pub/agreement/get',
] as const;

const openSet: ReadonlySet<string> = new Set(openReadEndpoints);
export const isOpenReadEndpoint = (path: string) => openSet.has(path);

/** The API groups (OpenAPI tags) in the order the overview shows them, with what a partner does with each. */
export const apiGroups: { id: string; name: string; intro: string }[] = [
  { id: 'tender', name: '招投标', intro: '招标公告、开标记录、中标结果与澄清，按行业、地区、工程类型与状态筛选，附项目阶段。' },
  { id: 'library', name: '标准规范与政策', intro: '标准规范（现行、即将实施、废止及替代关系）、政策法规与论文。' },
  { id: 'news', name: '行业资讯', intro: '资讯栏目、文章、标签、阅读排行与各类内容的数量统计。' },
  { id: 'search', name: '全站搜索', intro: '一次查询覆盖资讯、标准、政策、论文、课程、招标与帮助，带高亮与分类计数。' },
  { id: 'product', name: '产品与更新日志', intro: '产品信息与每个版本的更新说明。' },
  { id: 'solution', name: '解决方案', intro: '按项目类型与参建角色的解决方案。' },
  { id: 'learning', name: '视频课程', intro: '课程分类与课程列表、推荐课程。' },
  { id: 'download', name: '资料下载', intro: '资料目录与列表、下载排行；文件下载需要用户登录。' },
  { id: 'help', name: '帮助中心', intro: '帮助栏目、文章与搜索。' },
  { id: 'recruit', name: '招聘', intro: '在招职位与城市、职位详情与简历投递。' },
  { id: 'site', name: '网站信息', intro: '用户服务协议与隐私政策（含历史版本）、视频号地址。' },
  { id: 'crm', name: '商务咨询', intro: '预约演示与背景调查服务咨询（网站表单使用）。' },
  { id: 'auth', name: '登录与注册', intro: '网站自身的登录、注册与找回密码，不对合作方开放。' },
  { id: 'account', name: '个人中心', intro: '登录用户的资料、收藏与历史，不对合作方开放。' },
  { id: 'points', name: '积分', intro: '签到与积分，需要用户登录。' },
  { id: 'ai', name: '招标订阅与 AI', intro: '招标订阅与 AI 额度，需要用户登录。' },
  { id: 'open', name: '开放平台', intro: '登录用户管理自己的 API 密钥。' },
];

export const apiGroupName = (id: string) => apiGroups.find((g) => g.id === id)?.name ?? id;

/** One field of a request or reply as the API pages show it (flattened from the OpenAPI document). */
export type ApiFieldRow = {
  /** Dotted path: `records[].title`. */
  name: string;
  type: string;
  required: boolean;
  /** Limits in words: 长度 ≤ 30, 1–100, 可选值 …, 默认 20. */
  rules: string;
  description: string;
};

export type ApiEndpointDoc = {
  method: string;
  path: string;
  summary: string;
  deprecated: boolean;
  /** A partner may call it with an API key. */
  openWithKey: boolean;
  request: ApiFieldRow[];
  response: ApiFieldRow[];
  requestExample: string;
  responseExample: string;
};

export type ApiGroupSummary = { id: string; name: string; intro: string; count: number; openCount: number };
/** A group with one page of its endpoints described, and every endpoint's path and summary for the contents. */
export type ApiGroupDoc = ApiGroupSummary & { endpoints: ApiEndpointDoc[]; current: number; pages: number; toc: { path: string; summary: string }[] };
export type ApiErrorRow = { code: string; status: number; meaning: string };
