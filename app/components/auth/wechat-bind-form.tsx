import { Button, Form } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api-client';
import { completeLogin, errorText } from '../../lib/auth-client';
import { CodeInputRow, FormError, PhoneInput, phoneRules } from './form-bits';

type BindValues = { phone: string; vcode: string };

/** The WeChat account has no portal account yet: bind a phone (opening a personal account if needed). */
export function WechatBindForm({ wxTicket, redirect, onCancel }: { wxTicket: string; redirect: string; onCancel: () => void }) {
  const [form] = Form.useForm<BindValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const send = async (): Promise<number | false> => {
    setError('');
    try {
      const { phone } = await form.validateFields(['phone']);
      return (await api.post('/user/reg/v3/wx/send', { phone: phone.trim(), wxTicket }, { notify: false })).resendIn;
    } catch (e) {
      if (e && typeof e === 'object' && 'errorFields' in e) return false;
      setError(errorText(e));
      return false;
    }
  };
  const submit = async (values: BindValues) => {
    setBusy(true);
    setError('');
    try {
      completeLogin(await api.post('/user/reg/v3/wx/bind', { phone: values.phone.trim(), vcode: values.vcode, wxTicket, redirect }, { notify: false }));
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };
  return (
    <Form<BindValues> form={form} onFinish={submit} className="auth-form" requiredMark={false}>
      <p className="auth-form__lead">微信授权成功，请绑定手机号完成登录。手机号未注册时将自动开通个人账号。</p>
      <Form.Item name="phone" rules={phoneRules} validateTrigger={['onChange', 'onBlur']} normalize={(v: string) => v.trim()}>
        <PhoneInput />
      </Form.Item>
      <CodeInputRow onSend={send} />
      <FormError message={error} />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        绑定并登录
      </Button>
      <Button type="link" block onClick={onCancel}>
        使用其他方式登录
      </Button>
    </Form>
  );
}
