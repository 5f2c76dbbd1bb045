import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextRun } from '../../../server/src/lib/schedule';
import { digestSchedule, oneWorkingDayBefore } from '../../../server/src/services/leads/digest';
import { startSmtpServer, type SmtpTestServer } from '../notifications/smtp-test-server';
import {
  call,
  createAdmin,
  createTestApp,
  login,
  manualClock,
  signInWithRole,
  type TestApp,
  type Tokens,
} from '../helpers';

const HOUR = 3_600_000;
const ZURICH = 'Europe/Zurich';

describe('working days and the digest hour (firm time zone)', () => {
  it('one working day before Monday 09:00 is Friday 09:00; before Wednesday, Tuesday', () => {
    const monday = Date.parse('2030-01-07T08:00:00Z'); // 09:00 in Zurich
    expect(new Date(oneWorkingDayBefore(monday, ZURICH)).toISOString()).toBe(
      '2030-01-04T08:00:00.000Z',
    );
    const wednesday = Date.parse('2030-01-09T15:30:00Z');
    expect(new Date(oneWorkingDayBefore(wednesday, ZURICH)).toISOString()).toBe(
      '2030-01-08T15:30:00.000Z',
    );
  });

  it('the next digest is at DIGEST_HOUR local time on the next working day', () => {
    const next = (iso: string) => nextRun(digestSchedule(8), ZURICH, new Date(iso))?.toISOString();
    // Friday 10:00 Zurich, hour 8: Monday 08:00 Zurich (07:00 UTC in winter).
    expect(next('2030-01-04T09:00:00Z')).toBe('2030-01-07T07:00:00.000Z');
    // Tuesday 07:00 Zurich: today at 08:00.
    expect(next('2030-01-08T06:00:00Z')).toBe('2030-01-08T07:00:00.000Z');
    // Summer time: 08:00 Zurich is 06:00 UTC.
    expect(next('2030-07-01T12:00:00Z')).toBe('2030-07-02T06:00:00.000Z');
    // Over the weekend the clocks go forward (Sunday 31 March 2030): Friday's digest at 07:00
    // UTC, Monday's at 06:00 UTC, both 08:00 in Zurich.
    expect(next('2030-03-29T06:30:00Z')).toBe('2030-03-29T07:00:00.000Z');
    expect(next('2030-03-29T07:00:00Z')).toBe('2030-04-01T06:00:00.000Z');
  });
});

/** The daily digest, with a test clock and a real SMTP server. */
describe('the lead digest', () => {
  let app: TestApp;
  let smtp: SmtpTestServer;
  let owner: Tokens;
  let sales: Tokens;
  // Tuesday 2030-01-08, 07:00 in Zurich.
  const clock = manualClock(Date.parse('2030-01-08T06:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({
      now: clock.now,
      smtpUrl: smtp.url,
      smtpRequireTls: false,
      notifyFrom: 'site@firm.example',
      timeZone: ZURICH,
      publicOrigin: 'https://firm.example',
    });
    await createAdmin(app);
    owner = await login(app);
    sales = await signInWithRole(app, 'sales', 'sam@firm.example');
    await signInWithRole(app, 'editor', 'eve@firm.example');
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const quote = async (name: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      payload: {
        name,
        email: `${name.toLowerCase()}@client.example`,
        service_interest: 'Other',
        project_details: 'x',
      },
    });
    return res.json().id as string;
  };

  it('tells each admin who works leads of their due follow-ups and the leads nobody took', async () => {
    // Monday: three quotes arrive; one is assigned to sales with a follow-up for Tuesday 07:30.
    clock.advance(-24 * HOUR);
    const followed = await quote('Followed');
    await quote('Forgotten');
    const won = await quote('Closed');
    await call(app, owner.access_token, 'PATCH', `/api/quote-requests/${followed}`, {
      assignee_id: sales.user.id,
      follow_up_at: '2030-01-08T07:30:00+01:00',
    });
    await call(app, owner.access_token, 'PATCH', `/api/quote-requests/${won}`, { stage: 'won' });
    await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: { name: 'Spammer', email: 'bot@spam.example', message: 'x', website: 'bot' },
    });
    clock.advance(24 * HOUR);
    // Tuesday morning: a quote that came in an hour ago is not "left for a working day".
    clock.advance(-HOUR);
    await quote('Fresh');
    clock.advance(2 * HOUR); // Tuesday 08:00 Zurich

    const sent = await app.leadDigest.send!();
    expect(sent).toBe(2); // the owner and sales; not the editor
    await smtp.waitForMails(2);
    const byRecipient = Object.fromEntries(smtp.mails.map((m) => [m.envelopeTo[0], m]));
    expect(Object.keys(byRecipient).sort()).toEqual(['admin@firm.example', 'sam@firm.example']);

    const toSales = byRecipient['sam@firm.example']!;
    expect(toSales.headers.subject).toBe(
      'Meridian NetSec leads today: 1 follow-up(s) due, 1 unassigned',
    );
    expect(toSales.text).toContain('Your follow-ups that are due:');
    expect(toSales.text).toContain(
      'Followed <followed@client.example>: Quote request, New, follow up',
    );
    expect(toSales.text).toContain('Leads nobody has taken for a working day:');
    expect(toSales.text).toContain('Forgotten <forgotten@client.example>');
    expect(toSales.text).toContain(`https://firm.example/admin/inbox?assignee_id=${sales.user.id}`);
    for (const absent of ['Fresh', 'Closed', 'Spammer']) expect(toSales.text).not.toContain(absent);

    const toOwner = byRecipient['admin@firm.example']!;
    expect(toOwner.headers.subject).toBe('Meridian NetSec leads today: 1 unassigned');
    expect(toOwner.text).not.toContain('Your follow-ups');
  });

  it('the dashboard shows the same two counts, for the admin asking', async () => {
    const mine = await call(app, sales.access_token, 'GET', '/api/admin/lead-follow-ups');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ overdue_follow_ups: 1, unassigned: 1 });
    const theirs = await call(app, owner.access_token, 'GET', '/api/admin/lead-follow-ups');
    expect(theirs.json()).toMatchObject({ overdue_follow_ups: 0, unassigned: 1 });
  });

  it('is off without SMTP (the dashboard still counts)', async () => {
    const quiet = await createTestApp({ now: clock.now });
    expect(quiet.leadDigest.send).toBe(null);
    await quiet.close();
  });
});
