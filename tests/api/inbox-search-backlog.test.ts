import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAIL_SEARCHED } from '../../server/src/repositories/lead-search-tail';
import { bearer, createAdmin, createTestApp, login, type TestApp } from './helpers';

// A search right after a flood does not wait for the writer to index the whole backlog
// (60,000 leads: a minute): it reads the index as it stands and the newest TAIL_SEARCHED leads
// above it, and says how many it left out. The writer here would not
// index on its own for a minute, and runs in-process, so the answer is computed before any
// catch-up step can run: it shows exactly what a search reads of a backlog.

const BACKLOG = TAIL_SEARCHED + 700;

describe('a search over a backlog the index has not caught up with', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({
      searchIndexing: { idleMs: 60_000, maxWaitMs: 60_000, maxLeadsBehind: Infinity },
    });
    await createAdmin(app);
    auth = bearer((await login(app)).access_token);
    // The flood, as the writer leaves it before its catch-up: rows above the watermark.
    const insert = app.db.sqlite.prepare(
      `INSERT INTO contact_submissions (id, reference, name, email, message, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'new', ?, ?)`,
    );
    app.db.sqlite.transaction(() => {
      for (let i = 0; i < BACKLOG; i++) {
        const at = new Date(Date.parse('2030-01-01T00:00:00Z') + i * 1000).toISOString();
        const word = i % 2 ? 'antenna' : 'fibre';
        insert.run(
          `f${i}`,
          `C-2030-${i + 1}`,
          `Flood ${i}`,
          'f@example.com',
          `${word} ${i}`,
          at,
          at,
        );
      }
    })();
  });
  afterAll(() => app.close());

  const search = async (query: string) => {
    const res = await app.inject({ url: `/api/contact-submissions?${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: { id: string }[]; total: number; unindexed: number };
  };
  const indexed = () =>
    app.db.sqlite
      .prepare("SELECT indexed_rowid FROM lead_search_index WHERE lead_kind = 'contact'")
      .pluck()
      .get() as number;

  it('answers without waiting for the catch-up: the newest leads found, the rest counted', async () => {
    expect(indexed()).toBe(0);
    const page = await search('q=antenna&limit=20');
    // Nothing was indexed before the answer: it came from the leads above the index.
    expect(page.unindexed).toBe(BACKLOG - TAIL_SEARCHED);
    expect(page.total).toBe(TAIL_SEARCHED / 2);
    expect(page.items.map((l) => l.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `f${BACKLOG - 1 - 2 * i}`),
    );
  });

  it('pages on through the leads above the index as through the index', async () => {
    const last = await search(`q=fibre&limit=10&offset=${TAIL_SEARCHED / 2 - 5}`);
    expect(last.items).toHaveLength(5);
  });

  it('once caught up, finds every lead and counts none left out', async () => {
    await app.repos.leads.settle();
    expect(indexed()).toBeGreaterThan(0);
    const page = await search('q=antenna&limit=20');
    expect(page).toMatchObject({ total: BACKLOG / 2, unindexed: 0 });
    expect(page.items[0]!.id).toBe(`f${BACKLOG - 1}`);
  });

  it('mixes the leads above the index with the indexed ones, newest first, counted once', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: { name: 'New', email: 'n@example.com', message: 'antenna on the new mast' },
    });
    const page = await search('q=antenna&limit=3');
    expect(page.items.map((l) => l.id)).toEqual([
      res.json().id,
      `f${BACKLOG - 1}`,
      `f${BACKLOG - 3}`,
    ]);
    expect(page).toMatchObject({ total: BACKLOG / 2 + 1, unindexed: 0 });
  });
});
