import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contact } from '@shared/lead-kinds/contact';
import type { KindsTexts } from '@shared/lead-kinds/kind-texts';
import { messagesIn } from '@shared/messages/all-languages';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { Language } from '@shared/site-content/languages';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../helpers';
import { ALTCHA_KEY, fetchChallenge, solve } from '../altcha/helpers';
import { startSmtpServer, type SmtpTestServer } from '../notifications/smtp-test-server';
import { putSiteContent } from '../site-content/site-content-app';

// What the server says to a visitor speaks the site's default language (issue 54, decision
// 054): a public form's validation messages and the acknowledgement mail's default texts, from
// that language's catalogue (French, Arabic); a language without one speaks English.

/** A compiled message of a kind's words in a language, by its path. */
function kindMessage(tag: string, path: string): (d?: Record<string, unknown>) => string {
  const [kind, ...rest] = path.split('.');
  let node: unknown = (messagesIn(tag, 'leadKinds') as KindsTexts)[kind!];
  for (const key of rest) node = (node as KindsTexts)[key];
  if (typeof node !== 'function') throw new Error(`${tag} has no leadKinds.${path}`);
  return node as (d?: Record<string, unknown>) => string;
}

describe('the server in the site’s language', () => {
  let smtp: SmtpTestServer;
  let app: TestApp;
  let auth: { authorization: string };
  let version = 0;
  const altcha = async () => solve(await fetchChallenge(app));

  /** Publishes the default content speaking `languages`. */
  async function speak(...languages: Language[]) {
    const content = {
      ...defaultSiteData,
      identity: { ...defaultSiteData.identity, languages },
    };
    const res = await putSiteContent(app, content, version, auth);
    expect(res.statusCode).toBe(201);
    version = res.json().version;
  }

  const refused = async () => {
    const res = await app.inject({
      method: 'POST',
      url: contact.path,
      payload: { name: '   ', email: 'not an address', message: 'Hello' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
    return Object.fromEntries(
      res.json().issues.map((i: { path: string; message: string }) => [i.path, i.message]),
    );
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
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

  it('French: a 400 names the fields’ problems in French, with their French labels', async () => {
    const english = await refused();
    await speak({ tag: 'fr', name: 'Français' });
    const french = await refused();
    const t = messagesIn('fr', 'formErrors');
    expect(french).toEqual({
      name: t.required({ label: kindMessage('fr', 'contact.fields.name.label')() }),
      email: t.invalidEmail(),
    });
    expect(french.name).not.toBe(english.name);
    expect(english.name).toBe(`${contact.fields.name.label} is required`);
  });

  it('French: the acknowledgement mail’s default text is the catalogue’s, filled in', async () => {
    const res = await app.inject({
      method: 'POST',
      url: contact.path,
      payload: {
        name: 'Marie Curie',
        email: 'marie@example.fr',
        message: 'Bonjour',
        altcha: await altcha(),
      },
    });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    await app.notifications.drain();
    const mail = smtp.mails.find((m) => m.envelopeTo.includes('marie@example.fr'));
    const firm = defaultSiteData.identity.name;
    const subject = kindMessage('fr', 'contact.acknowledgement.subject')({ reference });
    expect(mail?.headers.subject).toBe(subject);
    const body = kindMessage('fr', 'contact.acknowledgement.body')({ reference, firm });
    expect(mail?.text.trim()).toBe(body.trim());
    expect(mail?.text).toMatch(/^Bonjour,/);
    expect(mail?.text).toContain(reference);
  });

  it('Arabic (ar-SA): a 400 and the acknowledgement mail in Arabic', async () => {
    const tag = 'ar-SA';
    await speak({ tag, name: 'العربية' });
    const t = messagesIn(tag, 'formErrors');
    expect(await refused()).toEqual({
      name: t.required({ label: kindMessage(tag, 'contact.fields.name.label')() }),
      email: t.invalidEmail(),
    });
    const res = await app.inject({
      method: 'POST',
      url: contact.path,
      payload: {
        name: 'ليلى Haddad',
        email: 'layla@example.sa',
        message: 'مرحبا',
        altcha: await altcha(),
      },
    });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    await app.notifications.drain();
    const mail = smtp.mails.find((m) => m.envelopeTo.includes('layla@example.sa'));
    const firm = defaultSiteData.identity.name;
    const subject = kindMessage(tag, 'contact.acknowledgement.subject')({ reference });
    expect(mail?.headers.subject).toBe(subject);
    const body = kindMessage(tag, 'contact.acknowledgement.body')({ reference, firm });
    expect(mail?.text.trim()).toBe(body.trim());
    expect(mail?.text).toMatch(/^مرحبًا،/);
    expect(mail?.text).toContain(reference);
  });

  it('a language without a catalogue (de) speaks English', async () => {
    await speak({ tag: 'de', name: 'Deutsch' });
    expect((await refused()).name).toBe(`${contact.fields.name.label} is required`);
  });
});
