import { createHash } from 'node:crypto';
import type { SiteData } from '@shared/site-content/schema';
import {
  BUILT_IN_ICONS,
  BUILT_IN_SHARE_IMAGE,
  ICON_SIZES,
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

// The pictures the pages link (shared/site-content/site-art.ts): each page's share picture and
// the logo's icons. A picture is named by what it shows (a hash of the card's texts, colour and
// logo, or of the logo, with the design's version), so its address is known before it is drawn,
// changes when the picture would, and is cached for good. A render names its pictures at once
// and never waits for one. They are drawn in the art thread and stored with the uploads
// (media_files: a backup holds them): the logo's icons right after the pages are served (every
// visitor's browser asks for the favicon), a share picture on its first request (a link preview:
// most pages are never shared, and a publish that renamed the firm would draw ~100). A picture
// that cannot be drawn is answered with the built-in one, not cached, and tried again later.

/** Changes whenever the drawing does (share-card.ts, logo-icons.ts): every picture is new. */
const ART_VERSION = 1;
/** A picture that failed is not tried again for this long (its request gets the built-in one). */
const RETRY_AFTER_MS = 10 * 60_000;
/** Pictures named by renders and not drawn yet, at most (the oldest are forgotten). */
const MAX_PENDING = 2_000;

const artKey = (what: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([ART_VERSION, what]))
    .digest('hex')
    .slice(0, 32);

/** A picture to serve: stored, or the built-in one in place of one that could not be drawn. */
export type ArtPicture = { file: MediaFile; builtIn: boolean };

export interface ArtRun {
  /** What the render's pages link. */
  art: SiteArt;
  /** The cards whose pictures were not stored yet: kept with the render, for `resume`. */
  missingCards: ShareCard[];
  /** Draws the logo's icons if they are not stored yet (in the background: never awaited). */
  drawIcons(): Promise<void>;
}

export interface SiteArtist {
  /** Names the pictures of a render of `content` (call before rendering its pages). */
  begin(content: SiteData): ArtRun;
  /**
   * Names again, after a restart, the pictures of the pages rendered before it (their render
   * kept `missingCards`), and draws the logo's icons if need be.
   */
  resume(content: SiteData, cards: ShareCard[]): void;
  /** A picture a render named, drawn now if need be; null for a name no render gave. */
  picture(name: string): Promise<ArtPicture | null>;
  /** Stops the drawing in the background. */
  close(): Promise<void>;
}

type ArtMedia = Pick<MediaRepository, 'get' | 'has' | 'saveAll'>;
/** Reads a file of the build's own (client/public/: /og-image.jpg, /icons/...); null without. */
export type BuiltInFile = (path: string) => Buffer | null;

/** The build's own picture that answers for one of `name` that could not be drawn. */
function standIn(job: ArtJob, name: string, read: BuiltInFile): MediaFile | null {
  let src = BUILT_IN_SHARE_IMAGE.src;
  if (job.kind === 'icons') {
    const size = Number(/-(\d+)x\d+\.png$/.exec(name)?.[1]);
    const manifest = BUILT_IN_ICONS.manifest;
    // The favicon's 48 px is the smallest built-in PNG, scaled by the browser.
    src =
      size === ICON_SIZES.appleTouch
        ? BUILT_IN_ICONS.appleTouch
        : (manifest.find((icon) => icon.sizes === `${size}x${size}`) ?? manifest[0]!).src;
  }
  const bytes = read(src);
  const type = job.kind === 'card' ? 'image/jpeg' : 'image/png';
  return bytes && { name, hash: '', width: 0, height: 0, contentType: type, bytes };
}

interface Pending {
  job: ArtJob;
  /** The files the job's pictures are stored as (one per picture, in order). */
  files(images: Uint8Array[]): MediaFile[];
}

function storedLogo(media: ArtMedia, src: string): LogoImage | null {
  const file = media.get(src.replace(/^\/media\//, ''));
  if (file?.contentType !== 'image/svg+xml' && file?.contentType !== 'image/png') return null;
  return { bytes: file.bytes, type: file.contentType, width: file.width, height: file.height };
}

const mediaFile = (
  name: string,
  hash: string,
  size: number | { width: number; height: number },
  contentType: string,
  bytes: Uint8Array,
): MediaFile => ({
  name,
  hash,
  ...(typeof size === 'number' ? { width: size, height: size } : size),
  contentType,
  bytes: Buffer.from(bytes),
});

export function createSiteArtist(
  media: ArtMedia,
  thread: ArtThread,
  builtIn: BuiltInFile,
  onError: (error: unknown) => void,
  now: () => number = Date.now,
): SiteArtist {
  /** By file name: what draws it (a logo's icons share one job). */
  const pending = new Map<string, Pending>();
  const drawing = new Map<string, Promise<boolean>>();
  const failedAt = new Map<string, number>();
  let stopping = new AbortController();

  function remember(names: string[], entry: Pending) {
    for (const name of names) pending.set(name, entry);
    for (const name of pending.keys()) {
      if (pending.size <= MAX_PENDING) break;
      pending.delete(name);
    }
  }

  /** Draws and stores the picture of `name` (and those of the same job); false if it failed. */
  function draw(name: string): Promise<boolean> {
    const entry = pending.get(name);
    if (!entry) return Promise.resolve(media.has(name));
    const failed = failedAt.get(name);
    if (failed !== undefined && now() - failed < RETRY_AFTER_MS) return Promise.resolve(false);
    let done = drawing.get(name);
    if (done) return done;
    const names = [...pending].filter(([, e]) => e === entry).map(([n]) => n);
    done = thread
      .draw(entry.job, stopping.signal)
      .then((images) => {
        media.saveAll(entry.files(images));
        for (const n of names) pending.delete(n);
        return true;
      })
      .catch((error: unknown) => {
        if (failedAt.size > MAX_PENDING) failedAt.clear();
        for (const n of names) failedAt.set(n, now());
        if (!stopping.signal.aborted)
          onError(new Error(`art: ${name} not drawn`, { cause: error }));
        return false;
      });
    for (const n of names) drawing.set(n, done);
    void done.finally(() => names.forEach((n) => drawing.delete(n)));
    return done;
  }

  function begin(content: SiteData): ArtRun {
    /** Names files to draw when asked for; the first missing one, if any. */
    const name = (names: string[], entry: Pending) => {
      const missing = names.filter((n) => !media.has(n));
      if (missing.length) remember(missing, entry);
      return missing[0];
    };
    const src = content.identity.logo?.src ?? null;
    const logo = src ? storedLogo(media, src) : null;

    let icons = BUILT_IN_ICONS;
    let missingIcon: string | undefined;
    if (src && logo) {
      const key = artKey({ icons: src });
      const file = (size: number) => `${key}-${size}x${size}.png`;
      missingIcon = name(LOGO_ICON_SIZES.map(file), {
        job: { kind: 'icons', logo },
        files: (images) =>
          LOGO_ICON_SIZES.map((size, i) =>
            mediaFile(file(size), key, size, 'image/png', images[i]!),
          ),
      });
      icons = logoIcons(key, { src, svg: logo.type === 'image/svg+xml' });
    }

    const cards = new Map<string, SiteImage>();
    const missingCards: ShareCard[] = [];
    const shareImage = (card: ShareCard) => {
      const key = artKey({ card });
      let image = cards.get(key);
      if (image) return image;
      const file = `${key}-${SHARE_IMAGE.width}x${SHARE_IMAGE.height}.jpg`;
      const missing = name([file], {
        job: { kind: 'card', card, logo },
        files: ([jpeg]) => [mediaFile(file, key, SHARE_IMAGE, 'image/jpeg', jpeg!)],
      });
      if (missing) missingCards.push(card);
      cards.set(key, (image = { src: `/media/${file}`, ...SHARE_IMAGE }));
      return image;
    };

    return {
      art: { shareImage, icons },
      missingCards,
      async drawIcons() {
        if (missingIcon) await draw(missingIcon);
      },
    };
  }

  return {
    begin,
    resume(content, cards) {
      const run = begin(content);
      for (const card of cards) run.art.shareImage(card);
      void run.drawIcons();
    },

    async picture(name) {
      const stored = media.get(name);
      if (stored) return { file: stored, builtIn: false };
      const entry = pending.get(name);
      if (!entry) return null;
      if (await draw(name)) {
        const file = media.get(name);
        if (file) return { file, builtIn: false };
      }
      const file = standIn(entry.job, name, builtIn);
      return file && { file, builtIn: true };
    },

    async close() {
      stopping.abort();
      stopping = new AbortController();
      await Promise.allSettled(drawing.values());
    },
  };
}
