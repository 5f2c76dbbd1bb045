import { company } from '~/content/company';
import { getPageMeta } from '~/lib/page-meta';
import { EMBEDDED_CONTENT_ID, embeddedContentJson, type SiteData } from '~/lib/site-data';
import { renderPage } from './render-page';

// Build time only (vite-prerender-plugin calls main.tsx's prerender() for every public route).
// The chunks of this module are removed from the browser build (see vite.config.ts). The page
// itself is rendered by ./render-page.tsx, which the server also runs after each publish.

type HeadElement = { type: string; props: Record<string, string> };

/** JSON-LD for the organisation, shown on the home page. `<` is escaped so it cannot end the script. */
function organizationJsonLd() {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    url: company.siteUrl,
    logo: `${company.siteUrl}/favicon.svg`,
    description: company.description,
    slogan: company.tagline,
    foundingDate: String(company.foundingYear),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function headElements(
  url: string,
  content: SiteData,
): { title: string; elements: Set<HeadElement> } {
  const meta = getPageMeta(url);
  if (!meta) throw new Error(`Prerendering a path that is not a public page: ${url}`);
  const canonical = `${company.siteUrl}${meta.path === '/' ? '/' : meta.path}`;
  const elements = new Set<HeadElement>([
    { type: 'meta', props: { name: 'description', content: meta.description } },
    { type: 'link', props: { rel: 'canonical', href: canonical } },
    { type: 'meta', props: { property: 'og:type', content: 'website' } },
    { type: 'meta', props: { property: 'og:site_name', content: company.name } },
    { type: 'meta', props: { property: 'og:title', content: meta.title } },
    { type: 'meta', props: { property: 'og:description', content: meta.description } },
    { type: 'meta', props: { property: 'og:url', content: canonical } },
    { type: 'meta', props: { property: 'og:locale', content: 'en_US' } },
    // One picture for every page (scripts/render-og-image.ts): the firm, not the page, is what a
    // shared link has to be recognised by.
    { type: 'meta', props: { property: 'og:image', content: `${company.siteUrl}/og-image.jpg` } },
    { type: 'meta', props: { property: 'og:image:width', content: '1200' } },
    { type: 'meta', props: { property: 'og:image:height', content: '630' } },
    {
      type: 'meta',
      props: { property: 'og:image:alt', content: `${company.name}: ${company.tagline}` },
    },
    { type: 'meta', props: { name: 'twitter:card', content: 'summary_large_image' } },
    // The content the page was rendered with, for hydration (main.tsx). The server replaces it
    // together with the page when content is published (server/src/services/publishing/).
    {
      type: 'script',
      props: {
        type: 'application/json',
        id: EMBEDDED_CONTENT_ID,
        children: embeddedContentJson(content),
      },
    },
  ]);
  if (meta.path === '/') {
    elements.add({
      type: 'script',
      props: { type: 'application/ld+json', children: organizationJsonLd() },
    });
  }
  return { title: meta.title, elements };
}

export async function prerenderPage(url: string, content: SiteData) {
  const html = await renderPage(url, content);
  const { parseLinks } = await import('vite-prerender-plugin/parse');
  // Only same-site page links: no mailto/tel, no hash-only links, no admin area.
  const links = parseLinks(html)
    .map((href) => href.split('#')[0] ?? '')
    .filter((href) => href.startsWith('/') && !/^\/(admin|login|setup-admin)(\/|$)/.test(href));
  return { html, links: new Set(links), head: { lang: 'en', ...headElements(url, content) } };
}
