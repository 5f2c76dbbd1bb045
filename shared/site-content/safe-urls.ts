import { isMediaPath } from './media-urls';

// Which addresses published content may contain. Each is parsed the way a browser parses it
// (WHATWG URL against the site's origin), never matched as text: "/\host/x.png" and "/\t/host"
// look like paths but a browser turns them into //host, another site.

/** Any origin will do: only "is it this origin" and the parsed path are looked at. */
const SITE = 'https://site.invalid';

function parse(href: string, base = SITE): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

/**
 * A same-site path exactly as a browser will request it: it stays on this origin and parsing
 * leaves it unchanged (no backslashes, tabs, dot segments or anything else that a browser would
 * rewrite).
 */
function sameSite(href: string): URL | null {
  if (!href.startsWith('/')) return null;
  const url = parse(href);
  if (!url || url.origin !== SITE) return null;
  return url.pathname + url.search + url.hash === href ? url : null;
}

/** Folders of same-site images: uploads (/media/) and the build's own pictures (/images/). */
export const IMAGE_FOLDERS = ['/media/', '/images/'] as const;

/** A published image: an uploaded image under /media/ or a build file under /images/, nothing else. */
export function isPublishedImagePath(src: string): boolean {
  const url = sameSite(src);
  if (!url || url.search || url.hash) return false;
  if (url.pathname.startsWith('/media/')) return isMediaPath(url.pathname);
  return url.pathname.startsWith('/images/') && url.pathname.length > '/images/'.length;
}

/** A path of this site (optionally with a query or #fragment), as a redirect may name. */
export function isSameSitePath(path: string): boolean {
  return sameSite(path) !== null;
}

/**
 * Where a link in published text may point: http(s), mailto and tel addresses, paths of this
 * site and #fragments. Never javascript:, data:, file: or any other scheme.
 */
export function isSafeLinkHref(href: string): boolean {
  const trimmed = href.trim();
  if (trimmed.startsWith('#')) return !/[\s<>"]/.test(trimmed);
  if (trimmed.startsWith('/')) return isSameSitePath(trimmed);
  const url = parse(trimmed, 'invalid:/');
  if (!url) return false;
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin !== 'null';
  return url.protocol === 'mailto:' || url.protocol === 'tel:';
}

/**
 * An e-mail address as `mailto:` may carry it: no spaces, no `?`, `&`, `#`, quotes or angle
 * brackets (which would add headers or markup), a dotted domain.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9._%+'-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/**
 * An image a page may show: a published image of this site or, in the admin's Preview, an image
 * chosen but not uploaded yet. A stored value from before a rule was tightened is dropped.
 */
export function shownImage(src: string | null | undefined): string | null {
  if (!src) return null;
  return isPublishedImagePath(src) || src.startsWith('data:image/') ? src : null;
}
