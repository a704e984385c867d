import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { seoMeta } from '../lib/seo';
import { ErrorView } from '../components/error-view';

export async function loader({ context, request }: Route.LoaderArgs) {
  const seo = await context.services.seo.resolve({ page: 'notFound', pathname: new URL(request.url).pathname });
  return data({ seo }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [...seoMeta(loaderData?.seo), { name: 'robots', content: 'noindex' }];

export default function NotFound() {
  return <ErrorView status={404} />;
}
