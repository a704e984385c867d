import { FilterRow, optionsOf } from '../library/library-filters';
import { FilterLink } from '../filter-link';
import { useState } from 'react';
import { Link } from '../app-link';
import type { AppLoadContext } from 'react-router';

/** The service layer as loaders see it (app/load-context.ts). */
type Services = AppLoadContext['services'];
import type { Page } from '../../../common/api/envelope';
import { downloadFileTypes, fileTypeLabels } from '../../../common/download/options';
import type { DirNode, DownloadItem } from '../../../common/download/schemas';
import { libraryRangeLabels, librarySortLabels, projectRoleLabels, projectTypeLabels, type ProjectRole, type ProjectType } from '../../../common/library/options';
import type { PageSeo } from '../../lib/seo';
import { formatBytes, formatCount, formatDate } from '../../lib/format';
import { assertPageInRange, notFound, orNotFound, parsePage } from '../../lib/route-params';
import { Breadcrumbs, type Crumb } from '../breadcrumbs';
import { FileTypeIcon } from '../file-type-icon';
import { PageNav } from '../page-nav';
import { DownloadButton } from './download-button';
import { usePendingQuery } from '../../lib/pending-query';
import { DOWNLOAD_BASE, downloadHref, filterEntries, parseDirSegment, parseDownloadLocation, parseDownloadQuery, type DownloadQuery } from './download-query';
import { fieldLimits } from '../../../common/field-rules';

export const DOWNLOAD_PAGE_SIZE = 20;

export type DownloadTabData = {
  seo: PageSeo;
  tree: DirNode[];
  dirId: number | undefined;
  root: { id: number; name: string } | undefined;
  child: { id: number; name: string } | undefined;
  query: DownloadQuery;
  page: Page<DownloadItem>;
  top: DownloadItem[];
  /** The file named by `file=` when it belongs to this folder. */
  pinned: DownloadItem | null;
};

/**
 * Loader of the materials tab of /information/list/:id?/:page?: folder from
 * `:id?` ('all' or absent: every folder), page from `:page?`, filters from the
 * query. Takes the route's loader args (services from `context`) or `services` directly.
 */
export async function loadDownloadTab({ request, params, context, services: given }: { request: Request; params: { id?: string; page?: string }; context?: AppLoadContext; services?: Services }): Promise<DownloadTabData> {
  const services = given ?? context?.services;
  if (!services) throw new Error('loadDownloadTab needs the services');
  const url = new URL(request.url);
  const dirId = parseDirSegment(params.id);
  if (dirId === null) notFound();
  const current = parsePage(params.page);
  const query = parseDownloadQuery(url);
  const tree = await services.download.dirTree();
  let root = tree.find((d) => d.id === dirId);
  let child: DirNode | undefined;
  if (dirId !== undefined && !root) {
    root = tree.find((d) => d.children.some((c) => c.id === dirId));
    child = root?.children.find((c) => c.id === dirId);
    if (!child) notFound('资料目录不存在');
  }
  const [page, top, pinned] = await Promise.all([
    orNotFound(
      services.download.listPaged({ dirId, fileType: query.fileType, projectType: query.type, projectRole: query.role, range: query.range, sort: query.sort, keywords: query.keywords || undefined, current, size: DOWNLOAD_PAGE_SIZE }),
    ),
    services.download.topDownload({ size: 10, dirId: root?.id }),
    query.file ? services.download.getFile({ id: query.file }).catch(() => null) : Promise.resolve(null),
  ]);
  assertPageInRange(current, page.pages);
  const dirName = child?.name ?? root?.name;
  const seo = await services.seo.resolve({
    page: 'informationDownload',
    vars: { column: dirName ?? '全部资料', parentColumn: child ? root?.name : undefined },
    // The tab is part of the address: without it the canonical would name the news list.
    pathname: `${url.pathname}?tabsType=download`,
  });
  const inFolder = pinned && (dirId === undefined || pinned.dirId === dirId || pinned.rootDirId === dirId);
  const brief = (d: DirNode | undefined) => d && { id: d.id, name: d.name };
  return { seo, tree, dirId, root: brief(root), child: brief(child), query, page, top, pinned: inFolder ? pinned : null };
}

const label = (labels: Record<string, string>, code: string) => labels[code] ?? code;

