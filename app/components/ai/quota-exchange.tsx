import { useId, useRef, useState } from 'react';
import { AI_MAX_EXCHANGE_USES, consumptionRules } from '../../../common/account/options';
import { api } from '../../lib/api-client';
import { newRequestId } from '../../lib/ai-stream';
import { toastSuccess } from '../../lib/toast';

const POINTS_PER_USE = consumptionRules.find((r) => r.method === 'AI_WRITING')!.points;

/**
 * 积分兑换 beside an AI quota: the user picks how many uses, sees what they
 * cost and the points they have, and exchanges in one call. One request id
 * per exchange (kept across retries, new after success), so a double click
 * or a resend spends once.
 */
export function QuotaExchange({ onExchanged }: { onExchanged: (residue: number) => void }) {
  const [open, setOpen] = useState(false);
  const [uses, setUses] = useState(5);
  const [points, setPoints] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const requestId = useRef('');
  const id = useId();

  async function show() {
    setOpen(true);
    setError('');
    requestId.current = newRequestId();
    try {
      setPoints((await api.post('/ai/accumulatePoint/balance', {}, { notify: false })).data.balance);
    } catch {
      setPoints(null);
    }
  }

  async function submit() {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const { data } = await api.post('/ai/residueDegree/exchange', { requestId: requestId.current, uses }, { notify: false });
      setPoints(data.points);
      onExchanged(data.residue);
      toastSuccess(`已用 ${data.spent} 积分兑换 ${data.uses} 次 AI 写作`);
      requestId.current = newRequestId();
      setOpen(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : '兑换失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <button type="button" className="ai-link" onClick={() => void show()} data-testid="ai-exchange-open">
        积分兑换
      </button>
    );
  }
  const cost = uses * POINTS_PER_USE;
  return (
    // A group, not a form: it sits inside the chat's own form.
    <div className="ai-exchange" role="group" aria-label="积分兑换 AI 次数" data-testid="ai-exchange">
      <label htmlFor={`${id}-uses`}>兑换次数</label>
      <input
        id={`${id}-uses`}
        type="number"
        min={1}
        max={AI_MAX_EXCHANGE_USES}
        value={uses}
        onChange={(e) => setUses(Math.max(1, Math.min(AI_MAX_EXCHANGE_USES, Math.floor(Number(e.target.value) || 1))))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void submit();
          }
        }}
      />
      <span className="ai-exchange__cost">
        需 <strong>{cost}</strong> 积分（每次 {POINTS_PER_USE} 积分）{points !== null && <>，当前 <strong data-testid="ai-points">{points}</strong> 积分</>}
      </span>
      <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void submit()}>
        {busy ? '兑换中…' : '确认兑换'}
      </button>
      <button type="button" className="ai-link" onClick={() => setOpen(false)}>
        取消
      </button>
      {error && (
        <p className="ai-msg__error ai-exchange__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
