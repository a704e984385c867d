/**
 * The site's own pages (issue 13, part B): the agreements, the WeChat
 * official account and the video channel. Plain values: pages import them.
 */

/** The two agreements and their addresses (spec §2.1: /service and /pravicy, with /agreement/… aliases). */
export const agreementKinds = ['service', 'privacy'] as const;
export type AgreementKind = (typeof agreementKinds)[number];

export const agreementLabels: Record<AgreementKind, string> = { service: '用户服务协议', privacy: '隐私政策' };

/** The canonical path of each agreement (the spec's spelling /pravicy is the address users and old links know). */
export const agreementPaths: Record<AgreementKind, string> = { service: '/service', privacy: '/pravicy' };

/** A version label as the agreements table holds it (2026.1). */
export const AGREEMENT_VERSION_PATTERN = /^\d{4}\.\d{1,2}$/;

export const agreementMessages = {
  kind: '协议类型只能是 service 或 privacy',
  version: '版本号格式不对',
  notFound: '该协议版本不存在',
} as const;

/** Chinese date of an effective date (2026年6月1日), in China's time zone whatever the server's. */
export function chinaDate(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 8 * 3600_000);
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
}
