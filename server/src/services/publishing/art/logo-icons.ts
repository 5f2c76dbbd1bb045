import sharp from 'sharp';
import { themeBackground } from '@shared/site-content/accent';
import { ICON_SIZES, LOGO_ICON_SIZES } from '@shared/site-content/site-art';
import type { LogoImage } from './share-card';

// The icons made from the firm's logo (shared/site-content/site-art.ts says where each goes):
// square PNGs with the logo centred in its proportions. The favicon's and the manifest's keep
// the logo's transparency; the home-screen icon (apple-touch-icon) is opaque, as iOS wants, on
// white or on the dark theme's navy, whichever the logo stands out on, with a margin. Runs in
// the art thread (./art-worker.ts).

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
/** The home-screen icon's margin around the logo, per side. */
const MARGIN = 0.12;

/** A drawing is never made larger than this before it is scaled down (a few MB). */
const MAX_PIXELS = 2048 * 2048;

/** The density at which an SVG comes out about `size` pixels across, from its own size. */
async function densityFor(logo: Pick<LogoImage, 'bytes'>, size: number): Promise<number> {
  // Its header only (nothing is drawn): a drawing of any stated size is measured.
  const { width = 1, height = 1 } = await sharp(logo.bytes, { limitInputPixels: false }).metadata();
  return Math.min(100_000, Math.max(1, (72 * size) / Math.max(width, height, 1)));
}

/** The logo drawn to fit a `size` square, transparent around it. */
async function fitted(logo: LogoImage, size: number): Promise<Buffer> {
  // An SVG is drawn at the size it is shown at, not scaled from a small bitmap.
  const svg = logo.type === 'image/svg+xml';
  const options = {
    limitInputPixels: MAX_PIXELS,
    ...(svg ? { density: await densityFor(logo, size) } : {}),
  };
  return sharp(logo.bytes, options)
    .resize(size, size, { fit: 'contain', background: TRANSPARENT })
    .png()
    .toBuffer();
}

/** Whether the logo is mostly light (its visible pixels' mean luminance). */
async function isLight(logo: LogoImage): Promise<boolean> {
  const { data, info } = await sharp(await fitted(logo, 64))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let weight = 0;
  let luminance = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const alpha = data[i + 3]! / 255;
    weight += alpha;
    luminance += alpha * (0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!);
  }
  return weight > 0 && luminance / weight / 255 > 0.6;
}

async function homeScreenIcon(logo: LogoImage, size: number): Promise<Buffer> {
  const inner = Math.round(size * (1 - 2 * MARGIN));
  const background = (await isLight(logo)) ? themeBackground('dark') : '#ffffff';
  return sharp({ create: { width: size, height: size, channels: 3, background } })
    .composite([{ input: await fitted(logo, inner), gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** The icons of the logo, by pixel size (LOGO_ICON_SIZES). */
export async function renderLogoIcons(logo: LogoImage): Promise<Map<number, Buffer>> {
  const icons = await Promise.all(
    LOGO_ICON_SIZES.map(async (size) => {
      const png =
        size === ICON_SIZES.appleTouch
          ? await homeScreenIcon(logo, size)
          : await fitted(logo, size);
      return [size, png] as const;
    }),
  );
  return new Map(icons);
}

/** The longest side of the PNG an uploaded SVG logo is drawn into. */
export const LOGO_DRAWING_PIXELS = 1024;

/**
 * An uploaded SVG logo (already checked: logo-encoder.ts) drawn once into a PNG of at most
 * LOGO_DRAWING_PIXELS a side, in its proportions: what the pages show instead of the SVG.
 */
export async function drawLogoPng(svg: Uint8Array): Promise<Buffer> {
  const logo = { bytes: svg };
  return sharp(svg, {
    limitInputPixels: MAX_PIXELS,
    density: await densityFor(logo, LOGO_DRAWING_PIXELS),
  })
    .resize(LOGO_DRAWING_PIXELS, LOGO_DRAWING_PIXELS, { fit: 'inside' })
    .png()
    .toBuffer();
}
