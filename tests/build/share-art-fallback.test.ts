import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import * as workerThread from '../../server/src/db/worker-thread';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../api/helpers';
import { builtSiteOptions, uploadLogo } from './built-site-app';
import { requireBuild, root } from './require-build';

// A publish never fails or waits for want of a picture (issue 38): when the thread that draws
// the share pictures and the logo's icons crashes, the firm's pages are published all the same,
// and each picture they link answers with the build's own (not cached, so it is drawn later);
// the server logs why. Runs on the production build.

// The art thread's entry is looked up when an app is built (art-thread.ts): a spy on it, set
// before this file's app is built, reaches it whichever file imported the module first (the tests
// of the build share one module graph: vitest.config.ts).
const resolveWorkerFile = workerThread.resolveWorkerFile;
// The entries the other threads run (./worker-threads-from-build.ts spies on it already).
const otherWorkers = vi.isMockFunction(resolveWorkerFile)
  ? resolveWorkerFile.getMockImplementation()!
  : resolveWorkerFile;
const spy = vi
  .spyOn(workerThread, 'resolveWorkerFile')
  .mockImplementation((name, folder, from) =>
    name === 'art-worker'
      ? { file: join(import.meta.dirname, 'fixtures', 'crashing-art-worker.mjs'), ts: false }
      : otherWorkers(name, folder, from),
  );

const ORIGIN = 'https://www.harbour-radio.example';
let dataDir: string;
let app: TestApp;
const log: string[] = [];

beforeAll(async () => {
  requireBuild('build/client/index.html', 'build/ssr/render-page.js');
  dataDir = mkdtempSync(join(tmpdir(), 'site-art-fallback-'));
  app = await createTestApp({
    ...builtSiteOptions(dataDir, ORIGIN),
    logLevel: 'warn',
    logStream: { write: (line) => void log.push(line) },
  });
  await createAdmin(app);
}, 120_000);
afterAll(async () => {
  spy.mockImplementation(otherWorkers);
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('a publish whose pictures cannot be drawn is served the built-in ones', { timeout: 120_000 }, async () => {
  const auth = bearer((await login(app)).access_token);
  // A PNG logo: an SVG is drawn into a PNG in the very thread this test crashes, so its upload
  // would be refused (400), which logo.test.ts covers.
  const png = await sharp({
    create: { width: 256, height: 256, channels: 3, background: '#0b3d91' },
  })
    .png()
    .toBuffer();
  const logo = await uploadLogo(app, auth, png, 'image/png');
  const identity = {
    ...defaultSiteData.identity,
    name: 'Harbour Radio',
    tagline: 'Radio links for every quay',
    logo: { src: logo, alt: 'Harbour Radio logo' },
  };
  const published = await app.inject({
    method: 'PUT',
    url: '/api/site-content',
    headers: auth,
    payload: { content: { ...defaultSiteData, identity }, base_version: 0 },
  });
  expect(published.statusCode, published.body).toBe(201);

  const builtIn = (path: string) => readFileSync(join(root, 'build', 'client', path));
  for (const path of ['/', '/careers']) {
    const html = (await app.inject({ url: path })).body;
    // The firm's pages, published...
    expect(html, path).toContain('<meta property="og:site_name" content="Harbour Radio">');
    // ...and the picture they are shared with is the build's own for now.
    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)![1]!;
    expect(image).toMatch(new RegExp(`^${ORIGIN}/media/[0-9a-f]{32}-1200x630\\.jpg$`));
    const res = await app.inject({ url: image.slice(ORIGIN.length) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(builtIn('og-image.jpg'))).toBe(true);
  }
  // So are the logo's icons.
  const touch = /<link rel="apple-touch-icon" href="([^"]+)">/.exec(
    (await app.inject({ url: '/' })).body,
  )![1]!;
  const icon = await app.inject({ url: touch });
  expect(icon.headers['cache-control']).toBe('no-store');
  expect(icon.rawPayload.equals(builtIn('icons/apple-touch-icon.png'))).toBe(true);
  expect((await app.inject({ url: '/manifest.webmanifest' })).json().name).toBe('Harbour Radio');
  expect(log.join('\n')).toMatch(/a picture could not be drawn/);
});
