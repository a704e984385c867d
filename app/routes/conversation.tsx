import { data, redirect, useNavigate } from 'react-router';
import { useState } from 'react';
import type { Route } from './+types/conversation';
import aiCss from '../styles/ai.css?url';
import { safeRedirect } from '../../common/safe-redirect';
import { AI_STARTING_QUOTA } from '../../common/account/options';
import type { AiConversationItem } from '../../common/ai/schemas';
import { seoMeta } from '../lib/seo';
import { formatDateTime } from '../lib/format';
import { api } from '../lib/api-client';
import { toastError } from '../lib/toast';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Link } from '../components/app-link';
import { AiChat } from '../components/ai/ai-chat';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: aiCss }];

const HISTORY_SIZE = 50;

/** A positive id from the query, or undefined. */
function queryId(value: string | null): number | undefined {
  const n = value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return n > 0 ? n : undefined;
}

/**
 * /Conversation (spec §2.1): the user's AI conversations. `?id=` opens one
 * (only the user's own: another id is answered as missing), `?toolId=` starts
 * a new one with a tool's form. Private: never cached.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { services, viewer } = context;
  if (!viewer) throw redirect(`/login?redirect=${encodeURIComponent(safeRedirect(url.pathname + url.search))}`);
  const userId = viewer.userId;
  const id = queryId(url.searchParams.get('id'));
  const conversation = id ? await services.ai.getConversation({ userId, id }).catch(() => null) : null;
  const toolId = conversation?.toolId ?? queryId(url.searchParams.get('toolId'));
  const [tools, history, residue, tool, seo] = await Promise.all([
    services.ai.listTools(),
    services.ai.listConversations({ userId, current: 1, size: HISTORY_SIZE }),
    services.account.getResidue({ userId }),
    toolId ? services.ai.getTool({ id: toolId }).catch(() => null) : Promise.resolve(null),
    services.seo.resolve({ page: 'Conversation', pathname: url.pathname, heading: 'AI 对话' }),
  ]);
  return data(
    {
      seo,
      provider: tools.provider,
      history: history.records,
      conversation,
      missing: Boolean(id && !conversation),
      tool,
      // The starting quota is given on first use.
      residue: residue.initialized ? residue.residue : AI_STARTING_QUOTA,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: d }) => [...seoMeta(d?.seo), { name: 'robots', content: 'noindex' }];

export default function Conversation({ loaderData }: Route.ComponentProps) {
  const { provider, conversation, tool, residue, missing } = loaderData;
  const navigate = useNavigate();
  const [history, setHistory] = useState<AiConversationItem[]>(loaderData.history);
  const [currentId, setCurrentId] = useState<number | null>(conversation?.id ?? null);

  const refresh = async () => {
    try {
      const page = await api.post('/ai/conversation/list', { current: 1, size: HISTORY_SIZE }, { notify: false });
      setHistory(page.records);
    } catch {
      // The list stays as it was; the next page load shows it.
    }
  };

  const remove = async (item: AiConversationItem) => {
    if (!window.confirm(`确定删除会话“${item.title}”？删除后不可恢复。`)) return;
    try {
      await api.post('/ai/conversation/delete', { id: item.id });
      setHistory((list) => list.filter((c) => c.id !== item.id));
      if (item.id === currentId) void navigate('/Conversation', { replace: true });
    } catch (e) {
      toastError(e instanceof Error ? e.message : '删除失败');
    }
  };

  return (
    <div className="container page ai-page">
      <Breadcrumbs items={[{ label: 'AI 写作', to: '/aiWriteList' }, { label: 'AI 对话' }]} />
      <div className="ai-conv">
        <aside className="ai-conv__side" aria-label="历史会话">
          <Link to="/Conversation" className="btn btn--primary ai-conv__new">
            ＋ 新建对话
          </Link>
          <h2 className="ai-conv__title">历史会话</h2>
          {history.length === 0 ? (
            <p className="ai-conv__none">还没有会话</p>
          ) : (
            <ul className="ai-history">
              {history.map((c) => (
                <li key={c.id} className={c.id === currentId ? 'is-current' : undefined}>
                  <Link to={`/Conversation?id=${c.id}`} className="ai-history__link" aria-current={c.id === currentId ? 'page' : undefined}>
                    <span className="ai-history__name">{c.title}</span>
                    <span className="ai-history__meta">
                      {c.toolName ? `${c.toolName} · ` : ''}
                      {formatDateTime(c.updatedAt)}
                    </span>
                  </Link>
                  <button type="button" className="ai-history__delete" onClick={() => void remove(c)} aria-label={`删除会话 ${c.title}`}>
                    删除
                  </button>
                </li>
              ))}
            </ul>
          )}
        </aside>
        <section className="ai-conv__main" aria-labelledby="ai-conv-title">
          <header className="ai-conv__head">
            <h1 id="ai-conv-title">{conversation?.title ?? (tool ? tool.name : 'AI 对话')}</h1>
            {tool && <p>{tool.summary}</p>}
            {missing && (
              <p className="ai-msg__error" role="alert">
                会话不存在或已删除，已为您新建对话。
              </p>
            )}
          </header>
          <AiChat
            key={conversation?.id ?? `new-${tool?.id ?? 0}`}
            provider={provider}
            residue={residue}
            tool={tool}
            conversationId={conversation?.id ?? null}
            messages={conversation?.messages ?? []}
            onConversation={(id) => {
              setCurrentId(id);
              window.history.replaceState(window.history.state, '', `/Conversation?id=${id}`);
            }}
            onRecorded={() => void refresh()}
          />
        </section>
      </div>
    </div>
  );
}
