/**
 * The two brands of the site, chosen by the request's host (spec §1,
 * decision 0022): a host that contains the configured mark
 * (`SITE_CLOUD_HOST_MARK`, default `cloud`) gets the cloud brand, every other
 * host the default brand. Plain values: the pages import them.
 */

export const siteBrandIds = ['default', 'cloud'] as const;
export type SiteBrandId = (typeof siteBrandIds)[number];

/** What differs between the brands on a page: the header's logo and name, the hotline and the end of every title. */
export type SiteBrand = {
  id: SiteBrandId;
  /** Shown beside the logo, in the footer and in titles made from a page's heading. */
  name: string;
  /** The service hotline of the header, footer and floating tools. */
  hotline: string;
  /**
   * Appended to every page title of this brand (" - 计智工程云") that does not
   * name the brand already. Empty: titles as the templates make them.
   */
  titleSuffix: string;
  /** The title of a page that has neither a template nor a heading of its own. */
  defaultTitle: string;
  /** One line under the name in the cloud header. */
  tagline: string;
};

/** The brand of a host. An empty mark never matches, so the site then has one brand. */
export function siteBrandOf(host: string | undefined, mark: string): SiteBrandId {
  const needle = mark.trim().toLowerCase();
  if (!needle || !host) return 'default';
  // Only the host name decides, never the port (cloud.example.cn:8080 and example.cn:8080 are still told apart).
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return name.includes(needle) ? 'cloud' : 'default';
}

/** A title with the brand's suffix, unless it names the brand already ("登录 - 计智工程云"). */
export function brandedTitle(title: string, brand: Pick<SiteBrand, 'name' | 'titleSuffix'>): string {
  if (!brand.titleSuffix || title.includes(brand.name)) return title;
  return `${title}${brand.titleSuffix}`;
}
