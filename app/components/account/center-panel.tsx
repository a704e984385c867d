import type { Profile, Residue, SignStatus } from '../../../common/account/schemas';
import type { CenterPanelData } from '../../routes/personal-center';
import { AntdIsland } from '../antd-island';
import { ProfilePanel } from './profile-panel';
import { OperationsPanel } from './operations-panel';
import { HistoryPanel } from './history-panel';
import { PointsPanel } from './points-panel';
import { AiPanel } from './ai-panel';
import { InvitePanel } from './invite-panel';
import { SubscriptionsPanel } from './subscriptions-panel';
import { FollowsPanel } from './follows-panel';

type Props = {
  profile: Profile;
  summary: { residue: Residue };
  sign: SignStatus;
  panel: CenterPanelData;
};

/** The personal centre's active tab (loaded lazily by ./lazy-center-panel.tsx). */
export function CenterPanel({ profile, summary, sign, panel }: Props) {
  return (
    <AntdIsland>
      {panel.tab === 'profile' && <ProfilePanel profile={profile} />}
      {(panel.tab === 'favorites' || panel.tab === 'praises') && <OperationsPanel tab={panel.tab} op={panel.op} kind={panel.kind} page={panel.page} />}
      {panel.tab === 'history' && <HistoryPanel page={panel.page} />}
      {panel.tab === 'points' && (
        <PointsPanel
          balance={profile.points}
          sign={sign}
          calendar={panel.calendar}
          ledger={panel.ledger}
          signRule={panel.signRule}
          earning={panel.earning}
          consumption={panel.consumption}
        />
      )}
      {panel.tab === 'subscriptions' && (
        <SubscriptionsPanel subscriptions={panel.subscriptions} summary={panel.summary} regions={panel.regions} chosen={panel.chosen} matches={panel.matches} />
      )}
      {panel.tab === 'follows' && <FollowsPanel orgs={panel.orgs} notices={panel.notices} newCount={panel.newCount} unread={panel.unread} />}
      {panel.tab === 'ai' && <AiPanel residue={summary.residue} />}
      {panel.tab === 'invite' && <InvitePanel invite={panel.invite} />}
    </AntdIsland>
  );
}
