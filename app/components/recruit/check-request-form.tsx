import { useState, type FormEvent } from 'react';
import { fieldLimits, fieldMessages, MOBILE_PATTERN } from '../../../common/field-rules';
import { checkRequestLimits, checkRequestMessages, checkVolumes } from '../../../common/crm/options';
import { api, ApiBusinessError, ApiHttpError } from '../../lib/api-client';

type Field = 'company' | 'userName' | 'phone' | 'volume' | 'note';
type Errors = Partial<Record<Field | 'form', string>>;

/** The background-check request: it becomes a lead for the sales team (POST /crm/sales/open/backService/request). */
export function CheckRequestForm() {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const v = (k: Field) => String(data.get(k) ?? '').trim();
    const next: Errors = {};
    if (!v('company')) next.company = checkRequestMessages.companyRequired;
    if (!v('userName')) next.userName = fieldMessages.userNameRequired;
    if (!v('phone')) next.phone = fieldMessages.phoneRequired;
    else if (!MOBILE_PATTERN.test(v('phone'))) next.phone = fieldMessages.phoneFormat;
    if (!v('volume')) next.volume = checkRequestMessages.volume;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const note = v('note');
      await api.post(
        '/crm/sales/open/backService/request',
        { company: v('company'), userName: v('userName'), phone: v('phone'), volume: v('volume'), ...(note ? { note } : {}) },
        { notify: false },
      );
      setDone(true);
    } catch (e) {
      setErrors({ form: e instanceof ApiBusinessError || e instanceof ApiHttpError ? e.message : '网络异常，请稍后再试' });
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="bs-form bs-form--done" role="status">
        <h2>提交成功</h2>
        <p>背调顾问会在 1 个工作日内与您联系，确认核查项目与报价。</p>
      </div>
    );
  }

  const error = (k: Field) => errors[k] && <em className="sp-field__error">{errors[k]}</em>;
  return (
    <form className="bs-form" onSubmit={submit} noValidate aria-labelledby="bs-form-title">
      <h2 id="bs-form-title">申请背调服务</h2>
      <label className="sp-field">
        <span>单位名称</span>
        <input name="company" maxLength={checkRequestLimits.company} placeholder="如：湖南路桥建设集团有限责任公司" aria-invalid={!!errors.company} />
        {error('company')}
      </label>
      <label className="sp-field">
        <span>联系人</span>
        <input name="userName" maxLength={fieldLimits.userName} autoComplete="name" placeholder="请输入姓名或昵称" aria-invalid={!!errors.userName} />
        {error('userName')}
      </label>
      <label className="sp-field">
        <span>手机号码</span>
        <input name="phone" maxLength={fieldLimits.phone} inputMode="numeric" autoComplete="tel" placeholder="请输入手机号码" aria-invalid={!!errors.phone} />
        {error('phone')}
      </label>
      <label className="sp-field">
        <span>每年需要背调的人数</span>
        <select name="volume" defaultValue="" aria-invalid={!!errors.volume}>
          <option value="" disabled>
            请选择
          </option>
          {checkVolumes.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {error('volume')}
      </label>
      <label className="sp-field">
        <span>补充说明（选填）</span>
        <textarea name="note" rows={3} maxLength={checkRequestLimits.note} placeholder="如：项目经理、总工岗位，需核验建造师注册与项目业绩" />
        {error('note')}
      </label>
      {errors.form && (
        <p className="sp-form-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
        {busy ? '正在提交…' : '提交申请'}
      </button>
    </form>
  );
}
