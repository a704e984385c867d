import { data, redirect } from 'react-router';
import type { Route } from './+types/ai-tender-create';
import aiCss from '../styles/ai.css?url';
import { safeRedirect } from '../../common/safe-redirect';
import { AI_STARTING_QUOTA } from '../../common/account/options';
import { seoMeta } from '../lib/seo';
import { formatDateTime } from '../lib/format';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Link } from '../components/app-link';
import { TenderEditor } from '../components/ai/tender-editor';
import { TenderUpload } from '../components/ai/tender-upload';
import { tenderDetailPath } from '../components/tender/tender-query';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: aiCss }];

function queryId(value: string | null): number | undefined {
  const n = value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return n > 0 ? n : undefined;
}

/**
 * /aiTender/create (spec §2.1): the AI tender writer. `?noticeId=` (the 
 * button on a notice) opens the user's draft for that notice, making it on the
 * first visit (one per user and notice, so a reload or a second click opens
 * the same one); `?id=` reopens a draft; without either, the user's drafts.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { services, viewer } = context;
  if (!viewer) throw redirect(`/login?redirect=${encodeURIComponent(safeRedirect(url.pathname + url.search))}`);
  const userId = viewer.userId;
  const noticeId = queryId(url.searchParams.get('noticeId'));
  const id = queryId(url.searchParams.get('id'));
  const seo = await services.seo.resolve({ page: 'aiTenderCreate', pathname: url.pathname, heading: 'AI 标书' });
  const headers = { 'Cache-Control': 'private, no-store' };
  if (noticeId) {
    const draft = await services.aiTender.create({ userId, noticeId }).catch(() => null);
    if (draft) throw redirect(`/aiTender/create?id=${draft.id}`, { headers });
  }
  const draft = id ? await services.aiTender.get({ userId, id }).catch(() => null) : null;
  const [drafts, credentials, residue, tools] = await Promise.all([
    draft ? Promise.resolve(null) : services.aiTender.list({ userId, current: 1, size: 50 }),
    draft ? services.aiTender.credentials({ userId }) : Promise.resolve([]),
    services.account.getResidue({ userId }),
    services.ai.listTools(),
  ]);
  return data(
    {
      seo,
      draft,
      drafts: drafts?.records ?? [],
      credentials,
      provider: tools.provider,
      residue: residue.initialized ? residue.residue : AI_STARTING_QUOTA,
      missing: Boolean((id && !draft) || noticeId),
    },
    { headers },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: d }) => [...seoMeta(d?.seo), { name: 'robots', content: 'noindex' }];

export default function AiTenderCreate({ loaderData }: Route.ComponentProps) {
  const { draft, drafts, credentials, provider, residue, missing } = loaderData;
  return (
    <div className="container page ai-page">
      <Breadcrumbs items={[{ label: 'AI 写作', to: '/aiWriteList' }, { label: 'AI 标书', to: draft ? '/aiTender/create' : undefined }, ...(draft ? [{ label: draft.title }] : [])]} />
      {draft ? (
        <>
          <header className="ai-conv__head tender-editor__title">
            <h1>{draft.title}</h1>
            {draft.noticeId && (
              <p>
                来源公告：<Link to={tenderDetailPath(draft.noticeId)}>查看招标公告原文</Link> · 最后保存 {formatDateTime(draft.updatedAt)}
              </p>
            )}
          </header>
          <TenderEditor draft={draft} credentials={credentials} provider={provider} residue={residue} />
        </>
      ) : (
        <section className="card ai-detail">
          <h1>AI 标书</h1>
          <p className="tender-editor__hint">
            在任意招标公告页点击“AI 写标书”，或上传招标文件：系统从原文中提取资格、技术、商务要求与 ★ 条款，生成目录，逐章撰写并核对技术响应对照表，最后导出 Word。
          </p>
          {missing && (
            <p className="ai-msg__error" role="alert">
              标书草稿或招标公告不存在。
            </p>
          )}
          <div className="tender-start">
            <div>
              <h2>从招标公告开始</h2>
              <p className="tender-editor__hint">在招标信息中打开一条招标公告，点击“AI 写标书”。</p>
              <Link to="/information/tender" className="btn btn--secondary">
                去招标信息选择公告
              </Link>
            </div>
            <div>
              <h2>上传招标文件</h2>
              <TenderUpload />
            </div>
          </div>
          <h2>我的标书草稿</h2>
          {drafts.length === 0 ? (
            <p className="tender-editor__hint">还没有标书草稿。</p>
          ) : (
            <ul className="ai-history tender-drafts">
              {drafts.map((d) => (
                <li key={d.id}>
                  <Link to={`/aiTender/create?id=${d.id}`} className="ai-history__link">
                    <span className="ai-history__name">{d.title}</span>
                    <span className="ai-history__meta">{formatDateTime(d.updatedAt)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
