import type { Database } from '../../db/client';
import { seoTemplates } from '../../db/schema';
import { siteBrands, type SiteSettings } from '../../config';
import { brandedTitle, type SiteBrandId } from '../../../common/site/brands';
import type { ContentEvents } from '../../platform/content-events';
import { canonicalUrl, headingTitle, renderSeoTemplate, type PageSeo, type SeoVars } from '../../../common/seo/options';

type Template = { title: string; description: string; keywords: string };

export type SeoService = ReturnType<typeof createSeoService>;

export function createSeoService({ db, site, events }: { db: Database; site: SiteSettings; events: ContentEvents }) {
  const brands = siteBrands(site);
  let templates: Promise<Map<string, Template>> | undefined;
  events.onChanged((scope) => {
    if (scope === 'seo' || scope === 'all') templates = undefined;
  });
  const load = () => {
    templates ??= db
      .select()
      .from(seoTemplates)
      .then((rows) => new Map(rows.map((r) => [`${r.pageName}|${r.componentId}`, r])))
      .catch((e: unknown) => {
        templates = undefined;
        throw e;
      });
    return templates;
  };

  return {
    /**
     * Title, description and keywords of a page: the template for this page
     * and component, else the page's default template, else the site default;
     * each of the three falls back on its own. A page with a `heading` of its
     * own falls back to "<heading> - <site name>" for its title. On the
     * cloud brand (decision 0022) the brand's name replaces the site's and
     * every title ends with the brand unless it names it already. Page
     * loaders do not pass `brand`: the render gives them a seo service that
     * adds the request's own (server/http/page-renderer.ts).
     */
    async resolve({
      page,
      componentId = '',
      vars = {},
      pathname,
      heading,
      brand: brandId = 'default',
    }: {
      page: string;
      componentId?: string;
      vars?: SeoVars;
      pathname: string;
      heading?: string;
      brand?: SiteBrandId;
    }): Promise<PageSeo> {
      const brand = brands[brandId] ?? brands.default;
      const all = await load();
      const candidates = [all.get(`${page}|${componentId}`), componentId ? all.get(`${page}|`) : undefined].filter(
        (t): t is Template => t !== undefined,
      );
      const filled = { companyName: site.company, ...vars };
      const pick = (field: keyof Template, fallback: string) => {
        for (const t of candidates) {
          const text = renderSeoTemplate(t[field], filled);
          if (text) return text;
        }
        return fallback;
      };
      return {
        title: brandedTitle(pick('title', heading ? headingTitle(heading, brand.name) : brand.defaultTitle), brand),
        description: pick('description', site.description),
        keywords: pick('keywords', site.keywords),
        canonical: canonicalUrl(site.url, pathname),
      };
    },

    async upsertTemplate(input: { pageName: string; componentId?: string; title?: string; description?: string; keywords?: string }) {
      const row = { componentId: '', title: '', description: '', keywords: '', ...input };
      await db
        .insert(seoTemplates)
        .values(row)
        .onConflictDoUpdate({
          target: [seoTemplates.pageName, seoTemplates.componentId],
          set: { title: row.title, description: row.description, keywords: row.keywords, updatedAt: new Date() },
        });
      await events.changed('seo');
    },
  };
}
