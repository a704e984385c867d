import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AI_TENDER_CHAPTER_STREAM_PATH, OFFLINE_LABEL } from '../../../common/ai/options';
import type { AiProviderInfo, Credential, TenderDraft, TenderFactsInput } from '../../../common/ai/schemas';
import { api, apiUrl } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/toast';
import { AnswerText } from './answer-text';
import { useSectionStream } from './use-section-stream';
import { QuotaExchange } from './quota-exchange';

const kindLabels = { qualification: '资格', technical: '技术', commercial: '商务', scoring: '评分', other: '其他' } as const;
const factFields: [keyof TenderFactsInput, string][] = [
  ['name', '工程名称'],
  ['bidNo', '招标编号'],
  ['owner', '招标人'],
  ['bidder', '投标人名称'],
  ['duration', '计划工期'],
  ['quality', '质量目标'],
  ['safety', '安全目标'],
];
const CREDENTIAL_KINDS = ['资质', '业绩', '人员', '证书'] as const;

const messageOf = (e: unknown) => (e instanceof Error ? e.message : '操作失败，请稍后再试');

/**
 * The tender draft's workspace: the project fact sheet, the outline with
 * chapter-by-chapter streamed writing (停止 stops), the 技术响应对照表 with
 * unanswered ★ clauses flagged, the company's qualification library, and the
 * Word export (warning first when a ★ clause has no answer).
 */
