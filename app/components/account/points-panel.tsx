import { Button } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ConsumptionRule, EarningRule, LedgerRecord, SignCalendar as Calendar, SignRule, SignStatus } from '../../../common/account/schemas';
import type { Page } from '../../../common/api/envelope';
import { api } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { runAction } from '../../lib/run-action';
import { toastSuccess } from '../../lib/toast';
import { CenterPager } from './center-pager';
import { SignCalendar } from './sign-calendar';
import { centerHref } from './tabs';

type Props = {
  balance: number;
  sign: SignStatus;
  calendar: Calendar;
  ledger: Page<LedgerRecord>;
  signRule: SignRule;
  earning: EarningRule[];
  consumption: ConsumptionRule[];
};

export function PointsPanel({ balance, sign, calendar, ledger, signRule, earning, consumption }: Props) {
  const revalidator = useRevalidator();
  const [signing, setSigning] = useState(false);

  const signIn = async () => {
    setSigning(true);
    const reply = await runAction(() => api.post('/ai/accumulatePoint/signDay'));
    if (reply) {
      const { credited, bonus, streak } = reply.data;
      toastSuccess(bonus > 0 ? `签到成功，连续 ${streak} 天，获得 ${credited} 积分（含奖励 ${bonus}）` : `签到成功，获得 ${credited} 积分`);
    }
    // Refreshed either way: a refusal means another tab signed in already.
    await revalidator.revalidate();
    setSigning(false);
  };

  const nextBonus = sign.signedToday
    ? `再连续签到 ${sign.daysToBonus} 天可额外获得 ${sign.cycleBonus} 积分`
    : sign.daysToBonus === 1
      ? `今天签到即可额外获得 ${sign.cycleBonus} 积分`
      : `连续签到 ${sign.daysToBonus} 天可额外获得 ${sign.cycleBonus} 积分`;

  return (
    <div className="pc-panel">
      <div className="pc-points-top">
        <section className="pc-balance" aria-label="积分余额">
          <span className="pc-balance__label">当前积分</span>
          <strong className="pc-balance__value" data-testid="points-balance">
            {balance}
          </strong>
          <span className="pc-balance__hint">积分可用于兑换 AI 写作次数、下载资料</span>
        </section>
        <section className="pc-card pc-sign">
          <div className="pc-sign__streak">
            <span className="pc-sign__days">
              已连续签到 <strong data-testid="sign-streak">{sign.streak}</strong> 天
            </span>
            <span className="pc-hint">{nextBonus}</span>
          </div>
          <Button
            type="primary"
            size="large"
            className="pc-sign__btn"
            onClick={() => void signIn()}
            loading={signing}
            disabled={sign.signedToday}
            data-testid="sign-button"
          >
            {sign.signedToday ? '今日已签到' : `签到 +${signRule.dailyPoints}`}
          </Button>
        </section>
      </div>

      <div className="pc-points-grid">
        <section className="pc-card">
          <h2 className="pc-card__title">本月签到</h2>
          <SignCalendar month={calendar.month} today={calendar.today} days={calendar.days} />
        </section>
        <section className="pc-card">
          <h2 className="pc-card__title">积分规则</h2>
          <ul className="pc-rules">
            {signRule.description.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h3 className="pc-card__subtitle">获取积分</h3>
          <table className="pc-table">
            <tbody>
              {earning.map((rule) => (
                <tr key={rule.method}>
                  <th scope="row">{rule.name}</th>
                  <td className="pc-table__points">+{rule.points}</td>
                  <td className="pc-table__note">{rule.limit}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 className="pc-card__subtitle">积分用途</h3>
          <table className="pc-table">
            <tbody>
              {consumption.map((rule) => (
                <tr key={rule.method}>
                  <th scope="row">{rule.name}</th>
                  <td className="pc-table__points pc-table__points--spend">
                    {rule.points} 积分/{rule.unit}
                  </td>
                  <td className="pc-table__note">{rule.desc}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>

      <section className="pc-card pc-card--list">
        <h2 className="pc-card__title">积分明细</h2>
        {ledger.records.length === 0 ? (
          <div className="pc-empty">
            <p>暂无积分记录，签到即可获得第一笔积分</p>
          </div>
        ) : (
          <ul className="pc-ledger" data-testid="ledger-list">
            {ledger.records.map((row) => (
              <li key={row.id}>
                <div className="pc-ledger__main">
                  <span className="pc-ledger__name">{row.methodName}</span>
                  <span className="pc-list__meta">
                    {row.memo && row.memo !== row.methodName && `${row.memo} · `}
                    <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                  </span>
                </div>
                <span className={row.delta >= 0 ? 'pc-ledger__delta is-plus' : 'pc-ledger__delta is-minus'}>
                  {row.delta >= 0 ? `+${row.delta}` : row.delta}
                </span>
              </li>
            ))}
          </ul>
        )}
        <CenterPager href={(p) => centerHref('points', { page: p })} current={ledger.current} total={ledger.total} size={ledger.size} />
      </section>
    </div>
  );
}
