import type { Database } from '../../db/client';
import { seoTemplates } from '../../db/schema';
import type { SiteSettings } from '../../config';
import type { ContentEvents } from '../../platform/content-events';
import { renderSeoTemplate, type SeoVars } from './render-template';

export type PageSeo = { title: string; description: string; keywords: string; canonical: string };

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
     * each of the three falls back on its own.
     */
    async resolve({ page, componentId = '', vars = {}, pathname }: { page: string; componentId?: string; vars?: SeoVars; pathname: string }): Promise<PageSeo> {
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
        title: pick('title', site.title),
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

/** Canonical address: the site's origin plus the path, without query or trailing slash. */
export function canonicalUrl(origin: string, pathname: string): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  return `${origin}${path}`;
}
