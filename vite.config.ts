import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import { company } from './client/src/content/company';

const apiPort = process.env.API_PORT ?? '3001';
const apiTarget = `http://127.0.0.1:${apiPort}`;

/** Paths visitors never need in a search engine (robots.txt), and never prerendered. */
const privatePaths = ['/admin', '/login', '/setup-admin', '/accept-invite', '/api/'];

/**
 * Emits build/client/__spa-fallback.html: the HTML shell with an empty #root, taken from the
 * entry HTML before prerendering fills it. The server answers /login, /setup-admin, /admin/* (200)
 * and unknown paths (404) with it; main.tsx then renders with createRoot.
 */
function spaFallbackPlugin(): Plugin {
  return {
    name: 'site:spa-fallback',
    apply: 'build',
    // 'post' like the prerender plugin, and listed before it: runs once the entry HTML exists,
    // before prerendering fills it.
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
 * After prerendering: removes the build-time-only chunks (app/prerender.tsx, react-dom/static,
 * vite-prerender-plugin's link parser) so browsers can never load them, then writes sitemap.xml
 * (every prerendered page) and robots.txt.
 */
function postPrerenderPlugin(): Plugin {
  const buildOnly = (id: string) =>
    id.includes('/app/prerender.tsx') || id.includes('vite-prerender-plugin');
  return {
    name: 'site:post-prerender',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((o) =>
          o.type === 'chunk' ? [[o.fileName, o] as const] : [],
        ),
      );
      const reachable = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || reachable.has(fileName)) return;
        if (chunk.facadeModuleId && buildOnly(chunk.facadeModuleId)) return;
        reachable.add(fileName);
        [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      for (const fileName of chunks.keys()) if (!reachable.has(fileName)) delete bundle[fileName];

      // Prerendered pages load their entry scripts after the first paint (see entryLoader).
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('index.html')) continue;
        const html = String(file.source);
        const entryTag = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/g;
        const urls = [...html.matchAll(entryTag)].map((m) => m[1]!);
        if (urls.length === 0) this.error(`${file.fileName}: no entry script found`);
        file.source = html.replace(entryTag, '').replace('</body>', `${entryLoader(urls)}</body>`);
      }

      const pages = Object.keys(bundle)
        .filter((f) => f.endsWith('index.html'))
        .map((f) => `/${f.replace(/index\.html$/, '').replace(/\/$/, '')}`)
        .sort();
      const sitemap = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...pages.map((p) => `  <url><loc>${company.siteUrl}${p}</loc></url>`),
        '</urlset>',
        '',
      ].join('\n');
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemap });
      const robots = [
        'User-agent: *',
        'Allow: /',
        ...privatePaths.map((p) => `Disallow: ${p}`),
        '',
        `Sitemap: ${company.siteUrl}/sitemap.xml`,
        '',
      ].join('\n');
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robots });
    },
  };
}

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
  plugins: [react()],
  resolve: { alias },
  ssr: { noExternal: true },
  // React's production build, whatever NODE_ENV the server runs with (an SSR build otherwise
  // keeps React's runtime choice, and `npm start` on a laptop leaves NODE_ENV unset): the same
  // code as the prerendered pages, without the development build's checks and warnings (on a
  // Node without ArrayBuffer.prototype.detached it printed "React encountered an empty buffer
  // ... could be a security issue" at the first publish).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
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
    tailwindcss(),
    react(),
    spaFallbackPlugin(),
    // Renders every public route to static HTML at build time (docs/decisions/004-prerendering.md).
    // Pages are found by crawling links from /; the list below only guards against a page that
    // loses its last link.
    vitePrerenderPlugin({
      renderTarget: '#root',
      additionalPrerenderRoutes: ['/quote', '/careers', '/privacy-policy', '/terms-of-service'],
    }),
    postPrerenderPlugin(),
    // No precompression here: the server compresses each text file once and keeps it
    // (server/src/plugins/app/static-client.ts), the prerendered HTML included.
  ],
  resolve: { alias },
  build: {
    outDir: '../build/client',
    emptyOutDir: true,
  },
  server: {
    // In development the API runs beside Vite; the browser only ever talks to one origin.
    proxy: { '/api': apiTarget, '/auth': apiTarget, '/healthz': apiTarget },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrConfig : browserConfig));
