import { z } from 'zod';
import { MOBILE_PATTERN, fieldLimits, fieldMessages } from '../field-rules';

/** A mainland mobile number, as every form of the site asks for it (login, booking, consult, job application, staff). */
export const zMobilePhone = z
  .string({ error: fieldMessages.phoneRequired })
  .trim()
  .min(1, fieldMessages.phoneRequired)
  .max(fieldLimits.phone, fieldMessages.phoneTooLong)
  .regex(MOBILE_PATTERN, fieldMessages.phoneFormat);
