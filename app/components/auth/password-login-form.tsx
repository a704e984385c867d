import { useState, type FormEvent } from 'react';
import { Link } from '../app-link';
import { authLimits, authMessages, ICODE_LENGTH, PASSWORD_MAX_LENGTH } from '../../../common/auth/options';
import { api } from '../../lib/api-client';
import { completeLogin, errorText, needsIcode, startDoubleAuth } from '../../lib/auth-client';
import { LightInput, LightPassword, LightSubmit, useLightForm } from '../form/light-form';
import { FormError, IcodeImage, useIcode } from './form-bits-light';

const rules = {
  account: [{ required: true, whitespace: true, message: '请输入手机号或账号' }],
  password: [{ required: true, message: authMessages.passwordRequired }],
  icode: [{ required: true, whitespace: true, message: authMessages.icodeRequired }],
};

/**
 * 密码登录: account name or phone, then password; the image code once the
 * server asks for it. The login card's first tab, so the one form every
 * /login shows: drawn with the light fields, no antd (decision 0064).
 */
export function PasswordLoginForm({ redirect }: { redirect: string }) {
  const icode = useIcode();
  // The image-code rule applies only while the image is shown.
  const form = useLightForm(icode.icode ? rules : { account: rules.account, password: rules.password, icode: [] });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const values = form.validate();
    if (!values) return;
    setBusy(true);
    setError('');
    try {
      const reply = await api.post(
        '/user/auth/v3/pwd/login',
        { account: values.account.trim(), password: values.password, redirect, ...icode.fields(values) },
        { notify: false },
      );
      if (reply.needDoubleAuth) startDoubleAuth(reply);
      else completeLogin(reply);
    } catch (e) {
      setError(errorText(e));
      form.setValue('icode', '');
      if (needsIcode(e) || icode.icode) await icode.refresh();
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" autoComplete="on" noValidate onSubmit={submit}>
      <LightInput {...form.input('account')} label="手机号或账号" maxLength={authLimits.account} autoComplete="username" placeholder="手机号 / 账号" />
      <LightPassword {...form.input('password')} label="密码" maxLength={PASSWORD_MAX_LENGTH} autoComplete="current-password" placeholder="请输入密码" />
      {icode.icode && (
        <div className="auth-code-row">
          <LightInput
            {...form.input('icode')}
            label="图形验证码"
            className="auth-code-row__input"
            maxLength={ICODE_LENGTH}
            autoComplete="off"
            placeholder="请输入图形验证码"
          />
          <IcodeImage icode={icode.icode} onRefresh={icode.refresh} />
        </div>
      )}
      <div className="auth-form__links">
        <span />
        <Link to="/resetPassword">忘记密码？</Link>
      </div>
      <FormError message={error} />
      <LightSubmit busy={busy}>登 录</LightSubmit>
    </form>
  );
}
