import type { Database } from '../../db/client';
import { seoTemplates } from '../../db/schema';
import type { SiteSettings } from '../../config';
import type { ContentEvents } from '../../platform/content-events';
import { canonicalUrl, headingTitle, renderSeoTemplate, type PageSeo, type SeoVars } from '../../../common/seo/options';

type Template = { title: string; description: string; keywords: string };

export type SeoService = ReturnType<typeof createSeoService>;

export function createSeoService({ db, site, events }: { db: Database; site: SiteSettings; events: ContentEvents }) {
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
     * own falls back to "<heading> - <site name>" for its title.
     */
    async resolve({
      page,
      componentId = '',
      vars = {},
      pathname,
      heading,
    }: {
      page: string;
      componentId?: string;
      vars?: SeoVars;
      pathname: string;
      heading?: string;
    }): Promise<PageSeo> {
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
        title: pick('title', heading ? headingTitle(heading, site.name) : site.title),
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
