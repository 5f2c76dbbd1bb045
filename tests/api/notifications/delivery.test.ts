import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../helpers';
import { startSmtpServer, type SmtpTestServer } from './smtp-test-server';

const NOTIFY = { notifyEmail: 'leads@firm.example', notifyFrom: 'website@firm.example' };

const outboxRow = (app: TestApp, leadId: string) =>
  app.db.sqlite.prepare('SELECT * FROM notification_outbox WHERE lead_id = ?').get(leadId) as
    Record<string, unknown> | undefined;

describe('lead notifications: delivery to a real SMTP server', () => {
  let smtp: SmtpTestServer;
  let app: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({
      smtpUrl: smtp.url,
      smtpRequireTls: false,
      ...NOTIFY,
      timeZone: 'Pacific/Auckland',
    });
    await createAdmin(app);
    auth = bearer((await login(app)).access_token);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('mails a contact message to NOTIFY_EMAIL from NOTIFY_FROM, Reply-To the visitor', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Call me\nback.' },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await smtp.waitForMails(1);
    expect(mail?.envelopeTo).toEqual(['leads@firm.example']);
    expect(mail?.envelopeFrom).toBe('website@firm.example');
    expect(mail?.headers.subject).toMatch(/^New contact message C-\d{4}-\d{4}: Ada Lovelace$/);
    expect(mail?.headers['reply-to']).toBe('ada@example.com');
    expect(mail?.text).toContain('E-mail: ada@example.com');
    expect(mail?.html).toContain('<th');
    expect(mail?.html).toContain('Call me\nback.');
    // When it came, on the firm's clocks (SITE_TIME_ZONE), not the server's UTC.
    const created = res.json().created_at as string;
    expect(mail?.text).toMatch(
      /\nReceived: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Pacific\/Auckland\)\n/,
    );
    expect(mail?.text).not.toContain(created);

    await app.notifications.drain();
    expect(outboxRow(app, res.json().id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
      sent_at: expect.any(String),
    });
  });

  it('mails a quote request with every field in an escaped table', async () => {
    const before = smtp.mails.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      payload: {
        name: '<script>alert("x")</script>',
        company_name: 'Smith & Sons',
        email: 'buyer@example.com',
        phone: '+1 555 0100',
        service_interest: 'Security System Design',
        project_details: "<img src=x onerror=alert(1)> 'quoted'",
      },
    });
    expect(res.statusCode).toBe(201);
    const quoteReference = res.json().reference;
    const mail = (await smtp.waitForMails(before + 1))[before];
    expect(mail?.headers.subject).toBe(
      `New quote request ${quoteReference}: <script>alert("x")</script> (Security System Design)`,
    );
    expect(mail?.headers['reply-to']).toBe('buyer@example.com');
    const html = mail?.html ?? '';
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Smith &amp; Sons');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &#39;quoted&#39;');
    for (const value of ['+1 555 0100', 'Security System Design', 'buyer@example.com']) {
      expect(html).toContain(value);
      expect(mail?.text).toContain(value);
    }
    expect(html).toContain(res.json().id);
  });

  it('keeps a crafted name from adding headers or recipients', async () => {
    const before = smtp.mails.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: {
        name: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes',
        email: 'eve@example.com',
        message: 'hi',
      },
    });
    expect(res.statusCode).toBe(201);
    const eveReference = res.json().reference;
    const mail = (await smtp.waitForMails(before + 1))[before];
    expect(mail?.envelopeTo).toEqual(['leads@firm.example']);
    expect(mail?.headers).not.toHaveProperty('bcc');
    expect(mail?.headers).not.toHaveProperty('x-injected');
    expect(mail?.headers.subject).toBe(
      `New contact message ${eveReference}: Eve Bcc: victim@example.com X-Injected: yes`,
    );
  });

  it('does not mail honeypot (spam) leads', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: { name: 'Bot', email: 'bot@example.com', message: 'buy', website: 'http://x' },
    });
    expect(res.statusCode).toBe(201);
    await app.notifications.drain();
    expect(outboxRow(app, res.json().id)).toBeUndefined();
    expect(smtp.mails.some((m) => m.headers.subject?.includes('Bot'))).toBe(false);
  });

  it('shows the delivery status in the inbox API (null for spam)', async () => {
    await app.notifications.drain();
    const contacts = (await app.inject({ url: '/api/contact-submissions', headers: auth })).json();
    const byName = (name: string) =>
      contacts.items.find((i: { name: string }) => i.name === name)?.notification_status;
    expect(byName('Ada Lovelace')).toBe('sent');
    expect(byName('Bot')).toBeNull();
    const quotes = (await app.inject({ url: '/api/quote-requests', headers: auth })).json();
    expect(quotes.items[0].notification_status).toBe('sent');

    // PATCH answers the same shape.
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/quote-requests/${quotes.items[0].id}`,
      headers: auth,
      payload: { status: 'handled' },
    });
    expect(patched.json()).toMatchObject({ status: 'handled', notification_status: 'sent' });
  });

  it('deleting a lead deletes its outbox row', async () => {
    const quotes = (await app.inject({ url: '/api/quote-requests', headers: auth })).json();
    const id = quotes.items[0].id;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/quote-requests/${id}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(204);
    expect(outboxRow(app, id)).toBeUndefined();
  });
});

describe('lead notifications: off unless configured', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it.each([
    ['nothing configured', { withSmtp: false, notifyEmail: null }],
    ['SMTP_URL without NOTIFY_EMAIL', { withSmtp: true, notifyEmail: null }],
    ['NOTIFY_EMAIL without SMTP_URL', { withSmtp: false, notifyEmail: 'leads@firm.example' }],
  ])('%s: no outbox row, no mail, notification_status null', async (_, c) => {
    const app = await createTestApp({
      smtpUrl: c.withSmtp ? smtp.url : null,
      smtpRequireTls: false,
      notifyEmail: c.notifyEmail,
    });
    try {
      expect(app.notifications.channels).toEqual([]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact-submissions',
        payload: { name: 'Ada', email: 'ada@example.com', message: 'hello' },
      });
      expect(res.statusCode).toBe(201);
      await app.notifications.drain();
      expect(outboxRow(app, res.json().id)).toBeUndefined();
      expect(app.repos.leads.get('contact', res.json().id)?.notification_status).toBeNull();
      expect(smtp.mails).toHaveLength(0);
      // "Send again" says why it cannot.
      await createAdmin(app);
      const again = await app.inject({
        method: 'POST',
        url: `/api/contact-submissions/${res.json().id}/notification`,
        headers: bearer((await login(app)).access_token),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: 'notifications_off' });
    } finally {
      await app.close();
    }
  });
});
