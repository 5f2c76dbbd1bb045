import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACKNOWLEDGEMENTS } from '@shared/schemas/acknowledgement';
import {
  bearer,
  createAdmin,
  createTestApp,
  login,
  signInWithRole,
  type TestApp,
} from '../helpers';
import { ALTCHA_KEY, fetchChallenge, solve } from '../altcha/helpers';
import { startSmtpServer, type SmtpTestServer } from '../notifications/smtp-test-server';
import { multipart, pdf } from './files';

const quote = {
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  service_interest: 'Other',
  project_details: 'A mast.',
};

describe('the acknowledgement to the requester (AUTO_REPLY=on, with ALTCHA as it needs)', () => {
  let smtp: SmtpTestServer;
  let app: TestApp;
  let auth: Record<string, string>;
  /** A solved proof of work, as the form's widget sends it. */
  const altcha = async () => solve(await fetchChallenge(app));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // No NOTIFY_EMAIL: the acknowledgement needs a relay and a sender, not the firm's inbox.
    app = await createTestApp({
      smtpUrl: smtp.url,
      smtpRequireTls: false,
      notifyFrom: 'website@firm.example',
      autoReply: true,
      altcha: { hmacKey: ALTCHA_KEY },
    });
    await createAdmin(app);
    auth = bearer((await login(app)).access_token);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const mailsTo = (address: string) => smtp.mails.filter((m) => m.envelopeTo.includes(address));

  it('mails the requester the reference and what happens next, after the 201, and records it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      payload: { ...quote, altcha: await altcha() },
    });
    expect(res.statusCode).toBe(201);
    const { id, reference } = res.json();
    await app.notifications.drain();
    const [mail] = mailsTo('grace@navy.example');
    expect(mail?.envelopeFrom).toBe('website@firm.example');
    expect(mail?.headers.subject).toBe(`Your quote request ${reference}`);
    expect(mail?.text).toMatch(/^Hello,\n/);
    expect(mail?.text).not.toContain('Grace');
    expect(mail?.text).toContain(`its reference is ${reference}`);
    expect(mail?.text).toContain('What happens next');
    // Signed by the firm, as its identity names it.
    expect(mail?.text).toContain('Kind regards,\nMeridian NetSec\n');
    const timeline = await app.inject({ url: `/api/quote-requests/${id}/timeline`, headers: auth });
    expect(timeline.json().items.map((e: { type: string }) => e.type)).toContain(
      'acknowledgement_sent',
    );
  });

  it('an application is acknowledged with its position', async () => {
    const { payload, headers } = multipart(
      { name: 'Ada Lovelace', email: 'ada@example.com', opening: 2, altcha: await altcha() },
      [{ field: 'cv', filename: 'cv.pdf', data: pdf() }],
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/job-applications',
      payload,
      headers,
    });
    await app.notifications.drain();
    const [mail] = mailsTo('ada@example.com');
    expect(mail?.headers.subject).toBe(`Your application ${res.json().reference}`);
    expect(mail?.text).toContain('the position of Cybersecurity Analyst');
  });

  it('never for spam, nor for a lead that did not solve the proof of work', async () => {
    for (const payload of [
      { ...quote, email: 'bot@spam.example', website: 'filled', altcha: await altcha() },
      { ...quote, email: 'bot@spam.example' },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/quote-requests', payload });
      expect(res.statusCode).toBe(201);
      await app.notifications.drain();
      const rows = app.db.sqlite
        .prepare('SELECT count(*) FROM notification_outbox WHERE lead_id = ?')
        .pluck()
        .get(res.json().id);
      expect(rows).toBe(0);
    }
    expect(mailsTo('bot@spam.example')).toEqual([]);
  });

  it("carries nothing the visitor typed: the review's mail cannon replayed", async () => {
    const name = 'WIN $5000 NOW: visit http://evil.example/claim before midnight';
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: {
        name,
        email: 'victim@thirdparty.example',
        message: 'Claim your prize at http://evil.example/claim',
        altcha: await altcha(),
      },
    });
    expect(res.statusCode).toBe(201);
    await app.notifications.drain();
    const [mail] = mailsTo('victim@thirdparty.example');
    const sent = `${mail?.headers.subject}\n${mail?.text}`;
    expect(sent).toContain(res.json().reference);
    for (const typed of ['WIN', '$5000', 'evil.example', 'prize'])
      expect(sent).not.toContain(typed);
  });

  it('at most 3 acknowledgements to one address a day; the leads themselves all arrive', async () => {
    const victim = 'target@thirdparty.example';
    const ids: string[] = [];
    for (const email of [victim, victim.toUpperCase(), 'target+a@thirdparty.example', victim]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact-submissions',
        payload: { name: 'Someone', email, message: 'Hello', altcha: await altcha() },
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    await app.notifications.drain();
    expect(
      smtp.mails.filter((m) => /target(\+a)?@thirdparty\.example/i.test(m.envelopeTo[0] ?? '')),
    ).toHaveLength(3);
    const statuses = ids.map(
      (id) =>
        app.db.sqlite.prepare('SELECT status FROM contact_submissions WHERE id = ?').get(id) as {
          status: string;
        },
    );
    expect(statuses.map((s) => s.status)).toEqual(['new', 'new', 'new', 'new']);
  });

  it('its texts are edited in the admin area; the text must contain {reference}', async () => {
    const settings = await app.inject({ url: '/api/admin/acknowledgement', headers: auth });
    expect(settings.json()).toMatchObject({ enabled: true, texts: DEFAULT_ACKNOWLEDGEMENTS });
    const texts = {
      ...DEFAULT_ACKNOWLEDGEMENTS,
      contact: { subject: 'Thanks ({reference})', body: 'Ref {reference}. We call back.' },
    };
    const put = (payload: object, headers = auth) =>
      app.inject({ method: 'PUT', url: '/api/admin/acknowledgement', headers, payload });
    const bad = await put({ ...texts, quote: { subject: 'x', body: 'no reference here' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('quote.body');
    // The visitor's name is not a placeholder any more: a text asking for it is refused.
    const named = await put({
      ...texts,
      contact: { subject: 'Thanks, {name}', body: 'Hello {name}, ref {reference}' },
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().issues.map((i: { path: string }) => i.path)).toEqual([
      'contact.subject',
      'contact.body',
    ]);
    const saved = await put(texts);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ texts, updated_by: 'admin@firm.example' });
    const editor = await signInWithRole(app, 'editor');
    expect((await put(texts, bearer(editor.access_token))).statusCode).toBe(403);

    const res = await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: {
        name: 'Linus\r\nBcc: x@example.com',
        email: 'linus@example.com',
        message: 'Hi',
        altcha: await altcha(),
      },
    });
    await app.notifications.drain();
    const [mail] = mailsTo('linus@example.com');
    expect(mail?.headers.subject).toBe(`Thanks (${res.json().reference})`);
    expect(mail?.envelopeTo).toEqual(['linus@example.com']);
    expect(mail?.text).toBe(`Ref ${res.json().reference}. We call back.`);
  });
});

describe('AUTO_REPLY without the proof of work', () => {
  it('is refused at start', async () => {
    await expect(
      createTestApp({
        smtpUrl: 'smtp://127.0.0.1:9',
        notifyFrom: 'w@firm.example',
        autoReply: true,
      }),
    ).rejects.toThrow(/AUTO_REPLY=on needs ALTCHA=on/);
  });
});

describe('without AUTO_REPLY', () => {
  it('queues no acknowledgement, and says so', async () => {
    const app = await createTestApp({
      smtpUrl: 'smtp://127.0.0.1:9',
      notifyFrom: 'w@firm.example',
    });
    try {
      await createAdmin(app);
      const auth = bearer((await login(app)).access_token);
      const res = await app.inject({ method: 'POST', url: '/api/quote-requests', payload: quote });
      const channels = app.db.sqlite
        .prepare('SELECT channel FROM notification_outbox WHERE lead_id = ?')
        .pluck()
        .all(res.json().id);
      expect(channels).not.toContain('acknowledgement');
      const settings = await app.inject({ url: '/api/admin/acknowledgement', headers: auth });
      expect(settings.json().enabled).toBe(false);
    } finally {
      await app.close();
    }
  });
});
