/**
 * Renders every antd sample (./samples.tsx) with the brand theme and records
 * the styles antd registers, grouped by the component that owns them. Run by
 * the Vite plugin in a child process with NODE_ENV=production (antd's class
 * hashes differ in development); prints the result as JSON on stdout.
 *
 * Partner login pages nest a ConfigProvider with their own colours (one CSS
 * variable scope per colour, app/lib/theme.ts). Their variables are written
 * as differences from the brand theme, so each scope costs a few hundred bytes.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { brandTheme, colourTheme, needsColourTheme } from '../../app/lib/theme';
import { brands, defaultBrand } from '../../app/components/auth/brands';
import { samples } from './samples';

export type ExtractedStyles = {
  /** Styles every antd page needs: the reset, icons and the theme's root variables. */
  base: string;
  /** Component name → its styles and its CSS variables (for every theme scope). */
  owners: Record<string, string>;
  /** antd export → the owners its sample registered, in registration order. */
  exportsTo: Record<string, string[]>;
  /** Partner colour scopes: only the variables that differ from the brand theme. */
  partnerThemes: string;
};

type Entry = { key: string; text: string; order: number; time: number };

const cachePathRule = /\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/g;

function render(element: ReactElement, nestedColour?: string): Entry[] {
  const cache = createCache();
  // Styles are generated here, at build time; the pages run with zeroRuntime.
  const theme = { ...brandTheme, zeroRuntime: false };
  const inner = nestedColour ? <ConfigProvider theme={colourTheme(nestedColour)}>{element}</ConfigProvider> : element;
  renderToString(
    <StyleProvider cache={cache} hashPriority="high">
      <ConfigProvider theme={theme}>{inner}</ConfigProvider>
    </StyleProvider>,
  );
  const entries: Entry[] = [];
  for (const [key, value] of cache.cache) {
    const single = { cache: new Map([[key, value]]), updateTimes: new Map(), extracted: new Set() };
    const text = extractStyle(single as never, { plain: true }).replace(cachePathRule, '');
    if (!text) continue;
    // The same order antd's own extraction sorts by: priority, then registration.
    const order = key.startsWith('style%') ? ((value as unknown[])[1] as unknown[])[4] : -999;
    entries.push({ key, text, order: typeof order === 'number' ? order : -999, time: cache.updateTimes.get(key) ?? 0 });
  }
  return entries.sort((a, b) => a.order - b.order || a.time - b.time);
}

/** `style%<hash>%Button-Button%…` and `cssVar%Button%<scope>%…` belong to Button; the reset, icons and tokens to the base. */
function ownerOf(key: string): string {
  const parts = key.split('%');
  if (parts[0] === 'token') return 'base';
  if (parts[0] === 'cssVar') return parts[1]!;
  const component = parts[2] ?? '';
  if (!component || component === 'Shared' || parts[1] === '') return 'base';
  return component.split('-')[0]!;
}

/** The login pages' colours (app/components/auth/brands.ts), each a variable scope of its own where it needs one. */
function partnerColours(): string[] {
  return [...new Set([defaultBrand, ...Object.values(brands)].map((b) => b.colour.toLowerCase()))].filter(needsColourTheme).sort();
}

const scopeOfColour = (colour: string) => `.${colourTheme(colour).cssVar!.key}`;
const brandScope = `.${brandTheme.cssVar!.key}`;
const scopePattern = (scope: string) => new RegExp(`${scope.replace(/[.-]/g, '\\$&')}(?=[.{,\\s]|$)`, 'g');
/** Variable blocks of a scope antd made up for an inline panel's own theme: never on a page. */
const isPanelScope = (text: string) => /^\.css-var-/.test(text);

/** `sel{a:b;c:d;}` → selector and declarations (variable blocks hold no nested braces). */
function parseBlock(text: string): { selector: string; decls: Map<string, string> } {
  const open = text.indexOf('{');
  const selector = text.slice(0, open);
  const decls = new Map<string, string>();
  let depth = 0;
  let start = open + 1;
  for (let i = start; i < text.length - 1; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ';' && depth === 0) {
      const decl = text.slice(start, i);
      const colon = decl.indexOf(':');
      decls.set(decl.slice(0, colon).trim(), decl.slice(colon + 1).replace(/\s+/g, ' ').trim());
      start = i + 1;
    }
  }
  return { selector, decls };
}

