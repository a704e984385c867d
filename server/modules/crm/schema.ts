import { z } from 'zod';
import { fieldLimits, fieldMessages, MOBILE_PATTERN } from '../../../common/field-rules';
import { envelope } from '../../../common/api/envelope';

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: '格式不对' })
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** POST /crm/sales/open/sem/reservation (spec §3 'Reservation request', §5). */
export const ZReservationRequest = z.object({
  phone: z
    .string({ error: fieldMessages.phoneRequired })
    .trim()
    .min(1, fieldMessages.phoneRequired)
    .max(fieldLimits.phone, fieldMessages.phoneTooLong)
    .regex(MOBILE_PATTERN, fieldMessages.phoneFormat),
  userName: z
    .string({ error: fieldMessages.userNameRequired })
    .trim()
    .min(1, fieldMessages.userNameRequired)
    .max(fieldLimits.userName, fieldMessages.userNameTooLong),
  userIdentity: optionalText(fieldLimits.userIdentity, fieldMessages.userIdentityTooLong),
  position: optionalText(fieldLimits.position, fieldMessages.positionTooLong),
  /** The page the dialog was opened on, for the sales team. */
  sourcePage: z.string().trim().max(300).optional(),
});
export type ReservationRequest = z.infer<typeof ZReservationRequest>;

export const ZReservationResponse = envelope({});
