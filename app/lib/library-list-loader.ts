import type { Page } from '../../common/api/envelope';
import type { PageSeo } from './seo';
import { assertPageInRange, notFound, parsePage } from './route-params';
import { parseCategorySegment, parseLibraryQuery, toListOptions, type LibraryQuery } from './library-query';

export const LIBRARY_PAGE_SIZE = 20;

type ListOptions = Partial<ReturnType<typeof toListOptions>> & { dirId?: number; current: number; size: number };

/**
 * The loader shared by the standard, policy and paper lists: category from
 * `:id?`, page from `:page?`, filters from the query string, the page of
 * results and the hottest items of the category for the sidebar.
 */
export async function loadLibraryList<T>(options: {
  request: Request;
  params: { id?: string; page?: string };
  categories: readonly { id: number; name: string }[];
  withStandardFields?: boolean;
  list: (options: ListOptions) => Promise<Page<T>>;
  seo: (categoryName: string | undefined, pathname: string) => Promise<PageSeo>;
}): Promise<{ seo: PageSeo; category: number | undefined; categoryName: string | undefined; query: LibraryQuery; page: Page<T>; hottest: T[] }> {
  const url = new URL(options.request.url);
  const category = parseCategorySegment(options.params.id);
  if (category === null || (category !== undefined && !options.categories.some((c) => c.id === category))) notFound();
  const current = parsePage(options.params.page);
  const query = parseLibraryQuery(url, options.withStandardFields);
  const [page, hottest] = await Promise.all([
    options.list({ ...toListOptions(query), dirId: category, current, size: LIBRARY_PAGE_SIZE }),
    options.list({ dirId: category, sort: 'hottest', current: 1, size: 8 }),
  ]);
  assertPageInRange(current, page.pages);
  const categoryName = options.categories.find((c) => c.id === category)?.name;
  const seo = await options.seo(categoryName, url.pathname);
  return { seo, category, categoryName, query, page, hottest: hottest.records };
}
