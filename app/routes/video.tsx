import type { Route } from './+types/video';
import learningCss from '../styles/learning.css?url';
import type { AppLoadContext } from 'react-router';
import { seoMeta } from '../lib/seo';
import { notFound, orNotFound, parseId } from '../lib/route-params';
import { InformationTabs } from '../components/information/information-tabs';
import { VideoListView } from '../components/learning/video-list-view';
import { VideoDetailView } from '../components/learning/video-detail-view';
import { parseVideoQuery, VIDEO_PAGE_SIZE } from '../components/learning/video-query';

/**
 * Spec §2.1 has one route for courses, /video: the list with its filters in
 * the query string, and a course at /video?id=<id> with its own title,
 * description and canonical link.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  return id === null ? loadList(context, url) : loadCourse(context, url, id);
}

async function loadList({ services }: AppLoadContext, url: URL) {
  const query = parseVideoQuery(url.searchParams);
  if (!query) notFound();
  const tree = await services.learning.categoryTree();
  const root = query.cat === undefined ? undefined : tree.find((c) => c.id === query.cat || c.children.some((k) => k.id === query.cat));
  const category = root && (root.id === query.cat ? root : root.children.find((k) => k.id === query.cat));
  if (query.cat !== undefined && !category) notFound();
  const page = await services.learning.listCourses({
    categoryId: query.cat,
    projectType: query.type,
    projectRole: query.role,
    range: query.range,
    sort: query.sort,
    keywords: query.keywords || undefined,
    current: query.page,
    size: VIDEO_PAGE_SIZE,
  });
  if (query.page > 1 && query.page > page.pages) notFound();
  const seo = await services.seo.resolve({ page: 'video', vars: { column: category?.name ?? '全部' }, pathname: url.pathname });
  // One canonical page per category; filters, sorting and paging are views of it.
  if (category) seo.canonical += `?cat=${category.id}`;
  return { view: 'list' as const, seo, tree, query, root, category, page };
}

async function loadCourse({ services, viewer }: AppLoadContext, url: URL, idText: string) {
  const id = parseId(idText);
  const [course, recommended] = await Promise.all([
    orNotFound(services.learning.getCourse({ id, userId: viewer?.userId })),
    orNotFound(services.learning.recommend({ id, size: 6 })),
  ]);
  const seo = await services.seo.resolve({ page: 'video', componentId: 'videoDetail', vars: { title: course.title, column: course.categoryName }, pathname: url.pathname });
  seo.canonical += `?id=${course.id}`;
  seo.description = `${course.title}（${course.lecturer}主讲，共 ${course.chapters.length} 讲）：${course.summary}`.slice(0, 200);
  seo.keywords = [course.title, course.categoryName, course.rootCategoryName, course.lecturer, '工程视频课程'].join(',');
  return { view: 'detail' as const, seo, course, recommended, loggedIn: viewer !== null && viewer !== undefined };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: learningCss }];

export default function Video({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InformationTabs active="VIDEO" />
      {loaderData.view === 'detail' ? (
        <VideoDetailView course={loaderData.course} recommended={loaderData.recommended} loggedIn={loaderData.loggedIn} />
      ) : (
        <VideoListView tree={loaderData.tree} query={loaderData.query} root={loaderData.root} category={loaderData.category} page={loaderData.page} />
      )}
    </>
  );
}
