import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../helpers';

// The firm's logo: POST /api/media?purpose=logo draws an SVG that is a plain, bounded drawing
// into a PNG once (no visitor's browser renders the uploaded SVG), and keeps a PNG of at least
// 128 pixels; anything else is refused with the field named (never a 500), and nothing is stored.

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
  it('draws a plain SVG drawing into a PNG once, at upload: no page serves the SVG', async () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#0e7490"/></linearGradient></defs>' +
        '<rect width="64" height="32" style="fill:url(#g);stroke:rgb(0,0,0)"/>' +
        '<g id="mark"><rect width="8" height="8"/></g><use href="#mark" x="10"/>' +
        '<text x="4" y="20">NF</text>',
    );
    const res = await uploadLogo(drawing);
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(/^\/media\/[a-f0-9]{32}-1024x512\.png$/);
    expect(res.json()).toMatchObject({ width: 1024, height: 512 });
    const served = await app.inject({ url: res.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
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
      'a stylesheet processing instruction',
      Buffer.from(
        '<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/x.css"?>' +
          '<svg xmlns="http://www.w3.org/2000/svg"/>',
      ),
      /processing instruction/,
    ],
    [
      'a leading stylesheet instruction',
      Buffer.from(
        '<?xml-stylesheet href="https://evil.example/x.css"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      ),
      /processing instruction/,
    ],
    [
      'an escaped @import',
      svg('<style>@\\69mport "https://evil.example/x.css";</style>'),
      /escape/,
    ],
    ['an escaped url()', svg('<rect style="fill:u\\72l(https://evil.example/x)"/>'), /escape/],
    ['an image-set()', svg('<rect style="fill:image-set(\'x.png\' 1x)"/>'), /image-set\(\)/],
    ['an outside url()', svg('<rect fill="url(https://evil.example/x.svg#a)"/>'), /outside/],
    [
      'a <use> that reaches another <use>',
      svg(
        '<g id="a"><rect width="1" height="1"/></g><g id="b"><use href="#a"/></g><use href="#b"/>',
      ),
      /<use> that reaches another/,
    ],
    ['a <use> of its own ancestor', svg('<g id="loop"><use href="#loop"/></g>'), /reaches/],
    [
      'nine levels of ten <use> each',
      svg(
        '<g id="l0"><rect width="1" height="1"/></g>' +
          Array.from(
            { length: 9 },
            (_, i) =>
              `<g id="l${i + 1}">${Array.from({ length: 10 }, () => `<use href="#l${i}"/>`).join('')}</g>`,
          ).join(''),
      ),
      /reaches/,
    ],
    ['more than 2,000 elements', svg('<rect/>'.repeat(2001)), /2000 elements/],
    ['more than 64 levels', svg('<g>'.repeat(65) + '</g>'.repeat(65)), /64 levels/],
    ['9,000 levels within 64 KB', svg('<g>'.repeat(9000) + '</g>'.repeat(9000)), /64 levels/],
    ['20,000 levels of <g>', svg('<g>'.repeat(20_000) + '</g>'.repeat(20_000)), /64 KB|levels/],
    ['more than 64 KB', svg(`<desc>${'x'.repeat(64 * 1024)}</desc>`), /64 KB/],
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
