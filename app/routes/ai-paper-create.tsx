import { data, redirect, useNavigate } from 'react-router';
import { useState, type FormEvent } from 'react';
import type { Route } from './+types/ai-paper-create';
import aiCss from '../styles/ai.css?url';
import { safeRedirect } from '../../common/safe-redirect';
import { PAPER_FIELDS, paperLimits, paperMessages } from '../../common/ai/paper-options';
import { seoMeta } from '../lib/seo';
import { api } from '../lib/api-client';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Link } from '../components/app-link';
import { ProviderNote } from '../components/ai/tool-grid';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: aiCss }];

/** /aipaper/create (spec §2.1 AI writing): title, field and keywords of a new paper. Private: never cached. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { services, viewer } = context;
  if (!viewer) throw redirect(`/login?redirect=${encodeURIComponent(safeRedirect(url.pathname + url.search))}`);
  const [seo, tools] = await Promise.all([services.seo.resolve({ page: 'aiPaperCreate', pathname: url.pathname, heading: 'AI 论文' }), services.ai.listTools()]);
  return data({ seo, provider: tools.provider }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: Route.MetaFunction = ({ data: d }) => [...seoMeta(d?.seo), { name: 'robots', content: 'noindex' }];

/** Keywords as the user types them: separated by spaces, commas or 、；. */
const splitKeywords = (s: string) =>
  s
    .split(/[\s,，、;；]+/)
    .map((k) => k.trim())
    .filter(Boolean);

export default function AiPaperCreate({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const title = String(form.get('title') ?? '').trim();
    const field = String(form.get('field') ?? '');
    const keywords = splitKeywords(String(form.get('keywords') ?? ''));
    const next: Record<string, string> = {};
    if (!title) next.title = paperMessages.titleRequired;
    else if (title.length < 6) next.title = paperMessages.titleShort;
    if (!field) next.field = paperMessages.field;
    if (keywords.length === 0) next.keywords = paperMessages.keywordsRequired;
    else if (keywords.length > paperLimits.keywords) next.keywords = paperMessages.keywordsMany;
    else if (keywords.some((k) => k.length > paperLimits.keyword)) next.keywords = paperMessages.keywordLong;
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const { data: paper } = await api.post('/ai/paper/create', { title, field: field as (typeof PAPER_FIELDS)[number], keywords });
      await navigate(`/aipaper/edit/${paper.id}`);
    } catch (err) {
      setErrors({ form: err instanceof Error ? err.message : '创建失败，请稍后再试' });
      setBusy(false);
    }
  }

  return (
    <div className="container page ai-page">
      <Breadcrumbs items={[{ label: 'AI 写作', to: '/aiWriteList' }, { label: 'AI 论文', to: '/aipaper/index' }, { label: '新建论文' }]} />
      <section className="card ai-detail paper-create">
        <h1>AI 论文</h1>
        <p className="tender-editor__hint">
          填写题目、学科方向与关键词：系统生成论文提纲，从平台资料库中按关键词查找相关标准规范与论文作为参考文献（GB/T 7714 格式），再逐节生成、修改，最后导出 Word。
        </p>
        <ProviderNote provider={loaderData.provider} />
        <form className="ai-form" onSubmit={(e) => void submit(e)} noValidate>
          <label className="ai-field ai-field--wide">
            <span>
              论文题目 <em>*</em>
            </span>
            <input name="title" maxLength={paperLimits.title} placeholder="如：城市地铁盾构隧道施工质量控制研究" aria-invalid={Boolean(errors.title)} />
            {errors.title && <em role="alert">{errors.title}</em>}
          </label>
          <label className="ai-field">
            <span>
              学科方向 <em>*</em>
            </span>
            <select name="field" defaultValue="" aria-invalid={Boolean(errors.field)}>
              <option value="" disabled>
                请选择
              </option>
              {PAPER_FIELDS.map((f) => (
                <option key={f}>{f}</option>
              ))}
            </select>
            {errors.field && <em role="alert">{errors.field}</em>}
          </label>
          <label className="ai-field">
            <span>
              关键词 <em>*</em>（用空格或逗号分隔，最多 {paperLimits.keywords} 个）
            </span>
            <input name="keywords" maxLength={140} placeholder="如：盾构 管片拼装 质量控制" aria-invalid={Boolean(errors.keywords)} />
            {errors.keywords && <em role="alert">{errors.keywords}</em>}
          </label>
          <div className="ai-field ai-field--wide">
            {errors.form && (
              <p className="ai-msg__error" role="alert">
                {errors.form}
              </p>
            )}
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? '正在生成提纲…' : '生成提纲'}
            </button>
          </div>
        </form>
        <p>
          <Link to="/aipaper/index">我的论文</Link>
        </p>
      </section>
    </div>
  );
}
