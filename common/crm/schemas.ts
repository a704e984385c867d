import { z } from 'zod';
import { zMobilePhone } from '../api/phone-schema';
import { envelope } from '../api/envelope';
import { post } from '../api/endpoints';
import { fieldLimits, fieldMessages } from '../field-rules';
import { checkRequestLimits, checkRequestMessages, checkVolumes, SOURCE_PAGE_MAX } from './options';

/** An optional text: trimmed, and left out when empty (spec §3: empty optional fields are omitted). */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: '格式不对' })
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** POST /crm/sales/open/sem/reservation (spec §3 'Reservation request', §5). */
export const ZReservationRequest = z.object({
  phone: zMobilePhone,
  userName: z
    .string({ error: fieldMessages.userNameRequired })
    .trim()
    .min(1, fieldMessages.userNameRequired)
    .max(fieldLimits.userName, fieldMessages.userNameTooLong),
  userIdentity: optionalText(fieldLimits.userIdentity, fieldMessages.userIdentityTooLong),
  position: optionalText(fieldLimits.position, fieldMessages.positionTooLong),
  /** The page the dialog was opened on, for the sales team. */
  sourcePage: z.string().trim().max(SOURCE_PAGE_MAX).optional(),
});
/** A lead as the service stores it (trimmed, empty optional fields left out). */
export type ReservationRequest = z.output<typeof ZReservationRequest>;

export const ZReservationResponse = envelope({});

/** POST /crm/sales/open/backService/request: a request for the background-check service (/backService). */
export const ZCheckRequest = z.object({
  company: z
    .string({ error: checkRequestMessages.companyRequired })
    .trim()
    .min(1, checkRequestMessages.companyRequired)
    .max(checkRequestLimits.company, checkRequestMessages.companyTooLong),
  userName: ZReservationRequest.shape.userName,
  phone: ZReservationRequest.shape.phone,
  volume: z.enum(checkVolumes.map((v) => v.value) as [string, ...string[]], { error: checkRequestMessages.volume }),
  note: optionalText(checkRequestLimits.note, checkRequestMessages.noteTooLong),
});
export type CheckRequest = z.output<typeof ZCheckRequest>;

export const ZCheckRequestResponse = envelope({});

/** Leads for the sales team (spec §7 /crm/sales/open/*). */
export const crmEndpoints = {
  '/crm/sales/open/sem/reservation': post(ZReservationRequest, ZReservationResponse),
  '/crm/sales/open/backService/request': post(ZCheckRequest, ZCheckRequestResponse),
};
