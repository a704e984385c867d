import type { ThemeConfig } from 'antd';

/** The site's primary colour: antd's, app.css's --c-primary, and the company's own login pages'. */
export const sitePrimary = '#1260fb';

/**
 * Brand colours shared by antd components and app.css (keep the two in step).
 * antd runs with zeroRuntime: its styles are generated at build time
 * (build-tools/antd-css) and reach the page as hashed stylesheets, so a page's
 * HTML carries no antd style and does not depend on what was rendered before.
 * The fixed cssVar key names the CSS-variable scope those stylesheets use.
 */
export const brandTheme: ThemeConfig = {
  token: {
    // #1260fb rather than #1664ff: the brand blue darkened just enough for 4.5:1 as text on --c-primary-soft (decision 0017).
    colorPrimary: sitePrimary,
    colorLink: sitePrimary,
    // Secondary text (hints, descriptions; app.css's breadcrumbs use the same .55): antd's rgba(0,0,0,.45) is 3.3:1 on the page grey; .55 reaches 4.5:1 there.
    colorTextDescription: 'rgba(0, 0, 0, 0.55)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.55)',
    // Danger buttons and form errors: antd's #ff4d4f is 3.3:1 on white; the same red, darker, reaches 4.5:1.
    colorError: '#e22d37',
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "WenQuanYi Micro Hei", "Helvetica Neue", Arial, sans-serif',
  },
  cssVar: { key: 'jz' },
  zeroRuntime: true,
};

/**
 * Whether a login page's colour needs a theme of its own: the site's primary
 * is the brand theme's, so the company's own pages derive no second set of
 * tokens and the build writes no scope for it.
 */
export const needsColourTheme = (colour: string) => colour.toLowerCase() !== sitePrimary;

/**
 * A partner login page's colours, nested inside the brand theme. Each colour
 * has its own variable scope; the build writes the variables of every colour
 * in the brands table (app/components/auth/brands.ts) that needs one.
 */
export function colourTheme(colour: string): ThemeConfig {
  return { token: { colorPrimary: colour, colorLink: colour }, cssVar: { key: `jz-${colour.replace('#', '').toLowerCase()}` } };
}
