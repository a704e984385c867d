import { Button, Form, Input, Radio, Result, Steps } from 'antd';
import { useState } from 'react';
import { Link } from '../app-link';
import { authLimits, authMessages, CODE_TTL_SECONDS, EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../common/auth/options';
import type { ResetAccount } from '../../../common/auth/schemas';
import { isMobilePhone } from '../../../common/field-rules';
import { api } from '../../lib/api-client';
import { errorText, needsIcode } from '../../lib/auth-client';
import { AntdIsland } from '../antd-island';
import { CodeInputRow, FormError, IcodeField, StrengthMeter, useIcode, usePasswordStrength } from './form-bits';
import { sendCodeWithIcode } from './send-code';

type Step = 'verify' | 'choose' | 'password' | 'done';
const stepIndex: Record<Step, number> = { verify: 0, choose: 1, password: 2, done: 3 };

/**
 * 找回密码 in steps: prove the phone or e-mail with a code, choose the
 * account when it holds several, set the new password (every other session
 * of that account ends).
 */
export function ResetPasswordFlow() {
  const [step, setStep] = useState<Step>('verify');
  const [resetToken, setResetToken] = useState('');
  const [accounts, setAccounts] = useState<ResetAccount[]>([]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);

  const verified = async (token: string, count: number) => {
    setResetToken(token);
    if (count > 1) {
      const reply = await api.post('/user/findPwd/listAccounts', { resetToken: token }, { notify: false });
      setAccounts(reply.records);
      setChosen(reply.records[0]?.unionid);
      setStep('choose');
    } else {
      setStep('password');
    }
  };

  return (
    <AntdIsland>
      <div className="login-panel reset-flow">
        <h1 className="login-panel__title">找回密码</h1>
        <Steps
          size="small"
          current={stepIndex[step]}
          className="reset-flow__steps"
          items={[{ title: '验证身份' }, { title: '选择账号' }, { title: '设置密码' }, { title: '完成' }]}
          responsive={false}
          titlePlacement="vertical"
        />
        {step === 'verify' && <VerifyStep onVerified={verified} />}
        {step === 'choose' && (
          <div className="auth-form">
            <p className="auth-form__lead">该手机号下有 {accounts.length} 个账号，请选择要重置密码的账号：</p>
            <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value as string)} className="account-choices" aria-label="选择账号">
              {accounts.map((a) => (
                <Radio key={a.unionid} value={a.unionid} className="account-choice">
                  <span className="account-choice__name">{a.loginName}</span>
                  <span className={`account-choice__kind account-choice__kind--${a.kind.toLowerCase()}`}>{a.kindLabel}</span>
                  <span className="account-choice__meta">{[a.realname, a.orgName].filter(Boolean).join(' · ')}</span>
                </Radio>
              ))}
            </Radio.Group>
            <Button type="primary" size="large" block disabled={!chosen} onClick={() => setStep('password')}>
              下一步
            </Button>
          </div>
        )}
        {step === 'password' && <PasswordStep resetToken={resetToken} unionid={accounts.length > 1 ? chosen : undefined} onDone={() => setStep('done')} />}
        {step === 'done' && (
          <Result
            status="success"
            title="密码已重置"
            subTitle="该账号在其他设备上的登录已全部退出，请使用新密码登录。"
            extra={
              <Button type="primary" href="/login">
                去登录
              </Button>
            }
          />
        )}
        {step !== 'done' && (
          <p className="auth-form__center-link">
            想起密码了？<Link to="/login">返回登录</Link>
          </p>
        )}
      </div>
    </AntdIsland>
  );
}

type VerifyValues = { target: string; vcode: string; icode?: string };

function VerifyStep({ onVerified }: { onVerified: (resetToken: string, accountCount: number) => Promise<void> }) {
  const [form] = Form.useForm<VerifyValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const icode = useIcode();
  const target = Form.useWatch('target', form) ?? '';
  const isEmail = EMAIL_PATTERN.test(target.trim());

  const send = sendCodeWithIcode({
    form,
    field: 'target',
    icode,
    setError,
    send: (value, icodeFields) =>
      isMobilePhone(value)
        ? api.post('/user/findPwd/sendVcode', { phone: value, ...icodeFields }, { notify: false })
        : api.post('/user/findPwd/sendEmailVcode', { email: value, ...icodeFields }, { notify: false }),
  });

  const submit = async (values: VerifyValues) => {
    setBusy(true);
    setError('');
    try {
      const reply = await api.post('/user/findPwd/code', { target: values.target.trim(), vcode: values.vcode }, { notify: false });
      if (reply.accountCount === 0) {
        setError(authMessages.wrongCode);
        setBusy(false);
        return;
      }
      await onVerified(reply.resetToken, reply.accountCount);
    } catch (e) {
      setError(errorText(e));
      if (needsIcode(e)) await icode.refresh();
      setBusy(false);
    }
  };

  return (
    <Form<VerifyValues> form={form} onFinish={submit} className="auth-form" requiredMark={false}>
      <Form.Item
        name="target"
        validateTrigger={['onChange', 'onBlur']}
        normalize={(v: string) => v.trimStart()}
        rules={[
          { required: true, whitespace: true, message: authMessages.resetTargetRequired },
          {
            validateTrigger: 'onBlur',
            validator: (_, v: string | undefined) =>
              !v || isMobilePhone(v.trim()) || EMAIL_PATTERN.test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(authMessages.resetTargetFormat)),
          },
        ]}
      >
        <Input size="large" maxLength={authLimits.resetTarget} autoComplete="username" placeholder="注册时使用的手机号或绑定的邮箱" />
      </Form.Item>
      <IcodeField icode={icode.icode} onRefresh={icode.refresh} />
      <CodeInputRow onSend={send} />
      <p className="auth-form__hint">{`${isEmail ? '验证码将发送到该邮箱' : '验证码将以短信发送'}，${CODE_TTL_SECONDS / 60} 分钟内有效。`}</p>
      <FormError message={error} />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        下一步
      </Button>
    </Form>
  );
}

type PasswordValues = { password: string; confirm: string };

function PasswordStep({ resetToken, unionid, onDone }: { resetToken: string; unionid?: string; onDone: () => void }) {
  const [form] = Form.useForm<PasswordValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const password = Form.useWatch('password', form);
  const strength = usePasswordStrength(password);
  const submit = async (values: PasswordValues) => {
    setBusy(true);
    setError('');
    try {
      await api.post('/user/findPwd/updatePwd', { resetToken, unionid, password: values.password }, { notify: false });
      onDone();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<PasswordValues> form={form} onFinish={submit} className="auth-form" requiredMark={false}>
      <Form.Item name="password" rules={[{ required: true, message: '请输入新密码' }]} extra={<StrengthMeter strength={strength} />}>
        <Input.Password
          size="large"
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
          placeholder={`新密码（${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} 位）`}
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        dependencies={['password']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_, v: string | undefined) =>
              !v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致')),
          }),
        ]}
      >
        <Input.Password size="large" maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" placeholder="再次输入新密码" />
      </Form.Item>
      <FormError message={error} />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        确认修改
      </Button>
    </Form>
  );
}
