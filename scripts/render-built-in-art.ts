/**
 * Renders the build's own pictures into client/public/: og-image.jpg (the share picture of the
 * built-in content's pages, and of any page whose own could not be drawn at publish) and the
 * icons of the built-in mark (icons/: apple-touch-icon.png, icon-192.png, icon-512.png, from
 * favicon.svg). The same code draws them as the server does at publish for the firm's identity
 * (server/src/services/publishing/art/). Committed, so builds never need this; run
 * `npx tsx scripts/render-built-in-art.ts` after changing the built-in identity or the drawing.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultSiteData } from '../shared/site-content/defaults';
import { BUILT_IN_ICONS, BUILT_IN_SHARE_IMAGE, ICON_SIZES } from '../shared/site-content/site-art';
import { loadFonts } from '../server/src/services/publishing/art/fonts';
import { renderLogoIcons } from '../server/src/services/publishing/art/logo-icons';
import { renderShareCard } from '../server/src/services/publishing/art/share-card';

const publicDir = join(fileURLToPath(new URL('.', import.meta.url)), '..', 'client', 'public');
const write = (path: string, bytes: Uint8Array) => {
  const file = join(publicDir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, bytes);
  process.stdout.write(`wrote ${file}\n`);
};

// The home page's card (client/src/app/head-tags.ts): the tagline, the description under it.
const { identity } = defaultSiteData;
const card = {
  name: identity.name,
  heading: identity.tagline,
  subline: identity.description,
  accent: identity.accentColor,
  logo: null,
};
write(BUILT_IN_SHARE_IMAGE.src, await renderShareCard(card, null, await loadFonts()));

const mark = readFileSync(join(publicDir, 'favicon.svg'));
const icons = await renderLogoIcons({ bytes: mark, type: 'image/svg+xml', width: 32, height: 32 });
write(BUILT_IN_ICONS.appleTouch, icons.get(ICON_SIZES.appleTouch)!);
for (const [i, size] of ICON_SIZES.manifest.entries()) {
  write(BUILT_IN_ICONS.manifest[i]!.src, icons.get(size)!);
}
