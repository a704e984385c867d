import { z } from 'zod';
import { zMobilePhone } from '../api/phone-schema';
import { post, postWithoutBody } from '../api/endpoints';
import { envelope } from '../api/envelope';
import { CONSULT_QUESTION_MAX, GUEST_ID_PATTERN, GUEST_SOURCE_MAX, visitorMessages } from './options';

export const zGuestId = z.string({ error: visitorMessages.unknownGuest }).trim().regex(GUEST_ID_PATTERN, visitorMessages.unknownGuest);

/** POST /crm/sdm/open/guest/create (spec §3 'Guest', §7 guestCreate). */
export const ZGuestCreateRequest = z.object({
  guest: z.object(
    {
      /** The referrer, or 直接访问; cut to the column rather than refused (it comes from the browser as is). */
      source: z
        .string({ error: '访客来源格式不对' })
        .trim()
        .transform((v) => [...v].slice(0, GUEST_SOURCE_MAX).join('')),
    },
    { error: '缺少访客信息' },
  ),
});
export type GuestCreateRequest = z.output<typeof ZGuestCreateRequest>;
export const ZGuestCreateResponse = envelope({ guestId: z.string() });

/** POST /crm/sdm/open/session/init (spec §7 sessionInit; its shape is ours, the spec does not show it). */
export const ZSessionInitRequest = z.object({ guestId: zGuestId });
export const ZServiceSessionInfo = z.object({
  sessionId: z.number().int(),
  /** waiting: no agent has taken it yet; active: an agent has; closed sessions are never resumed. */
  status: z.enum(['waiting', 'active']),
  /** The conversation's agent while they are online, or null. */
  agent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Agent messages the visitor has not read yet. */
  unread: z.number().int(),
  /** Whether any agent is online: live chat, or the leave-a-message form (decision 0036). */
  online: z.boolean(),
});
export type ServiceSessionInfo = z.infer<typeof ZServiceSessionInfo>;
export const ZSessionInitResponse = envelope(ZServiceSessionInfo.shape);

/** The widget's settings (spec §3 'Service setting' plus the hotlines and the WeChat QR). */
export const ZPublicServiceSettings = z.object({
  autoSwitch: z.boolean(),
  /** Seconds before the auto inquiry opens (spec §9: × 1000 ms). */
  autoDelayed: z.number().int(),
  autoContent: z.string(),
  serviceHotline: z.string(),
  marketHotline: z.string(),
  wechatName: z.string(),
  wechatQrUrl: z.string(),
});
export type PublicServiceSettings = z.infer<typeof ZPublicServiceSettings>;
export const ZSettingGetResponse = envelope({ model: ZPublicServiceSettings });

/** The instant-consult dialog: a question and a phone become a lead. */
export const ZConsultRequest = z.object({
  question: z
    .string({ error: visitorMessages.questionRequired })
    .trim()
    .min(1, visitorMessages.questionRequired)
    .max(CONSULT_QUESTION_MAX, visitorMessages.questionTooLong),
  phone: zMobilePhone,
  guestId: zGuestId.optional(),
  sourcePage: z.string().trim().max(300).optional(),
  /** 'consult' from the consult dialog; 'chat_message' when the chat had no agent online and the visitor left a message. */
  kind: z.enum(['consult', 'chat_message']).default('consult'),
});
export type ConsultRequest = z.output<typeof ZConsultRequest>;

/** The visitor service (spec §7 /crm/sdm/open/*). No login: a guest id identifies the visitor. */
export const visitorEndpoints = {
  '/crm/sdm/open/guest/create': post(ZGuestCreateRequest, ZGuestCreateResponse),
  '/crm/sdm/open/session/init': post(ZSessionInitRequest, ZSessionInitResponse),
  '/crm/sdm/open/setting/get': postWithoutBody(ZSettingGetResponse),
  '/crm/sdm/open/consult': post(ZConsultRequest, envelope({})),
};
