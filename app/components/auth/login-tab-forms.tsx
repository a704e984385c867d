import { inAuthAntd } from './auth-antd';
import { QrLoginBox } from './qr-login-box';
import { RegisterForm } from './register-form';
import { SmsLoginForm } from './sms-login-form';
import { WechatBindForm } from './wechat-bind-form';

/**
 * The login card's tabs that use antd, in one chunk the card loads when one of
 * them is opened (./lazy-login-tabs.tsx): they share antd's Form, Input and
 * Button, so one download serves them all. Each wears antd's theme in the
 * brand's colour.
 */
export const SmsLoginTab = inAuthAntd(SmsLoginForm);
export const QrLoginTab = inAuthAntd(QrLoginBox);
export const RegisterTab = inAuthAntd(RegisterForm);
export const WechatBindTab = inAuthAntd(WechatBindForm);
