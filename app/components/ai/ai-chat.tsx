import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { OFFLINE_LABEL, type AiProviderName } from '../../../common/ai/options';
import type { AiMessage, AiProviderInfo, AiToolDetail } from '../../../common/ai/schemas';
import { newRequestId, streamAnswer, type AiChatInput } from '../../lib/ai-stream';
import { toastError, toastSuccess } from '../../lib/toast';
import { useLocalDraft } from '../../lib/local-draft';
import { AnswerText } from './answer-text';
import { QuotaExchange } from './quota-exchange';

type Shown = Pick<AiMessage, 'role' | 'content' | 'provider' | 'status'> & {
  key: string;
  /** Still arriving. */
  streaming?: boolean;
  error?: string;
};

export type AiChatProps = {
  provider: AiProviderInfo;
  residue: number;
  /** The tool whose form is shown above the question box. */
  tool?: AiToolDetail | null;
  conversationId?: number | null;
  messages?: AiMessage[];
  /** Told when an answer opened a new conversation (the page updates its address and list). */
  onConversation?: (id: number) => void;
  /** Told when an answer was recorded (the history list refreshes). */
  onRecorded?: () => void;
};

const toShown = (m: AiMessage): Shown => ({ key: `m${m.id}`, role: m.role, content: m.content, provider: m.provider, status: m.status });

/**
 * The conversation: the messages, a question box (with the tool's form when
 * there is one), streaming answers with 停止, and 复制 / 重新生成 on each
 * answer. Offline answers carry the 离线草稿 label.
 */
