import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createTestApp, login, manualClock, type TestApp } from './helpers';

/**
 * The inbox's search and filters (GET /api/<kind>?q=&from=&to=&status=&utm_*=...) and the
 * attribution every lead carries. Days are counted in the firm's time zone (Europe/Zurich here,
 * UTC+1 in January): a lead at 23:30 UTC on 1 January belongs to 2 January there.
 */
describe('inbox search, date and attribution filters', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  const clock = manualClock(Date.parse('2030-01-01T10:00:00Z'));
  const ids: Record<string, string> = {};

  async function post(url: string, payload: object): Promise<string> {
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }
  const list = async (url: string) => {
    const res = await app.inject({ url, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Record<string, unknown>[]; total: number };
  };
  const names = async (url: string) => (await list(url)).items.map((i) => i.name);

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now, timeZone: 'Europe/Zurich' });
    await createAdmin(app);
    auth = bearer((await login(app)).access_token);
    ids.grace = await post('/api/contact-submissions', {
      name: 'Grace Müller',
      email: 'grace@keller-fiber.example',
      message: 'We need a fiber backbone between two campuses.',
      source_page: '/?utm_source=leak#top',
      referrer_domain: 'WWW.Google.COM',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-2030',
    });
    clock.advance(13.5 * 3600_000); // 23:30 UTC = 00:30 on 2 January in Zurich
    ids.omar = await post('/api/contact-submissions', {
      name: 'Omar Diaz',
      email: 'omar@example.com',
      message: 'Please call me back about CCTV AND access control "now"',
      source_page: 'https://elsewhere.example/page',
      referrer_domain: 'not a domain/with path',
    });
    clock.advance(86_400_000);
    // An older client sends none of the new fields.
    ids.old = await post('/api/contact-submissions', {
      name: 'Old Client',
      email: 'old@example.com',
      message: 'fiber please',
    });
    ids.bot = await post('/api/contact-submissions', {
      name: 'Fiber Bot',
      email: 'bot@example.com',
      message: 'fiber fiber',
      website: 'http://spam.example',
    });
    ids.quote = await post('/api/quote-requests', {
      name: 'Lena Park',
      company_name: 'Northwind Security',
      email: 'lena@northwind.example',
      service_interest: 'Other',
      project_details: 'Perimeter intrusion detection for a depot',
      utm_campaign: 'spring-2030',
    });
  });
  afterAll(() => app.close());

  it('stores the attribution normalised: path without query, lower-case domain, utm values', async () => {
    const [omar, grace] = (await list('/api/contact-submissions?from=2030-01-01&to=2030-01-02'))
      .items;
    expect(grace).toMatchObject({
      name: 'Grace Müller',
      source_page: '/',
      referrer_domain: 'www.google.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-2030',
      spam_reason: null,
    });
    // Junk is dropped rather than refused: the lead itself matters more than where it came from.
    expect(omar).toMatchObject({ name: 'Omar Diaz', source_page: null, referrer_domain: null });
  });

  it('accepts a submission without any of the new fields (older clients)', async () => {
    const [old] = (await list('/api/contact-submissions?q=old')).items;
    expect(old).toMatchObject({
      id: ids.old,
      status: 'new',
      source_page: null,
      utm_campaign: null,
      webhook_status: null,
    });
  });

  it('searches name, e-mail and message by word prefix, diacritics folded', async () => {
    expect(await names('/api/contact-submissions?q=gra')).toEqual(['Grace Müller']);
    expect(await names('/api/contact-submissions?q=muller')).toEqual(['Grace Müller']);
    expect(await names('/api/contact-submissions?q=keller-fiber.example')).toEqual([
      'Grace Müller',
    ]);
    expect(await names('/api/contact-submissions?q=grace%40keller-fiber.example')).toEqual([
      'Grace Müller',
    ]);
    expect(await names('/api/contact-submissions?q=campus%20backbone')).toEqual(['Grace Müller']);
    // Every word must match.
    expect(await names('/api/contact-submissions?q=campus%20cctv')).toEqual([]);
  });

  it('searches company and project details of quote requests', async () => {
    expect(await names('/api/quote-requests?q=northwind')).toEqual(['Lena Park']);
    expect(await names('/api/quote-requests?q=intrusion%20depot')).toEqual(['Lena Park']);
  });

  it('treats FTS5 syntax in the input as plain words, never as an error', async () => {
    for (const q of ['AND', '"now', 'NEAR(cctv', 'cctv*', 'access -control', '^call', 'col:x']) {
      const res = await app.inject({
        url: `/api/contact-submissions?q=${encodeURIComponent(q)}`,
        headers: auth,
      });
      expect(res.statusCode, q).toBe(200);
    }
    expect(await names('/api/contact-submissions?q=AND%20%22now')).toEqual(['Omar Diaz']);
    // Nothing searchable: no match (not every lead).
    expect((await list('/api/contact-submissions?q=%40%40%20--')).total).toBe(0);
  });

  it('combines search with the status filter and pages the result', async () => {
    expect(await names('/api/contact-submissions?q=fiber')).toEqual([
      'Fiber Bot',
      'Old Client',
      'Grace Müller',
    ]);
    expect(await names('/api/contact-submissions?q=fiber&status=spam')).toEqual(['Fiber Bot']);
    const page = await list('/api/contact-submissions?q=fiber&status=new&limit=1&offset=1');
    expect(page.total).toBe(2);
    expect(page.items.map((i) => i.name)).toEqual(['Grace Müller']);
  });

  it("filters by whole days in the firm's time zone", async () => {
    expect(await names('/api/contact-submissions?to=2030-01-01')).toEqual(['Grace Müller']);
    expect(await names('/api/contact-submissions?from=2030-01-02&to=2030-01-02')).toEqual([
      'Omar Diaz',
    ]);
    expect((await list('/api/contact-submissions?from=2030-01-03')).total).toBe(2);
    expect(await names('/api/contact-submissions?from=2030-01-03&q=fiber&status=new')).toEqual([
      'Old Client',
    ]);
  });

  it('combines words and days whatever order the rows were written in', async () => {
    // No lead in those days: nothing, though the word is everywhere.
    expect((await list('/api/contact-submissions?from=2031-01-01&q=fiber')).total).toBe(0);
    // A row written first but dated last (a clock set back): found in its days.
    const { sqlite } = app.db;
    const date = (id: string) =>
      (
        sqlite.prepare('SELECT created_at AS d FROM contact_submissions WHERE id = ?').get(id) as {
          d: string;
        }
      ).d;
    const graceDate = date(ids.grace!);
    sqlite
      .prepare('UPDATE contact_submissions SET created_at = ? WHERE id = ?')
      .run('2030-01-05T12:00:00.000Z', ids.grace);
    try {
      expect(await names('/api/contact-submissions?from=2030-01-05&q=fiber')).toEqual([
        'Grace Müller',
      ]);
    } finally {
      sqlite
        .prepare('UPDATE contact_submissions SET created_at = ? WHERE id = ?')
        .run(graceDate, ids.grace);
    }
  });

  it('filters by attribution, on both kinds', async () => {
    expect(await names('/api/contact-submissions?utm_campaign=spring-2030')).toEqual([
      'Grace Müller',
    ]);
    expect(await names('/api/quote-requests?utm_campaign=spring-2030')).toEqual(['Lena Park']);
    expect(await names('/api/contact-submissions?referrer_domain=www.google.com')).toEqual([
      'Grace Müller',
    ]);
    expect((await list('/api/contact-submissions?utm_source=other')).total).toBe(0);
  });

  it('400 for bad filters, with a message for a person', async () => {
    for (const q of ['from=2030-13-01', 'to=yesterday', `q=${'x'.repeat(201)}`, 'q=']) {
      const res = await app.inject({ url: `/api/contact-submissions?${q}`, headers: auth });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
    const reversed = await app.inject({
      url: '/api/contact-submissions?from=2030-01-03&to=2030-01-01',
      headers: auth,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().issues).toEqual([
      { path: 'to', message: 'The first day must not be after the last day' },
    ]);
  });

  it('400, never a 500, for control characters (NUL, ESC, DEL) in q and the other filters', async () => {
    for (const url of [
      '/api/contact-submissions?q=fib%00er',
      '/api/contact-submissions?q=%00',
      '/api/quote-requests?q=a%1Bb',
      '/api/contact-submissions.csv?q=x%7F',
      '/api/quote-requests.csv?q=%00fiber',
      '/api/contact-submissions?utm_source=news%00letter',
    ]) {
      const res = await app.inject({ url, headers: auth });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        error: 'validation_failed',
        issues: [{ message: 'Must not contain control characters' }],
      });
    }
    // A tab or line break someone pasted is whitespace between words, not an error.
    const pasted = await app.inject({
      url: '/api/contact-submissions?q=fiber%09campus',
      headers: auth,
    });
    expect(pasted.statusCode).toBe(200);
  });

  it('exports the same filtered rows as CSV, with the attribution columns', async () => {
    const res = await app.inject({
      url: '/api/contact-submissions.csv?q=fiber&status=new',
      headers: auth,
    });
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    // Every field is quoted (a spreadsheet then never reads an id or a date as a number).
    const fields = (line: string) => line.slice(1, -1).split('","');
    expect(fields(lines[0]!)).toEqual([
      ...['id', 'created_at', 'status', 'name', 'email', 'message'],
      ...['source_page', 'referrer_domain', 'utm_source', 'utm_medium', 'utm_campaign'],
      ...['stage', 'assignee_email', 'follow_up_at', 'reference'],
      // The visit the server counted (none here: the test sends no page view first).
      ...['visit_landing_page', 'visit_referrer_host', 'visit_utm_source', 'visit_utm_medium'],
      ...['visit_utm_campaign', 'visit_pages_viewed', 'visit_seconds_to_submit'],
      // The language of the form's page (issue 54): the default's on a one-language site.
      'language',
    ]);
    expect(lines).toHaveLength(3);
    const row = fields(lines[2]!).slice(0, -8);
    expect(fields(lines[2]!).slice(-8)).toEqual(['', '', '', '', '', '', '', 'en']);
    expect(row.slice(-4, -1)).toEqual(['new', '', '']);
    expect(row.at(-1)).toMatch(/^C-\d{4}-\d{4}$/);
    expect(row.slice(-9, -4)).toEqual([
      '/',
      'www.google.com',
      'newsletter',
      'email',
      'spring-2030',
    ]);
  });

  it('a deleted lead leaves the search index with it', async () => {
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/contact-submissions/${ids.grace}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(204);
    expect(await names('/api/contact-submissions?q=grace')).toEqual([]);
    expect(await names('/api/contact-submissions?q=fiber')).toEqual(['Fiber Bot', 'Old Client']);
  });
});
