import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { bearer, createAdmin, createTestApp, login } from '../helpers';

describe('content stored in an older shape', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'site-content-old-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A version as an earlier release stored it: settings, team and posts only, no slugs. */
  async function appWithOldVersion(email: string) {
    const databasePath = join(dir, 'site.db');
    const first = await createTestApp({ databasePath });
    await createAdmin(first);
    const old = {
      settings: { ...defaultSiteData.settings, email },
      team: defaultSiteData.team,
      blogPosts: defaultSiteData.blogPosts.map(({ slug: _slug, ...p }) => ({
        ...p,
        title: `Old: ${p.title}`,
      })),
    };
    first.db.sqlite
      .prepare(
        'INSERT INTO site_content_versions (version, content, published_at, summary) VALUES (1, ?, ?, ?)',
      )
      .run(JSON.stringify(old), '2025-06-01T00:00:00.000Z', '1 post edited');
    await first.close();
    const next = await createTestApp({ databasePath });
    return { next, auth: bearer((await login(next)).access_token) };
  }

  it('keeps loading: the missing collections are the defaults, posts get slugs from their titles', async () => {
    const { next, auth: token } = await appWithOldVersion('info@meridian-netsec.com');
    try {
      const live = (await next.inject({ method: 'GET', url: '/api/site-content' })).json();
      expect(live.version).toBe(1);
      expect(live.content.services).toEqual(defaultSiteData.services);
      expect(live.content.redirects).toEqual([]);
      expect(live.content.blogPosts.map((p: { slug: string }) => p.slug)).toEqual([
        'old-private-5g-for-campuses-when-it-beats-enterprise-wi-fi',
        'old-designing-fiber-backbones-for-40-years-of-service',
        'old-cutting-false-alarms-with-video-analytics',
      ]);
      const version = await next.inject({
        method: 'GET',
        url: '/api/site-content/versions/1',
        headers: token,
      });
      expect(version.statusCode).toBe(200);
      // Publishing on top of it compares against the upgraded shape: only the real change shows.
      const res = await next.inject({
        method: 'PUT',
        url: '/api/site-content',
        headers: token,
        payload: {
          content: { ...live.content, settings: { ...live.content.settings, phone: '1' } },
          base_version: 1,
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().summary).toBe('phone changed');
    } finally {
      await next.close();
    }
  });

  it('a stored e-mail that is no address is served as it is, but cannot be restored', async () => {
    const { next, auth: token } = await appWithOldVersion('info at meridian');
    try {
      const live = (await next.inject({ method: 'GET', url: '/api/site-content' })).json();
      expect(live.content.settings.email).toBe('info at meridian');
      await next.inject({
        method: 'PUT',
        url: '/api/site-content',
        headers: token,
        payload: { content: defaultSiteData, base_version: 1 },
      });
      const restore = await next.inject({
        method: 'POST',
        url: '/api/site-content/versions/1/restore',
        headers: token,
      });
      expect(restore.statusCode).toBe(400);
      expect(restore.json()).toMatchObject({
        error: 'validation_failed',
        issues: [{ path: 'content.settings.email' }],
      });
    } finally {
      await next.close();
    }
  });
});
