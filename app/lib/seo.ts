import type { MetaDescriptor } from 'react-router';
import type { PageSeo } from '../../common/seo/options';

export type { PageSeo };

/** Title, description, keywords and canonical link for a page's `meta` export. */
export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { name: 'keywords', content: seo.keywords },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
  ];
}
