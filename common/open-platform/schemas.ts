import { z } from 'zod';
import { envelope } from '../api/envelope';
import { post, postWithoutBody } from '../api/endpoints';
import { zId } from '../api/id-schema';
import { API_KEY_NAME_MAX, apiKeyMessages, apiKeyRateLimits } from './options';

export const ZApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, to tell keys apart (the key itself is never shown again). */
  prefix: z.string(),
  rateLimit: z.number().int().describe('每分钟可调用次数'),
  usageCount: z.number().int(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyListResponse = envelope({ data: z.array(ZApiKey) });

export const ZApiKeyCreateRequest = z.object({
  name: z.string({ error: apiKeyMessages.nameRequired }).trim().min(1, apiKeyMessages.nameRequired).max(API_KEY_NAME_MAX, apiKeyMessages.nameTooLong),
  rateLimit: z.union(apiKeyRateLimits.map((n) => z.literal(n)) as [z.ZodLiteral<number>, z.ZodLiteral<number>, ...z.ZodLiteral<number>[]], { error: apiKeyMessages.rateLimit }),
});
export type ApiKeyCreateRequest = z.output<typeof ZApiKeyCreateRequest>;
/** The new key, in full, this once. */
export const ZApiKeyCreateResponse = envelope({ data: ZApiKey.extend({ key: z.string().describe('完整密钥，仅此一次返回') }) });

export const ZApiKeyRevokeRequest = z.object({ id: zId('密钥编号') });
export const ZApiKeyRevokeResponse = envelope({});

/** The open platform's own endpoints: a logged-in user's API keys (decision 0027). */
export const openPlatformEndpoints = {
  '/open/apiKey/list': postWithoutBody(ZApiKeyListResponse),
  '/open/apiKey/create': post(ZApiKeyCreateRequest, ZApiKeyCreateResponse),
  '/open/apiKey/revoke': post(ZApiKeyRevokeRequest, ZApiKeyRevokeResponse),
};
