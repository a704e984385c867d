import { Link } from '../app-link';
import { formatCount, formatDate } from '../../lib/format';
import { useReservation } from '../reservation/reservation-provider';
import { solutionRoleEditions } from '../../../common/solution/options';
import type { ProjectRole } from '../../../common/library/options';
import type { SolutionListItem } from '../../../common/solution/schemas';

/** What a card needs of a solution (the list item of the API). */
export type SolutionCardData = Pick<
  SolutionListItem,
  'id' | 'title' | 'typeName' | 'projectRole' | 'summary' | 'coverUrl' | 'highlights' | 'publishDate' | 'readCount'
>;

export const solutionPath = (id: number) => `/solution/detail/${id}`;

/** 业主版, 施工版…; one colour per role so a list can be scanned by role. */
export function RoleTag({ role }: { role: string }) {
  const label = solutionRoleEditions[role as ProjectRole] ?? role;
  return <span className={`sol-role sol-role--${role.toLowerCase()}`}>{label}</span>;
}

export function SolutionCard({ s, headingLevel = 3 }: { s: SolutionCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="sol-card">
      <Link to={solutionPath(s.id)} className="sol-card__cover" tabIndex={-1} aria-hidden="true">
        <img src={s.coverUrl} alt="" width={640} height={360} loading="lazy" decoding="async" />
        <span className="sol-card__type">{s.typeName}</span>
      </Link>
      <div className="sol-card__body">
        <RoleTag role={s.projectRole} />
        <Heading className="sol-card__title">
          <Link to={solutionPath(s.id)}>{s.title}</Link>
        </Heading>
        <p className="sol-card__summary">{s.summary}</p>
        <ul className="sol-checks">
          {s.highlights.slice(0, 3).map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
        <div className="sol-card__meta">
          <time dateTime={s.publishDate}>{formatDate(s.publishDate)}</time>
          <span>阅读 {formatCount(s.readCount)}</span>
        </div>
      </div>
    </li>
  );
}

/** The 预约演示 button: opens the site's reservation dialog (spec §2.6). */
export function DemoButton({ className = 'btn btn--primary', source, children = '预约演示' }: { className?: string; source: string; children?: string }) {
  const reservation = useReservation();
  return (
    <button type="button" className={className} onClick={() => reservation.open(source)}>
      {children}
    </button>
  );
}

/** Closing call to action of the solution pages. */
export function SolutionCta({ title, text, source }: { title: string; text: string; source: string }) {
  return (
    <section className="sol-cta" aria-label="预约演示">
      <div className="sol-cta__text">
        <h2>{title}</h2>
        <p>{text}</p>
      </div>
      <div className="sol-cta__actions">
        <DemoButton className="btn btn--white btn--lg" source={source} />
        <Link to="/register?redirect=%2Fsolution" className="btn btn--ghost btn--lg">
          免费试用
        </Link>
      </div>
    </section>
  );
}
