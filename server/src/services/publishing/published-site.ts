import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { LiveSiteContent } from '@shared/schemas/site-content';
import type { PageRenderer, RenderedFiles } from './page-renderer';

/** The pages rendered for one live version, as kept on disk and served. */
export interface RenderedSite {
  version: number;
  /** With the version, names the content (a restored database may reuse a version number). */
  publishedAt: string | null;
  build: string;
  files: RenderedFiles;
}

export interface PublishedSite {
  /** The rendered file at this path of the client folder; null means: serve the build's file. */
  file(path: string): { key: string; body: string } | null;
  /** Renders the pages for `live`, writes them to disk and swaps them in (latest version wins). */
  show(live: LiveSiteContent): Promise<void>;
}

function readStored(path: string | null): RenderedSite | null {
  if (!path) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as RenderedSite;
  } catch {
    return null; // none yet, or unreadable: rendered again
  }
}

/** Write to a temporary file, flush it, then rename over the old one: never a half-written file. */
function writeAtomically(path: string, text: string) {
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, text, { mode: 0o600 });
  const fd = openSync(tmp, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
}

/**
 * The pages visitors get once content is published: rendered on the server from the same React
 * code the build prerendered with, kept in memory and in ONE file beside the database (so a
 * restart serves them at once, and a new build, whose asset names differ, renders them again).
 * Swapping is a single assignment: a request gets either all old or all new pages.
 */
export async function createPublishedSite(
  renderer: PageRenderer | null,
  storePath: string | null,
  live: LiveSiteContent,
  onError: (error: unknown) => void,
): Promise<PublishedSite> {
  let current: RenderedSite | null = null;
  const stored = readStored(storePath);
  if (
    renderer &&
    stored?.build === renderer.build &&
    stored.version === live.version &&
    stored.publishedAt === live.published_at
  ) {
    current = stored;
  }
  let queue: Promise<void> = Promise.resolve();

  async function show(next: LiveSiteContent): Promise<void> {
    if (!renderer || next.version === 0) return; // the build's own pages show the defaults
    if (current && current.version >= next.version && current.build === renderer.build) return;
    const site: RenderedSite = {
      version: next.version,
      publishedAt: next.published_at,
      build: renderer.build,
      files: await renderer.render(next),
    };
    // A slower render of an older version never replaces a newer one.
    if (current && current.version > site.version) return;
    if (storePath) writeAtomically(storePath, JSON.stringify(site));
    current = site;
  }

  const site: PublishedSite = {
    file(path) {
      const body = current?.files[path];
      return body === undefined ? null : { key: `${current!.version}:${path}`, body };
    },
    // One render at a time, in publish order; a failed one does not stop the next.
    show(next) {
      const run = queue.then(() => show(next));
      queue = run.catch(() => {});
      return run;
    },
  };
  // A publish made before this build (or a lost file): render it now, before serving.
  await site.show(live).catch(onError);
  return site;
}
