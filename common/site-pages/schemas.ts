import { z } from 'zod';
import { envelope } from '../api/envelope';
import { post, postWithoutBody } from '../api/endpoints';
import { AGREEMENT_VERSION_PATTERN, agreementKinds, agreementMessages } from './options';

/** POST /site/pub/agreement/get: the version in force, or a named older one. */
export const ZAgreementRequest = z.object({
  kind: z.enum(agreementKinds, { error: agreementMessages.kind }),
  version: z.string({ error: agreementMessages.version }).trim().regex(AGREEMENT_VERSION_PATTERN, agreementMessages.version).optional(),
});
export type AgreementRequest = z.output<typeof ZAgreementRequest>;

export const ZAgreementVersion = z.object({
  version: z.string(),
  /** ISO date-time the version took effect. */
  effectiveAt: z.string(),
  /** The version in force now. */
  isCurrent: z.boolean(),
});
export type AgreementVersion = z.infer<typeof ZAgreementVersion>;

export const ZAgreement = z.object({
  kind: z.enum(agreementKinds),
  version: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  effectiveAt: z.string(),
  isCurrent: z.boolean(),
  /** Every version that has taken effect, newest first. */
  versions: z.array(ZAgreementVersion),
});
export type Agreement = z.infer<typeof ZAgreement>;

export const ZAgreementResponse = envelope({ data: ZAgreement });

/** spec §7 newsDispense/loginBilibili: the company's video channel; a logged-in reader's hand-out is counted (decision 0026). */
export const ZVideoChannelResponse = envelope({
  data: z.object({
    url: z.string().describe('视频号主页地址'),
    /** true when the hand-out was counted against the logged-in reader. */
    counted: z.boolean(),
  }),
});

/** The site's own pages: agreements and the video channel (spec §2.1 Others, §7). */
export const sitePagesEndpoints = {
  '/site/pub/agreement/get': post(ZAgreementRequest, ZAgreementResponse),
  '/news/pub/newsDispense/loginBilibili': postWithoutBody(ZVideoChannelResponse),
};
