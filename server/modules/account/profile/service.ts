import { randomBytes } from 'node:crypto';
import { accountFieldLimits, accountFieldMessages } from '../../../../common/account/options';
import type { Avatar, OrgName, Profile, Realname } from '../../../../common/account/schemas';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import type { KvStore } from '../../../platform/kv-store';
import { enforceRateLimits } from '../../../platform/rate-limit';
import type { FileStorage } from '../../../platform/storage';
import { decodeBase64Image, sniffImage } from '../images';
import { profileRepo as repo } from './repo';
import { maskPhone } from '../../../../common/auth/options';

/** Public path prefix of stored uploads (see ../uploads.ts). */
export const UPLOADS_PREFIX = '/uploads/';

export type ProfileServiceOptions = {
  db: Database;
  kv: KvStore;
  storage: FileStorage;
  /** Told after a user's name, organisation or avatar changes (the viewer cache forgets them). */
  onUserChanged?: (userId: number) => void;
};

/** The profile: real name, organisation name and avatar. */
export function createProfileService({ db, kv, storage, onUserChanged }: ProfileServiceOptions) {
  const updateProfile = async (userId: number, patch: Parameters<typeof repo.updateUser>[2]) => {
    await repo.updateUser(db, userId, patch);
    onUserChanged?.(userId);
  };

  return {
    async getProfile({ userId }: { userId: number }): Promise<Profile> {
      const user = await repo.findUser(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return {
        unionid: user.unionid,
        loginName: user.loginName,
        realname: user.realname,
        avatarUrl: user.avatarUrl,
        orgName: user.orgName,
        phone: maskPhone(user.phone ?? ''),
        points: user.points,
        createdAt: user.createdAt.toISOString(),
      };
    },

    async updateRealname({ userId, realname }: { userId: number; realname: string }): Promise<Realname> {
      await updateProfile(userId, { realname });
      return { realname };
    },

    async getOrgName({ userId }: { userId: number }): Promise<OrgName> {
      return { orgName: (await repo.findUser(db, userId))?.orgName ?? '' };
    },

    async updateOrgName({ userId, orgName }: { userId: number; orgName: string }): Promise<OrgName> {
      await updateProfile(userId, { orgName });
      return { orgName };
    },

    /**
     * Stores a new avatar (PNG, JPEG or WebP, recognised by its bytes, at
     * most 2 MB) under a random name and drops the previous one.
     */
    async uploadAvatar({ userId, image }: { userId: number; image: string }): Promise<Avatar> {
      await enforceRateLimits(kv, [{ key: `avatar:${userId}`, limit: 20, windowSeconds: 3600, msg: '头像更换过于频繁，请稍后再试' }]);
      const bytes = decodeBase64Image(image);
      if (!bytes) throw new AppError('VALIDATION', accountFieldMessages.avatarUnreadable);
      if (bytes.length > accountFieldLimits.avatarBytes) throw new AppError('VALIDATION', accountFieldMessages.avatarTooLarge);
      const type = sniffImage(bytes);
      if (!type) throw new AppError('VALIDATION', accountFieldMessages.avatarType);
      const key = `avatars/${randomBytes(16).toString('hex')}.${type.ext}`;
      const before = await repo.findUser(db, userId);
      await storage.put(key, bytes);
      const avatarUrl = UPLOADS_PREFIX + key;
      await updateProfile(userId, { avatarUrl });
      const old = before?.avatarUrl ?? '';
      if (old.startsWith(`${UPLOADS_PREFIX}avatars/`)) await storage.remove(old.slice(UPLOADS_PREFIX.length)).catch(() => {});
      return { avatarUrl };
    },
  };
}
