/**
 * Worker thread entry of the site's pictures (./art-thread.ts): draws share pictures and logo
 * icons one request after another, so their CPU (tens of milliseconds each) never holds the
 * event loop. The fonts are read once, when the thread starts.
 */
import { parentPort } from 'node:worker_threads';
import type { ArtJob, FromArtWorker, ToArtWorker } from './art-thread';
import { loadFonts } from './fonts';
import { LOGO_ICON_SIZES } from '@shared/site-content/site-art';
import { drawLogoPng, renderLogoIcons } from './logo-icons';
import { renderShareCard } from './share-card';

if (!parentPort) throw new Error('art-worker must run in a worker thread');
const port = parentPort;
const fonts = loadFonts();

async function draw(job: ArtJob): Promise<Uint8Array[]> {
  if (job.kind === 'card') return [await renderShareCard(job.card, job.logo, await fonts)];
  if (job.kind === 'logo') return [await drawLogoPng(job.svg)];
  const icons = await renderLogoIcons(job.logo);
  return LOGO_ICON_SIZES.map((size) => icons.get(size)!);
}

port.on('message', ({ id, job }: ToArtWorker) => {
  draw(job).then(
    (images) => port.postMessage({ id, ok: true, images } satisfies FromArtWorker),
    (error: unknown) =>
      port.postMessage({
        id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies FromArtWorker),
  );
});
