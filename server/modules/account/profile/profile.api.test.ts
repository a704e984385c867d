import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { apiPoster, createLoggedInUser } from '../../../test-support/viewer-fixtures';
import { uploadsRoutes } from '../uploads';

/** A real 1×1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 2)]);

describe('profile and organisation name', () => {
  let t: TestApp;
  let post: ReturnType<typeof apiPoster>;
  const storedKeys: string[] = [];
  const keyOf = (avatarUrl: string) => avatarUrl.replace(/^\/uploads\//, '');

  beforeAll(async () => {
    t = await createTestApp();
    post = apiPoster(t);
  });
  afterAll(async () => {
    for (const key of storedKeys) await t.services.account.storage.remove(key);
    await t.close();
  });

  describe('organisation name', () => {
    it('reads and updates it trimmed', async () => {
      const { cookie, userId } = await createLoggedInUser(t);
      expect((await post('/ai/userOrgName/get', {}, cookie)).json()).toMatchObject({ code: '30000', data: { orgName: '' } });
      const updated = (await post('/ai/userOrgName/update', { orgName: '  湖南路桥建设集团有限责任公司  ' }, cookie)).json();
      expect(updated.data).toEqual({ orgName: '湖南路桥建设集团有限责任公司' });
      expect((await post('/ai/userOrgName/get', {}, cookie)).json().data.orgName).toBe('湖南路桥建设集团有限责任公司');
      const [row] = await t.db.select({ orgName: users.orgName }).from(users).where(eq(users.id, userId));
      expect(row!.orgName).toBe('湖南路桥建设集团有限责任公司');
    });

    it.each([
      [{}, '请输入单位名称'],
      [{ orgName: '   ' }, '请输入单位名称'],
      [{ orgName: '单'.repeat(61) }, '单位名称不能超过 60 个字符'],
    ])('refuses %j with “%s”', async (payload, msg) => {
      const { cookie } = await createLoggedInUser(t);
      expect((await post('/ai/userOrgName/update', payload, cookie)).json()).toEqual({ code: '40000', msg });
    });
  });

  describe('real name and profile', () => {
    it('updates the real name trimmed and shows it in the profile with a masked phone', async () => {
      const { cookie } = await createLoggedInUser(t, { phone: '13812345678' });
      expect((await post('/user/profile/updateRealname', { realname: ' 王建国 ' }, cookie)).json().data).toEqual({ realname: '王建国' });
      const profile = (await post('/user/profile/get', {}, cookie)).json();
      expect(profile).toMatchObject({ code: '30000', data: { realname: '王建国', phone: '138****5678', points: 0, avatarUrl: '' } });
    });

    it.each([
      [{ realname: '' }, '请输入真实姓名'],
      [{ realname: '名'.repeat(31) }, '真实姓名不能超过 30 个字符'],
      [{ realname: 42 }, '请输入真实姓名'],
    ])('refuses %j with “%s”', async (payload, msg) => {
      const { cookie } = await createLoggedInUser(t);
      expect((await post('/user/profile/updateRealname', payload, cookie)).json()).toEqual({ code: '40000', msg });
    });
  });

  describe('avatar', () => {
    it('stores a PNG sent as a data URL, sets avatar_url and serves the file', async () => {
      const { cookie, userId } = await createLoggedInUser(t);
      const reply = (await post('/user/profile/uploadAvatar', { image: `data:image/png;base64,${PNG_BASE64}` }, cookie)).json();
      expect(reply.code).toBe('30000');
      expect(reply.data.avatarUrl).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
      storedKeys.push(keyOf(reply.data.avatarUrl));
      const [row] = await t.db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId));
      expect(row!.avatarUrl).toBe(reply.data.avatarUrl);

      const server = Fastify();
      server.decorate('services', t.services);
      await server.register(uploadsRoutes);
      const file = await server.inject({ method: 'GET', url: reply.data.avatarUrl });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toContain('immutable');
      expect(file.rawPayload.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
      for (const url of ['/uploads/avatars/../../package.json', '/uploads/avatars/0123.png', `/uploads/avatars/${'a'.repeat(32)}.png`]) {
        expect((await server.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      await server.close();
    });

    it('accepts bare base64 JPEG and WebP, and removes the avatar it replaces', async () => {
      const { cookie } = await createLoggedInUser(t);
      const first = (await post('/user/profile/uploadAvatar', { image: JPEG.toString('base64') }, cookie)).json();
      expect(first.data.avatarUrl).toMatch(/\.jpg$/);
      const second = (await post('/user/profile/uploadAvatar', { image: `data:image/webp;base64,${WEBP.toString('base64')}` }, cookie)).json();
      expect(second.data.avatarUrl).toMatch(/\.webp$/);
      storedKeys.push(keyOf(second.data.avatarUrl));
      expect(await t.services.account.storage.read(keyOf(first.data.avatarUrl))).toBeNull();
      expect(await t.services.account.storage.read(keyOf(second.data.avatarUrl))).not.toBeNull();
    });

    it.each([
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64'), '头像只支持 PNG、JPEG 或 WebP 格式的图片'],
      ['HTML claiming to be a PNG', `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`, '头像只支持 PNG、JPEG 或 WebP 格式的图片'],
      ['text that is not base64', '这不是图片', '头像图片数据无效，请重新选择图片'],
      ['an empty string', '', '请选择头像图片'],
    ])('refuses %s', async (_label, image, msg) => {
      const { cookie, userId } = await createLoggedInUser(t);
      expect((await post('/user/profile/uploadAvatar', { image }, cookie)).json()).toEqual({ code: '40000', msg });
      const [row] = await t.db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId));
      expect(row!.avatarUrl).toBe('');
    });

    it('refuses an image over 2 MB', async () => {
      const { cookie } = await createLoggedInUser(t);
      const big = Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(2 * 1024 * 1024)]);
      expect((await post('/user/profile/uploadAvatar', { image: big.toString('base64') }, cookie)).json()).toEqual({
        code: '40000',
        msg: '头像图片不能超过 2 MB',
      });
    });
  });

  it.each([
    '/ai/userOrgName/get',
    '/ai/userOrgName/update',
    '/user/profile/get',
    '/user/profile/updateRealname',
    '/user/profile/uploadAvatar',
  ])('%s answers 401 when logged out', async (path) => {
    const res = await post(path, { orgName: '某单位', realname: '某人', image: PNG_BASE64 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: '40100', msg: '会话已失效，请重新登录或刷新页面' });
  });
});
