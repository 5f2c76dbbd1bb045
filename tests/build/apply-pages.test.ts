import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../api/helpers';
import { builtSiteOptions } from './built-site-app';
import { requireBuild } from './require-build';

// An opening's application page is addressed by the opening's slug, is titled with the job, and
// is not in the sitemap (a form, not content to list). Runs on the production build.

const ORIGIN = 'https://www.firm.example';

let dataDir: string;
let app: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  requireBuild('build/client/index.html', 'build/ssr/render-page.js');
  dataDir = mkdtempSync(join(tmpdir(), 'site-apply-'));
  app = await createTestApp(builtSiteOptions(dataDir, ORIGIN));
  await createAdmin(app);
  auth = bearer((await login(app)).access_token);
}, 120_000);
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const opening = {
  ...defaultSiteData.openings[0]!,
  id: 1796605942373,
  slug: 'rf-planning-engineer',
  title: 'RF Planning Engineer',
};

describe('an opening’s application page', { timeout: 120_000 }, () => {
  it('is at /careers/{slug}/apply, titled with the job, linked from Careers, not in the sitemap', async () => {
    const content = { ...defaultSiteData, openings: [...defaultSiteData.openings, opening] };
    const published = await app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: auth,
      payload: { content, base_version: 0 },
    });
    expect(published.statusCode, published.body).toBe(201);

    const page = await app.inject({ url: '/careers/rf-planning-engineer/apply' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<title>Apply: RF Planning Engineer \| [^<]+<\/title>/);
    const data = await app.inject({ url: '/_data/careers/rf-planning-engineer/apply.json' });
    expect(data.json().meta.title).toMatch(/^Apply: RF Planning Engineer \| /);
    expect((await app.inject({ url: '/careers' })).body).toContain(
      'href="/careers/rf-planning-engineer/apply"',
    );

    // The address by id it had before openings had slugs leads there.
    const old = await app.inject({ url: `/careers/${opening.id}/apply` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/careers/rf-planning-engineer/apply');

    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/careers</loc>`);
    expect(sitemap).not.toContain('/apply');
  });
});
