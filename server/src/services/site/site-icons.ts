import sharp from 'sharp';
import { BUILT_IN_ICONS, type SiteIcons } from '@shared/site-content/site-art';
import { strongEtag } from '../../lib/revalidation';
import type { Representation } from '../publishing/site-files';

// The icons browsers and home screens ask for at fixed addresses, whatever the pages link:
// /favicon.ico and /apple-touch-icon.png. Both are the firm's icons of the site served now (the
// logo's, drawn at publish by services/publishing/art/, or the build's own), so they follow the
// logo as the pages' <link>s do.

/** The addresses, and which icon each one is. */
export const FIXED_ICONS = {
  '/favicon.ico': 'ico',
  '/apple-touch-icon.png': 'appleTouch',
} as const;
export type FixedIcon = (typeof FIXED_ICONS)[keyof typeof FIXED_ICONS];

/** The pixel sizes in favicon.ico: the tab's, a high-density tab's, the desktop shortcut's. */
const ICO_SIZES = [16, 32, 48] as const;

/**
 * An ICO file holding one PNG per size (the PNG-in-ICO form every browser since 2007 reads): a
 * 6-byte header, a 16-byte entry per image, then the PNGs.
 */
export function icoOf(pngs: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: an icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.png)]);
}

/** The site's icons as its render names them (JSON), else the build's own. */
export function iconsOf(json: string | undefined): SiteIcons {
  if (!json) return BUILT_IN_ICONS;
  try {
    return JSON.parse(json) as SiteIcons;
  } catch {
    return BUILT_IN_ICONS;
  }
}

/** The PNG an icon is made from: the largest PNG favicon, else the manifest's smallest. */
function sourceOf(icons: SiteIcons, which: FixedIcon): string {
  if (which === 'appleTouch') return icons.appleTouch;
  const png = icons.favicon.filter((icon) => icon.type === 'image/png').at(-1);
  return (png ?? icons.manifest[0] ?? { src: BUILT_IN_ICONS.manifest[0]!.src }).src;
}

/**
 * Answers the fixed icons from a picture of the site (`read`: its bytes by path, null when it
 * is not there yet). Each icon is made once per picture and kept (the latest few: a logo
 * changes rarely), so a request costs a lookup.
 */
export function createFixedIcons(read: (path: string) => Promise<Buffer | null>) {
  const made = new Map<string, Promise<Representation | null>>();
  async function make(which: FixedIcon, src: string): Promise<Representation | null> {
    const png = await read(src);
    if (!png) return null;
    if (which === 'appleTouch') return { bytes: png, etag: strongEtag(png) };
    const pngs = await Promise.all(
      ICO_SIZES.map(async (size) => ({
        size,
        png: await sharp(png, { limitInputPixels: 4096 * 4096 })
          .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
          .png()
          .toBuffer(),
      })),
    );
    const ico = icoOf(pngs);
    return { bytes: ico, etag: strongEtag(ico) };
  }
  return (icons: SiteIcons, which: FixedIcon): Promise<Representation | null> => {
    const src = sourceOf(icons, which);
    const key = `${which}:${src}`;
    let out = made.get(key);
    if (!out) {
      out = make(which, src).catch(() => null);
      // A picture not drawn yet is asked for again next time.
      void out.then((found) => found ?? made.delete(key));
      made.set(key, out);
      for (const old of made.keys()) if (made.size > 8) made.delete(old);
    }
    return out;
  };
}
