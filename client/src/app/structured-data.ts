import {
  collectionDef,
  COLLECTION_NAMES,
  PAGE_COLLECTIONS,
} from '@shared/site-content/collections';
import type { PostalAddress } from '@shared/site-content/postal-address';
import { collectionPages } from '@shared/site-content/pages';
import { isEmailAddress } from '@shared/site-content/safe-urls';
import type { SiteData } from '@shared/site-content/schema';
import type { PageData } from '~/lib/site-data';

// schema.org structured data (JSON-LD) of each page, from the content it shows: who the firm is
// and how to reach it (home, with what the collections add to it: certifications), and each
// collection item's page as its definition says (a post's BlogPosting, an opening's JobPosting,
// where a detail page sits: shared/site-content/collections/). Build and publish time only
// (app/render-page.tsx).

/** What the structured data of a site says everywhere: its addresses and the firm. */
interface Context {
  url: (path: string) => string;
  content: SiteData;
  organization: Record<string, unknown>;
}

function context(content: SiteData, origin: string): Context {
  const url = (path: string) => `${origin}${path}`;
  const { identity } = content;
  return {
    url,
    content,
    organization: {
      '@type': 'Organization',
      name: identity.name,
      legalName: identity.legalName,
      url: url('/'),
      logo: { '@type': 'ImageObject', url: url(identity.logo?.src ?? '/favicon.svg') },
      ...(identity.social.length ? { sameAs: identity.social.map((s) => s.url) } : {}),
    },
  };
}

/** What the collections add to the firm's Organization (certifications: hasCredential). */
function collectionFacts({ content, url }: Context): Record<string, unknown> {
  return Object.assign(
    {},
    ...COLLECTION_NAMES.map((name) =>
      collectionDef(name).organization?.(content[name] as never[], url),
    ),
  );
}

/** The JSON-LD of a collection item's page, as its collection defines it. */
function itemPageData(
  page: PageData,
  shareImage: string,
  { content, url, organization }: Context,
): object[] {
  for (const name of PAGE_COLLECTIONS) {
    if (!collectionPages(content, name).some((p) => p.path === page.path)) continue;
    const structured = collectionDef(name).page!.structuredData;
    return structured
      ? structured(page.view as never, {
          url,
          organization,
          image: shareImage,
          path: page.path,
          description: page.meta.description,
        })
      : [];
  }
  return [];
}

/** The firm's address as a schema.org PostalAddress, with the fields it has (none: no address). */
function postalAddress(address: PostalAddress): { address?: object } {
  const fields = {
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country.toUpperCase(),
  };
  const given = Object.entries(fields).filter(([, value]) => value.trim() !== '');
  return given.length
    ? { address: { '@type': 'PostalAddress', ...Object.fromEntries(given) } }
    : {};
}

/** The JSON-LD objects of a page (none for most fixed pages); `origin` makes them absolute. */
export function structuredData(
  page: PageData,
  shareImage: string,
  content: SiteData,
  origin: string,
): object[] {
  const ctx = context(content, origin);
  const { organization } = ctx;
  const { identity, settings } = content;
  const { view } = page;
  switch (view.kind) {
    case 'home':
      return [
        {
          '@context': 'https://schema.org',
          ...organization,
          '@type': 'ProfessionalService',
          image: shareImage,
          description: identity.description,
          slogan: identity.tagline,
          ...(identity.foundingYear ? { foundingDate: String(identity.foundingYear) } : {}),
          ...(settings.phone.trim() ? { telephone: settings.phone } : {}),
          ...(isEmailAddress(settings.email) ? { email: settings.email } : {}),
          ...postalAddress(settings.address),
          ...collectionFacts(ctx),
        },
      ];
    default:
      return itemPageData(page, shareImage, ctx);
  }
}
