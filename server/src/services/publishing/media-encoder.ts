import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MEDIA_LARGE_WIDTH, mediaPath, smallSize } from '@shared/site-content/media-urls';
import { sniffImage } from '../../lib/file-sniff';
import type { MediaFile } from '../../repositories/media-repository';
import { ApiError } from '../../lib/api-error';
import { createSemaphore } from '../../lib/semaphore';

/** Uploads larger than this are refused (413) before they are decoded. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/**
 * A decompression bomb (a small file of a huge picture: a 20 KB GIF of 7000 x 7000 pixels decodes
 * to 147 MB) is refused from its header, before anything is decoded. 25 megapixels take a 24 MP
 * camera's 6000 x 4000 whole and cost at most about 75 MB per decode.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Decodes at once: a burst of uploads queues instead of adding up its memory. */
const MAX_CONCURRENT_DECODES = 2;
export const imageDecodes = createSemaphore(MAX_CONCURRENT_DECODES);
const WEBP_QUALITY = 80;

const unreadableImage = () =>
  new ApiError(
    415,
    'unreadable_image',
    'The image could not be read: the file is damaged, truncated or too large in pixels',
  );

/** The picture's size from its header alone (no pixel is decoded); refuses one that is too big. */
async function assertPixelsAllowed(bytes: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    throw unreadableImage();
  }
  if (!width || !height) throw unreadableImage();
  if (width * height > MAX_INPUT_PIXELS) {
    const megapixels = Math.round((width * height) / 1_000_000);
    throw new ApiError(
      413,
      'image_too_large',
      `This image is ${width} × ${height} pixels (${megapixels} megapixels); at most ` +
        `${MAX_INPUT_PIXELS / 1_000_000} megapixels can be uploaded. Make it smaller first.`,
    );
  }
}

export const unsupportedImage = () =>
  new ApiError(
    415,
    'unsupported_image',
    'Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded',
  );

/**
 * Re-encodes an uploaded image as WebP in two widths (MEDIA_LARGE_WIDTH and the small one of
 * shared/site-content/media-urls.ts): the format is checked from the bytes, the picture is
 * turned upright by its EXIF orientation and then every metadata block (EXIF with its GPS
 * position, XMP, ICC comments) is dropped, as sharp does unless asked to keep them. An animated
 * GIF or WebP keeps its first frame.
 */
export async function encodeImage(bytes: Buffer): Promise<MediaFile[]> {
  if (!(await sniffImage(bytes))) throw unsupportedImage();
  await assertPixelsAllowed(bytes);
  return imageDecodes.run(() => renditions(bytes));
}

async function renditions(bytes: Buffer): Promise<MediaFile[]> {
  let upright: { data: Buffer; info: sharp.OutputInfo };
  try {
    // The header check above already refused a bomb; the limit also holds inside the decoder.
    upright = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MEDIA_LARGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unreadableImage();
  }
  const { width, height } = upright.info;
  // The name hashes the large rendition's bytes: new bytes, new URL (cacheable for good).
  const hash = createHash('sha256').update(upright.data).digest('hex').slice(0, 32);
  const large: MediaFile = {
    name: mediaPath(hash, width, height).slice('/media/'.length),
    hash,
    width,
    height,
    contentType: 'image/webp',
    bytes: upright.data,
  };
  const small = smallSize(width, height);
  if (small.width === width) return [large];
  const smallBytes = await sharp(upright.data)
    .resize({ width: small.width, height: small.height, fit: 'fill' })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  return [
    large,
    {
      name: mediaPath(hash, small.width, small.height).slice('/media/'.length),
      hash,
      ...small,
      contentType: 'image/webp',
      bytes: smallBytes,
    },
  ];
}
