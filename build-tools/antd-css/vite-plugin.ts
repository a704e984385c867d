import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { ExtractedStyles } from './extract';

const VIRTUAL = 'virtual:antd-css/';
const RESOLVED = '\0antd-css/';
/** `virtual:antd-css/of:./panel`: the stylesheets of everything ./panel and its own imports take from antd. */
const OF = 'of:';
const here = path.dirname(fileURLToPath(import.meta.url));

let extracted: ExtractedStyles | undefined;

/** Everything the generated styles depend on: antd's version, the samples, the theme and the brand colours. */
function inputsHash(): string {
  const require = createRequire(import.meta.url);
  const root = path.resolve(here, '../..');
  const hash = createHash('sha256');
  for (const pkg of ['antd', '@ant-design/cssinjs']) hash.update(`${pkg}@${(require(`${pkg}/package.json`) as { version: string }).version}`);
  for (const file of ['build-tools/antd-css/samples.tsx', 'build-tools/antd-css/extract.tsx', 'app/lib/theme.ts', 'app/components/auth/brands.ts']) {
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * antd's styles for our theme, rendered in a production-mode child process
 * (./extract.tsx; antd's class hashes differ in development) and kept under
 * node_modules/.cache until one of their inputs changes.
 */
function styles(): ExtractedStyles {
  if (extracted) return extracted;
  const cacheFile = path.resolve(here, '../../node_modules/.cache/antd-css', `${inputsHash()}.json`);
  if (existsSync(cacheFile)) {
    extracted = JSON.parse(readFileSync(cacheFile, 'utf8')) as ExtractedStyles;
    return extracted;
  }
  const json = execFileSync(process.execPath, ['--import', 'tsx', path.join(here, 'extract.tsx')], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
    encoding: 'utf8',
  });
  extracted = JSON.parse(json) as ExtractedStyles;
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, json);
  return extracted;
}

const antdImport = /(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]antd['"]\s*;?/g;
const anyAntdImport = /(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"](antd(?:\/[^'"]*)?)['"]|import\(\s*['"](antd(?:\/[^'"]*)?)['"]\s*\)/g;

/** Imports that would bring antd code without its styles: deep paths, namespaces, dynamic imports. */
function strayImports(source: string): string[] {
  const stray: string[] = [];
  for (const m of source.matchAll(anyAntdImport)) {
    const [text, typeOnly, clause, from, dynamic] = m;
    const module = from ?? dynamic!;
    if (module.startsWith('antd/locale/') || typeOnly) continue;
    if (module === 'antd' && !dynamic && /^\{[^}]*\}$/.test(clause!.trim())) continue;
    stray.push(text);
  }
  return stray;
}

