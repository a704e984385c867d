import { data, redirect } from 'react-router';
import type { Route } from './+types/personal-center';
import type { AppLoadContext } from 'react-router';

/** The service layer as loaders see it (app/load-context.ts). */
type Services = AppLoadContext['services'];
import { safeRedirect } from '../../common/safe-redirect';
import { seoMeta } from '../lib/seo';
import { pageNumberOf } from '../lib/route-params';
import { Breadcrumbs } from '../components/breadcrumbs';
import { isContentKind } from '../../common/account/options';
import { centerTabs, isCenterTab, type CenterTab } from '../components/account/tabs';
import { CenterSidebar } from '../components/account/center-sidebar';
import { CenterPanel } from '../components/account/lazy-center-panel';

const LIST_SIZE = 10;
const LEDGER_SIZE = 10;

function pageNumber(value: string | null): number {
  return (value && pageNumberOf(value)) || 1;
}

/** Runs a paged query; a page past the end (the last item of it was just removed) falls back to the last page. */
async function paged<T extends { pages: number; current: number }>(query: (current: number) => Promise<T>, current: number): Promise<T> {
  const page = await query(current);
  return page.current > 1 && page.current > page.pages ? query(Math.max(1, page.pages)) : page;
}

/** What the active tab's panel shows (app/components/account/center-panel.tsx). */
export type CenterPanelData = Awaited<ReturnType<typeof loadPanel>>;

const MATCH_PAGE_SIZE = 10;

async function loadPanel(services: Services, userId: number, tab: CenterTab, url: URL) {
  const { account } = services;
  const current = pageNumber(url.searchParams.get('page'));
  const kindParam = url.searchParams.get('kind');
  const kind = isContentKind(kindParam) ? kindParam : undefined;
  switch (tab) {
    case 'favorites':
    case 'praises': {
      const op = tab === 'favorites' ? ('FAVORITE' as const) : ('PRAISE' as const);
      const page = await paged((c) => account.listOperations({ userId, op, kind, current: c, size: LIST_SIZE }), current);
      return { tab, op, kind: kind ?? null, page };
    }
    case 'history':
      return { tab, page: await paged((c) => account.listHistory({ userId, current: c, size: LIST_SIZE }), current) };
    case 'points': {
      // Awaited one and all: on a render worker every service call answers through the main thread (decision 0019).
      const [calendar, ledger, signRule, earning, consumption] = await Promise.all([
        account.signCalendar({ userId }),
        paged((c) => account.listLedger({ userId, current: c, size: LEDGER_SIZE }), current),
        account.signRule(),
        account.earningRules(),
        account.consumptionRules(),
      ]);
      return { tab, calendar, ledger, signRule, earning, consumption };
    }
    case 'subscriptions': {
      const alerts = services.tenderAlerts;
      const subParam = Number(url.searchParams.get('sub'));
      const [subscriptions, summary, regions] = await Promise.all([alerts.list({ userId }), alerts.summary({ userId }), alerts.regionOptions()]);
      const chosen = subscriptions.find((s) => s.id === subParam) ?? null;
      // Opening a subscription's matches marks them seen; the counts above were read before, so its 新 badges still show.
      const listAt = (c: number) => alerts.listMatches({ userId, id: chosen!.id, current: c, size: MATCH_PAGE_SIZE });
      // A page past the end (matches were narrowed meanwhile) shows the first.
      const matches = chosen ? await listAt(current).catch(() => listAt(1)) : null;
      // Unread after this look: what the header's badge and the figure show (each notice once across subscriptions).
      const unread = matches ? await alerts.countNew({ userId }) : summary.unread;
      return { tab, subscriptions, summary: { ...summary, unread }, regions, chosen: chosen?.id ?? null, matches };
    }
    case 'follows': {
      const lists = services.tenderUser;
      const alerts = services.tenderAlerts;
      const listAt = (c: number) => lists.listByFollow({ userId, current: c, size: MATCH_PAGE_SIZE });
      const [orgs, notices] = await Promise.all([lists.listFollowed({ userId }), paged(listAt, current)]);
      // What was new is read before this look marks it seen, so its 新 badges still show.
      const unseen = await alerts.followedUnseen({ userId, noticeIds: notices.records.map((r) => r.id) });
      await alerts.markFollowedSeen({ userId });
      const unread = await alerts.countNew({ userId });
      return {
        tab,
        orgs: orgs.map((o) => ({ ...o, newCount: unseen.byOrg[o.id] ?? 0 })),
        notices: { ...notices, records: notices.records.map((r) => ({ ...r, isNew: unseen.among.includes(r.id) })) },
        newCount: unseen.count,
        unread,
      };
    }
    case 'ai':
      return { tab };
    case 'invite':
      return { tab, invite: await account.inviteLink({ userId }) };
    default:
      return { tab: 'profile' as const };
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { services, viewer } = context;
  const toLogin = () => redirect(`/login?redirect=${encodeURIComponent(safeRedirect(url.pathname + url.search))}`);
  if (!viewer) throw toLogin();
  const { account } = services;
  const userId = viewer.userId;
  const tabParam = url.searchParams.get('tab');
  const tab: CenterTab = isCenterTab(tabParam) ? tabParam : 'profile';

  const [profile, sign, residue, seo, panel] = await Promise.all([
    account.getProfile({ userId }).catch(() => null),
    account.signStatus({ userId }),
    account.getResidue({ userId }),
    services.seo.resolve({ page: 'personalCenter', pathname: url.pathname, heading: '个人中心' }),
    loadPanel(services, userId, tab, url),
  ]);
  // The session outlived its account.
  if (!profile) throw toLogin();

  return data(
    { seo, tab, profile, summary: { points: profile.points, signedToday: sign.signedToday, streak: sign.streak, residue }, sign, panel },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** On a client navigation the panel's code loads with the page's data, so it never shows empty. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), CenterPanel.preload()]);
  return data;
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [...seoMeta(loaderData?.seo), { name: 'robots', content: 'noindex' }];

export default function PersonalCenter({ loaderData }: Route.ComponentProps) {
  const { tab, profile, summary, sign, panel } = loaderData;
  const current = centerTabs.find((t) => t.key === tab)!;
  return (
    <div className="container page pc">
      <Breadcrumbs items={[{ label: '个人中心', to: '/personalCenter' }, { label: current.label }]} />
      <div className="pc__layout">
        <CenterSidebar profile={profile} summary={summary} tab={tab} />
        <section className="pc-main" aria-labelledby="pc-title">
          <header className="pc-main__head">
            <h1 id="pc-title">{current.label}</h1>
            <p>{current.intro}</p>
          </header>
          <CenterPanel profile={profile} summary={summary} sign={sign} panel={panel} />
        </section>
      </div>
    </div>
  );
}
