import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import {
  bearer,
  createAdmin,
  createTestApp,
  login,
  manualClock,
  type TestApp,
} from '../api/helpers';
import { multipart, pdf } from '../api/intake/files';
import { builtSiteOptions } from './built-site-app';
import { requireBuild } from './require-build';

// An opening's closing date (issue 53): a publish gives one without it the publish's day plus
// 90 (JobPosting's validThrough); after that day it leaves the site (its page, the Careers page,
// the sitemap) at the nightly render, or at the next start, and takes no more applications.

const ORIGIN = 'https://www.firm.example';
const DAY = 86_400_000;
let dataDir: string;
let app: TestApp;
const clock = manualClock(Date.parse('2030-03-01T10:00:00Z'));

beforeAll(async () => {
  requireBuild('build/client/index.html', 'build/ssr/render-page.js');
  dataDir = mkdtempSync(join(tmpdir(), 'site-openings-'));
  app = await createTestApp({ ...builtSiteOptions(dataDir, ORIGIN), now: clock.now });
  await createAdmin(app);
}, 120_000);
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ url });
const apply = (opening: number) => {
  const { payload, headers } = multipart(
    { name: 'Ada Lovelace', email: 'ada@example.com', opening },
    [{ field: 'cv', filename: 'cv.pdf', data: pdf(2_000) }],
  );
  return app.inject({ method: 'POST', url: '/api/job-applications', payload, headers });
};

describe('an opening', { timeout: 180_000 }, () => {
  it('closes 90 days after its first publish unless given a date, and leaves the site after it', async () => {
    const [dated, undated, ...rest] = defaultSiteData.openings;
    const content = {
      ...defaultSiteData,
      openings: [{ ...dated!, validThrough: '2030-03-02' }, undated!, ...rest],
    };
    const auth = bearer((await login(app)).access_token);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: auth,
      payload: { content, base_version: 0 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const live = (await get('/api/site-content')).json().content;
    expect(live.openings.map((o: { validThrough: string }) => o.validThrough)).toEqual([
      '2030-03-02',
      ...[undated, ...rest].map(() => '2030-05-30'),
    ]);
    const page = `/careers/${dated!.slug}/apply`;
    expect((await get(page)).body).toContain('"validThrough":"2030-03-02"');

    // Through its last day it is there; the night after, it is gone.
    clock.advance(DAY);
    await app.publishedSite.refresh(app.publisher.live());
    expect((await get(page)).statusCode).toBe(200);
    expect((await apply(dated!.id)).statusCode).toBe(201);
    clock.advance(DAY);
    await app.publishedSite.refresh(app.publisher.live());
    expect((await get(page)).statusCode).toBe(404);
    expect((await get('/careers')).body).not.toContain(dated!.title);
    expect((await get('/sitemap.xml')).body).not.toContain(page);
    expect((await get(`/careers/${undated!.slug}/apply`)).statusCode).toBe(200);
    const refused = await apply(dated!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: 'opening', message: expect.any(String) }]);

    // A start after the other closing day leaves them all out, before any night comes.
    await app.close();
    clock.advance(90 * DAY);
    app = await createTestApp({ ...builtSiteOptions(dataDir, ORIGIN), now: clock.now });
    await app.publishedSite.settled();
    await expect.poll(async () => (await get(`/careers/${undated!.slug}/apply`)).statusCode).toBe(404);
    expect((await get('/careers')).body).toContain(defaultSiteData.pages.careers.none);
  });
});
