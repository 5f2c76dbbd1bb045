import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MEDIA_LARGE_WIDTH, mediaPath, smallSize } from '@shared/site-content/media-urls';
import { sniffImageFormat } from '../../lib/image-sniff';
import type { MediaFile } from '../../repositories/media-repository';
import { ApiError } from '../../lib/api-error';

/** Uploads larger than this are refused (413) before they are decoded. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/** A decompression bomb (a small file of a huge picture) is refused instead of decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

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
  if (!sniffImageFormat(bytes)) throw unsupportedImage();
  let upright: { data: Buffer; info: sharp.OutputInfo };
  try {
    upright = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MEDIA_LARGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ApiError(
      415,
      'unreadable_image',
      'The image could not be read: the file is damaged, truncated or too large in pixels',
    );
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
