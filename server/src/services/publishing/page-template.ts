// A built page as a template: the HTML around #root and the embedded content script, so a page
// rendered again with new content is the built page with just those two parts replaced (the
// head, the styles and the entry scripts stay exactly as the build made them).

/** <div id="root">…</div> followed by the entry loader the build adds (vite.config.ts). */
const ROOT = /^([\s\S]*<div id="root">)([\s\S]*)(<\/div>\s*<script data-entry-scripts>[\s\S]*)$/;
const CONTENT_SCRIPT = /<script type="application\/json" id="site-content">[\s\S]*?<\/script>/;

export interface PageTemplate {
  before: string;
  after: string;
}

/** Splits a prerendered page around its #root; throws if the build's layout is not the known one. */
export function parsePageTemplate(file: string, html: string): PageTemplate {
  const m = ROOT.exec(html);
  if (!m || !CONTENT_SCRIPT.test(html)) {
    throw new Error(`${file}: not a prerendered page of this build (no #root or content script)`);
  }
  return { before: m[1]!, after: m[3]! };
}

export function contentScript(json: string): string {
  return `<script type="application/json" id="site-content">${json}</script>`;
}

/** The page with a new #root and the content it was rendered with. */
export function fillPageTemplate(template: PageTemplate, rootHtml: string, json: string): string {
  // A function replacement: `$` in the content must not be read as a replacement pattern.
  const before = template.before.replace(CONTENT_SCRIPT, () => contentScript(json));
  return `${before}${rootHtml}${template.after}`;
}

/** A page the browser renders itself (the SPA fallback): only the embedded content changes. */
export function embedContent(html: string, json: string): string {
  if (CONTENT_SCRIPT.test(html)) return html.replace(CONTENT_SCRIPT, () => contentScript(json));
  return html.replace('</head>', () => `${contentScript(json)}</head>`);
}

/** sitemap.xml with every page's lastmod: the footer of every page shows the published content. */
export function sitemapWithLastmod(sitemap: string, publishedAt: string): string {
  const date = publishedAt.slice(0, 10);
  return sitemap
    .replace(/<lastmod>[^<]*<\/lastmod>/g, '')
    .replace(/<\/loc><\/url>/g, `</loc><lastmod>${date}</lastmod></url>`);
}
