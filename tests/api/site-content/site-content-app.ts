import { afterEach, beforeEach, expect } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { SiteData } from '@shared/site-content/schema';
import type { BuildAppOptions } from '../../../server/src/app';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../helpers';

/** A fresh app with an admin signed in (`overrides`: a test clock, a mail relay, ...). */
export async function adminApp(
  overrides: Partial<BuildAppOptions> = {},
): Promise<{ app: TestApp; auth: { authorization: string } }> {
  const app = await createTestApp(overrides);
  await createAdmin(app);
  return { app, auth: bearer((await login(app)).access_token) };
}

/** The defaults with another phone number: a small change to publish. */
export const withPhone = (phone: string): SiteData => ({
  ...defaultSiteData,
  settings: { ...defaultSiteData.settings, phone },
});

/** PUT /api/site-content: publishes `content` over `base_version`. */
/**
 * `content` as a publish stores it (shared/site-content/publish-stamps.ts): each opening without
 * a closing date has one.
 */
export const asPublished = (content: SiteData) => ({
  ...content,
  openings: content.openings.map((o) => ({
    ...o,
    validThrough: o.validThrough ?? expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  })),
});

export function putSiteContent(
  app: TestApp,
  content: unknown,
  base_version: number,
  headers: { authorization: string },
) {
  return app.inject({
    method: 'PUT',
    url: '/api/site-content',
    headers,
    payload: { content, base_version },
  });
}

/**
 * For each test of the file: a fresh app with an admin signed in (`ctx.app`, `ctx.auth`), and
 * `publish`, which PUTs a version as that admin unless given other headers. `overrides` (called
 * per test, so a clock is fresh each time) configure the app.
 */
export function siteContentApp(overrides: () => Partial<BuildAppOptions> = () => ({})) {
  const ctx = {} as Awaited<ReturnType<typeof adminApp>>;
  beforeEach(async () => Object.assign(ctx, await adminApp(overrides())));
  afterEach(() => ctx.app.close());
  const publish = (content: unknown, base_version: number, headers = ctx.auth) =>
    putSiteContent(ctx.app, content, base_version, headers);
  return { ctx, publish };
}
