import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../api/helpers';
import { root } from './require-build';

// An app that serves the production build's site (tests/build/): its options, and a logo upload.

/** The options of an app serving the build's site at `origin`, with a database in `dataDir`. */
export const builtSiteOptions = (dataDir: string, origin: string) => ({
  clientDir: join(root, 'build', 'client'),
  ssrEntry: join(root, 'build', 'ssr', 'render-page.js'),
  databasePath: join(dataDir, 'site.db'),
  publicOrigin: origin,
  siteOrigin: origin,
});

/**
 * An app serving the build's site with `content` published (version 1), its data in a fresh
 * folder named after `name`: the app, its admin's authorization, and what closes and removes it.
 */
export async function publishedBuiltSite(name: string, origin: string, content: unknown) {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const app = await createTestApp(builtSiteOptions(dataDir, origin));
  await createAdmin(app);
  const auth = bearer((await login(app)).access_token);
  const payload = { content, base_version: 0 };
  const res = await app.inject({ method: 'PUT', url: '/api/site-content', headers: auth, payload });
  expect(res.statusCode, res.body).toBe(201);
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, auth, close };
}

/** Uploads `image` (an SVG unless `type` says otherwise) as the firm’s logo (POST /api/media?purpose=logo); its /media/ path. */
export async function uploadLogo(
  app: TestApp,
  auth: { authorization: string },
  image: string | Buffer,
  type = 'image/svg+xml',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/media?purpose=logo',
    headers: { ...auth, 'content-type': type },
    payload: image,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { url: string }).url;
}