/** The antd names a module imports as values (type-only names carry no styles). */
function valueNames(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(antdImport)) {
    if (m[2]) continue;
    for (const part of m[3]!.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

/** The stylesheets (base first) of the given antd exports. */
function ownersOf(names: string[], exportsTo: Record<string, string[]>, fail: (message: string) => never): string[] {
  const owners: string[] = ['base'];
  for (const name of names) {
    const list = exportsTo[name];
    if (!list) fail(`imports ${name} from 'antd', which has no style sample: add one to build-tools/antd-css/samples.tsx.`);
    for (const owner of list) if (!owners.includes(owner)) owners.push(owner);
  }
  return owners;
}

/** A module and the app modules it imports by relative path, transitively. */
export function graphFiles(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/(?:import|export)\s+(?!type\b)[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = path.resolve(path.dirname(file), m[1]!);
      const found = [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')].find((f) => existsSync(f) && /\.tsx?$/.test(f));
      if (found) visit(found);
    }
  };
  visit(entry);
  return [...seen];
}

/** `import 'virtual:antd-css/<name>.css'` lines in a module and what it imports. */
function namedStylesheetsInGraph(entry: string): string[] {
  const names = new Set<string>();
  for (const file of graphFiles(entry)) for (const m of readFileSync(file, 'utf8').matchAll(/import\s+['"]virtual:antd-css\/([\w-]+)\.css['"]/g)) names.add(m[1]!);
  return [...names];
}

function antdNamesInGraph(entry: string): string[] {
  const names = new Set<string>();
  for (const file of graphFiles(entry)) for (const name of valueNames(readFileSync(file, 'utf8'))) names.add(name);
  return [...names];
}

/**
 * antd with zeroRuntime: every module of app/ that imports a component from
 * 'antd' also imports that component's stylesheet, generated at build time.
 * Vite then puts each page's antd styles in the hashed CSS files of the
 * chunks that page loads, React Router lists them in <Links/> (and waits for
 * them on client navigations), and a lazily loaded island brings its own.
 *
 * `virtual:antd-css/partner-themes.css` holds the partner login colours and is
 * imported by the one component that uses them. `virtual:antd-css/of:./module`
 * brings the stylesheets of a module loaded lazily (and of what it imports), so
 * that its server-rendered markup is styled before its code arrives
 * (app/components/auth/lazy-login-panel.tsx).
 */
export function antdStaticCss(): Plugin {
  /** Modules that import `of:` stylesheets (app/components/auth/lazy-login-panel.tsx), and the modules they name. */
  const islandHosts = new Set<string>();
  const islandTargets = new Set<string>();
  return {
    name: 'jz:antd-static-css',
    enforce: 'pre',
    async resolveId(id, importer) {
      if (!id.startsWith(VIRTUAL)) return undefined;
      const rest = id.slice(VIRTUAL.length);
      if (!rest.startsWith(OF)) return RESOLVED + rest;
      const target = await this.resolve(rest.slice(OF.length), importer);
      if (!target) this.error(`antd-css: cannot find ${rest.slice(OF.length)} from ${importer}`);
      if (importer) islandHosts.add(importer);
      islandTargets.add(target.id);
      return `${RESOLVED}${OF}${target.id}.css`;
    },
    /**
     * An island's page already holds its stylesheets, in the one file of its `of:` import. Vite's preload of the
     * island's chunk would add each of its component stylesheets again once the code loads (on /login eight more
     * requests and a restyle of the whole page, the same rules twice): in a chunk whose dynamic imports are all
     * islands, the preload lists keep their scripts and lose their stylesheets.
     */
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const targetFiles = new Set(
          Object.values(bundle).flatMap((c) => (c.type === 'chunk' && c.facadeModuleId && islandTargets.has(c.facadeModuleId) ? [c.fileName] : [])),
        );
        for (const chunk of Object.values(bundle)) {
          // The server's bundle has no preloads.
          const mapDeps = ')=>i.map(i=>d[i]);';
          if (chunk.type !== 'chunk' || !chunk.code.startsWith('const __vite__mapDeps=') || !chunk.code.includes(mapDeps)) continue;
          if (!chunk.moduleIds.some((id) => islandHosts.has(id))) continue;
          const others = chunk.dynamicImports.filter((file) => !targetFiles.has(file));
          if (others.length > 0) this.error(`antd-css: ${chunk.fileName} holds an island and also imports ${others.join(', ')} lazily; keep islands in modules of their own.`);
          chunk.code = chunk.code.replace(mapDeps, ')=>i.map(i=>d[i]).filter(f=>!f.endsWith(".css"));');
        }
      },
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length).replace(/\.css$/, '');
      const all = styles();
      if (name.startsWith(OF)) {
        // A module loaded lazily brings its JavaScript later, but its server-rendered markup needs its styles at
        // once: one stylesheet with all of them (the base and each component's), a single request for the page.
        const entry = name.slice(OF.length).replace(/\.css$/, '');
        const owners = ownersOf(antdNamesInGraph(entry), all.exportsTo, (message) => this.error(message));
        // Stylesheets the module graph names itself (the partner colours of the login panel).
        for (const named of namedStylesheetsInGraph(entry)) if (!owners.includes(named)) owners.push(named);
        for (const file of graphFiles(entry)) this.addWatchFile(file);
        return owners.map((o) => (o === 'base' ? all.base : o === 'partner-themes' ? all.partnerThemes : all.owners[o])).join('\n');
      }
      if (name === 'base') return all.base;
      if (name === 'partner-themes') return all.partnerThemes;
      const css = all.owners[name];
      if (css === undefined) this.error(`antd-css: no styles for "${name}"`);
      return css;
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\/app\/.*\.tsx?$/.test(id.split('?')[0]!)) return undefined;
      if (!code.includes('antd')) return undefined;
      const stray = strayImports(code);
      if (stray.length > 0) {
        this.error(`${path.relative(process.cwd(), id)}: import antd components by name from 'antd' (found "${stray[0]}") so that their styles come with them (build-tools/antd-css).`);
      }
      const names = valueNames(code);
      if (names.length === 0) return undefined;
      if (/\b(?:labelCol|wrapperCol)\s*[=:]/.test(code)) {
        this.error(`${path.relative(process.cwd(), id)}: labelCol and wrapperCol need the grid's column classes, which build-tools/antd-css leaves out while no Row or Col sample exists: add one to samples.tsx.`);
      }
      const owners = ownersOf(names, styles().exportsTo, (message) => this.error(`${path.relative(process.cwd(), id)} ${message}`));
      const imports = owners.map((o) => `import '${VIRTUAL}${o}.css';`).join('');
      return { code: imports + code, map: null };
    },
  };
}
