import { readFileSync } from 'node:fs';
import type { LiveSiteContent } from '@shared/site-content/api-schemas';
import type { SiteData } from '@shared/site-content/schema';
import { openOn } from '@shared/site-content/publish-stamps';
import { writeAtomically } from '../../lib/write-atomically';
import type { SiteArtist } from './art/site-art';
import type { PageRenderer, RenderedSite } from './page-renderer';
import { compile, lazy, type SiteFile } from './site-files';

/** The site visitors get: a published version's render, or the build's (version 0). */
export interface ServedSite {
  version: number;
  /** A file by its path under the client folder (index.html, blog/x/index.html, sitemap.xml). */
  file(path: string): SiteFile | undefined;
  /** The accent's CSS in every page's head ('' for the built-in accent): the pages' CSP hashes it. */
  theme: string;
  /** The icons its pages link (JSON of SiteIcons; none: the build's own). */
  icons?: string;
}

/** Every page of a content, rendered and ready to swap in (null: no renderer, nothing to show). */
export type PreparedSite = {
  site: RenderedSite;
  files: Map<string, SiteFile>;
  changed: SiteFile[];
  /** Draws the pictures its pages link that are not stored yet (once they are served). */
  drawPictures?: () => Promise<void>;
  /** The day its openings were judged by (those closed before it are not on the site). */
  day?: string;
} | null;

export interface PublishedSite {
  /** The site to serve; null without a build. */
  current(): ServedSite | null;
  /**
   * Renders every page of `content` (pages unchanged since the site served now are taken from
   * it); throws the renderer's PageRenderError for a page that does not render.
   */
  prepare(content: SiteData, publishedAt: string): Promise<PreparedSite>;
  /**
   * Swaps in the site for `live` (latest version wins), rendering it unless `prepared` is
   * given; resolves once it is served. Compressing its new files and writing it to disk follow
   * in the background.
   */
  show(live: LiveSiteContent, prepared?: PreparedSite): Promise<void>;
  /**
   * Renders `live` again when an opening of it closed since its pages were rendered (the daily
   * job, and the start); resolves once the new pages are served, or at once when none closed.
   */
  refresh(live: LiveSiteContent): Promise<void>;
  /** Resolves when the background work of every show so far is done (tests, shutdown). */
  settled(): Promise<void>;
}

/** The render of one live version, as kept on disk. */
interface StoredSite extends RenderedSite {
  version: number;
  /** With the version, names the content (a restored database may reuse a version number). */
  publishedAt: string | null;
  build: string;
  /** The day its openings were judged by. */
  day?: string;
}

function readStored(path: string | null): StoredSite | null {
  if (!path) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as StoredSite;
  } catch {
    return null; // none yet, or unreadable: rendered again
  }
}

interface Shown {
  version: number;
  site: RenderedSite;
  files: Map<string, SiteFile>;
  day?: string;
}

/** When the build rendered its site (ms): its files' Last-Modified until a publish. */
function renderTime(site: RenderedSite): number {
  const times = [site.renderedAt, ...Object.values(site.pages).map((p) => p.lastmod)]
    .map((time) => Date.parse(time ?? ''))
    .filter((time) => !Number.isNaN(time));
  return times.length ? Math.max(...times) : Date.now();
}

const served = (shown: Shown): ServedSite => ({
  version: shown.version,
  file: (path) => shown.files.get(path),
  theme: shown.site.theme,
  icons: shown.site.icons,
});

/**
 * The site visitors get. Until the first publish, the build's render of the built-in content;
 * after it, the live version rendered on the server from the same React code, kept in memory and
 * in ONE file beside the database (so a restart serves it at once, and a new build, whose asset
 * names differ, renders it again). Swapping is a single assignment: a request gets either all old
 * or all new files.
 */
