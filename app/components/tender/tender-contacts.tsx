import { useLocation } from 'react-router';
import { Link } from '../app-link';

type Contact = { name: string; contact: string; phone: string; address: string };
export type TenderContactsData = { tenderee: Contact; agency: Contact | null; source: string };

/**
 * 联系方式 of a notice. The server decides: logged-out pages are rendered
 * without the data (and may be cached for everyone), so they show a login
 * prompt that comes back here; logged-in pages carry the details.
 */
export function TenderContacts({ contacts }: { contacts: TenderContactsData | null }) {
  const location = useLocation();
  return (
    <section className="tender-contacts" aria-labelledby="tender-contacts-title">
      <h2 id="tender-contacts-title">联系方式</h2>
      {contacts ? (
        <div className="tender-contacts__grid">
          {[{ role: '招标人', c: contacts.tenderee }, ...(contacts.agency ? [{ role: '招标代理机构', c: contacts.agency }] : [])].map(({ role, c }) => (
            <dl key={role} className="tender-contacts__card">
              <div>
                <dt>{role}</dt>
                <dd>{c.name}</dd>
              </div>
              <div>
                <dt>联系人</dt>
                <dd>{c.contact}</dd>
              </div>
              <div>
                <dt>电话</dt>
                <dd>
                  <a href={`tel:${c.phone}`}>{c.phone}</a>
                </dd>
              </div>
              <div>
                <dt>地址</dt>
                <dd>{c.address}</dd>
              </div>
            </dl>
          ))}
          <p className="tender-contacts__source">信息来源：{contacts.source}</p>
        </div>
      ) : (
        <div className="tender-contacts__locked">
          <p>请先登录后查看联系方式（招标人、代理机构的联系人、电话与地址）。</p>
          <Link className="btn btn--primary" to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}>
            登录查看
          </Link>
        </div>
      )}
    </section>
  );
}
