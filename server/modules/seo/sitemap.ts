import type { NewsService } from '../news/service';
import type { SearchService } from '../search/service';
import { landings } from '../../../common/product/landings';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Public pages for search engines: the fixed pages, every news column and every indexed document (sitemaps hold at most 50 000 addresses). */
export async function buildSitemap({ origin, news, search }: { origin: string; news: NewsService; search: SearchService }): Promise<string> {
  const [{ columnIds }, documents] = await Promise.all([news.sitemapEntries(), search.sitemapEntries({ limit: 40_000 })]);
  const urls: { loc: string; lastmod?: string; priority: string }[] = [
    { loc: '/', priority: '1.0' },
    { loc: '/news', priority: '0.9' },
    { loc: '/news/tags', priority: '0.5' },
    { loc: '/standard', priority: '0.8' },
    { loc: '/policy', priority: '0.8' },
    { loc: '/paper', priority: '0.7' },
    { loc: '/information', priority: '0.9' },
    { loc: '/information/tender', priority: '0.8' },
    { loc: '/video', priority: '0.7' },
    { loc: '/solution', priority: '0.7' },
    { loc: '/help', priority: '0.6' },
    { loc: '/product', priority: '0.8' },
    { loc: '/product/log', priority: '0.5' },
    // The product landing pages (decision 0023).
    ...landings.map((l) => ({ loc: l.path, priority: '0.7' })),
    { loc: '/open', priority: '0.6' },
    { loc: '/recruit', priority: '0.5' },
    { loc: '/backService', priority: '0.5' },
    { loc: '/weChat', priority: '0.4' },
    { loc: '/service', priority: '0.3' },
    { loc: '/pravicy', priority: '0.3' },
    ...columnIds.map((id) => ({ loc: `/news/list/${id}`, priority: '0.7' })),
    ...documents.map((d) => ({ loc: d.url, lastmod: d.publishedAt.toISOString(), priority: '0.6' })),
  ];
  const body = urls
    .map(
      (u) =>
        `<url><loc>${escapeXml(origin + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}<priority>${u.priority}</priority></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /personalCenter',
    'Disallow: /admin',
    'Disallow: /500',
    'Disallow: /404',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
