import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { authLimits, authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../common/auth/options';
import { api } from '../../lib/api-client';
import { completeLogin, errorText, needsIcode, saveStaffInfo, type LoginReply } from '../../lib/auth-client';
import { CodeInputRow, FormError, IcodeField, PhoneInput, phoneRules, StrengthMeter, useIcode, usePasswordStrength } from './form-bits';
import { sendCodeWithIcode } from './send-code';

type RegisterValues = { phone: string; vcode: string; password: string; agree: boolean; icode?: string };
type FillValues = { realname: string; orgName?: string };

/**
 * 注册: phone, SMS code, password with its strength, and the agreement.
 * Registration logs the user in; an optional second step fills in the real
 * name and organisation before going on.
 */
export function RegisterForm({ redirect, inviteCode, submitText = '注册并登录' }: { redirect: string; inviteCode?: string; submitText?: string }) {
  const [form] = Form.useForm<RegisterValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [registered, setRegistered] = useState<LoginReply | null>(null);
  const icode = useIcode();
  const password = Form.useWatch('password', form);
  const strength = usePasswordStrength(password);

  const send = sendCodeWithIcode({
    form,
    field: 'phone',
    icode,
    setError,
    send: (phone, icodeFields) => api.post('/user/reg/code', { phone, ...icodeFields }, { notify: false }),
  });

  const submit = async (values: RegisterValues) => {
    setBusy(true);
    setError('');
    try {
      const reply = await api.post(
        '/user/reg/loginReg',
        { phone: values.phone.trim(), vcode: values.vcode, password: values.password, agree: values.agree, inviteCode, redirect },
        { notify: false },
      );
      if (reply.userinfo) saveStaffInfo(reply.userinfo);
      setRegistered(reply);
    } catch (e) {
      setError(errorText(e));
      if (needsIcode(e)) await icode.refresh();
    } finally {
      setBusy(false);
    }
  };

  if (registered) return <FillProfileForm reply={registered} />;

  return (
    <Form<RegisterValues> form={form} onFinish={submit} className="auth-form" requiredMark={false} initialValues={{ agree: false }}>
      <Form.Item name="phone" rules={phoneRules} validateTrigger={['onChange', 'onBlur']} normalize={(v: string) => v.trim()}>
        <PhoneInput />
      </Form.Item>
      <IcodeField icode={icode.icode} onRefresh={icode.refresh} />
      <CodeInputRow onSend={send} />
      <Form.Item
        name="password"
        rules={[
          { required: true, message: '请设置登录密码' },
          {
            validator: (_, value: string | undefined) =>
              !value || [...value].length >= PASSWORD_MIN_LENGTH ? Promise.resolve() : Promise.reject(new Error(authMessages.passwordTooShort)),
          },
        ]}
        extra={<StrengthMeter strength={strength} />}
      >
        <Input.Password
          size="large"
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
          placeholder={`设置 ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} 位登录密码`}
        />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[{ validator: (_, v: boolean) => (v ? Promise.resolve() : Promise.reject(new Error('请阅读并同意用户服务协议和隐私政策'))) }]}
        className="auth-agree"
      >
        <Checkbox>
          我已阅读并同意
          <a href="/service" target="_blank" rel="noreferrer">
            《用户服务协议》
          </a>
          和
          <a href="/pravicy" target="_blank" rel="noreferrer">
            《隐私政策》
          </a>
        </Checkbox>
      </Form.Item>
      <FormError message={error} />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {submitText}
      </Button>
    </Form>
  );
}

/** After registering: 完善信息 (optional), then on to the target page. */
function FillProfileForm({ reply }: { reply: LoginReply }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async (values: FillValues) => {
    setBusy(true);
    setError('');
    try {
      const filled = await api.post('/user/reg/fill', { realname: values.realname.trim(), orgName: values.orgName?.trim() || undefined }, { notify: false });
      completeLogin({ userinfo: filled.userinfo, redirect: reply.redirect });
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };
  return (
    <Form<FillValues> onFinish={submit} className="auth-form auth-fill" requiredMark={false}>
      <div className="auth-fill__done" role="status">
        <strong>注册成功</strong>
        <span>完善信息后，您的姓名会显示在个人中心和项目协作中。</span>
      </div>
      <Form.Item name="realname" rules={[{ required: true, whitespace: true, message: authMessages.realnameRequired }]}>
        <Input size="large" maxLength={authLimits.realname} autoComplete="name" placeholder="真实姓名" />
      </Form.Item>
      <Form.Item name="orgName">
        <Input size="large" maxLength={authLimits.orgName} autoComplete="organization" placeholder="所在单位（选填）" />
      </Form.Item>
      <FormError message={error} />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        完成
      </Button>
      <Button type="link" block className="auth-fill__skip" onClick={() => completeLogin({ redirect: reply.redirect })}>
        跳过，稍后在个人中心填写
      </Button>
    </Form>
  );
}
