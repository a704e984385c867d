import { z } from 'zod';
import { zMobilePhone } from '../api/phone-schema';
import { envelope, pageEnvelope } from '../api/envelope';
import { post, postWithoutBody } from '../api/endpoints';
import { zId } from '../api/id-schema';
import { pageRequestFields } from '../api/pagination';
import { applicationLimits, jobCategories, RESUME_MAX_BYTES, recruitMessages, resumeTypes } from './options';

/** A city with open jobs and how many. */
export const ZJobCity = z.object({ city: z.string(), count: z.number().int() });
export type JobCity = z.infer<typeof ZJobCity>;
export const ZJobCityResponse = envelope({ data: z.array(ZJobCity) });

export const ZJobListRequest = z.object({
  ...pageRequestFields,
  /** Leave out for every city. */
  city: z.string({ error: recruitMessages.cityTooLong }).trim().max(applicationLimits.city, recruitMessages.cityTooLong).optional(),
  category: z.enum(jobCategories, { error: recruitMessages.categoryInvalid }).optional(),
});
export type JobListRequest = z.output<typeof ZJobListRequest>;

export const ZJobListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  city: z.string(),
  department: z.string(),
  category: z.enum(jobCategories),
  headcount: z.number().int(),
  salaryMin: z.number().int().describe('月薪下限，千元'),
  salaryMax: z.number().int().describe('月薪上限，千元'),
  experience: z.string(),
  education: z.string(),
  publishedAt: z.string(),
});
export type JobListItem = z.infer<typeof ZJobListItem>;
export const ZJobListResponse = pageEnvelope(ZJobListItem);

export const ZJob = ZJobListItem.extend({
  /** Sanitised HTML: duties and requirements. */
  content: z.string(),
});
export type Job = z.infer<typeof ZJob>;
export const ZJobRequest = z.object({ id: zId('职位编号') });
export const ZJobResponse = envelope({ data: ZJob });

/** Base64 of at most RESUME_MAX_BYTES, with room for a data-URL prefix. */
const RESUME_MAX_BASE64 = Math.ceil(RESUME_MAX_BYTES / 3) * 4 + 100;

/** POST /news/pub/job/apply: the résumé travels as base64 (a data URL), like the avatar; its type is read from its bytes. */
export const ZJobApplyRequest = z.object({
  jobId: zId('职位编号', { message: recruitMessages.jobRequired }),
  name: z.string({ error: recruitMessages.nameRequired }).trim().min(1, recruitMessages.nameRequired).max(applicationLimits.name, recruitMessages.nameTooLong),
  phone: zMobilePhone,
  resumeName: z
    .string({ error: recruitMessages.resumeRequired })
    .trim()
    .min(1, recruitMessages.resumeRequired)
    .max(applicationLimits.resumeName, recruitMessages.resumeNameTooLong),
  resume: z.string({ error: recruitMessages.resumeRequired }).min(1, recruitMessages.resumeRequired).max(RESUME_MAX_BASE64, recruitMessages.resumeTooLarge),
});
export type JobApplyRequest = z.output<typeof ZJobApplyRequest>;
export const ZJobApplyResponse = envelope({ data: z.object({ id: z.number().int() }) });

/** An application as staff see it (listed by the recruit service; the staff console comes later). */
export const ZJobApplication = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  name: z.string(),
  phone: z.string(),
  resumeName: z.string(),
  resumeType: z.enum(resumeTypes),
  resumeBytes: z.number().int(),
  resumeKey: z.string(),
  createdAt: z.string(),
});
export type JobApplication = z.infer<typeof ZJobApplication>;

/** Recruiting (spec §7 news/pub/job/*). */
export const recruitEndpoints = {
  '/news/pub/job/getJobCity': postWithoutBody(ZJobCityResponse),
  '/news/pub/job/listPaged': post(ZJobListRequest, ZJobListResponse),
  '/news/pub/job/get': post(ZJobRequest, ZJobResponse),
  '/news/pub/job/apply': post(ZJobApplyRequest, ZJobApplyResponse),
};
