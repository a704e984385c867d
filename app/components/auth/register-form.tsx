import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api-client';
import { completeLogin, errorText, needsIcode, saveStaffInfo, type LoginReply } from '../../lib/auth-client';
import { CodeInputRow, FormError, IcodeField, PhoneInput, phoneRules, StrengthMeter, useIcode, usePasswordStrength } from './form-bits';

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

  const send = async (): Promise<number | false> => {
    setError('');
    try {
      const { phone } = await form.validateFields(['phone']);
      const icodeValue = form.getFieldValue('icode') as string | undefined;
      if (icode.icode && !icodeValue) {
        await form.validateFields(['icode']);
        return false;
      }
      const reply = await api.postUnchecked<{ resendIn: number }>('/user/reg/code', { phone: phone.trim(), ...icode.fields({ icode: icodeValue }) }, { notify: false });
      if (icode.icode) await icode.refresh();
      form.setFieldValue('icode', '');
      return reply.resendIn;
    } catch (e) {
      if (e && typeof e === 'object' && 'errorFields' in e) return false;
      setError(errorText(e));
      if (needsIcode(e)) await icode.refresh();
      return false;
    }
  };

  const submit = async (values: RegisterValues) => {
    setBusy(true);
    setError('');
    try {
      const reply = await api.postUnchecked<LoginReply>(
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
            validator: (_, value: string | undefined) => (!value || [...value].length >= 8 ? Promise.resolve() : Promise.reject(new Error('密码至少 8 位'))),
          },
        ]}
        extra={<StrengthMeter strength={strength} />}
      >
        <Input.Password size="large" maxLength={64} autoComplete="new-password" placeholder="设置 8–64 位登录密码" />
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
      const filled = await api.postUnchecked<{ userinfo: LoginReply['userinfo'] }>(
        '/user/reg/fill',
        { realname: values.realname.trim(), orgName: values.orgName?.trim() || undefined },
        { notify: false },
      );
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
      <Form.Item name="realname" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
        <Input size="large" maxLength={30} autoComplete="name" placeholder="真实姓名" />
      </Form.Item>
      <Form.Item name="orgName">
        <Input size="large" maxLength={60} autoComplete="organization" placeholder="所在单位（选填）" />
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
