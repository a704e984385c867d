import { OFFLINE_LABEL, OFFLINE_NOTICE } from '../../../../common/ai/options';
import type { AiProvider, ChatCall, DraftContext } from './types';

/** Fills {slot} with the user's field of that name, or a bracketed placeholder the user can see and replace. */
export function fillTemplate(template: string, fields: Record<string, string>): string {
  return template.replace(/\{([^{}]+)\}/g, (_m, name: string) => {
    const value = fields[name]?.trim();
    return value ? value : `【${name}】`;
  });
}

/**
 * The whole offline draft: the label first, then each chapter of the tool
 * filled from the user's form, the question itself, and the passages found in
 * our own data, quoted with where they come from. Nothing is invented: what
 * the user did not give stays a visible 【placeholder】.
 */
export function composeDraft(draft: DraftContext): string {
  // A tender chapter has no title of its own here: the page and the Word file give it its numbered heading.
  const parts: string[] = [OFFLINE_NOTICE, '', ...(draft.title ? [`# ${draft.title}`, ''] : [])];
  if (draft.prompt) parts.push(`> 需求：${draft.prompt}`, '');
  draft.sections.forEach((section, i) => {
    if (draft.headings === false) parts.push(fillTemplate(section.template, draft.fields), '');
    else parts.push(`## ${toChineseOrdinal(i + 1)}、${section.heading}`, '', fillTemplate(section.template, draft.fields), '');
  });
  if (draft.sections.length === 0) {
    parts.push('## 一、要点', '', draft.prompt || '（请补充您的需求）', '');
  }
  if (draft.sources.length) {
    parts.push(`## ${toChineseOrdinal(Math.max(draft.sections.length, 1) + 1)}、参考资料`, '');
    for (const s of draft.sources) parts.push(`- ${s.label}${s.text ? `：${s.text}` : ''}`);
    parts.push('');
  }
  return parts.join('\n').trimEnd() + '\n';
}

const digits = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
export function toChineseOrdinal(n: number): string {
  if (n < 10) return digits[n]!;
  if (n < 20) return `十${n % 10 ? digits[n % 10] : ''}`;
  return `${digits[Math.floor(n / 10)]}十${n % 10 ? digits[n % 10] : ''}`;
}

/**
 * The offline default (no AI_API_KEY): a template draft, streamed in short
 * pieces like a model's answer so the page behaves the same either way.
 */
export function createOfflineProvider({ pieceDelayMs = 8 }: { pieceDelayMs?: number } = {}): AiProvider {
  return {
    name: 'offline',
    label: OFFLINE_LABEL,
    async *stream({ draft, signal }: ChatCall) {
      const text = composeDraft(draft);
      for (let i = 0; i < text.length; i += 24) {
        if (signal.aborted) return;
        if (pieceDelayMs > 0) await new Promise((r) => setTimeout(r, pieceDelayMs));
        yield text.slice(i, i + 24);
      }
    },
  };
}
