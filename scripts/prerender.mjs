// The last step of `npm run build:client`: renders the public site with the built-in content
// into build/client (every page, its data for client-side navigation, the 404 page, sitemap.xml,
// the RSS feed, the chat's knowledge), with the same module the server renders published content
// with (build/ssr/render-page.js, app/render-page.tsx). Writes __site.json: what was rendered
// (the server serves the build's site from it until the first publish).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = join(root, 'build', 'client');
const ssr = await import(pathToFileURL(join(root, 'build', 'ssr', 'render-page.js')).href);

const template = readFileSync(join(clientDir, ssr.PAGE_TEMPLATE_FILE), 'utf8');
const now = new Date().toISOString();
// The public origin the pages' absolute addresses start with: PUBLIC_ORIGIN when the build knows
// it, else npm start's own address. The server renders the pages again at start when its
// PUBLIC_ORIGIN differs (server/src/services/publishing/published-site.ts).
const origin = process.env.PUBLIC_ORIGIN?.replace(/\/+$/, '') || 'http://127.0.0.1:3000';
const site = await ssr.renderSite(template, ssr.defaultSiteData, { now, origin });
for (const [file, body] of Object.entries(site.files)) {
  mkdirSync(dirname(join(clientDir, file)), { recursive: true });
  writeFileSync(join(clientDir, file), body);
}
const manifest = {
  renderedAt: now,
  origin: site.origin,
  theme: site.theme,
  icons: site.icons,
  files: Object.keys(site.files).sort(),
  pages: Object.fromEntries(
    Object.entries(site.pages).map(([path, { lastmod, image }]) => [path, { lastmod, image }]),
  ),
};
writeFileSync(join(clientDir, ssr.SITE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`prerendered ${Object.keys(site.pages).length} pages into build/client`);
