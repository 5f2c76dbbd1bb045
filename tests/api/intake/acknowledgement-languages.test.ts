import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contact } from '@shared/lead-kinds/contact';
import { LEAD_KINDS } from '@shared/lead-kinds';
import { DEFAULT_ACKNOWLEDGEMENTS } from '@shared/schemas/acknowledgement';
import { defaultSiteData } from '@shared/site-content/defaults';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../helpers';
import { ALTCHA_KEY, fetchChallenge, solve } from '../altcha/helpers';
import { startSmtpServer, type SmtpTestServer } from '../notifications/smtp-test-server';
import { putSiteContent } from '../site-content/site-content-app';

// The firm writes its acknowledgement per language of the site (issue 54): a lead sent from a
// French page gets the firm's French text where it wrote one (the catalogue's otherwise), a lead
// from an English page the default language's text. A tag the site does not speak is a 400.

const ownEnglish = { subject: 'We have it ({reference})', body: 'Our own words: {reference}.' };
const ownFrench = { subject: 'Bien reçu ({reference})', body: 'Nos propres mots : {reference}.' };

describe('the acknowledgement per language (an English site that speaks French too)', () => {
  let smtp: SmtpTestServer;
  let app: TestApp;
  let auth: { authorization: string };

  const getTexts = async () =>
    (await app.inject({ url: '/api/admin/acknowledgement', headers: auth })).json().texts;
  const putTexts = (body: object) =>
    app.inject({ method: 'PUT', url: '/api/admin/acknowledgement', headers: auth, payload: body });
  const contactFrom = async (email: string, language: string) => {
    const altcha = await solve(await fetchChallenge(app));
    const payload = { name: 'Marie', email, message: 'Bonjour', language, altcha };
    const res = await app.inject({ method: 'POST', url: contact.path, payload });
    expect(res.statusCode).toBe(201);
    return res.json().reference as string;
  };
  const mailTo = (address: string) => smtp.mails.find((m) => m.envelopeTo.includes(address));

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
    const languages = [
      { tag: 'en', name: 'English' },
      { tag: 'fr', name: 'Français' },
    ];
    const content = { ...defaultSiteData, identity: { ...defaultSiteData.identity, languages } };
    expect((await putSiteContent(app, content, 0, auth)).statusCode).toBe(201);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it("a French lead gets the firm's French text, an English lead the default text", async () => {
    const texts = await getTexts();
    const res = await putTexts({
      ...texts,
      contact: { ...ownEnglish, languages: { fr: ownFrench } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().texts.contact).toEqual({ ...ownEnglish, languages: { fr: ownFrench } });
    expect((await getTexts()).contact.languages).toEqual({ fr: ownFrench });

    const french = await contactFrom('marie@example.fr', 'fr');
    const english = await contactFrom('mary@example.com', 'en');
    await app.notifications.drain();
    expect(mailTo('marie@example.fr')).toMatchObject({
      headers: { subject: `Bien reçu (${french})` },
      text: expect.stringContaining(`Nos propres mots : ${french}.`),
    });
    expect(mailTo('mary@example.com')?.headers.subject).toBe(`We have it (${english})`);
  });

  it('a PUT without languages keeps them; an empty list takes them away', async () => {
    const texts = await getTexts();
    await putTexts({ ...texts, contact: { ...ownEnglish, languages: { fr: ownFrench } } });
    const { languages: _kept, ...withoutLanguages } = (await getTexts()).contact;
    expect((await putTexts({ ...texts, contact: withoutLanguages })).statusCode).toBe(200);
    expect((await getTexts()).contact.languages).toEqual({ fr: ownFrench });
    expect(
      (await putTexts({ ...texts, contact: { ...ownEnglish, languages: {} } })).statusCode,
    ).toBe(200);
    expect((await getTexts()).contact.languages).toEqual({});
  });

  it('400 naming a tag the site does not speak, or its default, and a text that breaks a rule', async () => {
    const texts = await getTexts();
    for (const tag of ['de', 'en']) {
      const res = await putTexts({
        ...texts,
        quote: { ...texts.quote, languages: { [tag]: ownFrench } },
      });
      expect(res.statusCode, tag).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'validation_failed',
        issues: [{ path: `quote.languages.${tag}`, message: expect.stringContaining(`"${tag}"`) }],
      });
    }
    const missing = { subject: 'Reçu', body: 'Sans référence.' };
    const res = await putTexts({ ...texts, quote: { ...texts.quote, languages: { fr: missing } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'quote.languages.fr.body', message: 'The text must contain {reference}' },
    ]);
    expect((await getTexts()).quote.languages).toEqual(texts.quote.languages);
  });

  it('reads texts stored before languages were kept, as they were', async () => {
    const old = Object.fromEntries(
      LEAD_KINDS.map((kind) => [kind, DEFAULT_ACKNOWLEDGEMENTS[kind]]),
    );
    app.repos.appSettings.put('acknowledgement', { ...old, contact: ownEnglish }, null);
    const texts = await getTexts();
    expect(texts.contact).toEqual({ ...ownEnglish, languages: {} });
    const french = await contactFrom('old@example.fr', 'fr');
    await app.notifications.drain();
    // No French text of the firm's: the catalogue's French, as before.
    expect(mailTo('old@example.fr')?.headers.subject).toContain(french);
    expect(mailTo('old@example.fr')?.headers.subject).not.toBe(`We have it (${french})`);
    expect(mailTo('old@example.fr')?.text).toMatch(/^Bonjour,/);
  });
});
