import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createAdmin, createTestApp, login, type TestApp } from './helpers';

/**
 * The full-text index is filled by the lead writer off the durable write path (decision 020):
 * a 201 does not wait for it. A search reads the index as it stands and the leads above it
 * (lead-search-tail.ts, decision 030), and asks the writer to catch up; a CSV export with words
 * has it catch up first. So a lead is found the moment its 201 is sent, and a lead changed,
 * deleted or erased before or after it was indexed is found as it is now, or not at all. Here
 * the writer would wait a minute before indexing on its own, so only the searches index. Both
 * ways the writer runs: in-process (an in-memory database) and in its thread (a database file).
 */
describe.each([
  ['in-process', false],
  ['in its thread', true],
])('the inbox search is fresh, writer %s', (_label, onFile) => {
  const dir = mkdtempSync(join(tmpdir(), 'inbox-fresh-'));
  let app: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp({
      ...(onFile ? { databasePath: join(dir, 'site.db') } : {}),
      searchIndexing: { idleMs: 60_000, maxWaitMs: 60_000, maxLeadsBehind: Infinity },
    });
    await createAdmin(app);
    auth = bearer((await login(app)).access_token);
    // The writer's start catch-up is over: it gives way to the first commits and would then
    // index them, as a thread still starting up would show.
    await app.repos.leads.settle();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function contact(name: string, message: string, email = 'visitor@example.com') {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: { name, email, message },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  }
  async function search(query: string, kind = 'contact-submissions') {
    const res = await app.inject({ url: `/api/${kind}?${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: { id: string; name: string; status: string }[]; total: number };
  }
  /** What the index itself holds for a word, whatever the watermark (no catch-up). */
  const inIndex = (word: string) =>
    app.db.sqlite
      .prepare('SELECT count(*) FROM contact_submissions_fts WHERE contact_submissions_fts MATCH ?')
      .pluck()
      .get(word);
  /**
   * FTS5's check of the index against the lead rows (throws when they disagree), once the writer
   * has caught up: it counts leads not indexed yet as disagreeing.
   */
  const checkIndex = async () => {
    await app.repos.leads.settle();
    app.db.sqlite
      .prepare(
        "INSERT INTO contact_submissions_fts (contact_submissions_fts, rank) VALUES ('integrity-check', 1)",
      )
      .run();
  };

  it('finds a lead by a word of its message the moment its 201 is sent, in the list and the CSV', async () => {
    const id = await contact('Grace Keller', 'Microwave backhaul between two quarries');
    const quote = await app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      payload: {
        name: 'Lena Park',
        email: 'lena@northwind.example',
        service_interest: 'Other',
        project_details: 'Thermal cameras along the quayside',
      },
    });
    expect(quote.statusCode).toBe(201);
    expect(inIndex('quarries')).toBe(0); // not indexed by the write itself

    // Found above the index; the search had the writer catch up, which it would not for a minute.
    expect((await search('q=quarries')).items.map((i) => i.id)).toEqual([id]);
    await vi.waitFor(() => expect(inIndex('quarries')).toBe(1));
    expect((await search('q=quayside', 'quote-requests')).items.map((i) => i.id)).toEqual([
      quote.json().id,
    ]);

    const next = await contact('Omar Diaz', 'Quarries need fences too');
    const csv = await app.inject({ url: '/api/contact-submissions.csv?q=quarr', headers: auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(next);
    expect(csv.body).toContain(id);
  });

  it('a lead edited, deleted or erased before it was indexed, and after, is found as it is now', async () => {
    const rounds = ['before', 'after'] as const;
    for (const round of rounds) {
      const word = `${round}word`;
      const edited = await contact('Edited', `${word} edited`);
      const deleted = await contact('Deleted', `${word} deleted`);
      await contact('Erased', `${word} erased`, `erase.${round}@example.com`);
      if (round === 'after') {
        expect((await search(`q=${word}`)).total).toBe(3);
        await app.repos.leads.settle(); // indexed now
        expect(inIndex(word)).toBe(3);
      } else {
        expect(inIndex(word)).toBe(0);
      }

      const patch = await app.inject({
        method: 'PATCH',
        url: `/api/contact-submissions/${edited}`,
        headers: auth,
        payload: { status: 'handled' },
      });
      expect(patch.statusCode).toBe(200);
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/contact-submissions/${deleted}`,
        headers: auth,
      });
      expect(removed.statusCode).toBe(204);
      const erasure = await app.inject({
        method: 'POST',
        url: '/api/admin/data-subject/erase',
        headers: auth,
        payload: { email: `erase.${round}@example.com` },
      });
      expect(erasure.json().erased.contact_submissions).toBe(1);

      const now = await search(`q=${word}`);
      expect(
        now.items.map((i) => [i.id, i.status]),
        round,
      ).toEqual([[edited, 'handled']]);
      expect(now.total).toBe(1);
      expect((await search(`q=${word}&status=new`)).total).toBe(0);
      expect(inIndex(`${word} deleted`)).toBe(0);
      expect(inIndex(`${word} erased`)).toBe(0);
      expect(inIndex(`"erase.${round}"`)).toBe(0);
      await checkIndex();
    }
  });
});
