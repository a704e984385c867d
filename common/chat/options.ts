/**
 * Live chat between visitors and staff (issue 14, decision 0036): paths,
 * limits and the messages both doors show. Plain values only: the widget's
 * chat panel and the console import them.
 */

/** The visitor's socket: ?guestId=&sessionId=&lastId= (the visitor is who holds the guest id of the session). */
export const VISITOR_CHAT_WS_PATH = '/crm/sdm/open/chat/ws';
/** The staff socket: the jz_staff cookie (Path=/api/admin) comes with it. ?lastId= */
export const STAFF_CHAT_WS_PATH = '/admin/chat/ws';
/** Chat images are served here by name (random, never reused). */
export const CHAT_IMAGE_PATH = '/crm/sdm/open/chat/image';

export const chatMessageKinds = ['text', 'image'] as const;
export type ChatMessageKind = (typeof chatMessageKinds)[number];
export const chatSenders = ['visitor', 'agent', 'system'] as const;
export type ChatSender = (typeof chatSenders)[number];

export const CHAT_TEXT_MAX = 1000;
/** Images up to 2 MB, PNG, JPEG, GIF or WebP by their first bytes. */
export const CHAT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CHAT_IMAGE_MAX_LABEL = '2 MB';
/** A socket that connects without lastId gets at most this many of the latest messages. */
export const CHAT_HISTORY_MAX = 200;
/** A resume sends at most this many messages; the client asks again from the last one it got. */
export const CHAT_RESUME_MAX = 1000;
/** A typing indicator is shown this long after the last keystroke event. */
export const CHAT_TYPING_SHOW_MS = 4000;
/** Reconnect backoff: 0.5 s doubling to 15 s, with jitter. */
export const chatReconnect = { firstMs: 500, maxMs: 15_000 } as const;
export const CANNED_REPLY_MAX = 300;
export const CANNED_REPLIES_MAX = 30;

export const chatRateLimits = {
  visitorMessages: { limit: 30, windowSeconds: 60, msg: '发送过于频繁，请稍后再试' },
  visitorImages: { limit: 20, windowSeconds: 3600, msg: '图片发送过于频繁，请稍后再试' },
} as const;

export const chatMessages = {
  textRequired: '请输入消息内容',
  textTooLong: `消息不能超过 ${CHAT_TEXT_MAX} 个字符`,
  imageTooBig: `图片不能超过 ${CHAT_IMAGE_MAX_LABEL}`,
  imageType: '只能发送 PNG、JPEG、GIF 或 WebP 图片',
  imageRequired: '请选择图片',
  sessionGone: '会话已结束，请重新发起咨询',
  notYourSession: '该会话已由其他客服接待',
  sessionMissing: '会话不存在或已结束',
  originRefused: '不允许跨站连接',
  badFrame: '消息格式不对',
  transferSelf: '不能转接给自己',
  transferTarget: '只能转接给在职的客服或管理员',
  visitorOffline: '客服暂不在线',
} as const;

/** What the visitor sees as system lines (stored with the conversation, so a resume shows them too). */
export const chatSystemLines = {
  taken: (name: string) => `${name} 为您服务`,
  transferred: (name: string) => `会话已转接给 ${name}`,
  closed: '本次会话已结束，感谢您的咨询',
} as const;

export const chatSessionStatusLabels = { waiting: '等待接入', active: '会话中', closed: '已结束' } as const;
