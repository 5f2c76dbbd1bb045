import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { ShareCard } from '@shared/site-content/site-art';
import type { MediaFile } from '../../../repositories/media-repository';
import type { ArtJob, ArtThread } from './art-thread';
import { createSiteArtist } from './site-art';

// Which pictures a render names and when they are drawn: never before the pages are served,
// each once, on its first request or in the background after the publish; the built-in one
// answers for a picture that could not be drawn, which is tried again later.

function fakes({ failures = 0 } = {}) {
  const files = new Map<string, MediaFile>();
  const jobs: ArtJob[] = [];
  const errors: unknown[] = [];
  let clock = 0;
  // One picture after the other, as the real thread draws them.
  let queue: Promise<unknown> = Promise.resolve();
  const thread: ArtThread = {
    draw(job, signal) {
      const turn = queue.then(() => {
        if (signal?.aborted) throw new Error('not drawn');
        jobs.push(job);
        if (failures-- > 0) throw new Error('the thread crashed');
        return job.kind === 'card'
          ? [new Uint8Array([1])]
          : [1, 2, 3, 4].map((n) => new Uint8Array([n]));
      });
      queue = turn.catch(() => {});
      return turn;
    },
    close: async () => {},
  };
  const media = {
    get: (name: string) => files.get(name) ?? null,
    has: (name: string) => files.has(name),
    saveAll: (saved: MediaFile[]) => saved.forEach((f) => files.set(f.name, f)),
  };
  const builtIn = (path: string) => Buffer.from(`built-in ${path}`);
  const artist = createSiteArtist(
    media,
    thread,
    builtIn,
    (error) => errors.push(error),
    () => clock,
  );
  return { files, jobs, errors, artist, advance: (ms: number) => void (clock += ms) };
}

const card = (heading: string): ShareCard => ({
  name: 'Northwind Fiber',
  heading,
  subline: 'Light on every street',
  accent: '#ffee58',
  logo: null,
});
const fileOf = (src: string) => src.slice('/media/'.length);

describe('the pictures of a render', () => {
  it('are named by what they show, and drawn on their first request, once', async () => {
    const { jobs, artist } = fakes();
    const run = artist.begin(defaultSiteData);
    const services = run.art.shareImage(card('Services'));
    expect(services).toMatchObject({ width: 1200, height: 630 });
    expect(services.src).toMatch(/^\/media\/[0-9a-f]{32}-1200x630\.jpg$/);
    expect(run.art.shareImage(card('Careers')).src).not.toBe(services.src);
    // Named, not drawn: the render does not wait for them.
    expect(jobs).toEqual([]);

    const [first, again] = await Promise.all([
      artist.picture(fileOf(services.src)),
      artist.picture(fileOf(services.src)),
    ]);
    expect(first).toMatchObject({ builtIn: false, file: { contentType: 'image/jpeg' } });
    expect(again?.file.bytes).toEqual(first?.file.bytes);
    expect(jobs).toHaveLength(1);
    // The next render of the same card names the same picture, stored now.
    expect(artist.begin(defaultSiteData).art.shareImage(card('Services'))).toEqual(services);
    expect(await artist.picture(`${'0'.repeat(32)}-1200x630.jpg`)).toBeNull();
  });

  it('of a logo, its icons, are drawn in the background after the publish', async () => {
    const { files, jobs, artist } = fakes();
    const logo = `/media/${'a'.repeat(32)}.svg`;
    files.set(fileOf(logo), {
      name: fileOf(logo),
      hash: 'a'.repeat(32),
      width: 32,
      height: 32,
      contentType: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    const identity = { ...defaultSiteData.identity, logo: { src: logo, alt: '' } };
    const run = artist.begin({ ...defaultSiteData, identity });
    expect(run.art.icons.favicon.at(-1)).toEqual({ src: logo, type: 'image/svg+xml', sizes: null });
    const image = run.art.shareImage(card('Services'));
    await run.drawIcons();
    expect(jobs.map((job) => job.kind)).toEqual(['icons']);
    for (const { src } of [...run.art.icons.manifest, run.art.icons.favicon[0]!])
      expect(files.has(fileOf(src)), src).toBe(true);
    // The share picture waits for its first request.
    expect(files.has(fileOf(image.src))).toBe(false);
    // Stored, the icons are not drawn again.
    await artist.begin({ ...defaultSiteData, identity }).drawIcons();
    expect(jobs).toHaveLength(1);
  });

  it('named before a restart are drawn on request after it, from the cards their render kept', async () => {
    const { files, artist } = fakes();
    const run = artist.begin(defaultSiteData);
    const image = run.art.shareImage(card('Services'));
    expect(run.missingCards).toEqual([card('Services')]);
    // A new process: it knows nothing of the names until the kept render's cards are given.
    const { artist: restarted } = (() => {
      const next = fakes();
      for (const [name, file] of files) next.files.set(name, file);
      return next;
    })();
    expect(await restarted.picture(fileOf(image.src))).toBeNull();
    restarted.resume(defaultSiteData, run.missingCards);
    expect(await restarted.picture(fileOf(image.src))).toMatchObject({ builtIn: false });
  });

  it('that cannot be drawn are answered with the built-in one, and tried again later', async () => {
    const { jobs, errors, artist, advance } = fakes({ failures: 1 });
    const image = artist.begin(defaultSiteData).art.shareImage(card('Services'));
    const failed = await artist.picture(fileOf(image.src));
    expect(failed).toMatchObject({ builtIn: true, file: { contentType: 'image/jpeg' } });
    expect(failed?.file.bytes.toString()).toBe('built-in /og-image.jpg');
    expect(String(errors[0])).toContain('not drawn');
    // Not again at once (a broken thread is not asked on every request)...
    expect((await artist.picture(fileOf(image.src)))?.builtIn).toBe(true);
    expect(jobs).toHaveLength(1);
    // ...but ten minutes later.
    advance(10 * 60_000);
    expect((await artist.picture(fileOf(image.src)))?.builtIn).toBe(false);
  });
});
