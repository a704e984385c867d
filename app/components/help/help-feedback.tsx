import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';
import { httpErrorMessages } from '../../../common/api-codes';
import { formatDate } from '../../lib/format';
import { ThumbIcon } from './help-icons';
import { helpFeedbackTypes, type HelpFeedbackType as Vote } from '../../../common/help/options';
import type { HelpFeedbackCounts as Counts } from '../../../common/help/schemas';

/** The server allows one vote per address per article per day; the browser remembers it to show the state. */
const storageKey = (id: number) => `help-vote:${id}:${formatDate(new Date().toISOString())}`;

const thanks: Record<Vote, string> = {
  HELPFUL: '感谢您的反馈，很高兴能帮到您！',
  UNHELPFUL: '感谢反馈，我们会尽快完善这篇文章。急需帮助可拨打 400-965-0588。',
};

/** 有帮助 / 没帮助 under an article. */
export function HelpFeedback({ id, initial }: { id: number; initial: Counts }) {
  const [counts, setCounts] = useState(initial);
  const [voted, setVoted] = useState<Vote | null>(null);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    try {
      const stored = window.localStorage.getItem(storageKey(id));
      const saved = helpFeedbackTypes.find((type) => type === stored);
      if (saved) {
        setVoted(saved);
        setMessage('您今天已经评价过这篇文章，感谢您的反馈');
      }
    } catch {
      // Storage can be off (private mode); the server still refuses a second vote.
    }
  }, [id]);

  const vote = async (type: Vote) => {
    setSending(true);
    try {
      const reply = await api.post('/help/pub/feedback', { resId: id, type }, { notify: false });
      setCounts(reply.data);
      setVoted(type);
      setMessage(thanks[type]);
      try {
        window.localStorage.setItem(storageKey(id), type);
      } catch {
        // See above.
      }
    } catch (e) {
      setMessage(e instanceof Error ? e.message : httpErrorMessages.other);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="help-feedback" aria-label="文章评价">
      <p className="help-feedback__question">这篇文章对您有帮助吗？</p>
      <div className="help-feedback__buttons">
        {helpFeedbackTypes.map((type) => (
          <button
            key={type}
            type="button"
            className={`help-feedback__btn${voted === type ? ' is-on' : ''}`}
            disabled={sending || voted !== null}
            aria-pressed={voted === type}
            onClick={() => void vote(type)}
          >
            <ThumbIcon down={type === 'UNHELPFUL'} />
            {type === 'HELPFUL' ? '有帮助' : '没帮助'}
            <span className="help-feedback__count">{type === 'HELPFUL' ? counts.helpfulCount : counts.unhelpfulCount}</span>
          </button>
        ))}
      </div>
      <p className="help-feedback__message" role="status">
        {message}
      </p>
    </section>
  );
}
