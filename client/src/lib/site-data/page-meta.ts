import type { Identity } from '@shared/site-content/globals/identity';
import english from '@shared/messages/compiled/en/pageMeta.js';
import { defaultLanguage } from '@shared/site-content/languages';
import { sitePaths } from '@shared/site-content/site-paths';
import { siteMessages } from '~/lib/messages';

// Titles and descriptions of the fixed public pages, and how every page's title is made, from
// the firm's identity. The page data (./build-page-data.ts) carries each page's own, so the
// prerendered <head> and document.title after client-side navigation agree.

/** "Services | Meridian NetSec": a page's title, then the firm's name. */
export const pageTitle = (title: string, identity: Pick<Identity, 'name'>) =>
  `${title} | ${identity.name}`;

/**
 * A page's title without the firm's name (the headline of its share picture): "Services" of
 * "Services | Meridian NetSec", the tagline of the home page's "Meridian NetSec | <tagline>".
 */
export function pageHeading(title: string, identity: Pick<Identity, 'name'>): string {
  const name = ` | ${identity.name}`;
  if (title.endsWith(name)) return title.slice(0, -name.length);
  if (title.startsWith(`${identity.name} | `)) return title.slice(name.length);
  return title;
}

/**
 * The fixed pages' titles and descriptions in the site's default language (the catalogue's
 * `pageMeta`, loaded before a page's data is built: app/render-page.tsx), English where it has none.
 */
export function fixedPageMeta(
  identity: Identity,
): Record<string, { title: string; description: string }> {
  const { name } = identity;
  const t = siteMessages(defaultLanguage(identity).tag, 'pageMeta', english);
  const fixed = (title: string, description: string) => ({
    title: pageTitle(title, identity),
    description,
  });
  return {
    [sitePaths.home]: { title: `${name} | ${identity.tagline}`, description: identity.description },
    [sitePaths.quote]: fixed(t.quoteTitle(), t.quoteText()),
    [sitePaths.careers]: fixed(t.careersTitle(), t.careersText()),
    [sitePaths.privacyPolicy]: fixed(t.privacyTitle(), t.privacyText({ name })),
    [sitePaths.termsOfService]: fixed(t.termsTitle(), t.termsText({ name })),
    [sitePaths.caseStudies]: fixed(t.caseStudiesTitle(), t.caseStudiesText({ name })),
    [sitePaths.contact]: fixed(t.contactTitle(), t.contactText({ name })),
    [sitePaths.downloads]: fixed(t.downloadsTitle(), t.downloadsText()),
    [sitePaths.blog]: fixed(t.blogTitle(), t.blogText()),
    [sitePaths.events]: fixed(t.eventsTitle(), t.eventsText({ name })),
  };
}
