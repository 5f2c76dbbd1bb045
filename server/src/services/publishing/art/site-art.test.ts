import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import {
  BUILT_IN_ICONS,
  BUILT_IN_SHARE_IMAGE,
  type ShareCard,
} from '@shared/site-content/site-art';
import type { MediaFile } from '../../../repositories/media-repository';
import type { ArtJob, ArtThread } from './art-thread';
import { createSiteArtist } from './site-art';

// Which pictures a render links and which it has drawn: only those not stored yet, none at a
// start, the built-in ones in place of those the thread could not draw.

function fakes({ failFirst = false } = {}) {
  const files = new Map<string, MediaFile>();
  const jobs: ArtJob[] = [];
  const errors: unknown[] = [];
  let failures = failFirst ? 1 : 0;
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
  const artist = createSiteArtist(media, thread, (error) => errors.push(error));
  return { files, jobs, errors, artist };
}

const card = (heading: string): ShareCard => ({
  name: 'Northwind Fiber',
  heading,
  subline: 'Light on every street',
  accent: '#ffee58',
  logo: null,
});

describe('the pictures of a render', () => {
  it('are drawn once: a picture already stored keeps its address and is not drawn again', async () => {
    const { files, jobs, artist } = fakes();
    const first = artist.begin(defaultSiteData);
    const services = first.art.shareImage(card('Services'));
    expect(services).toMatchObject({ width: 1200, height: 630 });
    expect(services.src).toMatch(/^\/media\/[0-9a-f]{32}-1200x630\.jpg$/);
    // The same card twice in one render is one picture.
    expect(first.art.shareImage(card('Services'))).toEqual(services);
    expect(await first.finish()).toBeNull();
    expect(jobs).toHaveLength(1);
    expect(files.get(services.src.slice('/media/'.length))?.contentType).toBe('image/jpeg');

    const again = artist.begin(defaultSiteData);
    expect(again.art.shareImage(card('Services'))).toEqual(services);
    await again.finish();
    expect(jobs).toHaveLength(1);
    // Another headline is another picture.
    expect(again.art.shareImage(card('Careers')).src).not.toBe(services.src);
  });

  it('made from a logo include its icons, drawn with the pictures', async () => {
    const { files, jobs, artist } = fakes();
    const logo = `/media/${'a'.repeat(32)}.svg`;
    files.set(logo.slice(7), {
      name: logo.slice(7),
      hash: 'a'.repeat(32),
      width: 32,
      height: 32,
      contentType: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    const content = {
      ...defaultSiteData,
      identity: { ...defaultSiteData.identity, logo: { src: logo, alt: '' } },
    };
    const run = artist.begin(content);
    expect(run.art.icons.favicon.at(-1)).toEqual({ src: logo, type: 'image/svg+xml', sizes: null });
    expect(await run.finish()).toBeNull();
    expect(jobs.map((job) => job.kind)).toEqual(['icons']);
    for (const icon of [...run.art.icons.manifest, ...run.art.icons.favicon.slice(0, 1)])
      expect(files.has(icon.src.slice(7))).toBe(true);
  });

  it('at a start are those stored: the others are the built-in ones, none drawn', async () => {
    const { jobs, artist } = fakes();
    const run = artist.begin(defaultSiteData, { draw: false });
    expect(run.art.shareImage(card('Services'))).toEqual(BUILT_IN_SHARE_IMAGE);
    expect(await run.finish()).toBeNull();
    expect(jobs).toEqual([]);
  });

  it('that cannot be drawn are the built-in ones in a render again, and the error is logged', async () => {
    const { jobs, errors, artist } = fakes({ failFirst: true });
    const run = artist.begin(defaultSiteData);
    const failed = run.art.shareImage(card('Services'));
    const after = run.art.shareImage(card('Careers'));
    const fallback = await run.finish();
    // The thread failed: the picture after it was not asked of it.
    expect(jobs).toHaveLength(1);
    expect(fallback?.shareImage(card('Services'))).toEqual(BUILT_IN_SHARE_IMAGE);
    expect(fallback?.shareImage(card('Careers'))).toEqual(BUILT_IN_SHARE_IMAGE);
    expect(fallback?.icons).toEqual(BUILT_IN_ICONS);
    expect([failed.src, after.src]).not.toContain(BUILT_IN_SHARE_IMAGE.src);
    expect(String(errors[0])).toContain('2 of 2 pictures could not be drawn');

    // The next publish draws them.
    const next = artist.begin(defaultSiteData);
    expect(next.art.shareImage(card('Services'))).toEqual(failed);
    expect(await next.finish()).toBeNull();
  });
});
