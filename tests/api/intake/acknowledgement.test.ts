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
import { startSmtpServer, type SmtpTestServer } from '../notifications/smtp-test-server';
import { multipart, pdf } from './files';

const quote = {
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  service_interest: 'Other',
  project_details: 'A mast.',
};

describe('the acknowledgement to the requester (AUTO_REPLY=on)', () => {
  let smtp: SmtpTestServer;
  let app: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // No NOTIFY_EMAIL: the acknowledgement needs a relay and a sender, not the firm's inbox.
    app = await createTestApp({
      smtpUrl: smtp.url,
      smtpRequireTls: false,
      notifyFrom: 'website@firm.example',
      autoReply: true,
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
    const res = await app.inject({ method: 'POST', url: '/api/quote-requests', payload: quote });
    expect(res.statusCode).toBe(201);
    const { id, reference } = res.json();
    await app.notifications.drain();
    const [mail] = mailsTo('grace@navy.example');
    expect(mail?.envelopeFrom).toBe('website@firm.example');
    expect(mail?.headers.subject).toBe(`Your quote request ${reference}`);
    expect(mail?.text).toContain(`Hello Grace Hopper,`);
    expect(mail?.text).toContain(`its reference is ${reference}`);
    expect(mail?.text).toContain('What happens next');
    const timeline = await app.inject({ url: `/api/quote-requests/${id}/timeline`, headers: auth });
    expect(timeline.json().items.map((e: { type: string }) => e.type)).toContain(
      'acknowledgement_sent',
    );
  });

  it('an application is acknowledged with its position', async () => {
    const { payload, headers } = multipart(
      { name: 'Ada Lovelace', email: 'ada@example.com', opening: 2 },
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

  it('never for spam', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      payload: { ...quote, email: 'bot@spam.example', website: 'filled' },
    });
    expect(res.statusCode).toBe(201);
    await app.notifications.drain();
    expect(mailsTo('bot@spam.example')).toEqual([]);
    const rows = app.db.sqlite
      .prepare('SELECT count(*) FROM notification_outbox WHERE lead_id = ?')
      .pluck()
      .get(res.json().id);
    expect(rows).toBe(0);
  });

  it('its texts are edited in the admin area; the text must contain {reference}', async () => {
    const settings = await app.inject({ url: '/api/admin/acknowledgement', headers: auth });
    expect(settings.json()).toMatchObject({ enabled: true, texts: DEFAULT_ACKNOWLEDGEMENTS });
    const texts = {
      ...DEFAULT_ACKNOWLEDGEMENTS,
      contact: { subject: 'Thanks, {name} ({reference})', body: 'Ref {reference}. We call back.' },
    };
    const put = (payload: object, headers = auth) =>
      app.inject({ method: 'PUT', url: '/api/admin/acknowledgement', headers, payload });
    const bad = await put({ ...texts, quote: { subject: 'x', body: 'no reference here' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('quote.body');
    const saved = await put(texts);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ texts, updated_by: 'admin@firm.example' });
    const editor = await signInWithRole(app, 'editor');
    expect((await put(texts, bearer(editor.access_token))).statusCode).toBe(403);

    const res = await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: { name: 'Linus\r\nBcc: x@example.com', email: 'linus@example.com', message: 'Hi' },
    });
    await app.notifications.drain();
    const [mail] = mailsTo('linus@example.com');
    expect(mail?.headers.subject).toBe(
      `Thanks, Linus Bcc: x@example.com (${res.json().reference})`,
    );
    expect(mail?.envelopeTo).toEqual(['linus@example.com']);
    expect(mail?.text).toBe(`Ref ${res.json().reference}. We call back.`);
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
