import { Button, Form, Input, type InputProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useRef, useState } from 'react';
import { authMessages, CODE_LENGTH, CODE_PATTERN, ICODE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../common/auth/options';
import type { Icode, PasswordStrength } from '../../../common/auth/schemas';
import { IcodeImage } from './form-bits-light';
import { fieldLimits, fieldMessages, MOBILE_PATTERN } from '../../../common/field-rules';
import { api } from '../../lib/api-client';
import { errorText } from '../../lib/auth-client';

/** Spec §5 phone rules: required, then the pattern on blur. */
export const phoneRules: Rule[] = [
  { required: true, whitespace: true, message: fieldMessages.phoneRequired, validateTrigger: ['onChange', 'onBlur'] },
  { pattern: MOBILE_PATTERN, message: fieldMessages.phoneFormat, validateTrigger: 'onBlur' },
];

export const codeRules: Rule[] = [
  { required: true, message: authMessages.codeRequired },
  { pattern: CODE_PATTERN, message: authMessages.codeFormat, validateTrigger: 'onBlur' },
];

/** Form.Item passes value and onChange through: every prop goes on to the input. */
export function PhoneInput(props: InputProps) {
  return (
    <Input
      size="large"
      maxLength={fieldLimits.phone}
      inputMode="tel"
      autoComplete="tel"
      placeholder="请输入手机号码"
      prefix={<span className="auth-input-prefix">+86</span>}
      {...props}
    />
  );
}

/**
 * 获取验证码 with its 60-second countdown. `onSend` answers the seconds
 * before another code may be asked for, or false when nothing was sent.
 */
export function SendCodeButton({ onSend, label = '获取验证码' }: { onSend: () => Promise<number | false>; label?: string }) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const click = async () => {
    setSending(true);
    try {
      const wait = await onSend();
      if (wait !== false) {
        setLeft(wait);
        setSentOnce(true);
      }
    } finally {
      setSending(false);
    }
  };
  return (
    <Button size="large" className="send-code-btn" disabled={left > 0} loading={sending} onClick={click}>
      {left > 0 ? `${left} 秒后重发` : sentOnce ? '重新获取' : label}
    </Button>
  );
}

/** A field with a button on its right: the code input and its send button. */
export function CodeInputRow({ onSend, name = 'vcode' }: { onSend: () => Promise<number | false>; name?: string }) {
  return (
    <div className="auth-code-row">
      <Form.Item name={name} rules={codeRules} normalize={(v: string) => v.replace(/\D/g, '')} className="auth-code-row__input">
        <Input size="large" maxLength={CODE_LENGTH} inputMode="numeric" autoComplete="one-time-code" placeholder={`请输入 ${CODE_LENGTH} 位验证码`} />
      </Form.Item>
      <SendCodeButton onSend={onSend} />
    </div>
  );
}

export function IcodeField({ icode, onRefresh }: { icode: Icode | null; onRefresh: () => void }) {
  if (!icode) return null;
  return (
    <div className="auth-code-row">
      <Form.Item name="icode" rules={[{ required: true, whitespace: true, message: authMessages.icodeRequired }]} className="auth-code-row__input">
        <Input size="large" maxLength={ICODE_LENGTH} autoComplete="off" placeholder="请输入图形验证码" />
      </Form.Item>
      <IcodeImage icode={icode} onRefresh={onRefresh} />
    </div>
  );
}

/** The server's getPasswordStrength, asked a moment after typing stops. */
export function usePasswordStrength(password: string | undefined): PasswordStrength | null {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const seq = useRef(0);
  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    const mine = ++seq.current;
    const timer = setTimeout(() => {
      api
        .post('/user/auth/getPasswordStrength', { password }, { notify: false, filter: (r) => r.data })
        .then((s) => {
          if (mine === seq.current) setStrength(s);
        })
        .catch(() => undefined);
    }, 250);
    return () => clearTimeout(timer);
  }, [password]);
  return password ? strength : null;
}

export function StrengthMeter({ strength }: { strength: PasswordStrength | null }) {
  const level = strength?.level;
  const filled = level === 'STRONG' ? 3 : level === 'MEDIUM' ? 2 : level === 'WEAK' ? 1 : 0;
  return (
    <div className={`strength-meter strength-meter--${(level ?? 'none').toLowerCase()}`} aria-live="polite">
      <div className="strength-meter__bars" aria-hidden="true">
        {[1, 2, 3].map((i) => (
          <span key={i} className={i <= filled ? 'is-on' : ''} />
        ))}
      </div>
      <span className="strength-meter__text">
        {strength
          ? `密码强度：${strength.label}${strength.acceptable ? '' : `（${strength.msg}）`}`
          : `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} 位，建议混合字母、数字和符号`}
      </span>
    </div>
  );
}

export { errorText };
// The parts with no antd in them live where a light form (password-login-form.tsx) can take them without antd.
export { FormError, useIcode, type IcodeFields, type IcodeState } from './form-bits-light';
