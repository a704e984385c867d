import { useRef, useState, type FormEvent } from 'react';
import { fieldMessages, MOBILE_PATTERN } from '../../../common/field-rules';
import { applicationLimits, RESUME_ACCEPT, RESUME_MAX_BYTES, recruitMessages } from '../../../common/recruit/options';
import { api, ApiBusinessError, ApiHttpError } from '../../lib/api-client';

type Errors = Partial<Record<'name' | 'phone' | 'resume' | 'form', string>>;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('读取文件失败'));
    reader.readAsDataURL(file);
  });
}

/**
 * 投递简历: name, phone and a résumé file. The browser checks what it can
 * (required fields, the phone's form, the size, the name's extension); the
 * server decides the type from the file's bytes and answers in Chinese.
 */
export function ApplyForm({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const phone = String(data.get('phone') ?? '').trim();
    const file = fileInput.current?.files?.[0];
    const next: Errors = {};
    if (!name) next.name = recruitMessages.nameRequired;
    if (!phone) next.phone = fieldMessages.phoneRequired;
    else if (!MOBILE_PATTERN.test(phone)) next.phone = fieldMessages.phoneFormat;
    if (!file) next.resume = recruitMessages.resumeRequired;
    else if (file.size > RESUME_MAX_BYTES) next.resume = recruitMessages.resumeTooLarge;
    else if (!/\.(pdf|docx)$/i.test(file.name)) next.resume = recruitMessages.resumeType;
    setErrors(next);
    if (Object.keys(next).length > 0 || !file) return;
    setBusy(true);
    try {
      const resume = await readAsDataUrl(file);
      await api.post('/news/pub/job/apply', { jobId, name, phone, resumeName: file.name.slice(0, applicationLimits.resumeName), resume }, { notify: false });
      setDone(true);
    } catch (e) {
      const msg = e instanceof ApiBusinessError || e instanceof ApiHttpError ? e.message : '网络异常，请稍后再试';
      setErrors({ form: msg });
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="rc-apply rc-apply--done" role="status">
        <h2>投递成功</h2>
        <p>感谢您对「{jobTitle}」的关注。招聘同事会在 5 个工作日内查看您的简历，合适的话将电话联系您。</p>
      </div>
    );
  }

  return (
    <form className="rc-apply" onSubmit={submit} noValidate aria-labelledby="rc-apply-title">
      <h2 id="rc-apply-title">投递简历</h2>
      <label className="sp-field">
        <span>姓名</span>
        <input name="name" maxLength={applicationLimits.name} autoComplete="name" placeholder="请输入姓名" aria-invalid={!!errors.name} />
        {errors.name && <em className="sp-field__error">{errors.name}</em>}
      </label>
      <label className="sp-field">
        <span>手机号码</span>
        <input name="phone" maxLength={11} inputMode="numeric" autoComplete="tel" placeholder="请输入手机号码" aria-invalid={!!errors.phone} />
        {errors.phone && <em className="sp-field__error">{errors.phone}</em>}
      </label>
      <label className="sp-field">
        <span>简历（PDF 或 Word .docx，不超过 5 MB）</span>
        <input ref={fileInput} name="resume" type="file" accept={RESUME_ACCEPT} aria-invalid={!!errors.resume} />
        {errors.resume && <em className="sp-field__error">{errors.resume}</em>}
      </label>
      {errors.form && (
        <p className="sp-form-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
        {busy ? '正在投递…' : '投递简历'}
      </button>
      <p className="sp-hint">
        提交即表示您同意我们按<a href="/pravicy">《隐私政策》</a>处理您的求职信息，简历保存 12 个月。
      </p>
    </form>
  );
}
