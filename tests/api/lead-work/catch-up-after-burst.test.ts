import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createAdmin, login, type TestApp } from '../helpers';
import { CHROME, createSiteApp, openPage, rawViews } from '../analytics/site';

/**
 * The lead writer derives the search index and the duplicate links in the pauses of its commits
 * (decision 053): during a burst it commits and nothing else. Once the burst is over it catches
 * up by itself, with nobody asking (no settle(), no search): every lead is then found from the
 * index, every repeat is linked to the first lead, and the views and the visit of the burst's
 * visitor are kept. With a database file, so the writer runs in its own thread as in production.
 */
describe('after a burst of leads, the writer catches up by itself', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catch-up-'));
  const BURST = 400;
  let site: Awaited<ReturnType<typeof createSiteApp>>;
  let app: TestApp;
  let auth: Record<string, string>;
  let first: string;
  let ids: string[];
  let attributed: string;

  beforeAll(async () => {
    site = await createSiteApp({
      databasePath: join(dir, 'site.db'),
      // Only a pause in the commits starts the catch-up here, never the bound of its lag.
      searchIndexing: { idleMs: 50, maxWaitMs: 600_000, maxLeadsBehind: Infinity },
    });
    app = site.app;
    await createAdmin(app);
    auth = bearer((await login(app)).access_token);
    const send = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/contact-submissions',
        payload: { name: `Burst ${i}`, email: 'Buyer@Acme-Towers.example', message: `mast ${i}` },
      });
    const firstAnswer = await send(0);
    expect(firstAnswer.statusCode).toBe(201);
    first = firstAnswer.json<{ id: string }>().id;
    // A visitor reads a page, then sends a lead in the middle of the burst.
    const visitor = { remoteAddress: '203.0.113.10', headers: { 'user-agent': CHROME } };
    await openPage(app, '/services/wireless?utm_source=newsletter', { ip: visitor.remoteAddress });
    const answers = await Promise.all([
      ...Array.from({ length: BURST / 2 }, (_, i) => send(i + 1)),
      app.inject({
        method: 'POST',
        url: '/api/contact-submissions',
        ...visitor,
        payload: { name: 'Visitor', email: 'visitor@example.net', message: 'mast survey' },
      }),
      ...Array.from({ length: BURST / 2 }, (_, i) => send(BURST / 2 + i + 1)),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(201);
    ids = answers.map((answer) => answer.json<{ id: string }>().id);
    attributed = ids[BURST / 2]!;
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const indexedUpTo = () =>
    app.db.sqlite
      .prepare("SELECT indexed_rowid FROM lead_search_index WHERE lead_kind = 'contact'")
      .pluck()
      .get() as number;
  const newest = () =>
    app.db.sqlite.prepare('SELECT max(rowid) FROM contact_submissions').pluck().get() as number;
  const linked = () =>
    app.db.sqlite
      .prepare('SELECT count(*) FROM contact_submissions WHERE duplicate_of_id = ?')
      .pluck()
      .get(first) as number;

  it('indexes and links every lead of the burst, with nobody asking', async () => {
    // Polled, not waited for: the pause after the burst starts the catch-up.
    await vi.waitFor(
      () => {
        expect(indexedUpTo()).toBe(newest());
        expect(linked()).toBe(BURST);
      },
      { timeout: 20_000, interval: 50 },
    );
  });

  it('a search then finds every lead from the index, none left out', async () => {
    const res = await app.inject({ url: '/api/contact-submissions?q=mast&limit=5', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: BURST + 2, unindexed: 0 });
  });

  it('each repeat names the first lead; the visitor’s own lead is linked to none', async () => {
    const repeat = await app.inject({ url: `/api/contact-submissions/${ids[0]}`, headers: auth });
    expect(repeat.json().duplicate_of).toMatchObject({ id: first });
    const own = await app.inject({ url: `/api/contact-submissions/${attributed}`, headers: auth });
    expect(own.json().duplicate_of).toBe(null);
  });

  it('keeps the visit the visitor’s lead came from, and the page views of the burst', async () => {
    const own = await app.inject({ url: `/api/contact-submissions/${attributed}`, headers: auth });
    expect(own.json().attribution).toMatchObject({
      landing_page: '/services/wireless',
      utm_source: 'newsletter',
      pages_viewed: 1,
    });
    expect((await rawViews(app)).map((view) => view.path)).toEqual(['/services/wireless']);
  });
});
