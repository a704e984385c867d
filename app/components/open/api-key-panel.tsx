import { useEffect, useState, type FormEvent } from 'react';
import { Link } from '../app-link';
import { API_KEY_HEADER, API_KEY_NAME_MAX, apiKeyMessages, apiKeyRateLimits } from '../../../common/open-platform/options';
import type { ApiKey } from '../../../common/open-platform/schemas';
import { api, ApiBusinessError, ApiHttpError } from '../../lib/api-client';
import { useViewer } from '../../lib/viewer-store';

const errorText = (e: unknown) => (e instanceof ApiBusinessError || e instanceof ApiHttpError ? e.message : '网络异常，请稍后再试');
const timeText = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '从未');

/**
 * 我的 API 密钥: create (the key is shown once, to copy), list with usage, and
 * revoke. The page is the same for every reader (decision 0020): whether a
 * user is logged in is asked in the browser.
 */
export function ApiKeyPanel() {
  const viewer = useViewer();
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = () =>
    api
      .post('/open/apiKey/list', undefined, { notify: false })
      .then((r) => setKeys(r.data))
      .catch((e: unknown) => setError(errorText(e)));

  useEffect(() => {
    if (viewer.status === 'user') void load();
  }, [viewer.status]);

  if (viewer.status === 'unknown') return <p className="op-keys__status">正在读取登录状态…</p>;
  if (viewer.status === 'guest') {
    return (
      <p className="op-keys__status">
        <Link to={`/login?redirect=${encodeURIComponent('/open')}`} className="btn btn--primary">
          登录后创建 API 密钥
        </Link>
      </p>
    );
  }

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get('name') ?? '').trim();
    if (!name) return setError(apiKeyMessages.nameRequired);
    setBusy(true);
    setError('');
    try {
      const reply = await api.post('/open/apiKey/create', { name, rateLimit: Number(data.get('rateLimit')) }, { notify: false });
      setCreated({ name: reply.data.name, key: reply.data.key });
      form.reset();
      await load();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (key: ApiKey) => {
    if (!window.confirm(`撤销密钥「${key.name}」？使用它的调用将立即失败。`)) return;
    try {
      await api.post('/open/apiKey/revoke', { id: key.id }, { notify: false });
      await load();
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <div className="op-keys">
      <form className="op-keys__form" onSubmit={create} aria-label="创建 API 密钥">
        <label className="sp-field">
          <span>密钥名称</span>
          <input name="name" maxLength={API_KEY_NAME_MAX} placeholder="如：招标数据同步" />
        </label>
        <label className="sp-field">
          <span>调用频率上限</span>
          <select name="rateLimit" defaultValue="60">
            {apiKeyRateLimits.map((n) => (
              <option key={n} value={n}>
                每分钟 {n} 次
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          创建密钥
        </button>
      </form>
      {error && (
        <p className="sp-form-error" role="alert">
          {error}
        </p>
      )}
      {created && (
        <div className="op-keys__created" role="status">
          <p>
            密钥「{created.name}」已创建。请立即复制保存，<strong>关闭后将无法再次查看</strong>：
          </p>
          <code className="op-keys__secret">{created.key}</code>
          <p className="sp-hint">
            调用时放在请求头 <code>{API_KEY_HEADER}</code> 中。
          </p>
          <button type="button" className="btn btn--outline" onClick={() => setCreated(null)}>
            我已保存
          </button>
        </div>
      )}
      {keys === null ? (
        <p className="op-keys__status">正在读取密钥…</p>
      ) : keys.length === 0 ? (
        <p className="op-keys__status">还没有密钥。</p>
      ) : (
        <div className="op-table-wrap" tabIndex={0} role="region" aria-label="我的密钥">
          <table className="op-table op-keys__table">
            <thead>
              <tr>
                <th scope="col">名称</th>
                <th scope="col">密钥前缀</th>
                <th scope="col">频率上限</th>
                <th scope="col">调用次数</th>
                <th scope="col">最近调用</th>
                <th scope="col">状态</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k.id} data-key-id={k.id}>
                  <td>{k.name}</td>
                  <td>
                    <code>{k.prefix}…</code>
                  </td>
                  <td>{k.rateLimit} 次/分钟</td>
                  <td className="op-keys__usage">{k.usageCount}</td>
                  <td>{timeText(k.lastUsedAt)}</td>
                  <td>
                    {k.revokedAt ? (
                      <span className="op-badge op-badge--off">已撤销</span>
                    ) : (
                      <button type="button" className="op-link-button" onClick={() => void revoke(k)}>
                        撤销
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
