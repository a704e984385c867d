import { and, desc, eq, lte } from 'drizzle-orm';
import type { AgreementKind } from '../../../common/site-pages/options';
import { agreementMessages } from '../../../common/site-pages/options';
import type { Agreement, AgreementRequest } from '../../../common/site-pages/schemas';
import type { Database } from '../../db/client';
import { channelDispenses, siteAgreements } from '../../db/schema';
import { AppError } from '../../errors';

export type SitePagesService = ReturnType<typeof createSitePagesService>;

/**
 * The site's own pages: the user agreement and the privacy policy, stored
 * with versions and effective dates (issue 13). A version whose date has not
 * come yet is neither in force nor listed, so an editor can store the next
 * version ahead of time.
 */
export function createSitePagesService({
  db,
  wechatUrl,
  videoChannelUrl,
  now = () => Date.now(),
}: {
  db: Database;
  /** What the official account's QR code opens. */
  wechatUrl: string;
  videoChannelUrl: string;
  now?: () => number;
}) {
  let wechatQr: Promise<string> | undefined;
  async function versionsOf(kind: AgreementKind) {
    return db
      .select({ id: siteAgreements.id, version: siteAgreements.version, effectiveAt: siteAgreements.effectiveAt })
      .from(siteAgreements)
      .where(and(eq(siteAgreements.kind, kind), lte(siteAgreements.effectiveAt, new Date(now()))))
      .orderBy(desc(siteAgreements.effectiveAt), desc(siteAgreements.id));
  }

  return {
    /** The version in force (or the named one, if it has taken effect), with the list of versions. */
    async getAgreement({ kind, version }: AgreementRequest): Promise<Agreement> {
      const versions = await versionsOf(kind);
      const current = versions[0];
      const picked = version ? versions.find((v) => v.version === version) : current;
      if (!picked || !current) throw new AppError('NOT_FOUND', agreementMessages.notFound);
      const [row] = await db.select().from(siteAgreements).where(eq(siteAgreements.id, picked.id));
      return {
        kind,
        version: row!.version,
        title: row!.title,
        content: row!.content,
        effectiveAt: row!.effectiveAt.toISOString(),
        isCurrent: picked.id === current.id,
        versions: versions.map((v) => ({ version: v.version, effectiveAt: v.effectiveAt.toISOString(), isCurrent: v.id === current.id })),
      };
    },

    /**
     * The official account's QR code as SVG, made once per process (spec §2.6's QR rules: error correction L,
     * margin 1, black on white), so /weChat carries it in its HTML without any script.
     */
    async wechatQrSvg(): Promise<{ svg: string; url: string }> {
      wechatQr ??= import('qrcode').then((QRCode) => QRCode.toString(wechatUrl, { type: 'svg', errorCorrectionLevel: 'L', margin: 1, color: { dark: '#000000', light: '#ffffff' } }));
      return { svg: await wechatQr, url: wechatUrl };
    },

    /** spec §7 newsDispense/loginBilibili: the video channel's address; a logged-in reader's hand-out is counted. */
    async dispenseVideoChannel({ userId }: { userId: number | null }): Promise<{ url: string; counted: boolean }> {
      if (userId !== null) await db.insert(channelDispenses).values({ userId, channel: 'bilibili' });
      return { url: videoChannelUrl, counted: userId !== null };
    },
  };
}
