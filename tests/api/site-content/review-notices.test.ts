import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { SiteData } from '@shared/site-content/schema';
import { ADMIN, bearer, signInWithRole, type TestApp } from '../helpers';
import { startSmtpServer, type SmtpTestServer } from '../notifications/smtp-test-server';
import { adminApp, withPhone } from './site-content-app';

// Issue 52, item 3: reviews are heard. A request mails every reviewer (owners and holders of the
// reviewer grant, through the notification outbox) and waits on their dashboard; an approval or
// a request for changes mails the requester; "Approve and publish" / "Approve and schedule" do
// both in one step, with the rules of approving then publishing.

const ORIGIN = 'https://www.firm.example';
const legal = (body: string): SiteData => ({
  ...defaultSiteData,
  legal: {
    ...defaultSiteData.legal,
    privacyPolicy: { ...defaultSiteData.legal.privacyPolicy, body },
  },
});

let smtp: SmtpTestServer;
beforeAll(async () => void (smtp = await startSmtpServer()));
afterAll(() => smtp.close());

type Headers = { authorization: string };
let app: TestApp;
let owner: Headers;
beforeEach(async (context) => {
  smtp.mails.length = 0;
  ({ app, auth: owner } = await adminApp({
    requireReview: true,
    smtpUrl: smtp.url,
    smtpRequireTls: false,
    notifyFrom: 'website@firm.example',
    publicOrigin: ORIGIN,
  }));
  context.onTestFinished(() => app.close());
});

async function editor(reviewer = false) {
  const tokens = await signInWithRole(app, 'editor');
  if (reviewer) {
    const granted = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${tokens.user.id}`,
      headers: owner,
      payload: { extra_roles: ['reviewer'] },
    });
    expect(granted.statusCode).toBe(200);
  }
  return { ...bearer(tokens.access_token), email: tokens.user.email };
}

async function ask(content: SiteData, by: Headers, message?: string): Promise<number> {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/site-content',
    headers: by,
    payload: { content, base_version: 0, ...(message ? { message } : {}) },
  });
  expect(res.statusCode).toBe(202);
  return res.json().review.id;
}

const post = (url: string, by: Headers, payload?: object) =>
  app.inject({ method: 'POST', url, headers: by, ...(payload ? { payload } : {}) });

/** The mails the outbox sent since the test began, once it has sent them. */
async function mailsSent(count: number) {
  await app.notifications.drain();
  const mails = await smtp.waitForMails(count);
  return mails.map((m) => ({
    to: m.envelopeTo.join(),
    subject: m.headers.subject ?? '',
    text: m.text,
  }));
}

const waiting = async (by: Headers) =>
  (await app.inject({ url: '/api/site-content/reviews/waiting', headers: by })).json();

describe('a review request', () => {
  it('mails every reviewer but the requester, and waits on their dashboard', async () => {
    const requester = await editor();
    const reviewer = await editor(true);
    const other = await editor();
    const id = await ask(withPhone('+1 555 0100'), requester, 'The new switchboard');
    const mails = await mailsSent(2);
    expect(mails.map((m) => m.to).sort()).toEqual([ADMIN.email, reviewer.email].sort());
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^Review requested: version \d+ of the .* website$/);
      expect(mail.text).toContain(requester.email);
      expect(mail.text).toContain('phone changed');
      expect(mail.text).toContain('The new switchboard');
      expect(mail.text).toContain(`${ORIGIN}/admin/reviews`);
    }
    // Through the outbox: each mail is a row, sent.
    const rows = app.db.sqlite
      .prepare("SELECT status FROM notification_outbox WHERE channel = 'staff'")
      .pluck()
      .all();
    expect(rows).toEqual(['sent', 'sent']);

    expect(await waiting(owner)).toMatchObject({
      count: 1,
      items: [{ id, summary: 'phone changed' }],
    });
    expect((await waiting(reviewer)).count).toBe(1);
    expect((await waiting(other)).count).toBe(0);
    expect((await waiting(requester)).count).toBe(0);
  });
});

describe('an answer to a review', () => {
  it('mails the requester an approval and a request for changes', async () => {
    const requester = await editor();
    const first = await ask(withPhone('+1 555 0101'), requester);
    await mailsSent(1);
    expect((await post(`/api/site-content/reviews/${first}/approve`, owner)).statusCode).toBe(200);
    const [, approved] = await mailsSent(2);
    expect(approved).toMatchObject({ to: requester.email });
    expect(approved!.subject).toMatch(/^Approved: version/);
    expect(approved!.text).toContain(`${ADMIN.email} approved version`);
    expect((await waiting(owner)).count).toBe(0);

    const second = await ask(withPhone('+1 555 0102'), requester);
    await mailsSent(3);
    const asked = await post(`/api/site-content/reviews/${second}/request-changes`, owner, {
      comment: 'Use the number with the extension.',
    });
    expect(asked.statusCode).toBe(200);
    const changes = (await mailsSent(4))[3]!;
    expect(changes).toMatchObject({ to: requester.email });
    expect(changes.subject).toMatch(/^Changes requested/);
    expect(changes.text).toContain('Use the number with the extension.');
  });
});

describe('approve and publish, in one step', () => {
  it('approves and makes the version live, and tells the requester', async () => {
    const requester = await editor();
    const id = await ask(withPhone('+1 555 0103'), requester);
    await mailsSent(1);
    const res = await post(`/api/site-content/reviews/${id}/approve-and-publish`, owner, {});
    expect(res.statusCode).toBe(201);
    expect(res.json().review.status).toBe('published');
    const live = (await app.inject({ url: '/api/site-content' })).json();
    expect(live.version).toBe(res.json().published.version);
    expect(live.content.settings.phone).toBe('+1 555 0103');
    const mail = (await mailsSent(2))[1]!;
    expect(mail.text).toContain(`published it: it is live as version ${live.version}`);
  });

  it('cannot publish with the first of two approvals (the legal pages): nothing is recorded', async () => {
    const requester = await editor();
    const reviewer = await editor(true);
    const id = await ask(legal('New privacy text.'), requester);
    const early = await post(`/api/site-content/reviews/${id}/approve-and-publish`, owner, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('approvals_missing');
    const scheduled = await post(`/api/site-content/reviews/${id}/approve-and-schedule`, owner, {
      publish_at: '2099-01-01T09:00:00Z',
    });
    expect(scheduled.json().error).toBe('approvals_missing');
    const review = (await app.inject({ url: '/api/site-content/reviews', headers: owner })).json()
      .items[0];
    expect(review.approvals).toEqual([]);

    expect((await post(`/api/site-content/reviews/${id}/approve`, owner)).statusCode).toBe(200);
    const second = await post(`/api/site-content/reviews/${id}/approve-and-publish`, reviewer, {});
    expect(second.statusCode).toBe(201);
    expect(second.json().review.approvals).toHaveLength(2);
  });

  it('approves and schedules; a time in the past refuses both', async () => {
    const requester = await editor();
    const id = await ask(withPhone('+1 555 0104'), requester);
    const url = `/api/site-content/reviews/${id}/approve-and-schedule`;
    const past = await post(url, owner, { publish_at: '2000-01-01T09:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().issues[0].path).toBe('publish_at');
    expect((await waiting(owner)).count).toBe(1); // not approved
    const res = await post(url, owner, { publish_at: '2099-01-01T09:00:00Z' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      review: { status: 'approved' },
      schedule: { status: 'scheduled', publish_at: '2099-01-01T09:00:00.000Z' },
    });
    const mail = (await mailsSent(2))[1]!;
    expect(mail.text).toContain('scheduled it to go live on');
  });
});
