import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { pagePaths } from '@shared/site-content/pages';
import { pageDataPath } from '@shared/site-content/site-paths';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../api/helpers';
import { ALTCHA_KEY, fetchChallenge, solve } from '../api/altcha/helpers';
import { startSmtpServer, type SmtpTestServer } from '../api/notifications/smtp-test-server';
import { requireBuild, root } from './require-build';

// The site is the firm's own (issue 38): a firm renames itself (name, legal name, tagline,
// colour, logo, social accounts) and publishes; then nothing the public site answers and no
// e-mail it sends names the built-in firm, and every absolute address starts with
// PUBLIC_ORIGIN. Runs on the production build (`npm run build`).

const ORIGIN = 'https://www.northwind-fiber.example';
const OLD_NAMES = /Meridian|meridian-netsec/;
/** The addresses a page may name besides its own: the standards and the firm's accounts. */
const ALLOWED = /^https?:\/\/(schema\.org|www\.w3\.org|www\.sitemaps\.org|purl\.org)\b/;

const identity = {
  name: 'Northwind Fiber',
  legalName: 'Northwind Fiber Ltd',
  tagline: 'Light on every street',
  description:
    'Northwind Fiber designs and builds fiber networks for towns and campuses: ducts, cables and splices.',
  foundingYear: 2015,
  privacyEmail: 'privacy@northwind-fiber.example',
  logo: null as { src: string; alt: string } | null,
  // Too light to read on the light theme: the pages use a shade of it that does.
  accentColor: '#ffee58',
  social: [
    { network: 'linkedin' as const, url: 'https://www.linkedin.com/company/northwind-fiber' },
  ],
};
const SOCIAL = identity.social[0]!.url;

let dataDir: string;
let app: TestApp;
let smtp: SmtpTestServer;
let auth: { authorization: string };

beforeAll(async () => {
  requireBuild('build/client/index.html', 'build/ssr/render-page.js');
  dataDir = mkdtempSync(join(tmpdir(), 'site-rename-'));
  smtp = await startSmtpServer();
  app = await createTestApp({
    clientDir: join(root, 'build', 'client'),
    ssrEntry: join(root, 'build', 'ssr', 'render-page.js'),
    databasePath: join(dataDir, 'site.db'),
    publicOrigin: ORIGIN,
    siteOrigin: ORIGIN,
    smtpUrl: smtp.url,
    smtpRequireTls: false,
    notifyEmail: 'leads@northwind-fiber.example',
    notifyFrom: 'site@northwind-fiber.example',
    autoReply: true,
    altcha: { hmacKey: ALTCHA_KEY },
  });
  await createAdmin(app);
  auth = bearer((await login(app)).access_token);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every absolute address in a text that is not PUBLIC_ORIGIN's, a standard's or the firm's. */
function foreignAddresses(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s"'<>)\\]+/g)]
    .map((m) => m[0])
    .filter((url) => !url.startsWith(`${ORIGIN}/`) && url !== ORIGIN)
    .filter((url) => !ALLOWED.test(url) && url !== SOCIAL);
}

describe('a firm renames itself', { timeout: 120_000 }, () => {
  it('and no page, file or e-mail of the site names the built-in firm or another origin', async () => {
    const logo = await app.inject({
      method: 'POST',
      url: '/api/media?purpose=logo',
      headers: { ...auth, 'content-type': 'image/svg+xml' },
      payload:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="12"/></svg>',
    });
    expect(logo.statusCode).toBe(201);
    identity.logo = { src: logo.json().url, alt: 'Northwind Fiber logo' };
    const content = {
      ...defaultSiteData,
      identity,
      settings: {
        phone: '+44 20 7946 0000',
        email: 'hello@northwind-fiber.example',
        address: '1 Fibre Lane, Leeds',
      },
    };
    const published = await app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: auth,
      payload: { content, base_version: 0 },
    });
    expect(published.statusCode).toBe(201);

    const paths = [
      ...pagePaths(content).flatMap((path) => [path, pageDataPath(path)]),
      '/no-such-page',
      '/sitemap.xml',
      '/blog/rss.xml',
      '/robots.txt',
      '/_data/chat.json',
    ];
    for (const path of paths) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(path === '/no-such-page' ? 404 : 200);
      expect(res.body, path).not.toMatch(OLD_NAMES);
      expect(foreignAddresses(res.body), path).toEqual([]);
    }

    const home = (await app.inject({ url: '/' })).body;
    expect(home).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    expect(home).toContain(`<meta property="og:site_name" content="Northwind Fiber">`);
    expect(home).toContain('<title>Northwind Fiber | Light on every street</title>');
    expect(home).toContain(`"sameAs":["${SOCIAL}"]`);
    expect(home).toContain(`"logo":{"@type":"ImageObject","url":"${ORIGIN}${identity.logo.src}"}`);
    // The accent, in a shade that reads on the light theme (the dark one takes it as it is).
    expect(home).toMatch(/<style data-accent>:root\{--color-primary:#[0-9a-f]{6};/);
    expect(home).toContain('.dark{--color-primary:#ffee58;');
    expect((await app.inject({ url: '/robots.txt' })).body).toContain(
      `Sitemap: ${ORIGIN}/sitemap.xml`,
    );
    expect((await app.inject({ url: '/privacy-policy' })).body).toContain(
      'Northwind Fiber Ltd',
    );

    // A lead's notification and the requester's acknowledgement name the firm as published.
    const lead = await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: {
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Ducts for a campus.',
        altcha: await solve(await fetchChallenge(app)),
      },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    await app.notifications.drain();
    const mails = await smtp.waitForMails(2);
    const notification = mails.find((m) => m.envelopeTo.includes('leads@northwind-fiber.example'));
    const acknowledgement = mails.find((m) => m.envelopeTo.includes('ada@example.com'));
    expect(notification!.text).toContain('on the Northwind Fiber website');
    expect(acknowledgement!.headers.from).toContain('Northwind Fiber');
    expect(acknowledgement!.text).toContain('Kind regards,\nNorthwind Fiber');
    for (const mail of mails) {
      expect(`${mail.headers.from} ${mail.headers.subject} ${mail.text} ${mail.html}`).not.toMatch(
        OLD_NAMES,
      );
      expect(foreignAddresses(mail.text)).toEqual([]);
    }
  });
});
