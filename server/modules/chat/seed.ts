import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serviceCannedReplies, staffAuditLog } from '../../db/schema';

export const defaultCannedReplies = [
  '您好，我是计智云在线客服，请问有什么可以帮您？',
  '请问您的项目是哪一类工程（市政道路、轨道交通、房建、水利……）？',
  '方便留下您的手机号吗？我们的产品顾问会尽快与您联系并安排演示。',
  '感谢您的咨询，祝您工作顺利！',
];

/** A first list of canned replies, until staff have saved their own (an emptied list stays empty). */
export async function seedCannedReplies(db: Database): Promise<void> {
  if ((await db.$count(serviceCannedReplies)) > 0) return;
  if ((await db.$count(staffAuditLog, eq(staffAuditLog.action, 'chat.canned'))) > 0) return;
  await db.insert(serviceCannedReplies).values(defaultCannedReplies.map((content, sort) => ({ content, sort })));
}
