import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from '../app-link';
import { authLimits, authMessages, CODE_TTL_SECONDS, PASSWORD_MAX_LENGTH } from '../../../common/auth/options';
import { api } from '../../lib/api-client';
import { completeLogin, errorText, needsIcode, startDoubleAuth } from '../../lib/auth-client';
import { CodeInputRow, FormError, IcodeField, PhoneInput, phoneRules, useIcode } from './form-bits';
import { sendCodeWithIcode } from './send-code';

type PasswordValues = { account: string; password: string; icode?: string };

/** 密码登录: account name or phone, then password. */
export function PasswordLoginForm({ redirect }: { redirect: string }) {
  const [form] = Form.useForm<PasswordValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const icode = useIcode();

  const submit = async (values: PasswordValues) => {
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
      form.setFieldValue('icode', '');
      if (needsIcode(e) || icode.icode) await icode.refresh();
      setBusy(false);
    }
  };

  return (
    <Form<PasswordValues> form={form} onFinish={submit} className="auth-form" autoComplete="on" requiredMark={false}>
      <Form.Item name="account" rules={[{ required: true, whitespace: true, message: '请输入手机号或账号' }]}>
        <Input size="large" maxLength={authLimits.account} autoComplete="username" placeholder="手机号 / 账号" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: authMessages.passwordRequired }]}>
        <Input.Password size="large" maxLength={PASSWORD_MAX_LENGTH} autoComplete="current-password" placeholder="请输入密码" />
      </Form.Item>
      <IcodeField icode={icode.icode} onRefresh={icode.refresh} />
      <div className="auth-form__links">
        <span />
        <Link to="/resetPassword">忘记密码？</Link>
      </div>
      <FormError message={error} />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        登 录
      </Button>
    </Form>
  );
}

type SmsValues = { phone: string; vcode: string; icode?: string };

/** 验证码登录: phone and SMS code. An unknown phone is told only that the code is wrong. */
export function SmsLoginForm({ redirect }: { redirect: string }) {
  const [form] = Form.useForm<SmsValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const icode = useIcode();

  const send = sendCodeWithIcode({
    form,
    field: 'phone',
    icode,
    setError,
    send: (phone, icodeFields) => api.post('/user/auth/v3/vcode/send', { phone, ...icodeFields }, { notify: false }),
  });

  const submit = async (values: SmsValues) => {
    setBusy(true);
    setError('');
    try {
      completeLogin(await api.post('/user/auth/v3/vcode/login', { phone: values.phone.trim(), vcode: values.vcode, redirect }, { notify: false }));
    } catch (e) {
      setError(errorText(e));
      if (needsIcode(e)) await icode.refresh();
      setBusy(false);
    }
  };

  return (
    <Form<SmsValues> form={form} onFinish={submit} className="auth-form" requiredMark={false}>
      <Form.Item name="phone" rules={phoneRules} validateTrigger={['onChange', 'onBlur']} normalize={(v: string) => v.trim()}>
        <PhoneInput />
      </Form.Item>
      <IcodeField icode={icode.icode} onRefresh={icode.refresh} />
      <CodeInputRow onSend={send} />
      <p className="auth-form__hint">{`未注册的手机号请先注册；验证码 ${CODE_TTL_SECONDS / 60} 分钟内有效。`}</p>
      <FormError message={error} />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        登 录
      </Button>
    </Form>
  );
}
