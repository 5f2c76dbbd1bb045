import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { LOGO_ICON_SIZES } from '@shared/site-content/site-art';
import { createArtThread } from './art-thread';

// The thread that draws the site's pictures, for real: a share picture, a logo's icons, and a
// picture that overruns its time, after which the next is drawn by a new thread.

const thread = createArtThread();
afterAll(() => thread.close());

const card = {
  name: 'Northwind Fiber',
  heading: 'Designing fiber rings that survive the next storm',
  subline: 'Light on every street',
  accent: '#ffee58',
  logo: null,
};
const logo = {
  bytes: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 16"><rect width="64" height="16" fill="#0b3d91"/></svg>',
  ),
  type: 'image/svg+xml' as const,
  width: 64,
  height: 16,
};

describe('the art thread', { timeout: 60_000 }, () => {
  it('draws a share picture as a 1200 x 630 JPEG', async () => {
    const [jpeg] = await thread.draw({ kind: 'card', card, logo });
    expect(await sharp(jpeg).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });

  it('draws a logo’s icons, square PNGs of each size', async () => {
    const icons = await thread.draw({ kind: 'icons', logo });
    const sizes = await Promise.all(icons.map(async (png) => sharp(png).metadata()));
    expect(sizes.map(({ format, width, height }) => [format, width, height])).toEqual(
      LOGO_ICON_SIZES.map((size) => ['png', size, size]),
    );
  });

  it('gives up on a picture that overruns its time, and draws the next in a new thread', async () => {
    const impatient = createArtThread({ timeoutMs: 1 });
    await expect(impatient.draw({ kind: 'card', card, logo: null })).rejects.toThrow(
      /took over 1 ms/,
    );
    const aborted = new AbortController();
    aborted.abort();
    await expect(impatient.draw({ kind: 'icons', logo }, aborted.signal)).rejects.toThrow(
      /Not drawn/,
    );
    await impatient.close();
  });
});