/** A grid class that places a column: its span, offset, push, pull or order, at any breakpoint. */
const spanClass = /\.ant-col-(?:(?:xs|sm|md|lg|xl|xxl|xxxl)-)?(?:\d+|offset-\d+|push-\d+|pull-\d+|order-\d+)(?![\w-])/;

/**
 * The grid's column classes are a third of a form's styles (24 spans × 4
 * kinds × 7 breakpoints) and nothing in app/ sets them: there is no Row or
 * Col sample, and the plugin refuses labelCol and wrapperCol. Rules all of
 * whose selectors need one go; an @media block left empty goes with them.
 * antd's output is minified CSS without braces in its values.
 */
export function withoutColumnSpans(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) {
      out += css.slice(i);
      break;
    }
    const prelude = css.slice(i, open);
    let depth = 1;
    let j = open + 1;
    for (; j < css.length && depth > 0; j++) {
      if (css[j] === '{') depth++;
      else if (css[j] === '}') depth--;
    }
    const body = css.slice(open + 1, j - 1);
    if (prelude.trim().startsWith('@')) {
      const inner = /^\s*@(media|supports|layer|container)\b/.test(prelude) ? withoutColumnSpans(body) : body;
      if (inner.trim()) out += `${prelude}{${inner}}`;
    } else if (!prelude.split(',').every((selector) => spanClass.test(selector))) {
      out += `${prelude}{${body}}`;
    }
    i = j;
  }
  return out;
}

export function extractAll(): ExtractedStyles {
  const colours = partnerColours();
  const owners = new Map<string, string[]>();
  const seen = new Set<string>();
  const exportsTo: Record<string, string[]> = {};
  const diffs: string[] = [];

  for (const [name, sample] of Object.entries(samples)) {
    const brandEntries = render(sample());
    const touched: string[] = [];
    // The same sample under each partner scope: its variable blocks, by the brand block they shadow.
    const partnerBlocks = colours.map((colour) => {
      const scope = scopeOfColour(colour);
      const blocks = new Map<string, string>();
      for (const e of render(sample(), colour)) {
        if (!e.key.startsWith('style%') && e.text.includes(scope)) blocks.set(e.text.split('{')[0]!.replace(scopePattern(scope), brandScope), e.text);
      }
      return { scope, blocks };
    });
    for (const entry of brandEntries) {
      if (isPanelScope(entry.text)) continue;
      const owner = ownerOf(entry.key);
      if (!touched.includes(owner)) touched.push(owner);
      if (seen.has(entry.key)) continue;
      seen.add(entry.key);
      let text = entry.text;
      if (!entry.key.startsWith('style%')) {
        // A variable block: the brand values for every scope, then each partner's own values where they differ.
        const brand = parseBlock(text);
        const selectors = [brand.selector, ...partnerBlocks.map(({ scope }) => brand.selector.replace(scopePattern(brandScope), scope))];
        text = `${selectors.join(',')}{${[...brand.decls].map(([k, v]) => `${k}:${v};`).join('')}}`;
        if (partnerBlocks.length === 0) text = entry.text;
        for (const { scope, blocks } of partnerBlocks) {
          const partner = blocks.get(brand.selector);
          if (!partner) continue;
          const own = parseBlock(partner);
          const changed = [...own.decls].filter(([k, v]) => brand.decls.get(k) !== v);
          if (changed.length) diffs.push(`${brand.selector.replace(scopePattern(brandScope), scope)}{${changed.map(([k, v]) => `${k}:${v};`).join('')}}`);
        }
      }
      owners.set(owner, [...(owners.get(owner) ?? []), text]);
    }
    exportsTo[name] = touched;
  }
  const base = (owners.get('base') ?? []).join('\n');
  owners.delete('base');
  const grid = owners.get('Grid');
  if (grid && !('Row' in samples) && !('Col' in samples)) owners.set('Grid', grid.map(withoutColumnSpans));
  return {
    base,
    owners: Object.fromEntries([...owners].map(([owner, texts]) => [owner, texts.join('\n')])),
    exportsTo: Object.fromEntries(Object.entries(exportsTo).map(([name, list]) => [name, list.filter((o) => o !== 'base')])),
    partnerThemes: diffs.join('\n'),
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  process.stdout.write(JSON.stringify(extractAll()));
}
