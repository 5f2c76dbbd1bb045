// The site's pictures made from the firm's identity: each page's share picture (og:image, when
// the page has none of its own) and the icons (favicon, apple-touch-icon, the web manifest's).
// The server renders them at publish (server/src/services/publishing/art/); the build's pages use
// the built-in ones below, which are files of the build (client/public/).

/** A picture of the site, with what og:image's properties say of it. */
export interface SiteImage {
  /** A path of this site. */
  src: string;
  width: number;
  height: number;
}

/** What the share picture of a page without one of its own shows. */
export interface ShareCard {
  /** The firm's name, beside its mark. */
  name: string;
  /** The page's title without the firm's name: the headline. */
  heading: string;
  /** The line under it. */
  subline: string;
  /** The firm's accent (`#rrggbb`), as chosen. */
  accent: string;
  /** The logo's path (an uploaded SVG or PNG); null: the built-in mark. */
  logo: string | null;
}

/** An icon as the manifest and the `<link>`s name it. */
export interface SiteIcon {
  src: string;
  type: 'image/png' | 'image/svg+xml';
  /** `48x48`; an SVG has none. */
  sizes: string | null;
}

export interface SiteIcons {
  /** `<link rel="icon">`s, the preferred last. */
  favicon: SiteIcon[];
  /** `<link rel="apple-touch-icon">`: opaque, 180 px. */
  appleTouch: string;
  /** The web manifest's icons: 192 and 512 px. */
  manifest: SiteIcon[];
}

/** What a render's pages link to; each render of the pages asks for its share pictures. */
export interface SiteArt {
  shareImage(card: ShareCard): SiteImage;
  icons: SiteIcons;
}

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
/** The pixel sizes of the icons made from a logo. */
export const ICON_SIZES = { favicon: 48, appleTouch: 180, manifest: [192, 512] } as const;
/** Every icon made from a logo, in the order the art thread draws them. */
export const LOGO_ICON_SIZES = [
  ICON_SIZES.favicon,
  ICON_SIZES.appleTouch,
  ...ICON_SIZES.manifest,
] as const;

const png = (src: string, size: number): SiteIcon => ({
  src,
  type: 'image/png',
  sizes: `${size}x${size}`,
});

/** The build's own pictures (client/public/): pages that the server did not render for a logo. */
export const BUILT_IN_SHARE_IMAGE: SiteImage = { src: '/og-image.jpg', ...SHARE_IMAGE };
export const BUILT_IN_ICONS: SiteIcons = {
  favicon: [{ src: '/favicon.svg', type: 'image/svg+xml', sizes: null }],
  appleTouch: '/icons/apple-touch-icon.png',
  manifest: ICON_SIZES.manifest.map((size) => png(`/icons/icon-${size}.png`, size)),
};
export const BUILT_IN_ART: SiteArt = {
  shareImage: () => BUILT_IN_SHARE_IMAGE,
  icons: BUILT_IN_ICONS,
};

/** The icons made from a logo, named by `key` (/media/<key>-<size>x<size>.png). */
export function logoIcons(key: string, logo: { src: string; svg: boolean }): SiteIcons {
  const at = (size: number) => png(`/media/${key}-${size}x${size}.png`, size);
  const small = at(ICON_SIZES.favicon);
  return {
    // An SVG logo is its own icon at every size; the PNG is for browsers without SVG icons.
    favicon: logo.svg ? [small, { src: logo.src, type: 'image/svg+xml', sizes: null }] : [small],
    appleTouch: at(ICON_SIZES.appleTouch).src,
    manifest: ICON_SIZES.manifest.map(at),
  };
}
