import { Link } from '../app-link';
import { formatDate, formatDecimal } from '../../lib/format';
import { tenderDetailPath } from './tender-query';
import { pick } from '../../../common/pick';
import type { TenderListItem } from '../../../common/tender/schemas';

const tenderRowFields = [
  'id',
  'title',
  'infoType',
  'infoTypeName',
  'catName',
  'provinceName',
  'cityName',
  'budgetWan',
  'publishedAt',
  'deadlineAt',
  'status',
  'statusName',
  'tendereeName',
  'winner',
  'winningAmount',
] as const satisfies readonly (keyof TenderListItem)[];

/** What a list row needs of a notice (the list item of the API). */
export type TenderRowData = Pick<TenderListItem, (typeof tenderRowFields)[number]>;

/**
 * A notice cut to what its row shows, for a page loader: the API's list item has 27 fields, the row reads 15, and
 * every field a loader returns is encoded into the page's hydration data on each render (about a quarter of
 * `/tender`'s HTML was that data).
 */
export const toTenderRow = (n: TenderRowData): TenderRowData => pick(n, tenderRowFields);

/** 1234.5 → 1,234.5 万元; budgets of a billion and more read in 亿元. */
export function formatWan(wan: number | null): string {
  if (wan === null) return '未公布';
  if (wan >= 10000) return `${formatDecimal(Math.round(wan / 100) / 100)} 亿元`;
  return `${formatDecimal(wan)} 万元`;
}

export const formatYuanAsWan = (yuan: number | null) => (yuan === null ? '未公布' : formatWan(Math.round(yuan / 100) / 100));

/** 招标公告, 开标记录…: one colour per information type so a list can be scanned by stage. */
export function InfoTypeTag({ infoType, name }: { infoType: string; name: string }) {
  return <span className={`tender-tag tender-tag--${infoType.toLowerCase()}`}>{name.replace('/', '')}</span>;
}

export function StatusTag({ status, name }: { status: string | null; name: string }) {
  if (!status) return null;
  return <span className={`tender-status tender-status--${status.toLowerCase()}`}>{name}</span>;
}

export const regionOf = (n: { provinceName: string; cityName: string }) =>
  n.cityName && n.cityName !== n.provinceName ? `${n.provinceName}·${n.cityName}` : n.provinceName;

export function TenderRow({ n, headingLevel = 2 }: { n: TenderRowData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="tender-row">
      <div className="tender-row__tags">
        <InfoTypeTag infoType={n.infoType} name={n.infoTypeName} />
        <span className="tender-row__cat">{n.catName}</span>
        <StatusTag status={n.status} name={n.statusName} />
      </div>
      <Heading className="tender-row__title">
        <Link to={tenderDetailPath(n.id)}>{n.title}</Link>
      </Heading>
      <dl className="tender-row__meta">
        <div>
          <dt>地区</dt>
          <dd>{regionOf(n)}</dd>
        </div>
        <div className="tender-row__org">
          <dt>招标人</dt>
          <dd>{n.tendereeName}</dd>
        </div>
        {n.winner ? (
          <div>
            <dt>中标金额</dt>
            <dd className="tender-row__money">{formatYuanAsWan(n.winningAmount)}</dd>
          </div>
        ) : (
          <div>
            <dt>预算</dt>
            <dd className="tender-row__money">{formatWan(n.budgetWan)}</dd>
          </div>
        )}
        <div>
          <dt>发布</dt>
          <dd>
            <time dateTime={n.publishedAt}>{formatDate(n.publishedAt)}</time>
          </dd>
        </div>
        {n.deadlineAt && (
          <div>
            <dt>截止</dt>
            <dd>
              <time dateTime={n.deadlineAt}>{formatDate(n.deadlineAt)}</time>
            </dd>
          </div>
        )}
        {n.winner && (
          <div className="tender-row__org">
            <dt>中标人</dt>
            <dd>{n.winner}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

/** A short list of notices for side boxes: title and date. */
export function TenderLinks({ items }: { items: { id: number; title: string; publishedAt: string }[] }) {
  return (
    <ul className="tender-links">
      {items.map((n) => (
        <li key={n.id}>
          <Link to={tenderDetailPath(n.id)}>{n.title}</Link>
          <time dateTime={n.publishedAt}>{formatDate(n.publishedAt)}</time>
        </li>
      ))}
    </ul>
  );
}
