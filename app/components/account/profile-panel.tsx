import { Button, Input } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useRevalidator } from 'react-router';
import { accountFieldLimits, accountFieldMessages, AVATAR_MIME_TYPES } from '../../../common/account/options';
import type { Profile } from '../../../common/account/schemas';
import { api } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { toastError, toastSuccess } from '../../lib/toast';
import { runAction } from '../../lib/run-action';
import { UserAvatar } from './user-avatar';

const isAvatarType = (type: string) => (AVATAR_MIME_TYPES as readonly string[]).includes(type);

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function ProfilePanel({ profile }: { profile: Profile }) {
  const revalidator = useRevalidator();
  const fileInput = useRef<HTMLInputElement>(null);
  const [realname, setRealname] = useState(profile.realname);
  const [orgName, setOrgName] = useState(profile.orgName);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);

  const changed = realname.trim() !== profile.realname || orgName.trim() !== profile.orgName;

  const save = async () => {
    const name = realname.trim();
    const org = orgName.trim();
    if (!name) return toastError(accountFieldMessages.realnameRequired);
    if (!org && profile.orgName) return toastError(accountFieldMessages.orgNameRequired);
    setSaving(true);
    let ok = true;
    if (name !== profile.realname) ok = (await runAction(() => api.post('/user/profile/updateRealname', { realname: name }))) !== undefined;
    if (ok && org && org !== profile.orgName) ok = (await runAction(() => api.post('/ai/userOrgName/update', { orgName: org }))) !== undefined;
    setSaving(false);
    if (!ok) return;
    toastSuccess('资料已保存');
    await revalidator.revalidate();
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAvatarType(file.type)) return toastError(accountFieldMessages.avatarType);
    if (file.size > accountFieldLimits.avatarBytes) return toastError(accountFieldMessages.avatarTooLarge);
    setUploading(true);
    const image = await readAsDataUrl(file).catch(() => null);
    const reply = image ? await runAction(() => api.post('/user/profile/uploadAvatar', { image })) : undefined;
    setUploading(false);
    if (!image) return toastError('读取图片失败，请重新选择');
    if (!reply) return;
    toastSuccess('头像已更新');
    await revalidator.revalidate();
  };

  return (
    <div className="pc-panel">
      <section className="pc-card pc-avatar">
        <UserAvatar url={profile.avatarUrl} name={profile.realname || profile.loginName} size={96} />
        <div className="pc-avatar__text">
          <h2 className="pc-card__title">头像</h2>
          <p className="pc-hint">支持 PNG、JPEG、WebP 格式，大小不超过 2 MB，建议使用正方形图片。</p>
          <input ref={fileInput} type="file" accept={AVATAR_MIME_TYPES.join(',')} hidden onChange={(e) => void upload(e)} data-testid="avatar-input" />
          <Button onClick={() => fileInput.current?.click()} loading={uploading}>
            {profile.avatarUrl ? '更换头像' : '上传头像'}
          </Button>
        </div>
      </section>

      <section className="pc-card">
        <h2 className="pc-card__title">基本资料</h2>
        <form
          className="pc-form"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <label className="pc-form__row">
            <span className="pc-form__label">真实姓名</span>
            <Input value={realname} onChange={(e) => setRealname(e.target.value)} maxLength={accountFieldLimits.realname} showCount placeholder="请输入真实姓名" name="realname" />
          </label>
          <label className="pc-form__row">
            <span className="pc-form__label">单位名称</span>
            <Input value={orgName} onChange={(e) => setOrgName(e.target.value)} maxLength={accountFieldLimits.orgName} showCount placeholder="请输入所在单位全称" name="orgName" />
          </label>
          <div className="pc-form__row pc-form__row--static">
            <span className="pc-form__label">登录账号</span>
            <span>{profile.loginName}</span>
          </div>
          {profile.phone && (
            <div className="pc-form__row pc-form__row--static">
              <span className="pc-form__label">手机号码</span>
              <span>{profile.phone}</span>
            </div>
          )}
          <div className="pc-form__row pc-form__row--static">
            <span className="pc-form__label">注册时间</span>
            <span>{formatDate(profile.createdAt)}</span>
          </div>
          <div className="pc-form__actions">
            <Button type="primary" htmlType="submit" loading={saving} disabled={!changed}>
              保存资料
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
