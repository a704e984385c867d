import type { AiProviderName } from '../../../../common/ai/options';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** What the offline drafter writes from: a tool's chapters, the user's form and question, and passages found for them. */
export type DraftContext = {
  title: string;
  sections: { heading: string; template: string }[];
  fields: Record<string, string>;
  prompt: string;
  /** Passages from our own data (a tender's text, library standards, the company's credentials), quoted as found. */
  sources: { label: string; text: string }[];
  /** false: the sections are paragraphs of one section of a larger text (a paper's section), without headings of their own. */
  headings?: boolean;
};

export type ChatCall = { messages: ChatMessage[]; draft: DraftContext; signal: AbortSignal };

/**
 * One interface, two implementations (decision 0034): an OpenAI-compatible
 * chat API, and the offline drafter used without a key. `stream` yields the
 * answer's text piece by piece and ends when the answer is complete; it throws
 * AiProviderError on failure and stops quietly when `signal` aborts.
 */
export interface AiProvider {
  readonly name: AiProviderName;
  /** Shown beside answers: the model's name, or 离线草稿. */
  readonly label: string;
  stream(call: ChatCall): AsyncIterable<string>;
}

export type AiFailure = 'timeout' | 'auth' | 'busy' | 'unavailable';

/** A provider failed: `reason` picks the Chinese message (common/ai/options aiErrorMessages); `cause` is for the log. */
export class AiProviderError extends Error {
  override name = 'AiProviderError';
  constructor(
    readonly reason: AiFailure,
    detail: string,
    options: { cause?: unknown } = {},
  ) {
    super(detail, options);
  }
}
