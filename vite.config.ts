import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { HEAD_SLOT, PAGE_TEMPLATE_FILE, ROOT_SLOT } from './client/src/app/page-template-slots.ts';
import { BUILD_DATE_DEFINE, sampleFirmPlugin } from './scripts/build-stamps.mjs';
import { messagesPlugin } from './scripts/compile-messages.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const apiTarget = `http://127.0.0.1:${apiPort}`;

/**
 * Emits build/client/__spa-fallback.html: the HTML shell with an empty #root, taken from the
 * entry HTML. The server answers the app's own routes with it (/login, /setup-admin, /admin/*);
 * main.tsx then renders with createRoot. (Unknown addresses get the rendered 404 page.)
 */
function spaFallbackPlugin(): Plugin {
  return {
    name: 'site:spa-fallback',
    apply: 'build',
    // 'post': runs once the entry HTML exists.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const entry = bundle['index.html'];
      if (!entry || entry.type !== 'asset') this.error('index.html missing from the bundle');
      const html = String(entry.source).replace(
        '</head>',
        '    <meta name="robots" content="noindex" />\n  </head>',
      );
      this.emitFile({ type: 'asset', fileName: '__spa-fallback.html', source: html });
    },
  };
}

/**
 * The inline script that replaces a prerendered page's entry <script type="module"> tags: it adds
 * them once the page has painted (its first contentful paint) rather than letting them start
 * with the HTML. The page is complete HTML already, so its first paint needs only the document
 * and the CSS (and the preloaded font); on a slow connection the 85 kB entry script downloaded
 * beside the CSS took bandwidth from it and held back the first (and largest) contentful paint.
 * Hydration then starts a little later. A timer starts them too, for tabs opened in the
 * background (no paint there).
 * tests/build/js-budget.test.ts reads the URLs from this script (data-entry-scripts).
 * The CSP requires Trusted Types for scripts: a script's src is set through a policy that
 * accepts only the site's own /assets/ files.
 */
function entryLoader(urls: string[]): string {
  return (
    `<script data-entry-scripts>(function(u){var d=0,t=window.trustedTypes,p=t&&t.createPolicy('entry-loader',` +
    `{createScriptURL:function(s){if(s.indexOf('/assets/')===0&&s.slice(-3)==='.js')return s;throw new TypeError(s)}});` +
    `function l(){if(d)return;d=1;` +
    `u.forEach(function(s){var e=document.createElement('script');e.type='module';` +
    `e.crossOrigin='';e.src=p?p.createScriptURL(s):s;document.head.appendChild(e)})}` +
    `try{new PerformanceObserver(function(x){if(x.getEntriesByName('first-contentful-paint').length)l()})` +
    `.observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){requestAnimationFrame(l)})}` +
    `setTimeout(l,3000)})(${JSON.stringify(urls)})</script>`
  );
}

/**
 * Emits build/client/__page-template.html: the entry HTML as every public page starts, with a
 * slot for the page's <head> elements (its title and icons replace the entry's) and one for
 * #root, and the entry scripts loaded by entryLoader. app/render-page.tsx fills it, at build
 * time (scripts/prerender.mjs) and on the server after each publish.
 */
function pageTemplatePlugin(): Plugin {
  return {
    name: 'site:page-template',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const entry = bundle['index.html'];
      if (!entry || entry.type !== 'asset') this.error('index.html missing from the bundle');
      const html = String(entry.source);
      const entryTag = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/g;
      // The entry's imports (core: React, the router) wait for the paint too: preloaded in the
      // head, their ~85 kB took the CSS's and the font's bandwidth (LCP 1.7 s, not 1.4 s).
      const preloadTag = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
      const entries = [...html.matchAll(entryTag)].map((m) => m[1]!);
      if (entries.length === 0) this.error('index.html: no entry script found');
      const urls = [...[...html.matchAll(preloadTag)].map((m) => m[1]!), ...entries];
      if (!/<title>[^<]*<\/title>/.test(html) || !html.includes('<div id="root"></div>'))
        this.error('index.html: no <title> or empty #root to make the page template from');
      const template = html
        .replace(entryTag, '')
        .replace(preloadTag, '')
        .replace(/[ \t]*<title>[^<]*<\/title>\n?/, '')
        // Each render links the firm's icons (app/head-tags.ts); the admin's shell keeps this one.
        .replace(/[ \t]*<link rel="icon"[^>]*>\n?/, '')
        .replace('</head>', `    ${HEAD_SLOT}\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root">${ROOT_SLOT}</div>`)
        .replace('</body>', `${entryLoader(urls)}</body>`);
      this.emitFile({ type: 'asset', fileName: PAGE_TEMPLATE_FILE, source: template });
    },
  };
}