function FileRow({ file, pinned = false }: { file: DownloadItem; pinned?: boolean }) {
  // Counts the viewer's own download at once; the list itself refreshes on the next visit.
  const [downloads, setDownloads] = useState(file.downloadCount);
  return (
    <li className={`download-row${pinned ? ' download-row--pinned' : ''}`} id={pinned ? `pinned-file-${file.id}` : `file-${file.id}`}>
      <FileTypeIcon type={file.fileType} />
      <div className="download-row__body">
        <h3 className="download-row__title">{file.title}</h3>
        {file.memo && <p className="download-row__memo">{file.memo}</p>}
        <div className="download-row__meta">
          <span className="download-row__dir">{file.rootDirName} / {file.dirName}</span>
          <span className="download-row__size">{formatBytes(file.sizeBytes)}</span>
          <time dateTime={file.publishDate}>{formatDate(file.publishDate)}</time>
          <span className="download-row__count">下载 {formatCount(downloads)}</span>
          <span className="download-row__tags">
            {label(projectTypeLabels, file.projectType as ProjectType)} · {label(projectRoleLabels, file.projectRole as ProjectRole)}
          </span>
        </div>
      </div>
      <DownloadButton check="/news/pub/download/checkLogin" id={file.id} onStarted={() => setDownloads((n) => n + 1)} />
    </li>
  );
}

type Option = { value: string | undefined; label: string };
/** Folder and filters the links build on: a pending navigation's when one to this tab is under way (decision 0016). */
type Next = { dirId: number | undefined; query: DownloadQuery };

/** A filter row of this tab; choosing 全部 of range or sort puts back its default. */
function DownloadFilterRow({ name, field, options, data, next }: { name: string; field: 'type' | 'role' | 'range' | 'sort'; options: Option[]; data: DownloadTabData; next: Next }) {
  const fallback = field === 'range' ? 'all' : field === 'sort' ? 'newest' : undefined;
  return <FilterRow label={name} options={options} current={data.query[field]} href={(value) => downloadHref(next.dirId, { ...next.query, [field]: value ?? fallback })} />;
}

const rangeOptions: Option[] = Object.entries(libraryRangeLabels).map(([value, text]) => ({ value, label: text }));
const sortOptions: Option[] = Object.entries(librarySortLabels).map(([value, text]) => ({ value, label: value === 'hottest' ? '下载最多' : text }));

function DirTabs({ data, next }: { data: DownloadTabData; next: Next }) {
  const { tree, root, child } = data;
  const { query } = next;
  const rootNode = tree.find((d) => d.id === root?.id);
  const total = tree.reduce((sum, d) => sum + d.count, 0);
  return (
    <>
      <nav className="column-tabs download-dirs" aria-label="资料目录">
        <FilterLink to={downloadHref(undefined, query)} className={root === undefined ? 'is-active' : undefined}>
          全部<span className="download-dirs__count">{total}</span>
        </FilterLink>
        {tree.map((d) => (
          <FilterLink key={d.id} to={downloadHref(d.id, query)} className={d.id === root?.id ? 'is-active' : undefined}>
            {d.name}
            <span className="download-dirs__count">{d.count}</span>
          </FilterLink>
        ))}
      </nav>
      {rootNode && rootNode.children.length > 0 && (
        <nav className="column-tabs column-tabs--sub download-dirs" aria-label={`${rootNode.name}子目录`}>
          <FilterLink to={downloadHref(rootNode.id, query)} className={child === undefined ? 'is-active' : undefined}>
            全部{rootNode.name}
          </FilterLink>
          {rootNode.children.map((c) => (
            <FilterLink key={c.id} to={downloadHref(c.id, query)} className={c.id === child?.id ? 'is-active' : undefined}>
              {c.name}
              <span className="download-dirs__count">{c.count}</span>
            </FilterLink>
          ))}
        </nav>
      )}
    </>
  );
}

