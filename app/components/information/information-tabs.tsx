import { Link } from '../app-link';
import { SearchBox } from '../search-box';

/**
 * The information tab bar of spec §2.4, shown on information routes only.
 * 招标 (tender) is second, as in the spec's order; it is active on every tender page.
 */
export const informationTabs = [
  { key: 'HOME', label: '首页', to: '/information' },
  { key: 'tender', label: '招标', to: '/information/tender' },
  { key: 'NEWS', label: '资讯', to: '/information/list?tabsType=NEWS' },
  { key: 'PAPER', label: '论文', to: '/paper' },
  { key: 'VIDEO', label: '课程', to: '/video' },
  { key: 'NORMAL', label: '标准规范', to: '/standard' },
  { key: 'POLICY', label: '政策法规', to: '/policy' },
  { key: 'download', label: '资料下载', to: '/information/list?tabsType=download' },
] as const;

export type InformationTabKey = (typeof informationTabs)[number]['key'];

export function InformationTabs({ active }: { active: InformationTabKey }) {
  return (
    <div className="info-tabs">
      <div className="info-tabs__inner container">
        <nav className="info-tabs__list" aria-label="资讯分类">
          {informationTabs.map((tab) => (
            <Link
              key={tab.key}
              to={tab.to}
              className={tab.key === active ? 'info-tabs__tab is-active' : 'info-tabs__tab'}
              aria-current={tab.key === active ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        <div className="info-tabs__search">
          <SearchBox placeholder="搜索资讯、标准、课程、资料…" />
        </div>
      </div>
    </div>
  );
}