/**
 * Emits build/client/__block-chunks.json: the chunk each block component's file ended up in
 * (client/src/pages/blocks/<name>.tsx; the home page's usual ones share its chunk).
 * tests/build/js-budget.test.ts counts the chunks of the blocks the home page shows by it.
 */
function blockChunksPlugin(): Plugin {
  return {
    name: 'site:block-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const name = /\/client\/src\/pages\/blocks\/([\w-]+-block)\.tsx$/.exec(id)?.[1];
          if (name) chunks[name] = output.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '__block-chunks.json',
        source: `${JSON.stringify(chunks, null, 2)}\n`,
      });
    },
  };
}

/** The icons of components/service-icon.tsx and of the content cards (vite's content-parts). */
const contentIcons = [
  'radio-tower',
  'cable',
  'satellite',
  'shield-check',
  'traffic-cone',
  'network',
  'antenna',
  'wifi',
  'cctv',
  'server',
  'cloud',
  'lock',
  'image-off',
  'arrow-right',
  'arrow-down',
];

/** The files of shared/lead-kinds/ (a kind's facts each, and their helpers), by name. */
const LEAD_KIND_FILES = new Set(
  readdirSync(new URL('./shared/lead-kinds/', import.meta.url))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => name.slice(0, -'.ts'.length)),
);

const alias = {
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '~': fileURLToPath(new URL('./client/src', import.meta.url)),
};

/**
 * `vite build --ssr` (npm run build:client, after the browser build): app/render-page.tsx as one
 * self-contained Node module in build/ssr/, every dependency bundled (the production image has
 * no devDependencies). The server imports it to render the pages again after each publish
 * (server/src/services/publishing/page-renderer.ts): the same React code as the prerendered
 * build.
 */
const ssrConfig = defineConfig({
  root: 'client',
  publicDir: false,
  plugins: [messagesPlugin(), react()],
  resolve: { alias },
  ssr: { noExternal: true },
  // React's production build, whatever NODE_ENV the server runs with (an SSR build otherwise
  // keeps React's runtime choice, and `npm start` on a laptop leaves NODE_ENV unset): the same
  // code as the prerendered pages, without the development build's checks and warnings (on a
  // Node without ArrayBuffer.prototype.detached it printed "React encountered an empty buffer
  // ... could be a security issue" at the first publish).
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...BUILD_DATE_DEFINE },
  build: {
    outDir: '../build/ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'render-page.js' } },
  },
});