function Filters({ data, next }: { data: DownloadTabData; next: Next }) {
  const { query } = data;
  const { dirId } = next;
  return (
    <div className="lib-filters card download-filters">
      <form className="lib-filters__search" method="get" action={`${DOWNLOAD_BASE}${dirId ? `/${dirId}` : ''}`} role="search">
        <input type="hidden" name="tabsType" value="download" />
        {filterEntries(next.query).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <input name="keywords" type="search" defaultValue={query.keywords} maxLength={fieldLimits.keywords} placeholder="资料名称、用途或目录" aria-label="关键词" />
        <button type="submit" className="btn btn--primary">
          搜索
        </button>
      </form>
      <div className="lib-filters__row" role="group" aria-label="文件类型">
        <span className="lib-filters__label">文件类型</span>
        <div className="lib-filters__options download-types">
          <FilterLink to={downloadHref(dirId, { ...next.query, fileType: undefined })} className={query.fileType === undefined ? 'is-active' : undefined} aria-current={query.fileType === undefined ? 'true' : undefined} preventScrollReset>
            全部
          </FilterLink>
          {downloadFileTypes.map((t) => (
            <FilterLink key={t} to={downloadHref(dirId, { ...next.query, fileType: t })} className={`download-type${query.fileType === t ? ' is-active' : ''}`} aria-current={query.fileType === t ? 'true' : undefined} preventScrollReset>
              <FileTypeIcon type={t} />
              {fileTypeLabels[t]}
            </FilterLink>
          ))}
        </div>
      </div>
      <DownloadFilterRow name="项目类型" field="type" options={optionsOf(projectTypeLabels)} data={data} next={next} />
      <DownloadFilterRow name="项目角色" field="role" options={optionsOf(projectRoleLabels)} data={data} next={next} />
      <DownloadFilterRow name="发布时间" field="range" options={rangeOptions} data={data} next={next} />
      <DownloadFilterRow name="排序" field="sort" options={sortOptions} data={data} next={next} />
    </div>
  );
}

function TopDownloads({ items }: { items: DownloadItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="side-box download-top">
      <h2 className="side-box__title">下载排行</h2>
      <ol className="rank-list">
        {items.map((f, i) => (
          <li key={f.id}>
            <span className={`rank-list__no${i < 3 ? ' is-top' : ''}`}>{i + 1}</span>
            <Link to={downloadHref(f.dirId, { range: 'all', sort: 'newest', keywords: '' }, 1, f.id)}>{f.title}</Link>
            <span className="download-top__count">{formatCount(f.downloadCount)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The materials tab: folders, filters, the files with their 下载 buttons, and 下载排行 beside them. */
export function DownloadTab({ data }: { data: DownloadTabData }) {
  const { root, child, query, page, pinned } = data;
  // Folder tabs and filters build on a pending navigation's choices, so quick successive choices compose.
  const next = usePendingQuery({ dirId: data.dirId, query }, parseDownloadLocation);
  const crumbs: Crumb[] = [
    { label: '资讯中心', to: '/information' },
    { label: '资料下载', to: downloadHref(undefined, { range: 'all', sort: 'newest', keywords: '' }) },
  ];
  if (root) crumbs.push(child ? { label: root.name, to: downloadHref(root.id, query) } : { label: root.name });
  if (child) crumbs.push({ label: child.name });
  const heading = child?.name ?? root?.name ?? '资料下载';
  return (
    <div className="container page lib-page download-page">
      <Breadcrumbs items={crumbs} />
      <header className="page-head">
        <h1>{heading}</h1>
        <p>表格模板、合同范本、施工方案、技术交底、计量支付与 BIM 资料，登录后免费下载。</p>
      </header>
      <DirTabs data={data} next={next} />
      <Filters data={data} next={next} />
      <div className="with-sidebar">
        <div className="with-sidebar__main card">
          {pinned && (
            <ul className="download-list download-list--pinned" aria-label="您要找的资料">
              <FileRow file={pinned} pinned />
            </ul>
          )}
          {page.records.length === 0 ? (
            <p className="empty">没有符合条件的资料，换个筛选条件试试。</p>
          ) : (
            <ul className="download-list">
              {page.records.map((f) => (
                <FileRow key={f.id} file={f} />
              ))}
            </ul>
          )}
          <PageNav href={(n) => downloadHref(data.dirId, query, n)} current={page.current} total={page.total} size={page.size} />
        </div>
        <aside className="with-sidebar__side">
          <TopDownloads items={data.top} />
        </aside>
      </div>
    </div>
  );
}