export async function createPublishedSite(
  renderer: PageRenderer | null,
  built: RenderedSite | null,
  storePath: string | null,
  live: LiveSiteContent,
  onError: (error: unknown) => void,
  /** Draws the pictures the pages link to (share pictures, icons); none: the build's own. */
  artist: SiteArtist | null = null,
  /** Today in the firm's time zone (YYYY-MM-DD): openings closed before it are left out. */
  today: () => string = () => new Date().toISOString().slice(0, 10),
): Promise<PublishedSite> {
  const builtShown: Shown | null = built
    ? { version: 0, site: built, files: lazy(built, renderTime(built)) }
    : null;
  let current: (Shown & { publishedAt: string | null }) | null = null;
  /** Compression and the file on disk, after each swap, in order. */
  let background: Promise<void> = Promise.resolve();
  const afterSwap = (work: () => Promise<void>) => {
    background = background.then(work).catch(onError);
  };
  const precompress = (files: Iterable<SiteFile>) => () =>
    Promise.all([...files].map((file) => file.precompress())).then(() => {});

  const stored = readStored(storePath);
  /** The pages this build rendered last (of the live version, or of one before it). */
  const storedShown = (site: StoredSite) => {
    const { files } = compile(site, null, Date.parse(site.publishedAt ?? '') || Date.now());
    afterSwap(precompress(files.values()));
    return { ...site, site, files };
  };
  // Rendered by this build for this origin (PUBLIC_ORIGIN is in every page's head).
  const storedOfThisBuild =
    renderer && stored?.build === renderer.build && stored.origin === renderer.origin
      ? stored
      : null;
  if (
    storedOfThisBuild?.version === live.version &&
    storedOfThisBuild.publishedAt === live.published_at
  ) {
    current = storedShown(storedOfThisBuild);
    artist?.resume(live.content, storedOfThisBuild.cards ?? []);
  }
  let queue: Promise<void> = Promise.resolve();

  /** `builtInArt`: the built-in content links the build's own pictures. */
  async function prepare(content: SiteData, at: string, builtInArt = false): Promise<PreparedSite> {
    if (!renderer) return null;
    const base = current ?? builtShown;
    // The pages name their pictures; none is drawn before they are served.
    const art = builtInArt ? null : artist?.begin(content);
    const day = today();
    const shown = openOn(content, day);
    const site = await renderer.render(shown, at, base?.site ?? null, art?.art);
    site.cards = art?.missingCards;
    const files = compile(site, base?.files ?? null, Date.parse(at));
    return { site, ...files, drawPictures: art?.drawIcons, day };
  }

  async function show(next: LiveSiteContent, given?: PreparedSite): Promise<void> {
    if (!renderer) return;
    // The build's own site shows the defaults, when it was rendered for this origin.
    if (next.version === 0 && built?.origin === renderer.origin) return;
    if (current && current.version >= next.version) return;
    const prepared =
      given ??
      (await prepare(next.content, next.published_at ?? new Date().toISOString(), !next.version));
    if (!prepared) return;
    // A slower render of an older version never replaces a newer one.
    if (current && current.version > next.version) return;
    swap(next, prepared);
  }

  /** Serves `prepared` as the pages of `next` now; compresses and stores them after. */
  function swap(next: LiveSiteContent, prepared: NonNullable<PreparedSite>): void {
    if (!renderer) return;
    const { site, files, changed, drawPictures, day } = prepared;
    current = { version: next.version, publishedAt: next.published_at, site, files, day };
    void drawPictures?.();
    // The version is committed in SQLite and now served: the file on disk only spares the next
    // start a render (a crash before it is written renders again), so the publish does not wait
    // for its flush, nor for compressing the changed files.
    afterSwap(precompress(changed));
    if (storePath) {
      const record: StoredSite = {
        version: next.version,
        publishedAt: next.published_at,
        build: renderer.build,
        day,
        ...site,
      };
      afterSwap(async () => {
        // A newer version shown meanwhile writes its own.
        if (current?.version === record.version) {
          await writeAtomically(storePath, JSON.stringify(record));
        }
      });
    }
  }

  async function refresh(live: LiveSiteContent): Promise<void> {
    if (!renderer || !current || current.version !== live.version) return;
    const day = today();
    const shownOn = current.day ?? (current.publishedAt ?? '').slice(0, 10);
    const open = (on: string) =>
      openOn(live.content, on)
        .openings.map((o) => o.id)
        .join();
    if (shownOn === day || open(shownOn) === open(day)) return;
    // Pages whose openings changed get this time as their lastmod and Last-Modified.
    const prepared = await prepare(live.content, new Date().toISOString());
    if (prepared && current?.version === live.version) swap(live, prepared);
  }

  const published: PublishedSite = {
    current() {
      const shown = current ?? builtShown;
      return shown ? served(shown) : null;
    },
    prepare,
    // One swap at a time, in publish order; a failed one does not stop the next.
    show(next, prepared) {
      const run = queue.then(() => show(next, prepared));
      queue = run.catch(() => {});
      return run;
    },
    refresh(live) {
      const run = queue.then(() => refresh(live));
      queue = run.catch(() => {});
      return run;
    },
    async settled() {
      await queue;
      let seen: Promise<void>;
      do {
        seen = background;
        await seen;
      } while (seen !== background);
    },
  };
  // A publish made before this build (or a lost file): render it now, before serving.
  await published.show(live).catch((error: unknown) => {
    onError(error);
    // Content published before every page had to render may not: this build's last
    // render of an earlier version is closer to it than the build's defaults.
    if (!current && storedOfThisBuild) {
      current = storedShown(storedOfThisBuild);
      onError(
        new Error(
          `publishing: serving the pages of version ${storedOfThisBuild.version}, the last ` +
            `that rendered, instead of version ${live.version}`,
        ),
      );
    }
  });
  return published;
}
