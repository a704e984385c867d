import { Button } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { AI_STARTING_QUOTA } from '../../../common/account/options';
import type { Residue } from '../../../common/account/schemas';
import { api } from '../../lib/api-client';
import { runAction } from '../../lib/run-action';
import { toastSuccess } from '../../lib/toast';

export function AiPanel({ residue }: { residue: Residue }) {
  const revalidator = useRevalidator();
  const [claiming, setClaiming] = useState(false);

  const claim = async () => {
    setClaiming(true);
    const reply = await runAction(() => api.post('/ai/residueDegree/create'));
    if (reply) toastSuccess(reply.data.created ? `已领取 ${reply.data.residue} 次 AI 使用次数` : '您已领取过免费次数');
    await revalidator.revalidate();
    setClaiming(false);
  };

  return (
    <div className="pc-panel">
      <section className="pc-card pc-ai">
        <div className="pc-ai__figure">
          <span className="pc-balance__label">剩余次数</span>
          <strong className="pc-ai__value" data-testid="ai-residue">
            {residue.residue}
          </strong>
        </div>
        <div className="pc-ai__text">
          {residue.initialized ? (
            <>
              <p>每使用一次 AI 写作或 AI 工具扣除 1 次，次数不足时将无法发起新的生成。</p>
              <p className="pc-hint">{residue.residue === 0 ? '次数已用完，可通过积分兑换更多次数。' : '次数只在实际使用时扣除。'}</p>
              <p>
                <a href="/aiWriteList" className="pc-link">
                  去 AI 写作 →
                </a>
              </p>
            </>
          ) : (
            <>
              <p>新用户可免费领取 {AI_STARTING_QUOTA} 次 AI 写作与工具使用次数。</p>
              <Button type="primary" onClick={() => void claim()} loading={claiming}>
                领取 {AI_STARTING_QUOTA} 次免费额度
              </Button>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
