import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import Beasties from 'beasties';
import { defineConfig, type ConfigEnv, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin as PostCssPlugin } from 'postcss';
import { compileCatalog, isShownOnPages } from '../contracts/src/i18n/compile';
import type { Catalog } from '../contracts/src/i18n/format';
import { isLocale } from '../contracts/src/i18n/locales';

const backendUrl = process.env.VITE_BACKEND_URL ?? 'http://localhost:3000';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|wasm)$/;

/** The browser's build; the server's (entry-server.tsx, `vite build --ssr`) is only its render. */
const clientBuild = (_config: unknown, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

/** A build-only plugin that works on the written output folder once the bundle is closed, one after another. */
function onBuiltFiles(name: string, work: (outDir: string) => void | Promise<void>, order?: 'pre'): Plugin {
  let outDir = '';
  return {
    name,
    apply: clientBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: { sequential: true, order, handler: () => work(outDir) },
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the build, compressed
 * once at their best level, so the server never compresses static files per request.
 */
const precompress = () => onBuiltFiles('izlazak:precompress', writeCompressedCopies);

function writeCompressedCopies(outDir: string) {
  for (const file of filesUnder(outDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = fs.readFileSync(file);
    if (content.length < 512) continue;
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  }
}

/**
 * The boot shell paints with the few rules it uses, inlined in index.html; the whole stylesheet
 * is fetched at once but no longer holds the first paint, and React renders once it has been
 * applied (main.tsx), so no page is ever seen unstyled. The server's lead picture (backend
 * platform/http/lead-picture.ts) is not in the template: its rule is kept by name. It runs before
 * the compressed copies are written.
 */
const inlineBootShellStyles = () => onBuiltFiles('izlazak:inline-boot-shell-styles', (outDir) => inlineCriticalStyles(path.join(outDir, 'index.html'), outDir), 'pre');

async function inlineCriticalStyles(indexFile: string, outDir: string): Promise<void> {
  const beasties = new Beasties({ path: outDir, publicPath: '/', pruneSource: false, allowRules: [/\.boot-shell__picture/], fonts: false, logLevel: 'warn' });
  const html = await beasties.process(fs.readFileSync(indexFile, 'utf8'));
  // Beasties leaves a preload in the head and the stylesheet at the end of the body. The body's
  // place would put the whole stylesheet after the pages' own (added to the head as they load) and
  // win over them, so a script loads it in the head's place instead, without holding the paint;
  // main.tsx renders once it has settled.
  const href = /<link rel="stylesheet"[^>]* href="([^"]+)">/.exec(html)?.[1];
  if (!href) throw new Error('inline-boot-shell-styles: no stylesheet in index.html');
  // Marked, so a page the server renders can take the stylesheet as a plain link instead.
  const loader = `<script data-app-styles>${STYLESHEET_LOADER}(${JSON.stringify(href)})</script>`;
  const loadedFromHead = html.replace(/<link rel="preload"[^>]* as="style">/, loader).replace(/<link rel="stylesheet"[^>]*>/, '');
  fs.writeFileSync(indexFile, loadedFromHead);
}

/** Adds the app's stylesheet (#app-styles) where it runs, and marks it data-settled once it has loaded or failed. */
const STYLESHEET_LOADER = `(function(h){var l=document.createElement('link');l.rel='stylesheet';l.id='app-styles';l.crossOrigin='anonymous';l.fetchPriority='low';l.onload=l.onerror=function(){l.setAttribute('data-settled','')};l.href=h;document.head.appendChild(l)})`;

/**
 * What a first visit to an address needs: its layout and page chunks. index.html asks for them at
 * once, next to the entry, instead of after the entry has run and rendered. The public pages
 * arrive rendered with their data (entry-server.tsx), so none is read ahead. Hints only: the
 * router (src/app/router.tsx) stays the source of truth, and a stale hint costs one wasted request.
 */
// A public page's address in any of its languages: today's path, or the same under /en or /sr-cyrl.
const inAnyLocale = (pattern: string) => `^(?:/en|/sr-cyrl)?${pattern.slice(1)}`;

const FIRST_VISIT: { path: string; modules: string[] }[] = [
  { path: '^/?$', modules: ['app/layouts/public-layout', 'app/routes/home-route'] },
  { path: '^/clubs/?$', modules: ['app/layouts/public-layout', 'features/venues/pages/clubs-page'] },
  { path: '^/events?(/[^/]+)?/?$', modules: ['app/layouts/public-layout', 'features/events/pages/events-page'] },
  { path: '^/club/[^/]+/?$', modules: ['app/layouts/venue-layout', 'app/routes/club-home-route'] },
  { path: '^/club/[^/]+/events/?$', modules: ['app/layouts/venue-layout', 'app/routes/club-events-route'] },
  { path: '^/club/[^/]+/contact/?$', modules: ['app/layouts/venue-layout', 'features/venues/pages/club-contact-page'] },
  { path: '^/contact/?$', modules: ['app/layouts/public-layout', 'features/site/pages/contact-page'] },
  { path: '^/about/?$', modules: ['app/layouts/public-layout', 'features/site/pages/about-page'] },
  { path: '^/auth(/login)?/?$', modules: ['app/layouts/auth-layout', 'features/auth/pages/login-page'] },
];

const FIRST_VISIT_PLACEHOLDER = '<!-- first-visit-preloads -->';

/**
 * Runs inline in index.html (its hash is in the server's CSP): adds the hints of the first matching
 * path. Every hint is `crossorigin`, like the requests that use them (module scripts, Vite's
 * stylesheet links, fetch), or the browser would not reuse it.
 */
const FIRST_VISIT_SCRIPT = `(function(t,p){for(var i=0;i<t.length;i++){if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(f){hint(/\\.css$/.test(f)?'preload':'modulepreload',f,/\\.css$/.test(f)?'style':'')});return}}function hint(r,h,a){var l=document.createElement('link');l.rel=r;if(a)l.as=a;l.crossOrigin='anonymous';l.href=h;document.head.appendChild(l)}})`;

/**
 * Where the server's render finds the stylesheets of a public page (backend
 * modules/seo/http/server-render.ts): the app's own and, by address, those of the page's chunks.
 * A page that arrives rendered is painted with all of them at once (not in the public folder).
 */
export const PAGE_STYLES_FILE = '.vite/page-styles.json';

function firstVisitPreloads(): Plugin {
  let pageStyles = '';
  let outDir = '';
  return {
    name: 'izlazak:first-visit-preloads',
    apply: clientBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      fs.mkdirSync(path.dirname(path.join(outDir, PAGE_STYLES_FILE)), { recursive: true });
      fs.writeFileSync(path.join(outDir, PAGE_STYLES_FILE), pageStyles);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }): string {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry)!;
        const css = (name: string) => [...((bundle[name] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])];
        // main.tsx imports the boot's chunks one after another; every page needs them and what they import.
        const boot = withStaticImports(entry.dynamicImports, (name) => (bundle[name] as Rollup.OutputChunk).imports);
        const appCss = [...new Set([entry.fileName, ...boot].flatMap(css))];
        const loadedByEntry = new Set([entry.fileName, ...entry.imports, ...boot, ...appCss]);
        const filesOf = (module: string): string[] => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replace(/\.tsx?$/, '').endsWith(`/src/${module}`));
          if (!chunk) throw new Error(`first-visit-preloads: no chunk for ${module}`);
          // However deep: the build writes no preload lists (modulePreload: false), so the hints are all a first visit gets.
          const files = withStaticImports([chunk.fileName], (name) => (bundle[name] as Rollup.OutputChunk).imports);
          return [...files, ...files.flatMap(css)];
        };
        const table = FIRST_VISIT.map(({ path, modules }): [string, string[]] => [
          inAnyLocale(path),
          [...new Set(modules.flatMap(filesOf))].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`),
        ]);
        const isCss = (file: string) => file.endsWith('.css');
        pageStyles = JSON.stringify({
          app: appCss.map((file) => `/${file}`),
          pages: table.map(([path, files]) => [path, files.filter(isCss)]),
        });
        // The boot's chunks are fetched next to the entry (Vite hints only its static imports), on every page.
        const bootPreloads = boot
          .filter((file) => !entry.imports.includes(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
        // Placed before the stylesheet link: an inline script after a stylesheet would wait for it.
        return html.replace(FIRST_VISIT_PLACEHOLDER, `${bootPreloads}<script>${FIRST_VISIT_SCRIPT}(${JSON.stringify(table)},location.pathname)</script>`);
      },
    },
  };
}

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const CATALOG_FILE = /\/contracts\/src\/i18n\/catalogs\/([\w-]+)\.json$/;

/**
 * The browser takes each catalog compiled (contracts/src/i18n/compile.ts): its plain texts as
 * they are, the other messages already parsed, and none of the mails. So the bundle leaves out
 * the ICU message parser (its skeleton parser too), some 20 KB gzip on every page: FormatJS's
 * own no-parser build stands in for it, and throws if anything still asks it to parse.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'izlazak:precompiled-messages',
    enforce: 'pre',
    apply: clientBuild,
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: NO_PARSER }] },
    }),
    load(id) {
      const locale = CATALOG_FILE.exec(id)?.[1];
      if (!locale || !isLocale(locale)) return null;
      const catalog = JSON.parse(fs.readFileSync(id, 'utf8')) as Catalog;
      // Still JSON: Vite's own JSON plugin makes it a module.
      return JSON.stringify(compileCatalog(catalog, locale, isShownOnPages));
    },
  };
}

const NO_PARSER = createRequire(here('../contracts/package.json')).resolve('@formatjs/icu-messageformat-parser/no-parser.js');

/** The react-bootstrap modules the app imports, with the parts they render. */
const REACT_BOOTSTRAP_USED = [
  'Alert',
  'AlertHeading',
  'AlertLink',
  'Button',
  'CloseButton',
  'Collapse',
  'Container',
  'Fade',
  'Modal',
  'ModalBody',
  'ModalDialog',
  'ModalFooter',
  'ModalHeader',
  'ModalTitle',
  'Nav',
  'NavItem',
  'NavLink',
  'Navbar',
  'NavbarBrand',
  'NavbarCollapse',
  'NavbarText',
  'NavbarToggle',
  'PageItem',
  'Pagination',
  'Spinner',
];

/**
 * Bootstrap's stylesheet keeps only the rules whose classes appear in our sources or in the
 * react-bootstrap components we use. react-bootstrap builds some class names at run time
 * (`${prefix}-${variant}`), so the components we use are kept whole by prefix.
 */
const purgeBootstrap = purgeCSSPlugin({
  content: [here('index.html'), here('src/**/*.{ts,tsx}'), ...REACT_BOOTSTRAP_USED.map((component) => here(`../node_modules/react-bootstrap/esm/${component}.js`))],
  safelist: {
    standard: [
      /^(btn|alert|modal|navbar|nav|spinner|page|pagination|container)(-|$)/,
      /^(fade|show|showing|collapse|collapsing|active|disabled|sticky-top|fixed-top|visually-hidden)(-|$)/,
      /^text-(bg-)?(primary|secondary|success|danger|warning|info|light|dark)$/,
    ],
    greedy: [/data-bs-theme/],
  },
}) as PostCssPlugin;

function onlyBootstrap(plugin: PostCssPlugin): PostCssPlugin {
  return {
    postcssPlugin: 'izlazak:purge-bootstrap',
    OnceExit(root, helpers) {
      const file = root.source?.input.file ?? '';
      if (file.includes(`${path.sep}node_modules${path.sep}bootstrap${path.sep}`)) return plugin.OnceExit?.(root, helpers);
    },
  };
}

/** The chunks named and every chunk they import, statically, however deep. */
function withStaticImports(names: string[], importsOf: (name: string) => string[]): string[] {
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    found.add(name);
    importsOf(name).forEach(visit);
  };
  names.forEach(visit);
  return [...found];
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Libraries every page needs change rarely: their chunks stay cached across releases. Everything
 * else is split by route (see src/app/router.tsx); form and date libraries load with the first
 * page that uses them. react-bootstrap is split by use, so a public page carries only the few
 * components it renders, not the dashboard's modals and transitions.
 */
const LIBRARY_CHUNKS: Record<string, RegExp> = {
  // React DOM and the router apart: main.tsx evaluates them in tasks of their own.
  react: /\/node_modules\/(react|react-dom|scheduler)\//,
  router: /\/node_modules\/(react-router|react-router-dom)\//,
  redux: /\/node_modules\/(@reduxjs\/toolkit|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store)\//,
  forms: /\/node_modules\/(final-form|react-final-form)\//,
  dates: /\/node_modules\/date-fns\//,
  // Babel's two helpers, shared by the form and the component libraries: alone, so neither drags the other in.
  helpers: /\/node_modules\/@babel\/runtime\//,
};

function libraryChunk(id: string): string | undefined {
  return Object.keys(LIBRARY_CHUNKS).find((name) => LIBRARY_CHUNKS[name].test(id));
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [precompiledMessages(), react(), firstVisitPreloads(), inlineBootShellStyles(), precompress()],
  resolve: {
    // The contracts source is bundled directly, so the frontend never waits on its CommonJS build.
    alias: [
      { find: '@izlazak/contracts', replacement: here('../contracts/src/index.ts') },
      // React Router's package exports only its development build (warnings, invariant checks): both renders take its production one.
      { find: /^react-router$/, replacement: here('../node_modules/react-router/dist/production/index.mjs') },
      { find: /^react-router\/dom$/, replacement: here('../node_modules/react-router/dist/production/dom-export.mjs') },
    ],
  },
  // The server's render bundles its libraries as production builds (React picks its build by NODE_ENV when
  // required, and the backend runs without it in development and tests: the development build renders ~5× slower).
  // It also takes react-bootstrap's deep imports (react-bootstrap/Button), folders Node's ES modules cannot load.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  css: {
    postcss: { plugins: [onlyBootstrap(purgeBootstrap)] },
  },
  server: {
    proxy: {
      '/api': backendUrl,
      '/socket.io': { target: backendUrl, ws: true },
    },
  },
  build: isSsrBuild
    ? // The public pages' render, for the backend (modules/seo/http/server-render.ts); its libraries stay in node_modules.
      // CommonJS (.cjs in this ES module package), so the backend (and its tests) can require it.
      {
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
        rollupOptions: {
          input: 'src/entry-server.tsx',
          output: { format: 'cjs' as const, interop: 'auto' as const, entryFileNames: '[name].cjs', chunkFileNames: 'assets/[name]-[hash].cjs' },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        // No list of each lazy chunk's imports for Vite to preload (4 KB gzip on every page, most of it for
        // the dashboard's routes): a first visit gets its page's chunks from the hints above, however deep;
        // a later page's chunks are fetched as the browser reads their imports. Their stylesheets are still loaded with them.
        modulePreload: false,
        rollupOptions: {
          // The shared contracts only declare constants and schemas: a page bundles just the ones it uses.
          treeshake: { moduleSideEffects: (id: string) => !id.includes('/contracts/src/') },
          output: { manualChunks: libraryChunk },
        },
      },
}));
