/**
 * Title, description and keywords of the pages (spec §1): templates with
 * placeholders, filled by the seo service for the page loaders.
 */

/** Placeholder names a title/description/keywords template may use (spec §1). */
export const seoPlaceholders = ['companyName', 'title', 'column', 'parentColumn', 'tag', 'product', 'region', 'infoType', 'bizType'] as const;

export type SeoVars = Partial<Record<(typeof seoPlaceholders)[number], string | null | undefined>>;

/** What a page's `meta` renders: title, description, keywords and the canonical address. */
export type PageSeo = { title: string; description: string; keywords: string; canonical: string };

/**
 * Fills `{name}` placeholders. Answers undefined when the template is empty
 * or a placeholder it uses has no value, so the caller falls back to the
 * site default instead of showing a half-filled title.
 */
export function renderSeoTemplate(template: string, vars: SeoVars): string | undefined {
  if (!template.trim()) return undefined;
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = (vars as Record<string, string | null | undefined>)[name]?.trim();
    if (!value) missing = true;
    return value ?? '';
  });
  return missing ? undefined : text.replace(/\s+/g, ' ').trim();
}

/**
 * The title of a page that has a heading of its own (登录, 产品中心, 个人中心 …) when no template gives one: the
 * heading and the site's name, rather than the site's generic title that every such page would otherwise share.
 */
export function headingTitle(heading: string, siteName: string): string {
  return `${heading} - ${siteName}`;
}

/** Canonical address: the site's origin plus the path, without query or trailing slash. */
export function canonicalUrl(origin: string, pathname: string): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  return `${origin}${path}`;
}
