import { AI_TOOL_CATEGORIES, OFFLINE_LABEL } from '../../../common/ai/options';
import type { AiProviderInfo, AiToolItem } from '../../../common/ai/schemas';
import { Link } from '../app-link';

/** The first character of a tool's name in a coloured square: a light icon without image requests. */
function ToolMark({ name, category }: { name: string; category: string }) {
  const tone = AI_TOOL_CATEGORIES.indexOf(category as (typeof AI_TOOL_CATEGORIES)[number]);
  return (
    <span className={`ai-mark ai-mark--${Math.max(tone, 0)}`} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}

/** The tools grouped by category; `hrefOf` decides where a card leads (the writing page or the tool's page). */
export function ToolGrid({ tools, hrefOf }: { tools: AiToolItem[]; hrefOf: (tool: AiToolItem) => string }) {
  return (
    <>
      {AI_TOOL_CATEGORIES.map((category) => {
        const group = tools.filter((t) => t.category === category);
        if (group.length === 0) return null;
        return (
          <section key={category} className="ai-group" aria-labelledby={`ai-group-${category}`}>
            <h2 id={`ai-group-${category}`} className="ai-group__title">
              {category}
            </h2>
            <ul className="ai-tools">
              {group.map((t) => (
                <li key={t.id}>
                  <Link to={hrefOf(t)} className="ai-tool" data-testid="ai-tool">
                    <ToolMark name={t.name} category={t.category} />
                    <span className="ai-tool__text">
                      <strong>{t.name}</strong>
                      <span>{t.summary}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/** Which model answers, or that answers are offline drafts. */
export function ProviderNote({ provider }: { provider: AiProviderInfo }) {
  return provider.name === 'offline' ? (
    <p className="ai-provider">
      <span className="ai-tag ai-tag--offline">{OFFLINE_LABEL}</span> 当前未接入在线模型：生成内容依据模板、您填写的信息与平台资料库整理，请核对后使用。
    </p>
  ) : (
    <p className="ai-provider">
      <span className="ai-tag">{provider.label}</span> 由在线大模型生成，资质与业绩只取自您的企业资料，请核对后使用。
    </p>
  );
}
