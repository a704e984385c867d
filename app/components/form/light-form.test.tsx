import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fieldError, FormAlert, LightInput, LightPassword, LightSubmit, type FieldRule } from './light-form';

const phone: FieldRule[] = [
  { required: true, whitespace: true, message: '请输入手机号', on: ['change', 'blur'] },
  { pattern: /^1\d{10}$/, message: '手机号格式不正确', on: 'blur' },
];

describe('fieldError: the rules of a light field, as antd applied them', () => {
  it('answers the first broken rule for the moment it is asked at', () => {
    expect(fieldError(phone, '', 'change')).toBe('请输入手机号');
    expect(fieldError(phone, '   ', 'blur')).toBe('请输入手机号');
    // The pattern waits until the reader leaves the field, then holds on submit.
    expect(fieldError(phone, '1380', 'change')).toBe('');
    expect(fieldError(phone, '1380', 'blur')).toBe('手机号格式不正确');
    expect(fieldError(phone, '1380', 'submit')).toBe('手机号格式不正确');
    expect(fieldError(phone, '13800138000', 'submit')).toBe('');
  });

  it('checks a rule without `on` as the value changes and on submit, not on leaving the field', () => {
    const rules: FieldRule[] = [{ required: true, message: '请输入密码' }];
    expect(fieldError(rules, '', 'change')).toBe('请输入密码');
    expect(fieldError(rules, '', 'blur')).toBe('');
    expect(fieldError(rules, '', 'submit')).toBe('请输入密码');
    // Without `whitespace`, spaces are a password like any other.
    expect(fieldError(rules, '  ', 'submit')).toBe('');
  });

  it('leaves an empty field to `required`: a pattern alone accepts it', () => {
    expect(fieldError([{ pattern: /^\d+$/, message: '只能填数字' }], '', 'submit')).toBe('');
    expect(fieldError([{ pattern: /^\d+$/, message: '只能填数字' }], 'x', 'submit')).toBe('只能填数字');
  });
});

describe('the light fields as the server writes them', () => {
  const field = { name: 'account', value: '', onChange: () => {}, onBlur: () => {}, label: '手机号或账号', placeholder: '手机号 / 账号' };

  it('names the input for a screen reader and ties a message to it', () => {
    const quiet = renderToStaticMarkup(<LightInput {...field} error="" />);
    expect(quiet).toContain('aria-label="手机号或账号"');
    expect(quiet).not.toContain('aria-invalid');
    expect(quiet).not.toContain('role="alert"');
    const wrong = renderToStaticMarkup(<LightInput {...field} error="请输入手机号或账号" />);
    expect(wrong).toContain('class="lf-item lf-item--error"');
    const described = /aria-describedby="([^"]+)"/.exec(wrong)?.[1];
    expect(described).toBeTruthy();
    expect(wrong).toContain(`<div class="lf-error" id="${described}" role="alert">请输入手机号或账号</div>`);
    expect(wrong).toContain('aria-invalid="true"');
  });

  it('hides a password until its eye button is pressed, and says what the button does', () => {
    const html = renderToStaticMarkup(<LightPassword {...field} name="password" label="密码" error="" />);
    expect(html).toContain('type="password"');
    expect(html).toContain('<button type="button" class="lf-eye" aria-label="显示密码" aria-pressed="false">');
  });

  it('marks a busy submit button, and shows a server message as an alert only when there is one', () => {
    expect(renderToStaticMarkup(<LightSubmit busy={false}>登 录</LightSubmit>)).toBe('<button type="submit" class="lf-submit"><span>登 录</span></button>');
    const busy = renderToStaticMarkup(<LightSubmit busy>登 录</LightSubmit>);
    expect(busy).toContain('aria-busy="true"');
    expect(busy).toContain('class="lf-spinner"');
    expect(renderToStaticMarkup(<FormAlert message="" />)).toBe('');
    expect(renderToStaticMarkup(<FormAlert message="账号或密码错误" className="auth-form-error" />)).toMatch(
      /^<div role="alert" class="lf-alert auth-form-error">.*账号或密码错误<\/div><\/div>$/,
    );
  });
});
