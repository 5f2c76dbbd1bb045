import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ApiError } from '../../lib/api-error';
import type { MediaFile } from '../../repositories/media-repository';
import { imageDecodes } from './media-encoder';
import { checkSvg, invalidLogo } from './svg-check';

// The firm's logo. An SVG is taken only when it is a plain, bounded drawing (./svg-check.ts),
// and is then drawn once, at upload, into a PNG in the art thread: the PNG is what pages show and
// what the icons are drawn from, so no visitor's browser ever renders the uploaded SVG itself. A
// PNG must be at least 128 pixels each way, for the favicon's larger sizes; it is re-encoded
// without its metadata. Anything else is refused with a 400 naming the field.

export const LOGO_MIN_PIXELS = 128;
const LOGO_MAX_PIXELS = 1024;

/** Starts like an SVG (processing instructions too: svg-check.ts refuses those with a 400). */
const looksLikeSvg = (bytes: Buffer) =>
  /^\s*(?:<\?[^>]*>\s*)*(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>\s*)*<svg[\s>/]/i.test(
    bytes
      .subarray(0, 4096)
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
  );

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

async function encodePng(
  bytes: Buffer,
  { minPixels = LOGO_MIN_PIXELS }: { minPixels?: number } = {},
): Promise<MediaFile> {
  let out: { data: Buffer; info: sharp.OutputInfo };
  try {
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    if (width < minPixels || height < minPixels)
      throw invalidLogo(
        `the PNG is ${width} × ${height} pixels; a logo must be at least ${LOGO_MIN_PIXELS} pixels wide and high`,
      );
    out = await imageDecodes.run(() =>
      sharp(bytes, { limitInputPixels: LOGO_MAX_PIXELS * LOGO_MAX_PIXELS * 16 })
        .resize({
          width: LOGO_MAX_PIXELS,
          height: LOGO_MAX_PIXELS,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .png({ compressionLevel: 9 })
        .toBuffer({ resolveWithObject: true }),
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalidLogo('the PNG could not be read');
  }
  const { width, height } = out.info;
  const hash = hashOf(out.data);
  return {
    name: `${hash}-${width}x${height}.png`,
    hash,
    width,
    height,
    contentType: 'image/png',
    bytes: out.data,
  };
}

/** Draws a checked SVG into a PNG of at most 1024 pixels a side (in the art thread). */
export type DrawSvg = (svg: Buffer) => Promise<Buffer>;

/**
 * The logo as stored and served under /media/: a PNG, re-encoded, or drawn from the SVG once
 * (`draw`); an SVG that cannot be drawn (in the thread's time) is refused like a bad one.
 */
export async function encodeLogo(bytes: Buffer, draw: DrawSvg): Promise<MediaFile> {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return encodePng(bytes);
  if (!looksLikeSvg(bytes))
    throw new ApiError(415, 'unsupported_image', 'A logo must be an SVG or a PNG file');
  const svg = Buffer.from(checkSvg(bytes), 'utf8');
  let drawn: Buffer;
  try {
    drawn = await draw(svg);
  } catch {
    throw invalidLogo('the SVG could not be drawn');
  }
  return encodePng(drawn, { minPixels: 1 });
}
