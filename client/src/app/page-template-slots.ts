// Where the build's page template (vite.config.ts) takes each page's <head> elements and the
// content of its #root (app/render-page.tsx fills them). No imports: vite.config.ts reads this.
export const HEAD_SLOT = '<!--page-head-->';
export const ROOT_SLOT = '<!--page-root-->';
/** The template's file in the built client folder (never served). */
export const PAGE_TEMPLATE_FILE = '__page-template.html';
/** What the build rendered (scripts/prerender.mjs): each page's lastmod and every file. */
export const SITE_MANIFEST_FILE = '__site.json';
