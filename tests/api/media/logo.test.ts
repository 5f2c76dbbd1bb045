import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../helpers';

// The firm's logo: POST /api/media?purpose=logo keeps an SVG that is a plain drawing
// and a PNG of at least 128 pixels; anything else is refused with the field named, and nothing
// is stored.

let app: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  app = await createTestApp();
  await createAdmin(app);
  auth = bearer((await login(app)).access_token);
});
afterAll(() => app.close());

const svg = (inner: string, attrs = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"${attrs}>${inner}</svg>`);

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: '#0e7490' } })
    .png()
    .toBuffer();

function uploadLogo(payload: Buffer, contentType = 'image/svg+xml') {
  return app.inject({
    method: 'POST',
    url: '/api/media?purpose=logo',
    headers: { ...auth, 'content-type': contentType },
    payload,
  });
}

describe('the logo upload', () => {
  it('keeps a plain SVG drawing as it is, served so that it can run and load nothing', async () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#0e7490"/></linearGradient></defs>' +
        '<rect width="64" height="32" fill="url(#g)"/><use href="#g"/><text x="4" y="20">NF</text>',
    );
    const res = await uploadLogo(drawing);
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(/^\/media\/[a-f0-9]{32}\.svg$/);
    expect(res.json()).toMatchObject({ width: 64, height: 32 });
    const served = await app.inject({ url: res.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.body).toBe(drawing.toString());
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>'), /<script> element/],
    [
      'an event attribute',
      svg('<rect width="1" height="1"/>', ' onload="alert(1)"'),
      /event attribute/,
    ],
    ['an outside link', svg('<use href="https://evil.example/x.svg#a"/>'), /outside the drawing/],
    ['an outside image', svg('<image href="https://evil.example/x.png"/>'), /<image> element/],
    [
      'a foreignObject',
      svg('<foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject>'),
      /foreignObject/,
    ],
    ['an outside style', svg('<style>@import url(https://evil.example/x.css);</style>'), /style/],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>'), /<a> element|outside/],
    [
      'entities',
      Buffer.from('<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>'),
      /DOCTYPE/,
    ],
    [
      'broken XML',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'),
      /well-formed/,
    ],
  ])(
    'refuses an SVG with %s: 400 naming the field, nothing stored',
    async (_what, body, message) => {
      const res = await uploadLogo(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'validation_failed',
        issues: [{ path: 'logo', message: expect.stringMatching(message) }],
      });
    },
  );

  it('keeps a PNG of at least 128 pixels as PNG; refuses a smaller one', async () => {
    const ok = await uploadLogo(await png(256), 'image/png');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().url).toMatch(/^\/media\/[a-f0-9]{32}-256x256\.png$/);
    const served = await app.inject({ url: ok.json().url });
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');

    const small = await uploadLogo(await png(64), 'image/png');
    expect(small.statusCode).toBe(400);
    expect(small.json().issues[0]).toMatchObject({
      path: 'logo',
      message: expect.stringContaining('at least 128 pixels'),
    });
  });

  it('refuses a logo that is neither SVG nor PNG, and a bad purpose', async () => {
    const jpeg = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#000' },
    })
      .jpeg()
      .toBuffer();
    const res = await uploadLogo(jpeg, 'image/jpeg');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('A logo must be an SVG or a PNG file');
    const bad = await app.inject({
      method: 'POST',
      url: '/api/media?purpose=banner',
      headers: { ...auth, 'content-type': 'image/png' },
      payload: await png(256),
    });
    expect(bad.statusCode).toBe(400);
  });
});
