/**
 * Recruiting (/recruit, spec §7 job/getJobCity and job/listPaged): job
 * categories, the application's field limits and messages, and the résumé
 * rules. Plain values: the page's form and the API schema read them.
 */

export const jobCategories = ['技术', '产品', '实施', '销售', '职能'] as const;
export type JobCategory = (typeof jobCategories)[number];

/** A résumé: PDF or Word (.docx), recognised by its bytes, at most 5 MB. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const resumeTypes = ['pdf', 'docx'] as const;
export type ResumeType = (typeof resumeTypes)[number];
export const RESUME_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const applicationLimits = { name: 30, resumeName: 120, city: 20 } as const;

export const recruitMessages = {
  jobRequired: '请选择要申请的职位',
  jobClosed: '该职位已停止招聘',
  nameRequired: '请输入姓名',
  nameTooLong: '姓名不能超过 30 个字符',
  resumeRequired: '请上传简历',
  resumeNameTooLong: '简历文件名不能超过 120 个字符',
  resumeTooLarge: '简历文件不能超过 5 MB',
  resumeType: '简历只支持 PDF 或 Word（.docx）文件',
  resumeEmpty: '简历文件是空的',
  cityTooLong: '城市名称不能超过 20 个字符',
  categoryInvalid: '职位类别不存在',
  perIp: '投递过于频繁，请稍后再试',
  perPhone: '该手机号今日投递次数已达上限',
} as const;

/** An applicant may apply to a few jobs a day; one address cannot flood the inbox. */
export const applicationRateLimits = {
  perIp: { limit: 10, windowSeconds: 3600, msg: recruitMessages.perIp },
  perPhone: { limit: 3, windowSeconds: 86_400, msg: recruitMessages.perPhone },
} as const;

/** 12–20K·月 */
export function salaryText(min: number, max: number): string {
  return min === max ? `${min}K·月` : `${min}–${max}K·月`;
}
