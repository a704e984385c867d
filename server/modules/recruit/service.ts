import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { applicationRateLimits, RESUME_MAX_BYTES, recruitMessages, type JobCategory, type ResumeType } from '../../../common/recruit/options';
import type { Job, JobApplication, JobApplyRequest, JobCity, JobListItem, JobListRequest } from '../../../common/recruit/schemas';
import type { Database } from '../../db/client';
import { recruitApplications, recruitJobs } from '../../db/schema';
import { AppError } from '../../errors';
import type { KvStore } from '../../platform/kv-store';
import { offsetOf, toPage, type Page } from '../../platform/pagination';
import { enforceRateLimits } from '../../platform/rate-limit';
import type { FileStorage } from '../../platform/storage';
import { decodeBase64Image } from '../account/images';
import { sniffResume } from './resume';

export type RecruitService = ReturnType<typeof createRecruitService>;

const listColumns = {
  id: recruitJobs.id,
  title: recruitJobs.title,
  city: recruitJobs.city,
  department: recruitJobs.department,
  category: recruitJobs.category,
  headcount: recruitJobs.headcount,
  salaryMin: recruitJobs.salaryMin,
  salaryMax: recruitJobs.salaryMax,
  experience: recruitJobs.experience,
  education: recruitJobs.education,
  publishedAt: recruitJobs.publishedAt,
};

type JobRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] };
const toItem = (r: JobRow): JobListItem => ({ ...r, category: r.category as JobCategory, publishedAt: r.publishedAt.toISOString() });

/**
 * Recruiting (/recruit): open jobs by city and category, a job's detail, and
 * applications with a résumé. The résumé's type is read from its bytes (PDF or
 * DOCX), stored under a random name in file storage, and the application
 * becomes a row staff list later (`listApplications`).
 */
export function createRecruitService({ db, kv, storage }: { db: Database; kv: KvStore; storage: FileStorage }) {
  const isOpen = eq(recruitJobs.isOpen, 1);

  return {
    /** Cities with open jobs, the most jobs first. */
    async listCities(): Promise<JobCity[]> {
      const rows = await db
        .select({ city: recruitJobs.city, count: count() })
        .from(recruitJobs)
        .where(isOpen)
        .groupBy(recruitJobs.city)
        .orderBy(desc(count()), recruitJobs.city);
      return rows.map((r) => ({ city: r.city, count: Number(r.count) }));
    },

    async listJobs({ current, size, city, category }: JobListRequest): Promise<Page<JobListItem>> {
      const filters: SQL[] = [isOpen];
      if (city) filters.push(eq(recruitJobs.city, city));
      if (category) filters.push(eq(recruitJobs.category, category));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db.select(listColumns).from(recruitJobs).where(where).orderBy(desc(recruitJobs.publishedAt), desc(recruitJobs.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(recruitJobs).where(where),
      ]);
      return toPage({ current, size, total: Number(total?.n ?? 0), records: rows.map(toItem) });
    },

    async getJob({ id }: { id: number }): Promise<Job> {
      const [row] = await db
        .select({ ...listColumns, content: recruitJobs.content })
        .from(recruitJobs)
        .where(and(eq(recruitJobs.id, id), isOpen));
      if (!row) throw new AppError('NOT_FOUND', '职位不存在或已停止招聘');
      const { content, ...rest } = row;
      return { ...toItem(rest), content };
    },

    /** Stores the résumé and the application. Nothing is written when any check fails. */
    async apply(input: JobApplyRequest & { ip: string }): Promise<{ id: number }> {
      const [job] = await db.select({ id: recruitJobs.id, isOpen: recruitJobs.isOpen }).from(recruitJobs).where(eq(recruitJobs.id, input.jobId));
      if (!job) throw new AppError('VALIDATION', recruitMessages.jobRequired);
      if (job.isOpen !== 1) throw new AppError('BUSINESS', recruitMessages.jobClosed);
      const bytes = decodeBase64Image(input.resume);
      if (!bytes) throw new AppError('VALIDATION', recruitMessages.resumeType);
      if (bytes.length === 0) throw new AppError('VALIDATION', recruitMessages.resumeEmpty);
      if (bytes.length > RESUME_MAX_BYTES) throw new AppError('VALIDATION', recruitMessages.resumeTooLarge);
      const type = sniffResume(bytes);
      if (!type) throw new AppError('VALIDATION', recruitMessages.resumeType);
      await enforceRateLimits(kv, [
        { key: `job:ip:${input.ip}`, ...applicationRateLimits.perIp },
        { key: `job:phone:${input.phone}`, ...applicationRateLimits.perPhone },
      ]);
      const key = `resumes/${randomBytes(16).toString('hex')}.${type}`;
      await storage.put(key, bytes);
      try {
        const [row] = await db
          .insert(recruitApplications)
          .values({
            jobId: job.id,
            name: input.name,
            phone: input.phone,
            resumeKey: key,
            resumeName: input.resumeName,
            resumeType: type,
            resumeBytes: bytes.length,
            ip: input.ip.slice(0, 64),
          })
          .returning({ id: recruitApplications.id });
        return { id: row!.id };
      } catch (e) {
        // No row, no file: a failed insert leaves nothing behind.
        await storage.remove(key).catch(() => {});
        throw e;
      }
    },

    /** Applications for staff (the staff console reads them), newest first, optionally for one job. */
    async listApplications({ current = 1, size = 20, jobId }: { current?: number; size?: number; jobId?: number } = {}): Promise<Page<JobApplication>> {
      const where = jobId ? eq(recruitApplications.jobId, jobId) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: recruitApplications.id,
            jobId: recruitApplications.jobId,
            jobTitle: recruitJobs.title,
            name: recruitApplications.name,
            phone: recruitApplications.phone,
            resumeName: recruitApplications.resumeName,
            resumeType: recruitApplications.resumeType,
            resumeBytes: recruitApplications.resumeBytes,
            resumeKey: recruitApplications.resumeKey,
            createdAt: recruitApplications.createdAt,
          })
          .from(recruitApplications)
          .innerJoin(recruitJobs, eq(recruitJobs.id, recruitApplications.jobId))
          .where(where)
          .orderBy(desc(recruitApplications.createdAt), desc(recruitApplications.id))
          .limit(size)
          .offset(offsetOf(current, size)),
        db.select({ n: count() }).from(recruitApplications).where(where),
      ]);
      return toPage({
        current,
        size,
        total: Number(total?.n ?? 0),
        records: rows.map((r) => ({ ...r, resumeType: r.resumeType as ResumeType, createdAt: r.createdAt.toISOString() })),
      });
    },

    /** A stored résumé's bytes, for the staff console's download. */
    async readResume(key: string): Promise<Buffer | null> {
      return storage.read(key);
    },
  };
}
