import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TENDER_UPLOAD_ACCEPT, TENDER_UPLOAD_MAX_BYTES, tenderUploadMessages } from '../../../common/ai/options';
import { api } from '../../lib/api-client';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('读取文件失败'));
    reader.readAsDataURL(file);
  });
}

/**
 * 上传招标文件: a PDF or Word (.docx) tender document becomes a draft with
 * the same extraction as a notice. The browser checks the size and the name;
 * the server reads the type from the bytes and answers in Chinese.
 */
export function TenderUpload() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setError(tenderUploadMessages.required);
    if (file.size > TENDER_UPLOAD_MAX_BYTES) return setError(tenderUploadMessages.tooLarge);
    if (!/\.(pdf|docx)$/i.test(file.name)) return setError(tenderUploadMessages.type);
    setError('');
    setBusy(true);
    try {
      const { data } = await api.post('/ai/tender/upload', { fileName: file.name, file: await readAsDataUrl(file) }, { notify: false });
      await navigate(`/aiTender/create?id=${data.id}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : '上传失败，请稍后再试');
      setBusy(false);
    }
  }

  return (
    <form className="tender-upload" onSubmit={(e) => void submit(e)} data-testid="tender-upload">
      <label className="ai-field ai-field--wide">
        <span>招标文件（PDF 或 Word .docx，不超过 20 MB）</span>
        <input ref={input} type="file" name="file" accept={TENDER_UPLOAD_ACCEPT} onChange={() => setError('')} />
      </label>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? '正在读取条款…' : '上传并提取条款'}
      </button>
      {error && (
        <p className="ai-msg__error tender-upload__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
