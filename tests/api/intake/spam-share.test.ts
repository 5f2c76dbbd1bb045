import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_KIND_SPECS } from '../../../shared/lead-kinds';
import { bearer, createAdmin, createTestApp, login, manualClock, type TestApp } from '../helpers';

const DAY = 86_400_000;
const SHARE = 3;

/**
 * One sender's spam is stored up to a daily share per client address (decision 041); past it a
 * spam submission is counted, not stored, and answered with the same 201 shape: a fresh id that
 * names no lead, its time, and reference number 0, which no lead ever has. The count shows in
 * the dashboard's spam figure. Spam here is the honeypot's (ALTCHA is off in these tests).
 */
describe("spam past its sender's daily share", () => {
  let app: TestApp;
  let auth: Record<string, string>;
  const clock = manualClock(Date.parse('2030-03-04T09:00:00Z'));
  const person = { name: 'Ada', email: 'ada@example.com', message: 'Please call back.' };
  const spam = { ...person, website: 'https://bot.example' };
  const letter = LEAD_KIND_SPECS.contact.letter;

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now, spamStoredPerAddressPerDay: SHARE });
    await createAdmin(app);
    auth = bearer((await login(app)).access_token);
  });
  afterAll(() => app.close());

  const post = async (payload: object, remoteAddress: string) => {
    clock.advance(1000);
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload,
      remoteAddress,
    });
    expect(res.statusCode, res.body).toBe(201);
    return {
      ...(res.json() as { id: string; reference: string; created_at: string }),
      sent: clock.now(),
    };
  };
  const stored = (id: string) =>
    app.db.sqlite.prepare('SELECT status FROM contact_submissions WHERE id = ?').pluck().get(id);
  const spamRows = () =>
    app.db.sqlite
      .prepare("SELECT count(*) FROM contact_submissions WHERE status = 'spam'")
      .pluck()
      .get();
  const dashboardSpam = async () => {
    const res = await app.inject({ url: '/api/admin/lead-stats?days=7', headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json().totals.spam as number;
  };

  it('stores the share, then counts: the same answer, reference 0, no row, the spam count', async () => {
    const answers = [];
    for (let i = 0; i < SHARE + 2; i++) answers.push(await post(spam, '203.0.113.7'));
    const [kept, counted] = [answers.slice(0, SHARE), answers.slice(SHARE)];
    for (const answer of kept) expect(stored(answer.id)).toBe('spam');
    expect(new Set(kept.map((a) => a.reference)).size).toBe(SHARE);
    for (const answer of counted) {
      expect(Object.keys(answer).sort()).toEqual(Object.keys(kept[0]!).sort());
      expect(answer.reference).toBe(`${letter}-2030-0000`);
      expect(answer.created_at).toBe(new Date(answer.sent).toISOString());
      expect(stored(answer.id)).toBeUndefined();
    }
    expect(new Set(counted.map((a) => a.id)).size).toBe(counted.length);
    expect(spamRows()).toBe(SHARE);
    expect(await dashboardSpam()).toBe(SHARE + 2);
  });

  it("a person's lead from that address is stored: the share is spam's", async () => {
    const answer = await post(person, '203.0.113.7');
    expect(stored(answer.id)).toBe('new');
    expect(answer.reference).not.toMatch(/-0000$/);
  });

  it('each address has its own share; one IPv6 /64 is one address', async () => {
    expect(stored((await post(spam, '198.51.100.9')).id)).toBe('spam');
    const v6 = [];
    for (let i = 0; i <= SHARE; i++) v6.push(await post(spam, `2001:db8:1:2::${i + 1}`));
    expect(v6.slice(0, SHARE).every((a) => stored(a.id) === 'spam')).toBe(true);
    expect(stored(v6[SHARE]!.id)).toBeUndefined();
  });

  it("the next day the address has a new share; the days' counts stay on the dashboard", async () => {
    const before = await dashboardSpam();
    clock.advance(DAY);
    expect(stored((await post(spam, '203.0.113.7')).id)).toBe('spam');
    expect(await dashboardSpam()).toBe(before + 1);
  });

  it('the counts go with the spam after its retention', async () => {
    clock.advance(31 * DAY);
    app.purgeExpiredLeads();
    const counts = app.db.sqlite.prepare('SELECT count(*) FROM lead_spam_not_stored').pluck();
    expect(counts.get()).toBe(0);
    expect(spamRows()).toBe(0);
  });
});
