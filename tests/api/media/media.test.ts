import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageDecodes } from '../../../server/src/services/publishing/media-encoder';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../helpers';
import { bombGif } from './bomb-gif';

let app: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  app = await createTestApp();
  await createAdmin(app);
  auth = bearer((await login(app)).access_token);
});
afterAll(() => app.close());

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

function upload(payload: Buffer, contentType = 'application/octet-stream') {
  return app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...auth, 'content-type': contentType },
    payload,
  });
}

describe('POST /api/media', () => {
  it('re-encodes an image as WebP in a large and a small width, served with an immutable cache header', async () => {
    const res = await upload(await image(3000, 2000).png().toBuffer(), 'image/png');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.url).toMatch(/^\/media\/[a-f0-9]{32}-1600x1067\.webp$/);
    expect(body).toMatchObject({ width: 1600, height: 1067 });
    expect(body.renditions.map((r: { width: number }) => r.width)).toEqual([480, 1600]);

    for (const rendition of body.renditions) {
      const served = await app.inject({ method: 'GET', url: rendition.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({
        format: 'webp',
        width: rendition.width,
        height: rendition.height,
      });
    }
  });

  it('strips EXIF (camera, GPS position) and turns the picture upright', async () => {
    const jpeg = await image(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect(await sharp(jpeg).metadata()).toMatchObject({
      orientation: 6,
      exif: expect.any(Buffer),
    });
    const res = await upload(jpeg, 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const served = await app.inject({ method: 'GET', url: res.json().url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    // Orientation 6 (rotate 90°): a 40x20 photo is shown 20x40.
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(served.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
  });

  it.each([
    ['GIF', () => image(30, 30).gif().toBuffer()],
    ['WebP', () => image(30, 30).webp().toBuffer()],
    ['AVIF', () => image(30, 30).avif().toBuffer()],
  ])('accepts %s, whatever the Content-Type says', async (_name, make) => {
    const res = await upload(await make(), 'text/plain');
    expect(res.statusCode).toBe(201);
    expect(res.json().renditions).toHaveLength(1); // smaller than the small width: one rendition
  });

  it.each([
    ['text named as a PNG', Buffer.from('just some text, not an image'), 'image/png'],
    [
      'an SVG (scripts inside an image)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    ],
    ['an empty body', Buffer.alloc(0), 'image/png'],
  ])('refuses %s with 415', async (_name, payload, type) => {
    const res = await upload(payload, type);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('unsupported_image');
  });

  it('refuses a damaged image (right signature, broken data) with 415', async () => {
    const png = await image(64, 64).png().toBuffer();
    const res = await upload(png.subarray(0, 40), 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('unreadable_image');
  });

  it('refuses more than 5 MB with 413', async () => {
    const png = await image(10, 10).png().toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('payload_too_large');
  });

  it('records each upload in the security log: who, which file, its size; refusals too', async () => {
    const res = await upload(await image(640, 480).jpeg().toBuffer(), 'image/jpeg');
    expect(res.statusCode).toBe(201);
    expect((await upload(Buffer.from('not an image'), 'image/png')).statusCode).toBe(415);
    const trail = await app.inject({
      url: '/api/admin/audit-events?type=media.uploaded',
      headers: auth,
    });
    const [refused, uploaded] = trail.json().items;
    expect(uploaded).toMatchObject({
      actor_email: 'admin@firm.example',
      target_type: 'media',
      target_id: res.json().url,
      details: { outcome: 'stored', width: 640, height: 480, bytes: expect.any(Number) },
    });
    expect(refused).toMatchObject({
      target_type: 'media',
      target_id: null,
      details: { outcome: 'refused', error: 'unsupported_image', bytes: 12 },
    });
  });

  it('refuses a decompression bomb (a 20 KB GIF of 7000 x 7000 pixels) with 413 from its header', async () => {
    const bomb = bombGif(7000, 7000);
    expect(bomb.length).toBeLessThan(33 * 1024);
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 7000, height: 7000 });
    const res = await upload(bomb, 'image/gif');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      error: 'image_too_large',
      message: expect.stringContaining('7000 × 7000'),
    });
    // 25 megapixels are fine (a 24 MP camera's 6000 x 4000 is); one pixel row more is not.
    expect((await upload(bombGif(5000, 5000), 'image/gif')).statusCode).toBe(201);
    expect((await upload(bombGif(5000, 5001), 'image/gif')).statusCode).toBe(413);
  }, 60_000);

  it('decodes at most two uploads at once; the others wait their turn', async () => {
    const png = await image(2400, 1600).png().toBuffer();
    let most = 0;
    let queued = 0;
    let running = true;
    const watch = (async () => {
      while (running) {
        most = Math.max(most, imageDecodes.active);
        queued = Math.max(queued, imageDecodes.waiting);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => upload(png, 'image/png')));
    running = false;
    await watch;
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(most).toBe(2);
    expect(queued).toBeGreaterThan(0);
  });

  it('answers 404 for an image that does not exist', async () => {
    const res = await app.inject({ method: 'GET', url: `/media/${'0'.repeat(32)}-10x10.webp` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });
});
