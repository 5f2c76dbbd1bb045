import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { createTestApp, type TestApp } from '../api/helpers';
import { builtSiteOptions } from './built-site-app';
import { requireBuild } from './require-build';

// The downloads' pages as the build prerenders them from the built-in content (issue 50): the
// list and a page each, in the sitemap, with a DigitalDocument that never names a gated file.

const ORIGIN = 'https://www.firm.example';
const downloads = defaultSiteData.downloads;
let dataDir: string;
let app: TestApp;

beforeAll(async () => {
  requireBuild('build/client/index.html', 'build/ssr/render-page.js');
  dataDir = mkdtempSync(join(tmpdir(), 'site-downloads-'));
  app = await createTestApp(builtSiteOptions(dataDir, ORIGIN));
}, 120_000);
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ url });
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('the downloads pages', { timeout: 120_000 }, () => {
  it('the built-in content has open and gated documents to show', () => {
    expect(downloads.some((d) => d.gated)).toBe(true);
    expect(downloads.some((d) => !d.gated)).toBe(true);
  });

  it('/downloads lists every document; each has its page, both in the sitemap', async () => {
    const list = await get('/downloads');
    expect(list.statusCode).toBe(200);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/downloads</loc>`);
    for (const d of downloads) {
      expect(list.body).toContain(`href="/downloads/${d.slug}"`);
      const page = await get(`/downloads/${d.slug}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<title>${d.title} – Download |`);
      expect(sitemap).toContain(`<loc>${ORIGIN}/downloads/${d.slug}</loc>`);
    }
  });

  it('a DigitalDocument each: an open file by its address, a gated one by none', async () => {
    for (const d of downloads) {
      const html = (await get(`/downloads/${d.slug}`)).body;
      const [document] = jsonLd(html);
      expect(document).toMatchObject({
        '@type': 'DigitalDocument',
        name: d.title,
        url: `${ORIGIN}/downloads/${d.slug}`,
        encodingFormat: d.file!.type,
      });
      if (d.gated) {
        expect(document).not.toHaveProperty('contentUrl');
        // Neither the page nor its data names the file: only a signed link opens it.
        expect(html).not.toContain(d.file!.src);
        expect(html).toContain('<form');
      } else {
        expect(document!.contentUrl).toBe(`${ORIGIN}${d.file!.src}`);
        expect(html).toContain(`href="${d.file!.src}"`);
      }
    }
  });

  it('each service page lists the documents that name it', async () => {
    for (const service of defaultSiteData.services) {
      const html = (await get(`/services/${service.slug}`)).body;
      for (const d of downloads)
        expect(html.includes(`href="/downloads/${d.slug}"`), `${service.slug} / ${d.slug}`).toBe(
          d.services.includes(service.slug),
        );
    }
  });
});
