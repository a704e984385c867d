/**
 * The login card's tabs that use antd, in one chunk the card loads when one of
 * them is opened (./lazy-login-tabs.tsx): they share antd's Form, Input and
 * Button, so one download serves them all.
 */
export { SmsLoginTab } from './sms-login-form';
export { QrLoginTab } from './qr-login-box';
export { RegisterTab } from './register-form';
export { WechatBindTab } from './wechat-bind-form';
