import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createTestApp, login, manualClock, type TestApp } from './helpers';

/** The inbox API of both lead kinds (routes/api/<kind>/admin.ts), behind the admin scope's hook. */
describe.each([
  {
    path: '/api/contact-submissions',
    lead: (i: number) => ({
      name: `Person ${i}`,
      email: `p${i}@example.com`,
      message: `Message ${i}`,
    }),
  },
  {
    path: '/api/quote-requests',
    lead: (i: number) => ({
      name: `Person ${i}`,
      email: `p${i}@example.com`,
      service_interest: 'Other',
      project_details: `Details ${i}`,
    }),
  },
])('admin API $path', ({ path, lead }) => {
  let app: TestApp;
  let auth: Record<string, string>;
  const ids: string[] = [];
  const clock = manualClock();

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    await createAdmin(app);
    auth = bearer((await login(app)).access_token);
    for (let i = 0; i < 5; i++) {
      clock.advance(1000);
      const res = await app.inject({ method: 'POST', url: path, payload: lead(i) });
      ids.push(res.json().id);
    }
    clock.advance(1000);
    await app.inject({ method: 'POST', url: path, payload: { ...lead(5), website: 'bot' } });
  });
  afterAll(() => app.close());

  const get = (url: string, headers = auth) => app.inject({ url, headers });

  it('401 without a token on every admin route', async () => {
    for (const [method, url] of [
      ['GET', path],
      ['GET', `${path}.csv`],
      ['PATCH', `${path}/${ids[0]}`],
      ['DELETE', `${path}/${ids[0]}`],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        payload: method === 'PATCH' ? { status: 'handled' } : undefined,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('unauthorized');
    }
  });

  it('lists newest first with the total, default limit 20', async () => {
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(6);
    expect(body.items).toHaveLength(6);
    const times = body.items.map((i: { created_at: string }) => i.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.items[1].id).toBe(ids[4]);
  });

  it('pages with limit and offset', async () => {
    const page = (await get(`${path}?limit=2&offset=2&status=new`)).json();
    expect(page.total).toBe(5);
    expect(page.items.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[1]]);
  });

  it('filters by status', async () => {
    const spam = (await get(`${path}?status=spam`)).json();
    expect(spam.total).toBe(1);
    expect(spam.items[0].status).toBe('spam');
  });

  it('400 validation_failed for a bad query', async () => {
    for (const q of ['limit=0', 'limit=101', 'offset=-1', 'status=archived', 'limit=abc']) {
      const res = await get(`${path}?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
  });

  it('PATCH sets the status and answers the item; 404 for an unknown id', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `${path}/${ids[0]}`,
      headers: auth,
      payload: { status: 'handled' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids[0], status: 'handled' });
    const missing = await app.inject({
      method: 'PATCH',
      url: `${path}/nope`,
      headers: auth,
      payload: { status: 'handled' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('not_found');
    const bad = await app.inject({
      method: 'PATCH',
      url: `${path}/${ids[0]}`,
      headers: auth,
      payload: { status: 'done' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('status');
  });

  it('DELETE answers 204, then 404', async () => {
    const first = await app.inject({ method: 'DELETE', url: `${path}/${ids[1]}`, headers: auth });
    expect(first.statusCode).toBe(204);
    const second = await app.inject({ method: 'DELETE', url: `${path}/${ids[1]}`, headers: auth });
    expect(second.statusCode).toBe(404);
    expect(second.json().error).toBe('not_found');
  });

  it('exports CSV: BOM, header row, newest first, attachment, status filter', async () => {
    const res = await get(`${path}.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"id","created_at","status","name",/);
    expect(lines).toHaveLength(1 + 5); // one of six was deleted
    const spam = (await get(`${path}.csv?status=spam`)).body.trimEnd().split('\r\n');
    expect(spam).toHaveLength(2);
  });
});

describe('CSV export quoting', () => {
  it('quotes commas, quotes and newlines, and neutralises formulas', async () => {
    const app = await createTestApp();
    await createAdmin(app);
    const auth = bearer((await login(app)).access_token);
    await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: {
        name: '=HYPERLINK("http://evil")',
        email: 'a@b.co',
        message: 'line 1\nline "2", end; call me;=HYPERLINK("http://evil")',
      },
    });
    const res = await app.inject({ url: '/api/contact-submissions.csv', headers: auth });
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).toContain(`"line 1\nline ""2"", end; call me;'=HYPERLINK(""http://evil"")"`);
    await app.close();
  });
});