const browserConfig = defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    messagesPlugin(),
    tailwindcss(),
    react(),
    sampleFirmPlugin(),
    spaFallbackPlugin(),
    // The public pages are rendered from the content after this build, by the SSR build of
    // app/render-page.tsx (scripts/prerender.mjs; docs/decisions/004-prerendering.md).
    pageTemplatePlugin(),
    blockChunksPlugin(),
    // No precompression here: the server compresses each text file once and keeps it
    // (server/src/plugins/app/static-client.ts), the rendered HTML included.
  ],
  resolve: { alias },
  define: BUILD_DATE_DEFINE,
  build: {
    outDir: '../build/client',
    emptyOutDir: true,
    modulePreload: {
      // The blocks' chunks name no list of what they import: a page fetches the chunks of the
      // blocks it shows, and each brings its own imports (a list of every block's would be on
      // every page of blocks, the home page's first load included; decision 047). No list
      // names the entry's own files either: a lazy chunk is imported from code they run, so
      // they are loaded already, and their names cost every list its bytes. The submit chunk's
      // list (on every page with a form) names no kind's facts (a chunk named after a file of
      // shared/lead-kinds/): the form's own came with its page, the others, small, its imports
      // fetch at a form's first focus. Nor the admin's texts (admin-messages): its chunks get it.
      resolveDependencies: (file, deps, { hostType }) => {
        if (/(^|\/)[\w-]+-block-[\w-]+\.js$/.test(file)) return [];
        if (hostType === 'html') return deps;
        const submit = /(^|\/)submit-lead-[\w-]+\.js$/.test(file);
        const chunkName = (dep: string) => /([\w-]+)-[\w-]{8}\.js$/.exec(dep)?.[1] ?? '';
        return deps.filter(
          (dep) =>
            !/(^|\/)(main|core|rolldown-runtime|admin-messages)-[\w-]+\.js$/.test(dep) &&
            !(submit && LEAD_KIND_FILES.has(chunkName(dep))),
        );
      },
    },
    rolldownOptions: {
      // The entry chunk is main-<hash>.js (the browser tests recognise it by that name).
      input: { main: fileURLToPath(new URL('./client/index.html', import.meta.url)) },
      output: {
        codeSplitting: {
          groups: [
            {
              // What the entry and the lazy chunks all use (React, the router, the icons' base,
              // the site's paths): one chunk beside the entry rather than one per module, which
              // the pages made of blocks had split into seven (tests/build/js-budget.test.ts).
              name: 'core',
              includeDependenciesRecursively: false,
              test: new RegExp(
                [
                  '/node_modules/(react|react-dom|scheduler|react-router|clsx)/',
                  '/node_modules/lucide-react/dist/esm/(createLucideIcon|defaultAttributes|Icon|context|shared/)',
                  '/client/src/config/paths\\.ts$',
                  '/client/src/lib/(scroll|cn)\\.ts$',
                  '/shared/site-content/site-paths\\.ts$',
                  // The visit's fields every kind of lead carries: a few names, which would
                  // otherwise be a file of their own on every page with a form.
                  '/shared/lead-kinds/attribution\\.ts$',
                  // The send button's icon: every lead form's, and the chat's.
                  '/node_modules/lucide-react/dist/esm/icons/send\\.mjs$',
                ].join('|'),
              ),
            },
            {
              // The parts of content pages that several page chunks share (cards, pictures,
              // the services' icons, dates): one chunk instead of a dozen small ones, whose
              // gzip overhead cost the home page 1.6 KiB (tests/build/js-budget.test.ts).
              name: 'content-parts',
              includeDependenciesRecursively: false,
              test: new RegExp(
                [
                  '/client/src/components/(post-card|post-byline|content-image|case-study-picture|service-icon|illustrations/case-study-art)\\.tsx$',
                  '/(client/src/lib/format-date|shared/vocabularies/locale-format/dates)\\.ts$',
                  `/lucide-react/dist/esm/icons/(${contentIcons.join('|')})\\.mjs$`,
                ].join('|'),
              ),
            },
            {
              // The home page and what it shows as the built-in content arranges it: the map of
              // block chunks, the hero, figures, cards of each collection, team and contact form
              // blocks, their sections and heading. One chunk, named for the route it is, rather
              // than five: each file costs gzip overhead and the shared dictionary
              // (tests/build/js-budget.test.ts, docs/performance-log.md section 7; decision 047).
              // A page of the firm's own fetches it for its blocks' map; the other kinds of
              // block (text, media, FAQ, call to action, quote form) stay chunks of their own.
              name: 'home-page',
              includeDependenciesRecursively: false,
              test: new RegExp(
                [
                  '/client/src/pages/home-page\\.tsx$',
                  '/client/src/pages/blocks/(blocks|block-components|block-component)\\.tsx?$',
                  '/client/src/pages/blocks/(hero|figures|cards|team|contact-form)-block\\.tsx$',
                  '/client/src/features/home/(services|case-studies|partners|blog|card-grid|team)-section\\.tsx$',
                  '/client/src/features/home/particle-canvas\\.tsx$',
                  '/client/src/features/contact/contact-(section|form)\\.tsx$',
                  '/client/src/components/section-heading\\.tsx$',
                ].join('|'),
              ),
            },
          ],
        },
      },
    },
  },
  server: {
    // In development the API runs beside Vite; the browser only ever talks to one origin.
    proxy: { '/api': apiTarget, '/auth': apiTarget, '/healthz': apiTarget, '/files': apiTarget },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrConfig : browserConfig));
