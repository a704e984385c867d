import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { errorCodes } from '../../../common/api-codes';
import {
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  API_KEY_WINDOW_SECONDS,
  API_KEYS_PER_USER,
  apiKeyMessages,
  type ApiErrorRow,
  type ApiGroupDoc,
  type ApiGroupSummary,
} from '../../../common/open-platform/options';
import type { ApiKey, ApiKeyCreateRequest } from '../../../common/open-platform/schemas';
import type { Database } from '../../db/client';
import { openApiKeys } from '../../db/schema';
import { AppError, errorTable } from '../../errors';
import type { KvStore } from '../../platform/kv-store';
import { describeGroup, listGroups, listOpenEndpoints, type OpenApiDocument } from './api-doc';

export type OpenPlatformService = ReturnType<typeof createOpenPlatformService>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type KeyRow = typeof openApiKeys.$inferSelect;
const toApiKey = (r: KeyRow): ApiKey => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  rateLimit: r.rateLimit,
  usageCount: Number(r.usageCount),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  revokedAt: r.revokedAt?.toISOString() ?? null,
});

/** What each envelope code means, for the API pages. */
const codeMeanings: Record<string, string> = {
  VALIDATION: '请求参数不符合接口要求，msg 说明是哪个字段、什么规则',
  BUSINESS: '业务规则拒绝了请求（如职位已停止招聘），msg 说明原因',
  UNAUTHENTICATED: '需要登录，或 API 密钥无效、已撤销',
  FORBIDDEN: '无权访问，或该接口不支持使用 API 密钥调用',
  NOT_FOUND: '要找的内容不存在或已下线',
  NO_SUCH_API: '没有这个接口',
  TOO_MANY_REQUESTS: '调用过于频繁：超出密钥或接口的频率限制，响应头 Retry-After 给出需等待的秒数',
  INTERNAL: '服务器内部错误，稍后重试；持续出现请联系我们',
  UNAVAILABLE: '服务正在升级，请稍后再试',
};

/**
 * The open platform (decision 0027): a logged-in user's API keys (only their
 * SHA-256 is stored; the key is shown once), the per-key limit and count of
 * calls to the open read endpoints, and the API documentation read from the
 * live OpenAPI document.
 */
export function createOpenPlatformService({ db, kv }: { db: Database; kv: KvStore }) {
  let documentOf: (() => OpenApiDocument) | undefined;
  const doc = (): OpenApiDocument => {
    if (!documentOf) throw new AppError('UNAVAILABLE', '接口文档尚未就绪');
    return documentOf();
  };

  return {
    /** The app hands over its OpenAPI document once its routes are registered (server/app.ts). */
    useDocument(read: () => OpenApiDocument): void {
      documentOf = read;
    },

    async listGroups(): Promise<ApiGroupSummary[]> {
      return listGroups(doc());
    },

    async describeGroup({ id, current = 1 }: { id: string; current?: number }): Promise<ApiGroupDoc> {
      const group = describeGroup(doc(), id, { current });
      if (!group || current > group.pages) throw new AppError('NOT_FOUND', '没有这个接口分组');
      return group;
    },

    async listOpenEndpoints() {
      return listOpenEndpoints(doc());
    },

    async errorCodes(): Promise<ApiErrorRow[]> {
      return (Object.keys(errorCodes) as (keyof typeof errorCodes)[]).map((name) => ({
        code: errorTable[name].code,
        status: errorTable[name].status,
        meaning: codeMeanings[name] ?? errorTable[name].defaultMsg,
      }));
    },

    async listKeys({ userId }: { userId: number }): Promise<ApiKey[]> {
      const rows = await db.select().from(openApiKeys).where(eq(openApiKeys.userId, userId)).orderBy(desc(openApiKeys.createdAt), desc(openApiKeys.id));
      return rows.map(toApiKey);
    },

    /** A new key: 32 random bytes, returned in full this once; only its hash is kept. */
    async createKey({ userId, name, rateLimit }: ApiKeyCreateRequest & { userId: number }): Promise<ApiKey & { key: string }> {
      const [active] = await db
        .select({ n: count() })
        .from(openApiKeys)
        .where(and(eq(openApiKeys.userId, userId), isNull(openApiKeys.revokedAt)));
      if (Number(active?.n ?? 0) >= API_KEYS_PER_USER) throw new AppError('BUSINESS', apiKeyMessages.tooMany);
      const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
      const [row] = await db
        .insert(openApiKeys)
        .values({ userId, name, rateLimit, prefix: key.slice(0, 10), keyHash: sha256(key) })
        .returning();
      return { ...toApiKey(row!), key };
    },

    /** Revokes one of the user's own keys; at once, for every later call. */
    async revokeKey({ userId, id }: { userId: number; id: number }): Promise<void> {
      const updated = await db
        .update(openApiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(openApiKeys.id, id), eq(openApiKeys.userId, userId), isNull(openApiKeys.revokedAt)))
        .returning({ id: openApiKeys.id });
      if (updated.length === 0) throw new AppError('BUSINESS', apiKeyMessages.notFound);
    },

    /**
     * A call to an open endpoint with a key: refuses an unknown or revoked key
     * (401) and a key over its per-minute limit (429 with Retry-After), then
     * counts the call. Answers the limit and what is left of it this minute.
     */
    async admitKeyedCall(key: string): Promise<{ limit: number; remaining: number; resetSeconds: number }> {
      if (!API_KEY_PATTERN.test(key)) throw new AppError('UNAUTHENTICATED', apiKeyMessages.invalid);
      const [row] = await db
        .select({ id: openApiKeys.id, rateLimit: openApiKeys.rateLimit, revokedAt: openApiKeys.revokedAt })
        .from(openApiKeys)
        .where(eq(openApiKeys.keyHash, sha256(key)));
      if (!row || row.revokedAt) throw new AppError('UNAUTHENTICATED', apiKeyMessages.invalid);
      const { count: used, ttlSeconds } = await kv.hit(`rl:apikey:${row.id}`, API_KEY_WINDOW_SECONDS);
      if (used > row.rateLimit) {
        throw new AppError('TOO_MANY_REQUESTS', apiKeyMessages.overLimit(row.rateLimit), { retryAfterSeconds: ttlSeconds });
      }
      await db
        .update(openApiKeys)
        .set({ usageCount: sql`${openApiKeys.usageCount} + 1`, lastUsedAt: new Date() })
        .where(eq(openApiKeys.id, row.id));
      return { limit: row.rateLimit, remaining: row.rateLimit - used, resetSeconds: ttlSeconds };
    },
  };
}
