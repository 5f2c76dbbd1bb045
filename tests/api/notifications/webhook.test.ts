import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createTestApp, login, manualClock, type TestApp } from '../helpers';
import { defaultSiteData } from '@shared/site-content/defaults';
import { putSiteContent } from '../site-content/site-content-app';
import { closedPort } from './smtp-test-server';
import { startWebhookReceiver } from './webhook-receiver';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const retry = { baseDelayMs: 1_000, maxDelayMs: 4_000, maxAttempts: 3 };
const lead = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Please call back.',
  source_page: '/',
  utm_campaign: 'spring',
};

type OutboxRow = { channel: string; status: string; attempts: number; last_error: string | null };

/** Webhooks (Standard Webhooks, WEBHOOK_URL + WEBHOOK_SECRET) through the notification outbox. */
describe('lead webhooks', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const task of cleanup.splice(0).reverse()) await task();
  });

  async function appFor(webhookUrl: string, clock = manualClock()) {
    const app = await createTestApp({
      webhookUrl,
      webhookSecret: SECRET,
      notificationRetry: retry,
      now: clock.now,
    });
    cleanup.push(() => app.close());
    return app;
  }
  async function receiver(port = 0) {
    const r = await startWebhookReceiver(SECRET, port);
    cleanup.push(r.close);
    return r;
  }
  const post = async (app: TestApp, payload: object = lead) => {
    const res = await app.inject({ method: 'POST', url: '/api/contact-submissions', payload });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const outbox = (app: TestApp, id: string) =>
    app.db.sqlite
      .prepare('SELECT * FROM notification_outbox WHERE lead_id = ?')
      .all(id) as OutboxRow[];

  it('POSTs each new lead, signed so that the standardwebhooks package verifies it', async () => {
    const hooks = await receiver();
    const app = await appFor(hooks.url);
    const id = await post(app);
    await app.notifications.drain();

    expect(hooks.rejected).toEqual([]);
    expect(hooks.received).toHaveLength(1);
    const [message] = hooks.received;
    expect(message!.id).toBe(`msg_${id}`);
    expect(message!.payload).toMatchObject({
      type: 'contact_submission.created',
      // Escaped for Slack (&lt; &gt;): a chat tool shows <ada@example.com>.
      text: expect.stringMatching(
        /^New contact message C-\d{4}-\d{4} from Ada Lovelace &lt;ada@example\.com&gt;$/,
      ),
      data: {
        kind: 'contact',
        id,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'Please call back.',
        source_page: '/',
        referrer_domain: null,
        utm_campaign: 'spring',
        // A one-language site's leads are in its one language.
        language: 'en',
      },
    });
    // Only the webhook channel is configured: no e-mail row.
    expect(outbox(app, id)).toEqual([
      expect.objectContaining({ channel: 'webhook', status: 'sent' }),
    ]);
    await createAdmin(app);
    const auth = bearer((await login(app)).access_token);
    const [listed] = (await app.inject({ url: '/api/contact-submissions', headers: auth })).json()
      .items;
    expect(listed).toMatchObject({ id, webhook_status: 'sent', notification_status: null });
  });

  it("carries the lead's language: data.language, and a chat line where the site speaks several", async () => {
    const hooks = await receiver();
    const app = await appFor(hooks.url);
    await createAdmin(app);
    const auth = bearer((await login(app)).access_token);
    const languages = [
      { tag: 'en', name: 'English' },
      { tag: 'fr', name: 'Français' },
    ];
    const bilingual = { ...defaultSiteData, identity: { ...defaultSiteData.identity, languages } };
    expect((await putSiteContent(app, bilingual, 0, auth)).statusCode).toBe(201);
    await post(app, { ...lead, language: 'fr' });
    await post(app, { ...lead, language: 'en' });
    await app.notifications.drain();
    const payloads = hooks.received.map((m) => m.payload as { text: string; data: object });
    expect(payloads.map((p) => [p.data, p.text.split('\n')[1]])).toEqual([
      [expect.objectContaining({ language: 'fr' }), 'Language: Français (fr)'],
      [expect.objectContaining({ language: 'en' }), 'Language: English (en)'],
    ]);
  });

  it('a receiver with another secret rejects the signature', async () => {
    const other = await startWebhookReceiver(`whsec_${randomBytes(32).toString('base64')}`);
    cleanup.push(other.close);
    const app = await appFor(other.url);
    const id = await post(app);
    await app.notifications.drain();
    expect(other.received).toEqual([]);
    expect(other.rejected[0]).toMatch(/signature/i);
    expect(outbox(app, id)[0]).toMatchObject({ status: 'pending', last_error: 'HTTP 401' });
  });

  it('receiver down, then up: the lead is kept and delivered on a retry with the same id', async () => {
    const port = await closedPort();
    const clock = manualClock();
    const app = await appFor(`http://127.0.0.1:${port}/hooks/leads`, clock);
    const id = await post(app);
    expect(app.repos.leads.get('contact', id)).toMatchObject({ name: 'Ada Lovelace' });

    await app.notifications.drain();
    expect(outbox(app, id)[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'ECONNREFUSED',
    });

    const hooks = await receiver(port);
    clock.advance(1_300); // past the first backoff (1 s ±20 %)
    await app.notifications.drain();
    expect(outbox(app, id)[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(hooks.received.map((m) => m.id)).toEqual([`msg_${id}`]);
  });

  it('gives up after the last attempt; "send again" queues it afresh and it is delivered', async () => {
    const hooks = await receiver();
    hooks.failWith(503);
    const clock = manualClock();
    const app = await appFor(hooks.url, clock);
    const id = await post(app);
    for (let i = 0; i < retry.maxAttempts; i++) {
      await app.notifications.drain();
      clock.advance(retry.maxDelayMs * 1.2);
    }
    expect(outbox(app, id)[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'HTTP 503',
    });

    await createAdmin(app);
    const auth = bearer((await login(app)).access_token);
    hooks.failWith(null);
    const res = await app.inject({
      method: 'POST',
      url: `/api/contact-submissions/${id}/notification?channel=webhook`,
      headers: auth,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ id, webhook_status: 'pending' });
    await app.notifications.drain();
    expect(outbox(app, id)[0]).toMatchObject({ status: 'sent' });
    expect(hooks.received).toHaveLength(1);
  });

  it('never sends spam, and answers 409 for spam or a channel that is off', async () => {
    const hooks = await receiver();
    const app = await appFor(hooks.url);
    const spamId = await post(app, { ...lead, website: 'bot' });
    await app.notifications.drain();
    expect(hooks.received).toEqual([]);
    expect(outbox(app, spamId)).toEqual([]);

    await createAdmin(app);
    const auth = bearer((await login(app)).access_token);
    const resend = (channel: string) =>
      app.inject({
        method: 'POST',
        url: `/api/contact-submissions/${spamId}/notification?channel=${channel}`,
        headers: auth,
      });
    expect((await resend('webhook')).json().error).toBe('lead_is_spam');
    const off = await resend('email');
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ error: 'notifications_off' });
    expect((await resend('fax')).statusCode).toBe(400);
  });
});

describe('"Not spam"', () => {
  it('sends a lead filed as spam on arrival once an admin marks it not spam', async () => {
    const hooks = await startWebhookReceiver(SECRET);
    const app = await createTestApp({ webhookUrl: hooks.url, webhookSecret: SECRET });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact-submissions',
        payload: { ...lead, website: 'https://bot.example' },
      });
      const id = res.json().id;
      await createAdmin(app);
      const auth = bearer((await login(app)).access_token);
      const [spam] = (
        await app.inject({ url: '/api/contact-submissions?status=spam', headers: auth })
      ).json().items;
      expect(spam).toMatchObject({ id, spam_reason: 'honeypot', webhook_status: null });

      const patched = await app.inject({
        method: 'PATCH',
        url: `/api/contact-submissions/${id}`,
        headers: auth,
        payload: { status: 'new' },
      });
      expect(patched.json()).toMatchObject({ status: 'new', webhook_status: 'pending' });
      await app.notifications.drain();
      expect(hooks.received.map((m) => m.id)).toEqual([`msg_${id}`]);
    } finally {
      await app.close();
      await hooks.close();
    }
  });
});
