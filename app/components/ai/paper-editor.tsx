import { useState } from 'react';
import { OFFLINE_LABEL } from '../../../common/ai/options';
import type { Paper } from '../../../common/ai/paper';
import { AI_PAPER_SECTION_STREAM_PATH, paperLimits } from '../../../common/ai/paper-options';
import type { AiProviderInfo } from '../../../common/ai/schemas';
import { api, apiUrl } from '../../lib/api-client';
import { saveStateText, useAutosave } from '../../lib/autosave';
import { toastError } from '../../lib/toast';
import { Link } from '../app-link';
import { AnswerText } from './answer-text';
import { useSectionStream } from './use-section-stream';
import { PaperReferences } from './paper-references';
import { QuotaExchange } from './quota-exchange';

type SectionBody = { id: number; key: string; content: string };

/**
 * A paper's workspace: the outline with section-by-section streamed writing
 * (停止 stops; 重新生成 writes a section again and spends one use), the
 * user's own edits saved as they type, the references from our library, and
 * the Word export.
 */
export function PaperEditor({ paper: initial, provider, residue: initialResidue }: { paper: Paper; provider: AiProviderInfo; residue: number }) {
  const [paper, setPaper] = useState(initial);
  const [residue, setResidue] = useState(initialResidue);
  const [editing, setEditing] = useState<string | null>(null);
  const [busyRefs, setBusyRefs] = useState(false);
  const { writing, errors, write: stream, stop } = useSectionStream({ path: AI_PAPER_SECTION_STREAM_PATH, onResidue: setResidue });

  const autosave = useAutosave<SectionBody>({
    path: '/ai/paper/saveSection',
    save: async (body) => {
      const reply = await api.post('/ai/paper/saveSection', body, { notify: false });
      // What the user typed during the save stays on screen (its own save follows).
      if (!autosave.hasPending()) setPaper((p) => ({ ...p, updatedAt: reply.data.updatedAt }));
    },
  });

  function edit(key: string, content: string) {
    setPaper((p) => ({ ...p, sections: p.sections.map((s) => (s.key === key ? { ...s, content } : s)) }));
    autosave.schedule({ id: paper.id, key, content });
  }

  async function write(key: string) {
    if (writing) return;
    autosave.flush();
    setEditing(null);
    await stream(key, { paperId: paper.id, sectionKey: key }, async () => {
      // On failure the page keeps what it shows; the next save or reload brings it back.
      setPaper((await api.post('/ai/paper/get', { id: paper.id }, { notify: false })).data);
    });
  }

  async function refreshReferences() {
    setBusyRefs(true);
    try {
      const { data } = await api.post('/ai/paper/refreshReferences', { id: paper.id });
      setPaper((p) => ({ ...p, references: data.references }));
    } catch (err) {
      toastError(err instanceof Error ? err.message : '查找失败，请稍后再试');
    } finally {
      setBusyRefs(false);
    }
  }

  return (
    <div className="tender-editor paper-editor">
      <div className="tender-editor__bar card">
        <p>
          {paper.field} · 关键词：{paper.keywords.join('；')} · 剩余 AI 次数 <strong data-testid="ai-residue">{residue}</strong>
          {provider.name === 'offline' && <span className="ai-tag ai-tag--offline">{OFFLINE_LABEL}</span>}
          <QuotaExchange onExchanged={setResidue} />
        </p>
        <div className="paper-head__actions">
          <Link to={`/aipaper/detail/${paper.id}`} className="btn btn--secondary">
            预览
          </Link>
          <a className="btn btn--primary" href={apiUrl(`/ai/paper/export/${paper.id}`)} data-testid="paper-export" onClick={() => autosave.flush()}>
            导出 Word
          </a>
        </div>
      </div>

      <section className="card tender-editor__section" aria-labelledby="paper-outline">
        <h2 id="paper-outline">提纲与正文</h2>
        <p className="tender-editor__hint">逐节生成，每次生成扣 1 次 AI 次数，失败或停止前未出字不扣；生成后可直接修改，修改会自动保存。</p>
        <ol className="tender-chapters">
          {paper.sections.map((s, i) => {
            const live = writing?.key === s.key;
            const text = live ? writing.text : s.content;
            const label = s.key === 'abstract' ? s.heading : `${i}\u3000${s.heading}`;
            return (
              <li key={s.key} className="tender-chapter" data-testid={`section-${s.key}`}>
                <header className="tender-chapter__head">
                  <h3>{label}</h3>
                  {s.provider === 'offline' && !live && <span className="ai-tag ai-tag--offline">{OFFLINE_LABEL}</span>}
                  {live ? (
                    <button type="button" className="btn btn--stop" onClick={stop}>
                      停止生成
                    </button>
                  ) : (
                    <button type="button" className="btn btn--primary" disabled={Boolean(writing)} onClick={() => void write(s.key)}>
                      {s.content ? '重新生成' : '生成本节'}
                    </button>
                  )}
                </header>
                {editing === s.key ? (
                  <label className="ai-field ai-field--wide">
                    <span>
                      编辑“{s.heading}”（自动保存）{autosave.state ? ` · ${saveStateText(autosave.state)}` : ''}
                    </span>
                    <textarea className="tender-chapter__edit" rows={12} value={s.content} maxLength={paperLimits.content} onChange={(e) => edit(s.key, e.target.value)} />
                  </label>
                ) : text ? (
                  <AnswerText text={text} />
                ) : live ? (
                  <p className="ai-msg__wait">正在生成…</p>
                ) : (
                  <p className="tender-editor__hint">尚未撰写</p>
                )}
                {!live && (
                  <button
                    type="button"
                    className="ai-link"
                    disabled={Boolean(writing)}
                    onClick={() => {
                      autosave.flush();
                      setEditing(editing === s.key ? null : s.key);
                    }}
                  >
                    {editing === s.key ? '完成编辑' : s.content ? '编辑本节' : '自己撰写'}
                  </button>
                )}
                {errors[s.key] && (
                  <p className="ai-msg__error" role="alert">
                    {errors[s.key]}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </section>

      <section className="card tender-editor__section" aria-labelledby="paper-refs">
        <h2 id="paper-refs">参考文献</h2>
        <p className="tender-editor__hint">取自平台资料库中与关键词相关的标准规范和论文，按 GB/T 7714—2015 著录；正文只引用这些文献。</p>
        <PaperReferences references={paper.references} />
        <button type="button" className="btn btn--secondary" disabled={busyRefs} onClick={() => void refreshReferences()}>
          {busyRefs ? '查找中…' : '重新查找参考文献'}
        </button>
      </section>
    </div>
  );
}
