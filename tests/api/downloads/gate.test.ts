import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import { defaultSiteData } from '@shared/site-content/defaults';
import { manualClock, type TestApp } from '../helpers';
import { GATED_SAMPLE } from '../lead-samples';
import { adminApp, putSiteContent } from '../site-content/site-content-app';

// The gate (decision 050): a gated document's file is never served to an anonymous request
// without a signed link; the link works DOWNLOAD_LINK_DAYS after it was asked for, then answers
// 410 with a page that leads back to the form. All of it decided in services/files/file-access.ts.

const DAY = 24 * 60 * 60 * 1000;
const gated = defaultSiteData.downloads.find((d) => d.slug === GATED_SAMPLE)!;
const other = defaultSiteData.downloads.find((d) => d.gated && d.slug !== GATED_SAMPLE)!;
const open = defaultSiteData.downloads.find((d) => !d.gated)!;

let app: TestApp;
let auth: { authorization: string };
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock();
  ({ app, auth } = await adminApp({ now: clock.now, downloadLinkDays: 7 }));
});
afterEach(() => app.close());

/** Asks for `slug` as a visitor; answers the link's path and query. */
async function request(slug: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: LEAD_KIND_SPECS.download.path,
    payload: { download: slug, name: 'Grace Hopper', email: 'grace@navy.example', company: 'Navy' },
  });
  expect(res.statusCode).toBe(201);
  return new URL(res.json().url).pathname + new URL(res.json().url).search;
}
const get = (url: string) => app.inject({ method: 'GET', url });

describe("a gated document's file", () => {
  it('is 404 without a token, 200 with one: private, never in a shared cache', async () => {
    expect((await get(gated.file!.src)).statusCode).toBe(404);
    const link = await request(gated.slug);
    const res = await get(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': expect.stringContaining(`filename="${gated.file!.name}"`),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(res.rawPayload.length).toBe(gated.file!.size);
  });

  it('is 404 with a forged token, and with the token of another document', async () => {
    const link = await request(other.slug);
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const [expires, signature] = token.split('.') as [string, string];
    const forged = [
      `${Number(expires) + 86_400}.${signature}`,
      `${expires}.${'A'.repeat(43)}`,
      'not-a-token',
      '',
    ];
    for (const bad of forged) {
      expect((await get(`${gated.file!.src}?token=${bad}`)).statusCode, bad).toBe(404);
    }
    // The other document's own file opens with it; this one does not.
    expect((await get(link)).statusCode).toBe(200);
    expect((await get(`${gated.file!.src}?token=${token}`)).statusCode).toBe(404);
  });

  it('opens DOWNLOAD_LINK_DAYS after the request, then answers 410 with a page to ask again', async () => {
    const link = await request(gated.slug);
    clock.advance(7 * DAY - 1000);
    expect((await get(link)).statusCode).toBe(200);
    clock.advance(1000);
    const gone = await get(link);
    expect(gone.statusCode).toBe(410);
    expect(gone.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gone.headers['cache-control']).toBe('no-store');
    expect(gone.headers['content-security-policy']).toContain("default-src 'none'");
    expect(gone.body).toContain('<h1>This download link has expired</h1>');
    expect(gone.body).toContain(`href="/downloads/${gated.slug}#request"`);
    expect(gone.body).toContain(gated.title);
    // An expired link is no way around the gate for another file either.
    expect((await get(link.replace(gated.file!.src, other.file!.src))).statusCode).toBe(404);
  });

  it('is public while another place holds it ungated; gating it again closes it', async () => {
    const content = structuredClone(defaultSiteData);
    const live = async () => (await app.inject({ url: '/api/site-content' })).json().version;
    content.downloads.find((d) => d.id === gated.id)!.gated = false;
    expect((await putSiteContent(app, content, await live(), auth)).statusCode).toBe(201);
    const res = await get(gated.file!.src);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await putSiteContent(app, defaultSiteData, await live(), auth)).statusCode).toBe(201);
    expect((await get(gated.file!.src)).statusCode).toBe(404);
  });
});

describe("an open document's file", () => {
  it('is served to anyone, for a year of shared cache; asking for it is 404', async () => {
    const res = await get(open.file!.src);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const asked = await app.inject({
      method: 'POST',
      url: LEAD_KIND_SPECS.download.path,
      payload: { download: open.slug, name: 'Ada', email: 'ada@example.com', company: 'Acme' },
    });
    expect(asked.statusCode).toBe(404);
  });
});
