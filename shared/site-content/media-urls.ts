// Addresses of uploaded images. The server stores each upload as WebP in two widths and serves
// each at /media/<hash>-<width>x<height>.webp, where <hash> names the image's content: the URL
// changes whenever the bytes do, so it can be cached for good. The published content keeps the
// large rendition's URL; a card derives the small one (and its srcset) from it with the same
// rule the server used to make it.

/** The widest rendition; larger uploads are scaled down to it. */
export const MEDIA_LARGE_WIDTH = 1600;
/** The small rendition, for phones and narrow cards. */
export const MEDIA_SMALL_WIDTH = 480;

const MEDIA_PATH = /^\/media\/([a-f0-9]{32})-(\d{1,5})x(\d{1,5})\.webp$/;

export interface MediaRendition {
  url: string;
  width: number;
  height: number;
}

export function mediaPath(hash: string, width: number, height: number): string {
  return `/media/${hash}-${width}x${height}.webp`;
}

export function isMediaPath(src: string): boolean {
  return MEDIA_PATH.test(src);
}

/** The size of the small rendition of an image whose large rendition is width x height. */
export function smallSize(width: number, height: number): { width: number; height: number } {
  if (width <= MEDIA_SMALL_WIDTH) return { width, height };
  return {
    width: MEDIA_SMALL_WIDTH,
    height: Math.max(1, Math.round((height * MEDIA_SMALL_WIDTH) / width)),
  };
}

/** Both renditions of an uploaded image (small first), or null for any other address. */
export function mediaRenditions(src: string): MediaRendition[] | null {
  const m = MEDIA_PATH.exec(src);
  if (!m) return null;
  const [hash, width, height] = [m[1]!, Number(m[2]), Number(m[3])];
  const small = smallSize(width, height);
  const large = { url: src, width, height };
  if (small.width === width) return [large];
  return [{ url: mediaPath(hash, small.width, small.height), ...small }, large];
}

/**
 * A logo keeps its own format (identity's logo, the favicon): an SVG as uploaded once checked
 * (/media/<hash>.svg), a PNG re-encoded at its size (/media/<hash>-<width>x<height>.png).
 */
const LOGO_PATH = /^\/media\/[a-f0-9]{32}(?:\.svg|-\d{1,5}x\d{1,5}\.png)$/;

export function isLogoPath(src: string): boolean {
  return LOGO_PATH.test(src);
}
