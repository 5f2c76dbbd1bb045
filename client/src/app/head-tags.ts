import { escapeHtml } from '@shared/site-content/escape-html';
import type { Identity } from '@shared/site-content/globals/identity';
import { mediaRenditions } from '@shared/site-content/media-urls';
import type { ShareCard, SiteArt, SiteIcons } from '@shared/site-content/site-art';
import { pageHeading } from '~/lib/site-data/page-meta';
import type { PageData } from '~/lib/site-data';

// The <head> elements of a rendered page, as text (app/render-page.tsx): the helpers that write
// them, the share picture's (og:image and its properties) and the icons'.

/** An element of the head: `<meta property="og:title" content="...">`. */
export const tag = (name: string, attrs: Record<string, string>) =>
  `<${name} ${Object.entries(attrs)
    .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
    .join(' ')}>`;

export const property = (p: string, content: string) => tag('meta', { property: p, content });

/** What the share picture of a page without its own shows: its headline, then the tagline. */
export function shareCard(page: PageData, identity: Identity): ShareCard {
  const heading = pageHeading(page.meta.title, identity);
  return {
    name: identity.name,
    heading,
    // The home page's headline is the tagline: the description says more under it.
    subline: heading === identity.tagline ? identity.description : identity.tagline,
    accent: identity.accentColor,
    logo: identity.logo?.src ?? null,
  };
}

export interface PageImage {
  /** A path of this site. */
  src: string;
  /** Known for the rendered card and uploaded pictures (their address says it). */
  size: { width: number; height: number } | null;
  alt: string;
}

/** The page's own picture (a post's, or its SEO override), else its card rendered for the firm. */
export function pageImage(page: PageData, identity: Identity, art: SiteArt): PageImage {
  const { meta } = page;
  if (meta.image) {
    const large = mediaRenditions(meta.image)?.at(-1);
    return { src: meta.image, size: large ?? null, alt: meta.title };
  }
  const card = shareCard(page, identity);
  const { src, width, height } = art.shareImage(card);
  return { src, size: { width, height }, alt: `${card.name}: ${card.heading}` };
}

/** og:image with its size and description, absolute from `origin`. */
export function imageTags(image: PageImage, origin: string): string[] {
  return [
    property('og:image', `${origin}${image.src}`),
    ...(image.size
      ? [
          property('og:image:width', String(image.size.width)),
          property('og:image:height', String(image.size.height)),
        ]
      : []),
    property('og:image:alt', image.alt),
  ];
}

/** The favicon, the home-screen icon and the web manifest (every page, the not-found one too). */
export function iconLinks(icons: SiteIcons, manifestPath: string): string[] {
  return [
    ...icons.favicon.map(({ src, type, sizes }) =>
      tag('link', { rel: 'icon', href: src, type, ...(sizes ? { sizes } : {}) }),
    ),
    tag('link', { rel: 'apple-touch-icon', href: icons.appleTouch }),
    tag('link', { rel: 'manifest', href: manifestPath }),
  ];
}