export function TenderEditor({ draft: initial, credentials: initialCredentials, provider, residue: initialResidue }: { draft: TenderDraft; credentials: Credential[]; provider: AiProviderInfo; residue: number }) {
  const [draft, setDraft] = useState(initial);
  const [facts, setFacts] = useState(initial.facts);
  const [credentials, setCredentials] = useState(initialCredentials);
  const [residue, setResidue] = useState(initialResidue);
  const { writing, errors, write: stream, stop } = useSectionStream({ path: AI_TENDER_CHAPTER_STREAM_PATH, onResidue: setResidue });
  const [editing, setEditing] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<'saved' | 'saving' | 'failed' | null>(null);
  const pending = useRef<{ key: string; content: string; timer: number } | null>(null);

  /** Saves an edit now: on a timer while typing, and with keepalive when the tab closes, so no edit is lost. */
  const flush = (keepalive = false) => {
    const p = pending.current;
    if (!p) return;
    window.clearTimeout(p.timer);
    pending.current = null;
    if (keepalive) {
      void fetch(apiUrl('/ai/tender/saveChapter'), {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: draft.id, key: p.key, content: p.content }),
      }).catch(() => {});
      return;
    }
    setSaveState('saving');
    api
      .post('/ai/tender/saveChapter', { id: draft.id, key: p.key, content: p.content }, { notify: false })
      .then((reply) => {
        // Typing that went on during the save stays on screen (its own save follows).
        const next = pending.current;
        setDraft(next ? { ...reply.data, chapters: reply.data.chapters.map((c) => (c.key === next.key ? { ...c, content: next.content } : c)) } : reply.data);
        setSaveState(pending.current ? 'saving' : 'saved');
      })
      .catch(() => setSaveState('failed'));
  };
  useEffect(() => {
    const onHide = () => flush(true);
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  });

  function edit(key: string, content: string) {
    setDraft((d) => ({ ...d, chapters: d.chapters.map((c) => (c.key === key ? { ...c, content } : c)) }));
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = { key, content, timer: window.setTimeout(() => flush(), 800) };
    setSaveState('saving');
  }

  const reload = async () => setDraft((await api.post('/ai/tender/get', { id: draft.id })).data);

  async function saveFacts(e: FormEvent) {
    e.preventDefault();
    try {
      setDraft((await api.post('/ai/tender/saveFacts', { id: draft.id, facts })).data);
      toastSuccess('项目信息已保存，之后生成的章节都会使用这些信息');
    } catch (err) {
      toastError(messageOf(err));
    }
  }

  async function write(key: string) {
    await stream(key, { draftId: draft.id, chapterKey: key }, reload);
  }

  async function addCredential(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const target = e.currentTarget;
    try {
      const reply = await api.post('/ai/credential/add', {
        kind: String(form.get('kind')) as Credential['kind'],
        name: String(form.get('name') ?? ''),
        number: String(form.get('number') ?? ''),
        validUntil: String(form.get('validUntil') ?? ''),
      });
      setCredentials(reply.data);
      target.reset();
    } catch (err) {
      toastError(messageOf(err));
    }
  }

  async function removeCredential(id: number) {
    try {
      setCredentials((await api.post('/ai/credential/delete', { id })).data);
    } catch (err) {
      toastError(messageOf(err));
    }
  }

  const exportHref = apiUrl(`/ai/tender/export/${draft.id}`);
  const stars = draft.coverage.filter((c) => c.star);
  const counts = Object.entries(kindLabels).map(([kind, label]) => [label, draft.coverage.filter((c) => c.kind === kind).length] as const);

  return (
    <div className="tender-editor">
      <div className="tender-editor__bar card">
        <p>
          条款 <strong>{draft.coverage.length}</strong> 条（{counts.filter(([, n]) => n > 0).map(([l, n]) => `${l} ${n}`).join('，')}），其中 ★ 条款 <strong>{stars.length}</strong> 条 · 剩余 AI 次数{' '}
          <strong data-testid="ai-residue">{residue}</strong>
          {provider.name === 'offline' && <span className="ai-tag ai-tag--offline">{OFFLINE_LABEL}</span>}
          <QuotaExchange onExchanged={setResidue} />
        </p>
        <a
          className="btn btn--primary"
          href={exportHref}
          data-testid="tender-export"
          onClick={(e) => {
            if (draft.unansweredStars.length && !window.confirm(`★ 条款 ${draft.unansweredStars.join('、')} 尚未响应，可能导致废标。仍要导出吗？`)) e.preventDefault();
          }}
        >
          导出 Word
        </a>
      </div>
      {draft.unansweredStars.length > 0 && (
        <p className="ai-msg__error" role="status" data-testid="tender-stars-warning">
          ★ 条款 {draft.unansweredStars.join('、')} 尚未在任何章节中响应，导出前请生成对应章节。
        </p>
      )}

      <section className="card tender-editor__section" aria-labelledby="tender-facts">
        <h2 id="tender-facts">项目信息表</h2>
        <p className="tender-editor__hint">各章节都依据这张表撰写，保证章节之间工程名称、工期与目标一致。</p>
        <form className="ai-form" onSubmit={(e) => void saveFacts(e)}>
          {factFields.map(([key, label]) => (
            <label key={key} className="ai-field">
              <span>{label}</span>
              <input value={facts[key]} maxLength={200} onChange={(e) => setFacts({ ...facts, [key]: e.target.value })} />
            </label>
          ))}
          <div className="ai-field ai-field--wide">
            <button type="submit" className="btn btn--primary">
              保存项目信息
            </button>
          </div>
        </form>
      </section>

      <section className="card tender-editor__section" aria-labelledby="tender-outline">
        <h2 id="tender-outline">目录与章节</h2>
        <ol className="tender-chapters">
          {draft.chapters.map((c, i) => {
            const live = writing?.key === c.key;
            const text = live ? writing.text : c.content;
            return (
              <li key={c.key} className="tender-chapter" data-testid={`chapter-${c.key}`}>
                <header className="tender-chapter__head">
                  <h3>
                    第{i + 1}章{'\u3000'}{c.title}
                  </h3>
                  <span className="tender-chapter__codes">{c.clauseCodes.length ? `响应条款 ${c.clauseCodes.join('、')}` : '无对应条款'}</span>
                  {c.provider === 'offline' && !live && <span className="ai-tag ai-tag--offline">{OFFLINE_LABEL}</span>}
                  {live ? (
                    <button type="button" className="btn btn--stop" onClick={stop}>
                      停止生成
                    </button>
                  ) : (
                    <button type="button" className="btn btn--primary" disabled={Boolean(writing)} onClick={() => void write(c.key)}>
                      {c.content ? '重新生成' : '生成本章'}
                    </button>
                  )}
                </header>
                {editing === c.key ? (
                  <label className="ai-field ai-field--wide">
                    <span>
                      编辑第{i + 1}章（自动保存）{saveState === 'saving' ? ' · 保存中…' : saveState === 'saved' ? ' · 已保存' : saveState === 'failed' ? ' · 保存失败，请检查网络' : ''}
                    </span>
                    <textarea className="tender-chapter__edit" rows={14} value={c.content} maxLength={50_000} onChange={(e) => edit(c.key, e.target.value)} />
                  </label>
                ) : text ? (
                  <AnswerText text={text} />
                ) : live ? (
                  <p className="ai-msg__wait">正在生成…</p>
                ) : (
                  <p className="tender-editor__hint">尚未撰写</p>
                )}
                {!live && c.content && (
                  <button
                    type="button"
                    className="ai-link"
                    onClick={() => {
                      flush();
                      setEditing(editing === c.key ? null : c.key);
                    }}
                  >
                    {editing === c.key ? '完成编辑' : '编辑本章'}
                  </button>
                )}
                {draft.similarity
                  .filter((w) => w.chapterKey === c.key)
                  .map((w) => (
                    <p key={w.draftId} className="ai-msg__error tender-similar" role="status">
                      本章与您的标书“{w.draftTitle}”有 {Math.round(w.ratio * 100)}% 的文字相同，请修改以免雷同。
                    </p>
                  ))}
                {errors[c.key] && (
                  <p className="ai-msg__error" role="alert">
                    {errors[c.key]}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </section>

      <section className="card tender-editor__section" aria-labelledby="tender-coverage">
        <h2 id="tender-coverage">技术响应对照表</h2>
        <p className="tender-editor__hint">条款从招标公告原文中逐句提取；章节正文引用了条款编号（如【R01】）才算已响应。</p>
        <div className="tender-table-wrap">
          <table className="tender-table" data-testid="tender-coverage">
            <thead>
              <tr>
                <th scope="col">编号</th>
                <th scope="col">类别</th>
                <th scope="col">招标文件条款</th>
                <th scope="col">响应章节</th>
                <th scope="col">状态</th>
              </tr>
            </thead>
            <tbody>
              {draft.coverage.map((c) => (
                <tr key={c.code} className={!c.answered && c.star ? 'is-missing' : undefined}>
                  <td>{c.code}</td>
                  <td>{kindLabels[c.kind]}</td>
                  <td>
                    {c.star && <span className="tender-star">★ </span>}
                    {c.text}
                  </td>
                  <td>{c.chapterTitle}</td>
                  <td>{c.answered ? <span className="tender-ok">已响应</span> : <span className="tender-no">未响应</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="card tender-editor__section" aria-labelledby="tender-credentials">
        <h2 id="tender-credentials">企业资质库</h2>
        <p className="tender-editor__hint">标书中的资质、业绩与人员只取自这里，AI 不会编造；库中没有的会标为【待补充】。</p>
        {credentials.length > 0 ? (
          <ul className="tender-creds">
            {credentials.map((c) => (
              <li key={c.id}>
                <span className="ai-tag">{c.kind}</span> {c.name}
                {c.number && <span className="tender-creds__meta">编号 {c.number}</span>}
                {c.validUntil && <span className="tender-creds__meta">有效期至 {c.validUntil}</span>}
                <button type="button" className="ai-link" onClick={() => void removeCredential(c.id)} aria-label={`删除 ${c.name}`}>
                  删除
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="tender-editor__hint">资质库还是空的。</p>
        )}
        <form className="ai-form tender-creds__form" onSubmit={(e) => void addCredential(e)}>
          <label className="ai-field">
            <span>类别</span>
            <select name="kind" defaultValue="资质">
              {CREDENTIAL_KINDS.map((k) => (
                <option key={k}>{k}</option>
              ))}
            </select>
          </label>
          <label className="ai-field">
            <span>名称</span>
            <input name="name" required maxLength={200} placeholder="如：公路工程施工总承包一级" />
          </label>
          <label className="ai-field">
            <span>证书或合同编号</span>
            <input name="number" maxLength={100} />
          </label>
          <label className="ai-field">
            <span>有效期至</span>
            <input name="validUntil" maxLength={20} placeholder="如：2028-12-31" />
          </label>
          <div className="ai-field ai-field--wide">
            <button type="submit" className="btn btn--primary">
              添加到资质库
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
