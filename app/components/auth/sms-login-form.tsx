import { Button, Form } from 'antd';
import { useState } from 'react';
import { CODE_TTL_SECONDS } from '../../../common/auth/options';
import { api } from '../../lib/api-client';
import { completeLogin, errorText, needsIcode } from '../../lib/auth-client';
import { CodeInputRow, FormError, IcodeField, PhoneInput, phoneRules, useIcode } from './form-bits';
import { sendCodeWithIcode } from './send-code';

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
