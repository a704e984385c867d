import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '../../../common/cookies';
import type { Database } from '../../../server/db/client';
import { tenderOrgs, users } from '../../../server/db/schema';
import { insertTenderDrafts } from '../../../server/db/seed-tender';
import { desktop, openPage, portal } from './portal';

/** A fresh user and a browser context holding their session cookie (no login page involved). */
export async function loggedInPage(viewport = desktop) {
  const { app, database, baseUrl } = await portal();
  const [user] = await database.db
    .insert(users)
    .values({ unionid: randomBytes(16).toString('hex'), loginName: `e2e${randomBytes(6).toString('hex')}`, phone: '13700006543', realname: '订阅测试' })
    .returning({ id: users.id });
  const { token } = await app.services.sessionStore.create(user!.id, { ip: '', userAgent: '' });
  const opened = await openPage(viewport);
  await opened.context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseUrl }]);
  return { ...opened, userId: user!.id };
}

/**
 * A new notice arriving as an import stores it: queued for matching in the same transaction, then announced, so that
 * cached tender pages are dropped (without that, a later file's list page could show the rows from before it).
 */
export async function storeNotice(title: string, bidNo: string, tendereeName?: string) {
  const { database, events } = await portal();
  const [buyer] = await database.db
    .select({ name: tenderOrgs.name })
    .from(tenderOrgs)
    .where(and(eq(tenderOrgs.kind, 'TENDEREE'), eq(tenderOrgs.provinceCode, '430000')))
    .orderBy(tenderOrgs.id)
    .limit(1);
  await database.db.transaction((tx) =>
    insertTenderDrafts(tx as unknown as Database, {
      orgs: [],
      projects: [
        {
          bidNo,
          name: title,
          catNo: 'ENGINEERING',
          projectType: 'SUBWAY',
          provinceCode: '430000',
          cityCode: '430100',
          budget: 960_000_000,
          tenderee: tendereeName ?? buyer!.name,
          agency: null,
          notices: [
            {
              infoType: 'ANNOUNCEMENT',
              title: `${title}招标公告`,
              content: `<p>${title}已具备招标条件，现公开招标。</p>`,
              publishedAt: new Date(),
              deadlineAt: new Date(Date.now() + 20 * 86_400_000),
              winner: null,
              winningAmount: null,
              source: '全国公共资源交易平台（湖南省）',
            },
          ],
        },
      ],
    }),
  );
  await events.changed('tender');
}
