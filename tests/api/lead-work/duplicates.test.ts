import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createAdmin, createTestApp, login, manualClock, type TestApp } from '../helpers';

const DAY = 86_400_000;

/**
 * Duplicates: a new lead from the same e-mail (any case) or the same company
 * domain (not a free-mail one) as an open lead of the same kind of the last 90 days is linked to
 * it, moments after its 201.
 */
describe('duplicate leads', () => {
  let app: TestApp;
  let token: string;
  const clock = manualClock();

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    await createAdmin(app);
    token = (await login(app)).access_token;
  });
  afterAll(() => app.close());

  const quote = async (email: string, extra: object = {}) => {
    clock.advance(1000);
    const res = await app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      payload: {
        name: 'Client',
        email,
        service_interest: 'Other',
        project_details: 'Two masts.',
        ...extra,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const contact = async (email: string) => {
    clock.advance(1000);
    const payload = { name: 'Client', email, message: 'Hello' };
    const res = await app.inject({ method: 'POST', url: '/api/contact-submissions', payload });
    return res.json().id as string;
  };
  /** The reference a lead was given (the duplicate link names it). */
  const referenceOf = (id: string, table = 'quote_requests') =>
    app.db.sqlite.prepare(`SELECT reference FROM ${table} WHERE id = ?`).pluck().get(id);
  const duplicateOf = async (id: string, path = '/api/quote-requests') => {
    await app.repos.leads.settle();
    return (await call(app, token, 'GET', `${path}/${id}`)).json().duplicate_of;
  };

  it('links the same address in any case to the open lead, and shows it in the list', async () => {
    const original = await quote('Buyer@Acme-Towers.example');
    const again = await quote('buyer@acme-towers.EXAMPLE');
    expect(await duplicateOf(original)).toBe(null);
    expect(await duplicateOf(again)).toEqual({ id: original, reference: referenceOf(original) });
    const list = (await call(app, token, 'GET', '/api/quote-requests?limit=100')).json();
    const row = list.items.find((item: { id: string }) => item.id === again);
    expect(row.duplicate_of).toEqual({ id: original, reference: referenceOf(original) });
  });

  it('links a colleague at the same company domain, to the oldest open lead', async () => {
    const first = await quote('ops@pylon-grid.example');
    await quote('ceo@pylon-grid.example'); // itself a duplicate of `first`
    const third = await quote('it@pylon-grid.example');
    expect(await duplicateOf(third)).toEqual({ id: first, reference: referenceOf(first) });
  });

  it('prefers the same address over the same domain', async () => {
    await quote('a@mast-works.example');
    const mine = await quote('b@mast-works.example');
    const again = await quote('B@mast-works.example');
    // `mine` is itself linked to the first (same domain); the address wins over the domain.
    expect((await duplicateOf(again)).id).toBe(mine);
  });

  it('a free-mail domain is no company: only the same address links', async () => {
    await quote('jane@gmail.com');
    const other = await quote('john@gmail.com');
    expect(await duplicateOf(other)).toBe(null);
    const same = await quote('JANE@gmail.com');
    expect(await duplicateOf(same)).not.toBe(null);
  });

  it('no link to a closed lead, spam, a lead older than 90 days, or another kind', async () => {
    const won = await quote('x@closed-co.example');
    await call(app, token, 'PATCH', `/api/quote-requests/${won}`, { stage: 'won' });
    expect(await duplicateOf(await quote('y@closed-co.example'))).toBe(null);

    await quote('x@spam-co.example', { website: 'bot' });
    expect(await duplicateOf(await quote('x@spam-co.example'))).toBe(null);

    await quote('x@old-co.example');
    clock.advance(91 * DAY);
    token = (await login(app)).access_token; // the old session has expired meanwhile
    expect(await duplicateOf(await quote('x@old-co.example'))).toBe(null);

    await contact('x@other-kind.example');
    expect(await duplicateOf(await quote('x@other-kind.example'))).toBe(null);
  });

  it('a lead marked spam is no original; marked not spam again, it is one again', async () => {
    const first = await quote('q@reopen-co.example');
    await app.repos.leads.settle(); // its keys are written as an open lead's
    await call(app, token, 'PATCH', `/api/quote-requests/${first}`, { status: 'spam' });
    const second = await quote('q@reopen-co.example');
    expect(await duplicateOf(second)).toBe(null);
    await call(app, token, 'PATCH', `/api/quote-requests/${first}`, { status: 'new' });
    const third = await quote('q@reopen-co.example');
    expect(await duplicateOf(third)).toEqual({ id: first, reference: referenceOf(first) });
  });

  it('spam itself is never linked', async () => {
    await quote('z@linked-co.example');
    const spam = await quote('z@linked-co.example', { website: 'bot' });
    expect(await duplicateOf(spam)).toBe(null);
  });

  it('links a burst committed together, each to the original', async () => {
    const first = await quote('team@burst-co.example');
    const ids = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        app
          .inject({
            method: 'POST',
            url: '/api/quote-requests',
            payload: {
              name: 'Client',
              email: `p${i}@burst-co.example`,
              service_interest: 'Other',
              project_details: 'Burst.',
            },
          })
          .then((res) => res.json().id as string),
      ),
    );
    for (const id of ids) expect((await duplicateOf(id))?.id).toBe(first);
  });

  // The check runs in the lead writer, in SQL: its statements are prepared once, when the writer
  // starts, never per lead (docs/performance-log.md, section 12).
  it('links a burst with statements prepared once, not prepared again for each lead', async () => {
    const first = await quote('one@prepared-co.example');
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await quote(`p${i}@prepared-co.example`));
    const prepare = vi.spyOn(app.db.sqlite, 'prepare');
    try {
      await app.repos.leads.settle();
      // Only the pragmas of the writer's unsynced commits (db/connection.ts withoutFsync).
      const statements = prepare.mock.calls.map(([source]) => source);
      expect(statements.filter((source) => !/^PRAGMA /i.test(source))).toEqual([]);
    } finally {
      prepare.mockRestore();
    }
    for (const id of ids) expect((await duplicateOf(id))?.id).toBe(first);
  });

  it('links after the commit by itself, a moment later', async () => {
    const first = await quote('wait@later-co.example');
    const again = await quote('wait@later-co.example');
    await expect
      .poll(
        async () =>
          (await call(app, token, 'GET', `/api/quote-requests/${again}`)).json().duplicate_of,
      )
      .toEqual({ id: first, reference: referenceOf(first) });
  });
});
