import { useMemo, useState } from 'react';
import { API_KEY_HEADER, apiGroupName } from '../../../common/open-platform/options';

export type ConsoleEndpoint = { path: string; method: string; summary: string; group: string; example: string };
type Result = { status: number; ms: number; headers: [string, string][]; body: string };

const SHOWN_HEADERS = ['content-type', 'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];

/**
 * The interactive console (/open/ui): pick an open endpoint, edit the JSON
 * body (pre-filled from the schema), optionally add an API key, send, and
 * read the status, the rate-limit headers and the reply. Our own small
 * component over fetch (decision 0027): no third-party console, no CDN.
 */
export function ApiConsole({ endpoints, apiBase }: { endpoints: ConsoleEndpoint[]; apiBase: string }) {
  const [path, setPath] = useState(endpoints[0]?.path ?? '');
  const endpoint = useMemo(() => endpoints.find((e) => e.path === path), [endpoints, path]);
  const [body, setBody] = useState(endpoint?.example ?? '{}');
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const groups = [...new Set(endpoints.map((e) => e.group))];

  const choose = (next: string) => {
    setPath(next);
    setBody(endpoints.find((e) => e.path === next)?.example ?? '{}');
    setResult(null);
    setError('');
  };

  const send = async () => {
    setError('');
    try {
      JSON.parse(body);
    } catch {
      setError('请求体不是有效的 JSON');
      return;
    }
    setBusy(true);
    const started = performance.now();
    try {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (key.trim()) headers[API_KEY_HEADER] = key.trim();
      // Without cookies: the console shows what a partner's server gets, not what the logged-in site gets.
      const res = await fetch(`${apiBase.replace(/\/+$/, '')}${path}`, { method: 'POST', headers, body, credentials: 'omit' });
      const text = await res.text();
      let pretty = text;
      try {
        pretty = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // not JSON: shown as it came
      }
      const shown = SHOWN_HEADERS.flatMap((h): [string, string][] => {
        const v = res.headers.get(h);
        return v === null ? [] : [[h, v]];
      });
      setResult({ status: res.status, ms: Math.round(performance.now() - started), headers: shown, body: pretty });
    } catch {
      setError('网络异常，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="op-console">
      <div className="op-console__request">
        <label className="sp-field">
          <span>接口</span>
          <select value={path} onChange={(e) => choose(e.target.value)}>
            {groups.map((g) => (
              <optgroup key={g} label={apiGroupName(g)}>
                {endpoints
                  .filter((e) => e.group === g)
                  .map((e) => (
                    <option key={e.path} value={e.path}>
                      {e.summary}（{e.path}）
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </label>
        <p className="op-console__url">
          <span className="op-method">POST</span> <code>{`${apiBase}${path}`}</code>
        </p>
        <label className="sp-field">
          <span>API 密钥（选填，请求头 {API_KEY_HEADER}）</span>
          <input value={key} onChange={(e) => setKey(e.target.value)} placeholder="jzk_…" autoComplete="off" spellCheck={false} />
        </label>
        <label className="sp-field">
          <span>请求体（JSON）</span>
          <textarea value={body} onChange={(e) => setBody(e.target.value)} rows={10} spellCheck={false} className="op-console__body" />
        </label>
        {error && (
          <p className="sp-form-error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="btn btn--primary btn--lg" onClick={() => void send()} disabled={busy}>
          {busy ? '请求中…' : '发送请求'}
        </button>
      </div>
      <div className="op-console__response" aria-live="polite">
        <h2>回复</h2>
        {result ? (
          <>
            <p className="op-console__status">
              HTTP <strong data-status={result.status}>{result.status}</strong> · {result.ms} ms
            </p>
            {result.headers.length > 0 && (
              <ul className="op-console__headers">
                {result.headers.map(([h, v]) => (
                  <li key={h}>
                    <code>
                      {h}: {v}
                    </code>
                  </li>
                ))}
              </ul>
            )}
            <pre className="op-code op-console__reply" tabIndex={0} aria-label="回复内容">
              <code>{result.body}</code>
            </pre>
          </>
        ) : (
          <p className="op-muted">选择接口、修改请求体后点击“发送请求”。</p>
        )}
      </div>
    </div>
  );
}
