import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createAdmin, createTestApp, login, type TestApp } from './helpers';

/**
 * With a database file, the inbox's list queries (the search, the filters, the total) run in a
 * worker thread on a read-only connection: whatever they cost, the event loop stays free for
 * /healthz, sign-ins and the lead forms. The main connection only reads the page's rows by rowid.
 */
describe('inbox list queries off the main thread', () => {
  const dir = mkdtempSync(join(tmpdir(), 'inbox-thread-'));
  let app: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp({ databasePath: join(dir, 'site.db') });
    await createAdmin(app);
    auth = bearer((await login(app)).access_token);
    const leads = [
      { name: 'Grace Keller', email: 'grace@example.com', message: 'fiber backbone' },
      { name: 'Omar Diaz', email: 'omar@example.com', message: 'cctv on the depot' },
      { name: 'Lena Park', email: 'lena@example.com', message: 'fiber to the rooftop antenna' },
    ];
    for (const payload of leads) {
      const res = await app.inject({ method: 'POST', url: '/api/contact-submissions', payload });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers searches and filters, newest first, without running them on the main connection', async () => {
    const prepared: string[] = [];
    const original = app.db.sqlite.prepare.bind(app.db.sqlite);
    const prepare = vi.spyOn(app.db.sqlite, 'prepare').mockImplementation((source: string) => {
      prepared.push(source);
      return original(source);
    });
    try {
      const search = await app.inject({
        url: '/api/contact-submissions?q=fiber&status=new&limit=1',
        headers: auth,
      });
      expect(search.statusCode).toBe(200);
      expect(search.json()).toMatchObject({ total: 2, items: [{ name: 'Lena Park' }] });
      const all = await app.inject({ url: '/api/contact-submissions', headers: auth });
      expect(all.json().items.map((i: { name: string }) => i.name)).toEqual([
        'Lena Park',
        'Omar Diaz',
        'Grace Keller',
      ]);
      expect(all.json().total).toBe(3);
    } finally {
      prepare.mockRestore();
    }
    // Only the inbox's own queries count: the server's background work (an event's seats, due
    // schedules) may read the main connection meanwhile.
    const main = prepared.filter((source) => source.includes('contact_submissions')).join('\n');
    expect(main).toMatch(/contact_submissions/);
    expect(main).not.toMatch(/MATCH/);
    expect(main).not.toMatch(/count\(\*\)/i);
  });
});