export function AiChat({ provider, residue: initialResidue, tool, conversationId: initialConversation, messages = [], onConversation, onRecorded }: AiChatProps) {
  const [shown, setShown] = useState<Shown[]>(() => messages.map(toShown));
  const [conversationId, setConversationId] = useState<number | null>(initialConversation ?? null);
  const [residue, setResidue] = useState(initialResidue);
  const [prompt, setPrompt] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  // What the user is typing survives a reload or a closed tab until it is sent (decision 0047).
  const draftKey = initialConversation ? `c${initialConversation}` : tool ? `t${tool.id}` : 'new';
  const localDraft = useLocalDraft(draftKey, useMemo(() => ({ prompt, fields }), [prompt, fields]), (saved) => {
    if (typeof saved?.prompt === 'string') setPrompt(saved.prompt);
    if (saved?.fields && typeof saved.fields === 'object') setFields(saved.fields);
  });

  // Leaving the page stops an answer in progress.
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (busy) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, busy]);

  const patchLast = (patch: (m: Shown) => Shown) => setShown((list) => list.map((m, i) => (i === list.length - 1 ? patch(m) : m)));

  async function ask(input: Omit<AiChatInput, 'requestId'>, question: string | null) {
    if (busy) return;
    setBusy(true);
    const ctrl = new AbortController();
    controller.current = ctrl;
    const key = newRequestId();
    setShown((list) => {
      // 重新生成 replaces the last answer.
      const next = input.regenerate && list.at(-1)?.role === 'assistant' ? list.slice(0, -1) : list;
      return [
        ...next,
        ...(question !== null ? [{ key: `q${key}`, role: 'user' as const, content: question, provider: null, status: 'done' as const }] : []),
        { key: `a${key}`, role: 'assistant', content: '', provider: provider.name as AiProviderName, status: 'done', streaming: true },
      ];
    });
    await streamAnswer({ ...input, requestId: key }, ctrl.signal, {
      onEvent: (e) => {
        if (e.event === 'meta') {
          patchLast((m) => ({ ...m, provider: e.data.provider }));
          if (e.data.conversationId !== conversationId) {
            setConversationId(e.data.conversationId);
            onConversation?.(e.data.conversationId);
          }
        } else if (e.event === 'delta') {
          patchLast((m) => ({ ...m, content: m.content + e.data.text }));
        } else if (e.event === 'done') {
          setResidue(e.data.residue);
          patchLast((m) => ({ ...m, streaming: false, status: e.data.status }));
          onRecorded?.();
        } else if (e.event === 'error') {
          patchLast((m) => ({ ...m, streaming: false, error: e.data.msg }));
        }
      },
    });
    if (ctrl.signal.aborted) {
      patchLast((m) => ({ ...m, streaming: false, status: 'stopped' }));
      // The server keeps what came (it spends one use when there was text).
      window.setTimeout(() => onRecorded?.(), 300);
    }
    controller.current = null;
    setBusy(false);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const missing = tool?.fields.find((f) => f.required && !fields[f.name]?.trim());
    if (missing) {
      toastError(`请填写${missing.label}`);
      return;
    }
    const text = prompt.trim();
    const filled = Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim()));
    if (!text && Object.keys(filled).length === 0) {
      toastError('请输入问题');
      return;
    }
    const question = [text, ...Object.entries(filled).map(([k, v]) => `${k}：${v}`)].filter(Boolean).join('\n');
    setPrompt('');
    localDraft.clear();
    void ask({ prompt: text, fields: filled, toolId: tool?.id, conversationId: conversationId ?? undefined }, question);
  }

  const regenerate = () => conversationId && void ask({ conversationId, regenerate: true }, null);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toastSuccess('已复制到剪贴板');
    } catch {
      toastError('复制失败，请手动选择文本复制');
    }
  };

  const lastAnswer = shown.map((m) => m.role).lastIndexOf('assistant');

  return (
    <div className="ai-chat">
      <div className="ai-chat__messages" aria-live="polite">
        {shown.length === 0 && (
          <div className="ai-chat__empty">
            <p>{tool ? `填写下方表单，生成${tool.name}。` : '请输入您的问题，例如：帮我写一份路基土方填筑技术交底。'}</p>
            {tool && tool.examples.length > 0 && (
              <ul className="ai-examples">
                {tool.examples.map((ex) => (
                  <li key={ex}>
                    <button type="button" className="ai-chip" onClick={() => setPrompt(ex)}>
                      {ex}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {shown.map((m, i) =>
          m.role === 'user' ? (
            <div key={m.key} className="ai-msg ai-msg--user">
              <p className="ai-msg__question">{m.content}</p>
            </div>
          ) : (
            <article key={m.key} className="ai-msg ai-msg--answer" data-testid="ai-answer" aria-busy={m.streaming ? 'true' : undefined}>
              <header className="ai-msg__head">
                <span className="ai-msg__who">AI 写作助手</span>
                {m.provider === 'offline' ? <span className="ai-tag ai-tag--offline">{OFFLINE_LABEL}</span> : <span className="ai-tag">{provider.label}</span>}
                {m.status === 'stopped' && !m.streaming && <span className="ai-tag ai-tag--muted">已停止</span>}
              </header>
              {m.content ? <AnswerText text={m.content} /> : m.streaming ? <p className="ai-msg__wait">正在生成…</p> : null}
              {m.error && (
                <p className="ai-msg__error" role="alert">
                  {m.error}
                </p>
              )}
              {!m.streaming && m.content && (
                <footer className="ai-msg__actions">
                  <button type="button" className="ai-link" onClick={() => void copy(m.content)}>
                    复制
                  </button>
                  {i === lastAnswer && conversationId && (
                    <button type="button" className="ai-link" onClick={regenerate} disabled={busy}>
                      重新生成
                    </button>
                  )}
                </footer>
              )}
              {!m.streaming && !m.content && m.error && i === lastAnswer && conversationId && (
                <footer className="ai-msg__actions">
                  <button type="button" className="ai-link" onClick={regenerate} disabled={busy}>
                    重试
                  </button>
                </footer>
              )}
            </article>
          ),
        )}
        <div ref={endRef} />
      </div>

      <form className="ai-composer" onSubmit={submit}>
        {tool && tool.fields.length > 0 && (
          <div className="ai-form">
            {tool.fields.map((f) => (
              <label key={f.name} className={`ai-field${f.kind === 'textarea' ? ' ai-field--wide' : ''}`}>
                <span>
                  {f.label}
                  {f.required && <em aria-hidden="true"> *</em>}
                </span>
                {f.kind === 'textarea' ? (
                  <textarea
                    rows={3}
                    value={fields[f.name] ?? ''}
                    maxLength={f.maxLength}
                    placeholder={f.placeholder}
                    required={f.required}
                    onChange={(e) => setFields({ ...fields, [f.name]: e.target.value })}
                  />
                ) : f.kind === 'select' ? (
                  <select value={fields[f.name] ?? ''} onChange={(e) => setFields({ ...fields, [f.name]: e.target.value })}>
                    <option value="">请选择</option>
                    {f.options?.map((o) => (
                      <option key={o}>{o}</option>
                    ))}
                  </select>
                ) : (
                  <input
                    value={fields[f.name] ?? ''}
                    maxLength={f.maxLength}
                    placeholder={f.placeholder}
                    required={f.required}
                    onChange={(e) => setFields({ ...fields, [f.name]: e.target.value })}
                  />
                )}
              </label>
            ))}
          </div>
        )}
        <label className="ai-composer__box">
          <span className="visually-hidden">问题</span>
          <textarea
            rows={3}
            value={prompt}
            maxLength={4000}
            placeholder={tool ? '补充要求（可选），如：突出雨季施工措施' : '输入问题，Ctrl + Enter 发送'}
            onChange={(e) => setPrompt(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
            }}
          />
        </label>
        <div className="ai-composer__bar">
          <span className="ai-composer__quota">
            剩余 <strong data-testid="ai-residue">{residue}</strong> 次 · 每次生成扣 1 次，失败不扣
            {provider.name === 'offline' && <span className="ai-tag ai-tag--offline">{OFFLINE_LABEL}</span>}
            <QuotaExchange onExchanged={setResidue} />
          </span>
          {busy ? (
            <button type="button" className="btn btn--stop" onClick={() => controller.current?.abort()}>
              停止生成
            </button>
          ) : (
            <button type="submit" className="btn btn--primary">
              {tool ? `生成${tool.name}` : '发送'}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
