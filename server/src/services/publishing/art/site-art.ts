import { createHash } from 'node:crypto';
import type { SiteData } from '@shared/site-content/schema';
import {
  BUILT_IN_ICONS,
  BUILT_IN_SHARE_IMAGE,
  LOGO_ICON_SIZES,
  logoIcons,
  SHARE_IMAGE,
  type ShareCard,
  type SiteArt,
  type SiteImage,
} from '@shared/site-content/site-art';
import type { MediaFile, MediaRepository } from '../../../repositories/media-repository';
import type { ArtJob, ArtThread } from './art-thread';
import type { LogoImage } from './share-card';

// The pictures of one render of the pages (shared/site-content/site-art.ts): each page's share
// picture and the logo's icons. A picture is named by what it shows (a hash of the card's texts,
// colour and logo, or of the logo, with the design's version), so its address is known before it
// is drawn, changes when the picture would, and is cached for good; one already stored is not
// drawn again, and a publish that changes no headline draws nothing. The missing ones are drawn
// in the art thread while the main thread renders the pages, and stored with the uploads
// (media_files: a backup holds them). One that cannot be drawn never fails the publish: its pages
// link the built-in picture instead, and the error is logged.

/** Changes whenever the drawing does (share-card.ts, logo-icons.ts): every picture is new. */
const ART_VERSION = 1;

const artKey = (what: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([ART_VERSION, what]))
    .digest('hex')
    .slice(0, 32);

export interface ArtRun {
  /** What the render's pages link to, drawn or being drawn. */
  art: SiteArt;
  /**
   * Waits for the pictures the render asked for and stores them. Null when all are there; else
   * the art to render the pages again with, the built-in pictures in place of the missing.
   */
  finish(): Promise<SiteArt | null>;
}

export interface SiteArtist {
  /**
   * The pictures of a render of `content`: call before rendering its pages. Without `draw` (a
   * render at start, which must not wait), a picture not stored yet is the built-in one, until
   * a publish draws it.
   */
  begin(content: SiteData, options?: { draw?: boolean }): ArtRun;
}

type ArtMedia = Pick<MediaRepository, 'get' | 'has' | 'saveAll'>;

function storedLogo(media: ArtMedia, src: string): LogoImage | null {
  const file = media.get(src.replace(/^\/media\//, ''));
  if (file?.contentType !== 'image/svg+xml' && file?.contentType !== 'image/png') return null;
  return { bytes: file.bytes, type: file.contentType, width: file.width, height: file.height };
}

const mediaFile = (
  name: string,
  hash: string,
  { width, height }: { width: number; height: number },
  contentType: string,
  bytes: Uint8Array,
): MediaFile => ({ name, hash, width, height, contentType, bytes: Buffer.from(bytes) });

/** What `missing` calls the logo's icons (a share picture goes by its address). */
const ICONS = 'icons';

export function createSiteArtist(
  media: ArtMedia,
  thread: ArtThread,
  onError: (error: unknown) => void,
): SiteArtist {
  return {
    begin(content, { draw = true } = {}) {
      const src = content.identity.logo?.src ?? null;
      const logo = src ? storedLogo(media, src) : null;
      const drawing: Promise<void>[] = [];
      const missing = new Set<string>();
      let failure: unknown = null;
      // A thread that failed fails the pictures after it at once (a crash per picture is slow).
      const broken = new AbortController();
      /** Whether the files named are stored, or are being drawn (`what` names them). */
      const available = (
        names: string[],
        job: ArtJob,
        what: string,
        files: (images: Uint8Array[]) => MediaFile[],
      ) => {
        if (names.every((name) => media.has(name))) return true;
        if (!draw) return false;
        const drawn = thread.draw(job, broken.signal).then(
          (images) => media.saveAll(files(images)),
          (error: unknown) => {
            missing.add(what);
            failure ??= error;
            broken.abort();
          },
        );
        drawing.push(drawn);
        return true;
      };

      let icons = BUILT_IN_ICONS;
      if (src && logo) {
        const key = artKey({ icons: src });
        const name = (size: number) => `${key}-${size}x${size}.png`;
        const files = (images: Uint8Array[]) =>
          LOGO_ICON_SIZES.map((size, i) =>
            mediaFile(name(size), key, { width: size, height: size }, 'image/png', images[i]!),
          );
        if (available(LOGO_ICON_SIZES.map(name), { kind: 'icons', logo }, ICONS, files))
          icons = logoIcons(key, { src, svg: logo.type === 'image/svg+xml' });
      }

      const cards = new Map<string, SiteImage>();
      const shareImage = (card: ShareCard): SiteImage => {
        const key = artKey({ card });
        let image = cards.get(key);
        if (image) return image;
        const name = `${key}-${SHARE_IMAGE.width}x${SHARE_IMAGE.height}.jpg`;
        const src = `/media/${name}`;
        const files = ([jpeg]: Uint8Array[]) => [
          mediaFile(name, key, SHARE_IMAGE, 'image/jpeg', jpeg!),
        ];
        image = available([name], { kind: 'card', card, logo }, src, files)
          ? { src, ...SHARE_IMAGE }
          : BUILT_IN_SHARE_IMAGE;
        cards.set(key, image);
        return image;
      };
      const art: SiteArt = { shareImage, icons };

      return {
        art,
        async finish() {
          await Promise.all(drawing);
          if (missing.size === 0) return null;
          onError(
            new Error(
              `art: ${missing.size} of ${drawing.length} pictures could not be drawn; their ` +
                'pages link the built-in ones',
              { cause: failure },
            ),
          );
          return {
            shareImage: (card) => {
              const image = shareImage(card);
              return missing.has(image.src) ? BUILT_IN_SHARE_IMAGE : image;
            },
            icons: missing.has(ICONS) ? BUILT_IN_ICONS : icons,
          };
        },
      };
    },
  };
}
